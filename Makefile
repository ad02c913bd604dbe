# The two commands: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER := /usr/bin/chromedriver

.PHONY: run test setup setup-browser lint native-test web-test build size e2e

run: setup
	trunk serve --release

test: setup-browser lint native-test web-test build size e2e

setup:
	scripts/setup.sh

setup-browser:
	scripts/setup.sh --browser

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
