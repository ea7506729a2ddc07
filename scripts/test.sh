#!/usr/bin/env bash
# Builds, then runs the whole test suite (unit, property, corpus, parser fuzz replay, CLI,
# web server API and fuzz, browser tests of the web app: their npm packages are installed by
# the ctest fixture browser.npm_ci; the same browser tests of the static web app, whose
# WebAssembly engine and screenshot module, with OpenCV for WebAssembly from Debian's sources,
# the fixture web.build_static builds once).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
cd build
ctest --output-on-failure -j "$(nproc)" "$@"
