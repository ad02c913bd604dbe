# The two commands: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER := /usr/bin/chromedriver

.PHONY: run test setup setup-browser setup-bench lint native-test web-test build size e2e explore screenshots bench bench-build bench-floor bench-parts piles-build names-build

# The release build rebuilds the standard library for size, with panics aborting
# at once (public/crash.js then shows the "something went wrong" notice) and
# without panic locations or Debug formatting. These options are unstable, so the
# stable toolchain is asked for them with RUSTC_BOOTSTRAP; they make the download
# markedly smaller (docs/benchmark.md). Cargo adds these flags to those of
# .cargo/config.toml, which every build (tests too) uses.
RELEASE_ENV = RUSTC_BOOTSTRAP=1 \
	CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
	CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size \
	CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zlocation-detail=none -Zfmt-debug=none -Zunstable-options -Cpanic=immediate-abort"

run: setup
	$(RELEASE_ENV) trunk serve --release

test: setup-browser lint native-test web-test build size e2e explore

setup:
	scripts/setup.sh

setup-browser:
	scripts/setup.sh --browser

setup-bench:
	scripts/setup.sh --bench

lint:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy -p bouton-qr --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
	scripts/check-engine-is-pure.sh
	scripts/check-published-deps.sh

native-test:
	cargo test
	cargo test -p bouton-qr
	cargo test --release --test robustness

web-test:
	cargo test --target wasm32-unknown-unknown --test web

build:
	$(RELEASE_ENV) trunk build --release

size:
	node scripts/size.mjs dist

# The release environment too: panic.test.mjs builds its own release.
e2e:
	$(RELEASE_ENV) node --test tests/e2e/

# Quick random clicks, keys, bad values and Back on every page, checking the app
# never stops (tests/explore): the last step of `make test`, about 4 minutes.
explore: setup-browser build
	$(RELEASE_ENV) node --test tests/explore/

# A copy of the release build that keeps the wasm's function names, in
# dist-names/, for profiles (scripts/trace-moves.mjs with FUNCTIONS=N): the
# page's wasm-opt options with the names kept instead of stripped.
names-build: setup
	sed 's/ --strip-debug --strip-producers"/ -g"/' index.html > names.html
	grep -q ' -g"' names.html || { rm names.html; echo "index.html: no wasm-opt options to change"; exit 1; }
	$(RELEASE_ENV) trunk build names.html --release --dist dist-names; status=$$?; rm names.html; exit $$status

# The README's pictures in docs/, from the release build: on purpose only, so
# `make test` leaves the tree as it found it.
screenshots: setup-browser build
	node scripts/screenshots.mjs

# Not part of `make test`: speed in Chromium as ratios to references measured in
# the same run, their pages interleaved (a Leptos counter, the same move by hand),
# sizes, and the engine's Criterion benchmark; writes docs/bench.json and the
# tables of docs/benchmark.md. Run counts: BENCH_RUNS, BENCH_MOVES,
# BENCH_STEADY_MOVES, BENCH_THROTTLE (see scripts/bench.mjs).
bench: setup-bench bench-build
	cargo bench --bench engine
	node scripts/bench.mjs --readme docs/benchmark.md

# Trunk copies the whole snippets folder of wasm-bindgen's output, which the app
# and the references share in the target folder: emptied before a reference is
# built, its page fetches nothing of the app's.
SNIPPETS = $$(cargo metadata --format-version 1 --no-deps | node -p 'JSON.parse(require("fs").readFileSync(0)).target_directory')/wasm-bindgen/release/snippets

bench-build: build
	rm -rf "$(SNIPPETS)"
	cd bench/counter && $(RELEASE_ENV) trunk build --release

# The least Leptos draws of the app's board (bench/piles), built as the counter is.
piles-build: bench-build
	rm -rf "$(SNIPPETS)"
	cd bench/piles && $(RELEASE_ENV) trunk build --release

# Not part of `make bench`: the ready stages of the app and of bench/piles, each
# beside the counter, to tell the framework's share of the app's own start from
# the app's.
bench-floor: setup-bench piles-build
	node scripts/bench.mjs --only ready --app bouton=dist --app piles=bench/piles/dist --out target/bench-floor.json

# Not part of `make bench`: the app's own start part by part, from copies of the
# committed app with parts of its first screen taken out (scripts/bench-parts.sh).
bench-parts: setup-bench piles-build
	$(RELEASE_ENV) scripts/bench-parts.sh
