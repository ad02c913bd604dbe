#!/usr/bin/env bash
# The engine and the game model must not touch the web: no leptos, web-sys,
# wasm-bindgen, js-sys or gloo anywhere under them.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE '\b(leptos|web_sys|wasm_bindgen|js_sys|gloo_timers|gloo)\b' src/engine src/game; then
  echo "the engine and the game model must stay free of web dependencies" >&2
  exit 1
fi
echo "engine and game model: no web dependencies"
