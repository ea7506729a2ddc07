#!/usr/bin/env bash
# `R CMD INSTALL bindings/r` as an R user runs it in a checkout, with nothing prepared: the
# package's configure copies the library sources in. Run on a copy of the checkout's files
# in WORK_DIR (so the repository stays clean), installed into a library there, then used:
# solve(nonogram = x) as the nonogram package's scripts call it.
# Usage: bindings/r/tools/install-from-checkout.sh WORK_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="$1"
rm -rf "$work"
mkdir -p "$work/checkout/bindings" "$work/checkout/data/examples" "$work/library"
cp -R "$repo/include" "$repo/src" "$work/checkout/"
cp -R "$repo/bindings/common" "$work/checkout/bindings/"
cp -R "$here" "$work/checkout/bindings/r"
rm -rf "$work/checkout/bindings/r/src/nono" "$work/checkout/bindings/r/src/"*.o "$work/checkout/bindings/r/src/"*.so
cp "$repo/data/examples/sailboat.non" "$work/checkout/data/examples/"
grep -A3 '^SystemRequirements:' "$here/DESCRIPTION" | grep -q 'cairo' &&
  grep -A3 '^SystemRequirements:' "$here/DESCRIPTION" | grep -q 'libpng' ||
  { echo "DESCRIPTION's SystemRequirements do not name cairo and libpng"; exit 1; }
echo 'options(repos = character())' > "$work/Rprofile"
export R_PROFILE_USER="$work/Rprofile" MAKEFLAGS="${MAKEFLAGS:--j2}"
cd "$work/checkout"
R CMD INSTALL --no-test-load -l "$work/library" bindings/r > "$work/install.log" 2>&1 ||
  { tail -n 40 "$work/install.log"; echo "R CMD INSTALL bindings/r failed"; exit 1; }
grep -q "copying the nono library sources" "$work/install.log" || { cat "$work/install.log"; echo "configure did not vendor the sources"; exit 1; }
Rscript -e "
library(nonogram, lib.loc = '$work/library')
x <- solve(nonogram = examples[[2]], algorithm = 'engine', verbose = FALSE)
stopifnot(x\$solved, x\$verdict == 'unique')
cat('R CMD INSTALL bindings/r from a checkout: installed, solve(nonogram = x) works\n')
"
