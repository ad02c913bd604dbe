//! Panics. The release build aborts at once on a panic (no unwinding and no
//! panic hook, to stay small): `public/crash.js` sees the WebAssembly stop and
//! shows the "something went wrong, reload" notice. Test builds can panic on
//! request, to check that notice end to end.

/// Test builds only (`--features panic-test`, never the release): panics on
/// purpose when the address's hash becomes `#/panic-test`, so the end-to-end
/// test can check the crash notice and that the saved game survives.
#[cfg(feature = "panic-test")]
pub fn panic_on_request() {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(window) = web_sys::window() else {
        return;
    };
    let check = Closure::<dyn Fn()>::new(|| {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok());
        if hash.as_deref() == Some("#/panic-test") {
            panic!("a panic on purpose (panic-test build)");
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", check.as_ref().unchecked_ref());
    check.forget();
}
