# The two commands: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER := /usr/bin/chromedriver

.PHONY: run test setup setup-browser setup-bench lint native-test web-test build size e2e bench bench-build

run: setup
	trunk serve --release

test: setup-browser lint native-test web-test build size e2e

setup:
	scripts/setup.sh

setup-browser:
	scripts/setup.sh --browser

setup-bench:
	scripts/setup.sh --bench

lint:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
	scripts/check-engine-is-pure.sh

native-test:
	cargo test
	cargo test --release --test robustness

web-test:
	cargo test --target wasm32-unknown-unknown --test web

build:
	trunk build --release

size:
	scripts/size.sh dist

e2e:
	node --test tests/e2e/

# Not part of `make test`: speed figures in Chromium against a Leptos counter and a
# plain page, sizes, and the engine's Criterion benchmark; writes docs/bench.json
# and the README's table. Run counts: BENCH_RUNS, BENCH_MOVES, BENCH_STEADY_MOVES,
# BENCH_THROTTLE (see scripts/bench.mjs).
bench: setup-bench bench-build
	cargo bench --bench engine
	node scripts/bench.mjs --readme README.md

bench-build: build
	cd bench/counter && trunk build --release
