#!/usr/bin/env bash
# The Python package installed as users install it, each time into a fresh virtualenv
# (--system-site-packages, for Debian's setuptools; nothing comes from a package index):
# `pip install ./bindings/python`, then `cmake --install --component python`; each copy is
# imported from outside the repository, solves, and draws.
# Usage: packaging.sh PYTHON BUILD_DIR SOURCE_DIR
set -euo pipefail
python="$1" build="$2" source="$3"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

check_module() {  # VENV_PYTHON EXPECTED_DIR_PREFIX [PYTHONPATH]
  (cd "$tmp" && PYTHONPATH="${3:-}" "$1" - "$2" "$source/tests/data/cli/letter_a.non" <<'PY') || fail "the installed module does not work ($1)"
import sys, nono
where, puzzle_file = sys.argv[1], sys.argv[2]
assert nono.__file__.startswith(where), f"imported from {nono.__file__}, not from {where}"
p = nono.read(puzzle_file)
r = p.solve()
assert r.verdict == "unique", r.verdict
assert p.render_bytes("png", solution=True).startswith(b"\x89PNG")
print("ok:", nono.__file__, r.verdict)
PY
}

# pip install ./bindings/python: setuptools runs CMake; the build tree of this build is reused
# (NONO_CMAKE_BUILD_DIR) so the library is not compiled a second time.
"$python" -m venv --system-site-packages "$tmp/pip-venv"
NONO_CMAKE_BUILD_DIR="$build" "$tmp/pip-venv/bin/pip" install --no-build-isolation --no-index \
  --no-cache-dir -q "$source/bindings/python" || fail "pip install ./bindings/python"
check_module "$tmp/pip-venv/bin/python" "$tmp/pip-venv/lib/"
"$tmp/pip-venv/bin/pip" show -q nono >/dev/null || fail "pip does not list nono"
rm -rf "$source/bindings/python/build" "$source/bindings/python/nono.egg-info"

# cmake --install: the package goes to the directory configured for the interpreter, which
# must be one of that interpreter's own import paths. Installed under a DESTDIR here (the
# test may not write to /usr/local), then imported from there by a fresh venv's python.
DESTDIR="$tmp/root" cmake --install "$build" --component python >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; fail "cmake --install --component python"; }
installed="$(sed -n 's/^-- \(Installing\|Up-to-date\): \(.*\)\/nono\/__init__\.py$/\2/p' "$tmp/install.log")"
[ -n "$installed" ] || { cat "$tmp/install.log"; fail "cmake --install installed no nono/__init__.py"; }
site="${installed#"$tmp/root"}"
"$python" -c "import sys; sys.exit(0 if '$site' in sys.path else 1)" ||
  fail "cmake --install put nono in $site, which $python does not search"
"$python" -m venv --system-site-packages "$tmp/install-venv"
check_module "$tmp/install-venv/bin/python" "$installed/nono" "$installed"
echo "pip install and cmake --install: both import, solve and draw"
