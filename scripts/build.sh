#!/usr/bin/env bash
# Installs missing dependencies, then configures and builds nono (Release) into build/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DNONO_BUILD_BENCH=ON >/dev/null
cmake --build build -j "$(nproc)"
