#!/usr/bin/env bash
# Writes the web app as a static folder any static host can serve, with no nono server behind
# it: the page (web/), nono's API routes compiled to WebAssembly with Debian's emscripten
# (apps/wasm, with CryptoMiniSat: scripts/build-cryptominisat-wasm.sh; the page runs them in a
# Web Worker), a service worker that keeps every file for
# offline use after the first visit, and a manifest and icons so it can be installed.
# Usage: scripts/build-web.sh [FOLDER]   (default build-wasm/site; docs/web-static.md)
# NONO_WASM_BUILD names the build folder (default build-wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${NONO_WASM_BUILD:-build-wasm}
out=${1:-$build/site}
command -v emcmake >/dev/null || { echo "build-web.sh: emcmake is missing: run scripts/install-deps.sh" >&2; exit 2; }
# Emscripten's JavaScript optimizer needs Debian's acorn (node-acorn), which a node from
# elsewhere does not look for.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# CryptoMiniSat for the engine's SAT turns, from Debian's sources (once: a later run finds it).
bash scripts/build-cryptominisat-wasm.sh "$build/cryptominisat"
emcmake cmake -S apps/wasm -B "$build" -G Ninja -DNONO_WASM_CRYPTOMINISAT="$(cd "$build/cryptominisat" && pwd)" >/dev/null
cmake --build "$build" -j "$(nproc)"
rm -rf "$out.tmp"
mkdir -p "$out.tmp"
cp -r web/. "$out.tmp/"
cp "$build/nono-engine.js" "$build/nono-engine.wasm" "$out.tmp/js/"
cp apps/wasm/site/* "$out.tmp/"
python3 apps/wasm/finish_site.py "$out.tmp"
rm -rf "$out"
mv "$out.tmp" "$out"
echo "build-web.sh: the static web app is in $out"
