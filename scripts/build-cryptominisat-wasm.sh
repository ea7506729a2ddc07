#!/usr/bin/env bash
# Builds CryptoMiniSat, the engine's SAT solver, as a static library for WebAssembly with
# Debian's emscripten, from Debian's own source package, so the engine takes SAT turns in the
# browser too (apps/wasm links it; docs/web-static.md says what it costs, measured).
# Usage: scripts/build-cryptominisat-wasm.sh [OUT]   (default build-wasm/cryptominisat)
# OUT/lib/libcryptominisat5.a and OUT/include/cryptominisat5 then hold the library and its
# headers; OUT/download the verified source tarball. A second run with the library in OUT
# does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-wasm/cryptominisat}
mkdir -p "$out"
out=$(cd "$out" && pwd)
. scripts/debian-source.sh

# The Debian source package. The native build links bookworm's libcryptominisat5 5.11.4, but
# that version's tarball is not on the archive mirror this project's machines reach (404 for
# cryptominisat_5.11.4+dfsg1.orig.tar.xz, though its .dsc is there); trixie's 5.11.21 is, with
# the same API for every call the engine makes (src/solve/engine/cryptominisat.cpp checks each
# signature at compile time).
package=cryptominisat
version=5.11.21
suites=trixie
orig=cryptominisat_${version}+dfsg1.orig.tar.xz
# What is built, and how: the library alone (no program, tests, Python or IPASIR), no
# threads (its `-pthread` is taken out: a threaded object cannot join the engine's module), no
# zlib (it reads no files here), no M4RI, BreakID or tbuddy, without its assertions (Release),
# and the engine's exception and setjmp model (apps/wasm/CMakeLists.txt), which every object
# linked into it must share.
flags="-fwasm-exceptions -sSUPPORT_LONGJMP=wasm"
stamp="$package $version $flags no-threads no-zlib"
lib=$out/lib/libcryptominisat5.a
if [[ -f $out/built && $(cat "$out/built") == "$stamp" && -f $lib ]]; then
  echo "build-cryptominisat-wasm.sh: CryptoMiniSat $version for WebAssembly is already in $out"
  exit 0
fi
command -v emcmake >/dev/null || { echo "build-cryptominisat-wasm.sh: emcmake is missing: run scripts/install-deps.sh" >&2; exit 2; }

# 1. The verified tarball, unpacked and changed, once (a build that stopped goes on from there).
# Two changes to its CMake files, each checked to apply: every object is compiled with
# -pthread, whatever the platform; and with Emscripten its program is declared twice (its own
# "emscripten JS" program, not wanted here, beside the usual one), which CMake refuses.
patch_line() {  # FILE, LINE (as it must be there), EDIT (a sed command)
  grep -qx -- "$2" "$1" || { echo "build-cryptominisat-wasm.sh: $1 no longer has the line '$2'" >&2; exit 1; }
  sed -i "$3" "$1"
}
tarball=$(debian_source build-cryptominisat-wasm.sh "$out" "$suites" "$package" "$orig")
src=$out/src/cryptominisat-$version
if [[ ! -f $out/src/unpacked || $(cat "$out/src/unpacked") != "$orig" ]]; then
  rm -rf "$out/src"
  mkdir -p "$out/src"
  tar -xJf "$tarball" -C "$out/src"
  patch_line "$src/CMakeLists.txt" '    add_compile_options( -pthread )' 's/^    add_compile_options( -pthread )$/    # (no -pthread)/'
  patch_line "$src/src/CMakeLists.txt" 'if (EMSCRIPTEN)' '/^if (EMSCRIPTEN)$/,/^endif()$/d'
  echo "$orig" >"$out/src/unpacked"
fi

# 2. The library, static (Emscripten's CMake has no shared libraries), into OUT.
options=(
  -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DSTATICCOMPILE=ON
  "-DCMAKE_C_FLAGS=$flags" "-DCMAKE_CXX_FLAGS=$flags"
  -DNOZLIB=ON -DNOM4RI=ON -DNOBREAKID=ON -DNOTBUDDY=ON -DNOMPI=ON -DIPASIR=OFF
  -DENABLE_PYTHON_INTERFACE=OFF -DENABLE_TESTING=OFF -DSTATS=OFF
  -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON
)
emcmake cmake -S "$src" -B "$out/build" -G Ninja "${options[@]}" >"$out/configure.log" 2>&1 ||
  { echo "build-cryptominisat-wasm.sh: CryptoMiniSat's configuration failed ($out/configure.log)" >&2; exit 1; }
cmake --build "$out/build" -j "$(nproc)" --target cryptominisat5 CopyPublicHeaders
built=$(find "$out/build" -name libcryptominisat5.a | head -n 1)
[[ -n $built ]] || { echo "build-cryptominisat-wasm.sh: libcryptominisat5.a was not built" >&2; exit 1; }
mkdir -p "$out/lib"
rm -rf "$out/include"
cp "$built" "$lib"
cp -r "$out/build/include" "$out/include"
[[ -f $out/include/cryptominisat5/cryptominisat.h ]] ||
  { echo "build-cryptominisat-wasm.sh: CryptoMiniSat's headers are not in $out/include" >&2; exit 1; }
echo "$stamp" >"$out/built"
echo "build-cryptominisat-wasm.sh: CryptoMiniSat $version for WebAssembly is in $out"
