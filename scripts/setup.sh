#!/usr/bin/env bash
# Installs whatever this project needs and the machine lacks. Idempotent: a second
# run installs nothing. `--browser` also installs Debian's Chromium and ChromeDriver
# for the browser tests; `--bench` does too, and adds twiggy for `make bench`.
# Facts behind each step: ../shared/TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Rust: the wasm target and the linters.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding $component"
    rustup component add "$component"
  fi
done

# The release build rebuilds the standard library for size (Makefile, RELEASE_ENV):
# it needs the library's source and, since Trunk builds offline, its dependencies.
if ! rustup component list --installed | grep -q '^rust-src'; then
  say "adding rust-src"
  rustup component add rust-src
fi
library="$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
if ! RUSTC_BOOTSTRAP=1 cargo metadata --offline --format-version 1 --manifest-path "$library" >/dev/null 2>&1; then
  say "fetching the standard library's dependencies"
  RUSTC_BOOTSTRAP=1 cargo fetch --manifest-path "$library"
fi

# Trunk 0.21.x: 0.22 needs a newer rustc than this machine has.
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (several minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# The wasm-bindgen CLI must equal the crate in Cargo.lock; --locked fails here.
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# Node tools pinned by package-lock.json: wasm-opt (binaryen), playwright-core, axe-core.
if ! command -v npm >/dev/null; then
  say "installing Node.js and npm"
  as_root apt-get update
  as_root apt-get install -y nodejs npm
fi
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.bouton-lock 2>/dev/null)" != "$lock_sum" ]; then
  say "installing the Node tools from package-lock.json"
  npm ci --no-audit --no-fund
  echo "$lock_sum" > node_modules/.bouton-lock
fi

browser=false
bench=false
for flag in "$@"; do
  case "$flag" in
    --browser) browser=true ;;
    --bench) browser=true; bench=true ;;
    *) echo "setup.sh: unknown flag $flag (--browser, --bench)" >&2; exit 2 ;;
  esac
done

if $browser; then
  if ! [ -x /usr/bin/chromium ] || ! [ -x /usr/bin/chromedriver ]; then
    say "installing Debian's chromium and chromium-driver"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
  fi
fi

# twiggy, for the benchmark's list of what is biggest in the wasm. Its lock file
# may name releases the registry lacks: then it resolves afresh.
if $bench && ! command -v twiggy >/dev/null; then
  say "installing twiggy (a few minutes on 2 cores)"
  cargo install twiggy --locked || cargo install twiggy
fi
