#!/usr/bin/env bash
# Builds and checks the R package as CRAN would, in WORK_DIR: a staged copy with the library
# sources vendored in, `R CMD build`, then `R CMD check --no-manual` on the tarball (which
# installs it and runs the testthat suite and the examples). Fails on any ERROR or WARNING.
# Usage: bindings/r/tools/check.sh WORK_DIR
set -euo pipefail
package_source="$(cd "$(dirname "$0")/.." && pwd)"
work="$1"
rm -rf "$work"
mkdir -p "$work"
cp -R "$package_source" "$work/nonogram"
rm -rf "$work/nonogram/src/nono" "$work/nonogram/src/"*.o "$work/nonogram/src/"*.so
bash "$package_source/tools/vendor.sh" "$work/nonogram"
cd "$work"
export MAKEFLAGS=-j1 _R_CHECK_FORCE_SUGGESTS_=false
# No package repository is reachable (nor needed): an empty one keeps R CMD check from
# trying to download CRAN's index.
echo 'options(repos = character())' > Rprofile
export R_PROFILE_USER="$PWD/Rprofile"
R CMD build --no-build-vignettes nonogram
tarball="$(ls nonogram_*.tar.gz)"
status=0
R CMD check --no-manual "$tarball" > check.log 2>&1 || status=$?
cat check.log
if [ "$status" -ne 0 ] || ! grep -q '^Status: ' check.log || grep '^Status: ' check.log | grep -q 'WARNING\|ERROR'; then
  for log in nonogram.Rcheck/00install.out nonogram.Rcheck/tests/*.Rout.fail; do
    [ -f "$log" ] && { echo "==== $log"; tail -n 60 "$log"; }
  done
  echo "R CMD check: errors or warnings (above)"
  exit 1
fi
