#!/usr/bin/env bash
# Copies what the R package compiles and ships into its src/nono (and inst/extdata) from
# tools/nono-sources: the public headers, the library modules the package uses, the bindings'
# shared header and the bundled example. In a checkout those are symbolic links into the
# repository; `R CMD build` copies the package following links, so its staged copy holds the
# files themselves, and the tarball carries src/nono (not tools/, .Rbuildignore).
# Run by configure (R CMD INSTALL bindings/r) and cleanup (R CMD build); by hand only to
# refresh a checkout's copy.
# Usage: bindings/r/tools/vendor.sh [PACKAGE_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
package="${1:-$here}"
sources="$here/tools/nono-sources"
[ -f "$sources/include/nono/puzzle.hpp" ] ||
  { echo "vendor.sh: $sources does not lead to the nono library sources" >&2; exit 1; }

rm -rf "$package/src/nono"
mkdir -p "$package/src/nono/src" "$package/src/nono/common" "$package/inst/extdata"
cp -RL "$sources/include" "$package/src/nono/include"
# Every library module but the web server (the package needs no HTTP) and the screenshot reader.
for module in "$sources"/src/*/; do
  name="$(basename "$module")"
  [ "$name" = server ] && continue
  [ "$name" = scan ] && continue  # OpenCV, for nono scan: the package reads no screenshots
  cp -RL "$module" "$package/src/nono/src/$name"
done
rm -f "$package/src/nono/include/nono/server.hpp"
cp -L "$sources/common/"*.hpp "$package/src/nono/common/"
cp -L "$sources/sailboat.non" "$package/inst/extdata/"
