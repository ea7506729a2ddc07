#!/usr/bin/env bash
# The Debian package as a user gets it: `cpack -G DEB` in the build directory, then
# `apt-get install ./nono_*.deb` on this machine, the README's main job run from /usr/bin/nono
# (solving the bundled example, by path and as examples:NAME, outside any checkout; drawing
# through nono-dynamic and the render module in /usr/lib/nono), the man page and the bash
# completion; then `apt-get purge nono`, after which none of the package's files may remain.
# It changes the system, so it runs as root only, one at a time on a machine (a lock), and
# leaves alone a machine where nono is already installed (exit 77: ctest reports it not run).
# Usage: deb.sh BUILD_DIR
set -euo pipefail
build="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "skipped: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "installing a package needs root"
command -v apt-get >/dev/null && command -v dpkg-shlibdeps >/dev/null || skip "needs apt-get and dpkg-dev"

(cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/out") >"$tmp/cpack.log" 2>&1 ||
  { cat "$tmp/cpack.log"; fail "cpack -G DEB"; }
debs=("$tmp"/out/nono_*.deb)
[ "${#debs[@]}" -eq 1 ] && [ -f "${debs[0]}" ] || { ls -l "$tmp/out"; fail "cpack wrote no single nono_*.deb"; }
deb="${debs[0]}"
dpkg-deb -c "$deb" | awk '{ print substr($6, 2) }' | grep -v '/$' >"$tmp/files"
for file in /usr/bin/nono /usr/bin/nono-dynamic /usr/lib/nono/libnono_render.so /usr/lib/nono/libnono_serve.so \
            /usr/share/nono/examples/sailboat.non /usr/share/man/man1/nono.1.gz \
            /usr/share/bash-completion/completions/nono; do
  grep -qx "$file" "$tmp/files" || fail "the package lacks $file"
done
! grep -q '^/usr/include\|\.a$\|python' "$tmp/files" || fail "the package holds the C++ library or the Python package"
dpkg-deb -f "$deb" Depends | grep -q 'libc6' || fail "Depends: $(dpkg-deb -f "$deb" Depends)"

exec 9>/var/lock/nono-package-test.lock
flock 9
if dpkg-query -W -f='${Status}' nono 2>/dev/null | grep -q 'installed'; then
  skip "a nono package is installed on this machine: not replacing it"
fi
[ ! -e /usr/bin/nono ] || skip "/usr/bin/nono exists (not from a package): not overwriting it"
export DEBIAN_FRONTEND=noninteractive
purge() { apt-get -o DPkg::Lock::Timeout=600 purge -y -qq nono >"$tmp/purge.log" 2>&1; }
trap 'purge || true; rm -rf "$tmp"' EXIT
(cd "$tmp/out" && apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends ./"$(basename "$deb")") \
  >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "apt-get install ./$(basename "$deb")"; }

cd "$tmp"
/usr/bin/nono solve /usr/share/nono/examples/sailboat.non >solve.out || fail "/usr/bin/nono solve: exit $?"
grep -q 'unique solution' solve.out || fail "/usr/bin/nono solve printed: $(cat solve.out)"
/usr/bin/nono solve examples:sailboat >solve.out || fail "/usr/bin/nono solve examples:sailboat: exit $?"
grep -q 'unique solution' solve.out || fail "/usr/bin/nono solve examples:sailboat printed: $(cat solve.out)"
/usr/bin/nono render examples:36 --solution -o ex36.png || fail "/usr/bin/nono render"
[ "$(head -c 4 ex36.png)" = $'\x89PNG' ] || fail "/usr/bin/nono render wrote no PNG"
zcat /usr/share/man/man1/nono.1.gz >nono.1 && grep -q '^\.SS solve' nono.1 || fail "the man page has no section for solve"
if command -v man >/dev/null; then
  [ "$(man -w nono)" = /usr/share/man/man1/nono.1.gz ] || fail "man -w nono: $(man -w nono 2>&1)"
fi
bash -c 'source /usr/share/bash-completion/completions/nono && complete -p nono' >/dev/null ||
  fail "the bash completion does not load"
echo "installed: /usr/bin/nono solves, finds its examples and draws; man page and completion there"

purge || { cat "$tmp/purge.log"; fail "apt-get purge nono"; }
trap 'rm -rf "$tmp"' EXIT
! dpkg-query -W -f='${Status}' nono 2>/dev/null | grep -q 'installed' || fail "nono is still installed"
left=()
while read -r file; do [ ! -e "$file" ] || left+=("$file"); done <"$tmp/files"
for dir in /usr/lib/nono /usr/share/nono /usr/share/doc/nono; do [ ! -e "$dir" ] || left+=("$dir"); done
[ "${#left[@]}" -eq 0 ] || fail "left behind after purge: ${left[*]}"
echo "purged: none of the package's $(wc -l <"$tmp/files") files is left"
