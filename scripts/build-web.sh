#!/usr/bin/env bash
# Writes the web app as a static folder any static host can serve, with no nono server behind
# it: the page (web/), nono's API routes compiled to WebAssembly with Debian's emscripten
# (apps/wasm, with CryptoMiniSat: scripts/build-cryptominisat-wasm.sh; the page runs them in a
# Web Worker), a service worker that keeps every file for
# offline use after the first visit, and a manifest and icons so it can be installed.
# Usage: scripts/build-web.sh [FOLDER]   (default build-wasm/site; docs/web-static.md)
# NONO_WASM_BUILD names the build folder (default build-wasm).
# The screenshot reader (js/nono-scan.js and .wasm, which the page loads only when a screenshot
# is opened) needs OpenCV for WebAssembly, built here by scripts/build-opencv-wasm.sh into
# NONO_WASM_BUILD/opencv (minutes, once; Debian's sources from deb.debian.org), and the digit
# samples the native build draws (NONO_SCAN_DIGITS, default build/generated/scan_digits.bin).
# NONO_WEB_SCAN=0 leaves it out: the page then says reading screenshots needs `nono serve`.
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
scan_options=(-DNONO_WASM_OPENCV= -DNONO_SCAN_DIGITS=)
if [[ ${NONO_WEB_SCAN:-1} != 0 ]]; then
  digits=${NONO_SCAN_DIGITS:-build/generated/scan_digits.bin}
  [[ -f $digits ]] || { echo "build-web.sh: $digits is missing: build nono first (scripts/build.sh), or set NONO_WEB_SCAN=0 to leave the screenshot reader out" >&2; exit 2; }
  bash scripts/build-opencv-wasm.sh "$build/opencv"
  scan_options=(-DNONO_WASM_OPENCV="$(realpath "$build/opencv")" -DNONO_SCAN_DIGITS="$(realpath "$digits")")
fi
emcmake cmake -S apps/wasm -B "$build" -G Ninja -DNONO_WASM_CRYPTOMINISAT="$(cd "$build/cryptominisat" && pwd)" \
  "${scan_options[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"
rm -rf "$out.tmp"
mkdir -p "$out.tmp"
cp -r web/. "$out.tmp/"
cp "$build/nono-engine.js" "$build/nono-engine.wasm" "$out.tmp/js/"
[[ ${NONO_WEB_SCAN:-1} == 0 ]] || cp "$build/nono-scan.js" "$build/nono-scan.wasm" "$out.tmp/js/"
cp apps/wasm/site/* "$out.tmp/"
python3 apps/wasm/finish_site.py "$out.tmp"
rm -rf "$out"
mv "$out.tmp" "$out"
echo "build-web.sh: the static web app is in $out"
