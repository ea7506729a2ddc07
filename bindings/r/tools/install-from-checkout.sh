#!/usr/bin/env bash
# `R CMD INSTALL bindings/r` as an R user runs it in a checkout, with nothing prepared: the
# package's configure copies the library sources in. Run on a copy of the checkout's files
# in WORK_DIR (so the repository stays clean), installed into a library there, then used:
# solve(nonogram = x) as the nonogram package's scripts call it. With LIBNONO (the libnono.a
# CMake built from the same sources) the package links it instead of compiling the library a
# second time (NONO_R_LIBRARY, src/Makevars; r.check compiles it as users do).
# Usage: bindings/r/tools/install-from-checkout.sh WORK_DIR [LIBNONO]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="$1" libnono="${2:-}"
rm -rf "$work"
mkdir -p "$work/checkout/bindings" "$work/checkout/data/examples" "$work/library"
cp -R "$repo/include" "$repo/src" "$work/checkout/"
cp -R "$repo/bindings/common" "$work/checkout/bindings/"
cp -R "$here" "$work/checkout/bindings/r"  # its tools/nono-sources links lead into the copy
rm -rf "$work/checkout/bindings/r/src/nono" "$work/checkout/bindings/r/src/"*.o "$work/checkout/bindings/r/src/"*.so
cp "$repo/data/examples/sailboat.non" "$work/checkout/data/examples/"
grep -A3 '^SystemRequirements:' "$here/DESCRIPTION" | grep -q 'cairo' &&
  grep -A3 '^SystemRequirements:' "$here/DESCRIPTION" | grep -q 'libpng' ||
  { echo "DESCRIPTION's SystemRequirements do not name cairo and libpng"; exit 1; }
echo 'options(repos = character())' > "$work/Rprofile"
export R_PROFILE_USER="$work/Rprofile"
[ -z "$libnono" ] || export NONO_R_LIBRARY="$libnono"
cd "$work/checkout"
R CMD INSTALL --no-test-load -l "$work/library" bindings/r > "$work/install.log" 2>&1 ||
  { tail -n 40 "$work/install.log"; echo "R CMD INSTALL bindings/r failed"; exit 1; }
grep -q "copying the nono library sources" "$work/install.log" || { cat "$work/install.log"; echo "configure did not vendor the sources"; exit 1; }
if [ -n "$libnono" ] && grep -q 'nono/src/.*\.cpp' "$work/install.log"; then
  cat "$work/install.log"; echo "NONO_R_LIBRARY was given, yet the library was compiled"; exit 1
fi
Rscript -e "
library(nonogram, lib.loc = '$work/library')
x <- solve(nonogram = examples[[2]], algorithm = 'engine', verbose = FALSE)
stopifnot(x\$solved, x\$verdict == 'unique')
cat('R CMD INSTALL bindings/r from a checkout: installed, solve(nonogram = x) works\n')
"
