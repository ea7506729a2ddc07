#!/usr/bin/env bash
# The Python package installed as users install it, each time into a fresh plain virtualenv
# (no --system-site-packages, nothing from a package index):
#   1. `pip install --no-build-isolation ./bindings/python`, as docs/bindings.md says;
#   2. `pip wheel ./bindings/python` (build isolation on: the backend needs no package), then
#      the wheel, copied elsewhere, installed into another venv;
#   3. `cmake --install --component python`.
# Each copy is imported from outside the repository, solves and draws; the wheel's copy also
# runs the CLI's main commands through `python -m nono`.
# Usage: packaging.sh PYTHON BUILD_DIR SOURCE_DIR
set -euo pipefail
python="$1" build="$2" source="$3"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# The package's build backend reuses this build's CMake tree, so the library is compiled once.
export NONO_CMAKE_BUILD_DIR="$build" PIP_NO_INDEX=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1

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

# 1. The documented line, in a venv that has only pip (and Debian's setuptools, unused).
"$python" -m venv "$tmp/pip-venv"
"$tmp/pip-venv/bin/pip" install --no-build-isolation -q "$source/bindings/python" >"$tmp/pip.log" 2>&1 ||
  { cat "$tmp/pip.log"; fail "pip install --no-build-isolation ./bindings/python in a plain venv"; }
check_module "$tmp/pip-venv/bin/python" "$tmp/pip-venv/lib/"
"$tmp/pip-venv/bin/pip" show -q nono >/dev/null || fail "pip does not list nono"

# 2. A wheel, installed where there is no checkout beside it.
"$tmp/pip-venv/bin/pip" wheel --no-deps -q -w "$tmp/wheels" "$source/bindings/python" >"$tmp/wheel.log" 2>&1 ||
  { cat "$tmp/wheel.log"; fail "pip wheel ./bindings/python"; }
wheel="$(ls "$tmp"/wheels/nono-*.whl)" || fail "pip wheel wrote no nono-*.whl"
mkdir "$tmp/elsewhere" && cp "$wheel" "$tmp/elsewhere/"
"$python" -m venv "$tmp/wheel-venv"
(cd "$tmp/elsewhere" && "$tmp/wheel-venv/bin/pip" install -q ./"$(basename "$wheel")") ||
  fail "pip install of the wheel into a fresh venv"
check_module "$tmp/wheel-venv/bin/python" "$tmp/wheel-venv/lib/"
cli="$(cd "$tmp/elsewhere" && "$tmp/wheel-venv/bin/python" -c 'import nono, pathlib; print(pathlib.Path(nono.__file__).parent / "cli")')"
[ -f "$cli/share/nono/examples/sailboat.non" ] || fail "the wheel has no examples beside its CLI ($cli)"

# python -m nono: the CLI's main commands, with the wheel's own CLI and examples.
run() {  # EXPECTED_EXIT ARGS...
  local expected="$1" status=0; shift
  (cd "$tmp/elsewhere" && "$tmp/wheel-venv/bin/python" -m nono "$@") >"$tmp/out" 2>&1 || status=$?
  [ "$status" -eq "$expected" ] || { cat "$tmp/out"; fail "python -m nono $* exited $status, not $expected"; }
}
run 0 --version
grep -q "0\.1\.0\|[0-9]\.[0-9]" "$tmp/out" || fail "python -m nono --version printed: $(cat "$tmp/out")"
run 0 solve examples:sailboat
grep -q "unique solution" "$tmp/out" || fail "python -m nono solve: $(cat "$tmp/out")"
run 0 check --json examples:36
run 0 classify examples:sailboat
run 0 convert examples:sailboat "$tmp/elsewhere/sailboat.xml"
run 0 solve "$tmp/elsewhere/sailboat.xml"
run 0 render examples:36 --solution -o "$tmp/elsewhere/ex36.png"  # nono-dynamic and the render module
[ "$(head -c 4 "$tmp/elsewhere/ex36.png")" = $'\x89PNG' ] || fail "python -m nono render wrote no PNG"
run 0 examples
grep -q sailboat "$tmp/out" || fail "python -m nono examples does not list sailboat"
run 2 solve "$tmp/elsewhere/missing.non"
echo "python -m nono: --version, solve, check, classify, convert, render, examples and a bad file"
# nono.scan reads a screenshot through the wheel's own CLI and its image-reading module.
(cd "$tmp/elsewhere" && env -u NONO_CLI "$tmp/wheel-venv/bin/python" -c '
import sys, nono
puzzle, report = nono.scan(sys.argv[1])
assert report["verdict"] == "unique" and (puzzle.width, puzzle.height) == (10, 10), report["verdict"]
' "$source/tests/data/scan/tune/render-light/000-rcolour-10x10-c3-s1023.png") >"$tmp/out" 2>&1 ||
  { cat "$tmp/out"; fail "nono.scan with the wheel's own CLI (nono/cli/bin/nono, libnono_scan.so)"; }
echo "nono.scan: a screenshot read by the wheel's own CLI"

# 3. cmake --install: the package goes to the directory configured for the interpreter, which
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
echo "pip install, pip wheel and cmake --install: each imports, solves and draws"
