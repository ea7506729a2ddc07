#!/usr/bin/env bash
# Builds, then runs the whole test suite (unit, property, corpus, parser fuzz replay, CLI).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
cd build
ctest --output-on-failure -j "$(nproc)" "$@"
