#!/bin/sh
# The app's own start, part by part: copies of the committed app with parts of
# its first screen taken out (bench/parts/*.patch), each built as the app is (in
# TMPDIR) and measured beside it, the least Leptos board (bench/piles/) and the counter
# (`bench.mjs --only ready`, written to target/bench-parts.json).
#   board:  the app's board over its stores; no header, notices, setup, status
#           or play bar (what follows the first paint stays)
#   stores: as board, with bench/piles's board drawn from the app's game
# A patch that no longer applies stops the run: mend it against src/view/app.rs.
# Run by `make bench-parts`, which builds the app (from the working tree: commit
# first), the counter and bench/piles first.
set -eu
root=$(pwd)
# Outside the repository: Cargo would add this one's .cargo/config.toml to the
# copy's.
work="${TMPDIR:-/tmp}/bouton-bench-parts"
# A target of their own: in the app's, Cargo would take the app's next build
# for fresh and hand Trunk the last copy's wasm.
target="$root/target/bench-parts"
rm -rf "$work"
apps=""
for patch in bench/parts/*.patch; do
  name=$(basename "$patch" .patch)
  mkdir -p "$work/$name"
  git archive HEAD | tar -x -C "$work/$name"
  patch --quiet --directory="$work/$name" -p1 < "$patch"
  ln -s "$root/node_modules" "$work/$name/node_modules"
  (cd "$work/$name" && CARGO_TARGET_DIR="$target" trunk build --release --dist "$work/dist-$name")
  apps="$apps --app $name=$work/dist-$name"
done
# shellcheck disable=SC2086
node scripts/bench.mjs --only ready --app bouton=dist $apps --app piles=bench/piles/dist --out target/bench-parts.json
