#!/usr/bin/env bash
# The library as a C++ project uses it: `cmake --install --component devel` into a temporary
# prefix, then tests/package/consumer (outside this build) configured against it with
# find_package(nono) and the target nono::nono, and the same program compiled with the flags
# `pkg-config --cflags --libs nono` gives. Both must solve a puzzle as `nono solve` does.
# Usage: cpp_consumer.sh BUILD_DIR SOURCE_DIR NONO_CLI
set -euo pipefail
build="$1" source="$2" cli="$3"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
puzzle="$source/data/examples/sailboat.non"

cmake --install "$build" --prefix "$tmp/prefix" --component devel >"$tmp/install.log" ||
  { cat "$tmp/install.log"; fail "cmake --install --component devel"; }
for file in include/nono/solver.hpp lib/libnono.a lib/cmake/nono/nonoConfig.cmake lib/pkgconfig/nono.pc; do
  [ -f "$tmp/prefix/$file" ] || fail "cmake --install did not install $file"
done
[ ! -e "$tmp/prefix/include/nono/server.hpp" ] || fail "the web server's header is installed without its library"

expected="$("$cli" solve "$puzzle" | grep -E '^[#-]+$')" || fail "nono solve printed no solution"  # a pipe: plain text
check_output() {  # PROGRAM HOW
  local out
  out="$("$1" "$puzzle")" || fail "$2: the consumer failed"
  [ "$(head -n1 <<<"$out")" = unique ] || fail "$2: verdict $(head -n1 <<<"$out"), not unique"
  [ "$(tail -n +2 <<<"$out")" = "$(printf '%s\n' "$expected")" ] ||
    fail "$2: the solution differs from nono solve's:"$'\n'"$out"$'\n'"$expected"
  echo "ok: $2"
}

# find_package(nono), found through CMAKE_PREFIX_PATH only.
cmake -S "$source/tests/package/consumer" -B "$tmp/cmake-build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$tmp/prefix" >"$tmp/configure.log" 2>&1 ||
  { cat "$tmp/configure.log"; fail "find_package(nono) against the installed tree"; }
cmake --build "$tmp/cmake-build" >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; fail "building against nono::nono"; }
check_output "$tmp/cmake-build/consumer" "find_package(nono)"

# pkg-config: the .pc file finds its prefix from where it lies (${pcfiledir}).
flags="$(PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig" pkg-config --cflags --libs nono)" || fail "pkg-config nono"
# shellcheck disable=SC2086
"${CXX:-c++}" -std=c++20 -O1 "$source/tests/package/consumer/main.cpp" $flags -o "$tmp/pc-consumer" ||
  fail "compiling with pkg-config --cflags --libs nono ($flags)"
check_output "$tmp/pc-consumer" "pkg-config nono"
