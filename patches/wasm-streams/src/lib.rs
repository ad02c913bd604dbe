//! The part of wasm-streams 0.5's API that server_fn's browser client calls:
//! [`ReadableStream::from_stream`] (a streaming request body) and
//! [`ReadableStream::into_stream`] (a streaming response). Bouton calls no server
//! function, so neither runs; if one ever did, the request would go without a body
//! and the response stream would end with an error at once, never a panic.

use futures_util::stream::{self, Stream};
use wasm_bindgen::{JsCast, JsValue};

/// The raw Web Streams types, as wasm-streams names them.
pub mod readable {
    pub mod sys {
        pub use web_sys::ReadableStream;
    }
    pub use super::ReadableStream;
}

/// A browser `ReadableStream`.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Wraps a browser stream.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// A body from a Rust stream: not supported here, so no body (`null`).
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        Self {
            raw: JsValue::NULL.unchecked_into(),
        }
    }

    /// The browser stream.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// Reading a browser stream from Rust: not supported here, so one error.
    pub fn into_stream(self) -> impl Stream<Item = Result<JsValue, JsValue>> + Unpin {
        stream::iter([Err(JsValue::from_str(
            "streaming responses are not built into Bouton",
        ))])
    }
}
