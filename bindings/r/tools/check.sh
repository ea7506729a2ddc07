#!/usr/bin/env bash
# The package as CRAN and its users get it, in WORK_DIR: `R CMD build` straight from the
# checkout (the tarball carries the library sources), the tarball installed with
# install.packages(tarball, repos = NULL) from a directory without the checkout (this
# compiles the library, in parallel), then `R CMD check --as-cran --no-manual` on the
# tarball, reusing that installation (--install=check:LOG), so the library is compiled once:
# the testthat suite and the examples run. Fails on any ERROR or WARNING.
# Usage: bindings/r/tools/check.sh WORK_DIR
set -euo pipefail
package_source="$(cd "$(dirname "$0")/.." && pwd)"
work="$1"
rm -rf "$work"
mkdir -p "$work/library" "$work/elsewhere"
cd "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
export _R_CHECK_FORCE_SUGGESTS_=false
unset MAKEFLAGS  # the package's own default: one compiler per core
# No package repository is reachable (nor needed): an empty one keeps R from trying to
# download CRAN's index, and the remote parts of --as-cran's incoming checks are left out.
echo 'options(repos = character())' > Rprofile
export R_PROFILE_USER="$PWD/Rprofile" _R_CHECK_CRAN_INCOMING_REMOTE_=false

R CMD build --no-build-vignettes "$package_source" > build.log 2>&1 || { cat build.log; fail "R CMD build bindings/r"; }
tarball="$(ls nonogram_*.tar.gz)"
listing="$(tar tzvf "$tarball")"
grep -q ' nonogram/src/nono/include/nono/puzzle.hpp$' <<<"$listing" || fail "the tarball has no library sources"
! grep -q '^l' <<<"$listing" || fail "the tarball holds symbolic links: $(grep '^l' <<<"$listing")"
! grep -q ' nonogram/tools/' <<<"$listing" || fail "the tarball holds tools/ (links into the checkout)"

cp "$tarball" elsewhere/
(cd elsewhere && Rscript -e "install.packages('$tarball', repos = NULL, lib = '$work/library')") > install.log 2>&1 ||
  { tail -n 60 install.log; fail "install.packages of the tarball"; }
grep -q '^\* DONE (nonogram)' install.log || { tail -n 60 install.log; fail "install.packages did not install nonogram"; }
grep -q 'compiling the nono library: .* make -j' install.log || { cat install.log; fail "the library was not compiled in parallel"; }

status=0
R CMD check --as-cran --no-manual --install="check:$work/install.log" --library="$work/library" "$tarball" \
  > check.log 2>&1 || status=$?
cat check.log
if [ "$status" -ne 0 ] || ! grep -q '^Status: ' check.log || grep '^Status: ' check.log | grep -q 'WARNING\|ERROR'; then
  for log in nonogram.Rcheck/00install.out nonogram.Rcheck/tests/*.Rout.fail; do
    [ -f "$log" ] && { echo "==== $log"; tail -n 60 "$log"; }
  done
  fail "R CMD check --as-cran: errors or warnings (above)"
fi
