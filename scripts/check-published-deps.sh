#!/usr/bin/env bash
# Every dependency comes from the registry as published: no [patch] section in
# any manifest, and no path or git source in Cargo.lock but the workspace's own
# packages. A patched or vendored copy stops applying silently at the next
# upgrade (Cargo only warns "patch not used").
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if grep -nE '^\s*\[patch' Cargo.toml bench/*/Cargo.toml .cargo/config.toml 2>/dev/null; then
  echo "a [patch] section: depend on the crates as published" >&2
  status=1
fi
# Cargo.lock: a package with no `source` line is a path dependency; only the
# workspace's own members may be one.
members=" bouton bouton-bench-counter bouton-bench-piles bouton-qr "
if ! awk -v members="$members" '
  function check() {
    if (name != "" && (source == "" ? index(members, " " name " ") == 0 : source !~ /^registry\+/)) {
      printf "Cargo.lock: %s %s comes from %s\n", name, version, (source == "" ? "a path" : source) > "/dev/stderr"
      bad = 1
    }
  }
  /^\[\[package\]\]/ { check(); name = ""; version = ""; source = "" }
  /^name = /    { name = $3; gsub(/"/, "", name) }
  /^version = / { version = $3; gsub(/"/, "", version) }
  /^source = /  { source = $3; gsub(/"/, "", source) }
  END { check(); exit bad }
' Cargo.lock; then
  status=1
fi
[ -e patches ] && { echo "a patches/ folder: depend on the crates as published" >&2; status=1; }
[ "$status" -eq 0 ] && echo "dependencies: all as published on the registry"
exit "$status"
