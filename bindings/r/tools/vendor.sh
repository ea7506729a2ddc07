#!/usr/bin/env bash
# Copies what the R package compiles and ships from the repository into a package directory
# (default: this one), so `R CMD build` makes a self-contained tarball: the public headers,
# the library modules the package uses, the bindings' shared header, and the bundled example.
# Usage: bindings/r/tools/vendor.sh [PACKAGE_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
repo="$(cd "$here/../.." && pwd)"
package="${1:-$here}"

rm -rf "$package/src/nono"
mkdir -p "$package/src/nono/src" "$package/src/nono/common" "$package/inst/extdata"
cp -R "$repo/include" "$package/src/nono/include"
# Every library module but the web server (the package needs no HTTP) and the image reader
# of `nono scan` (OpenCV; its own library, not the package's yet).
for module in "$repo"/src/*/; do
  name="$(basename "$module")"
  [ "$name" = server ] && continue
  [ "$name" = scan ] && continue
  cp -R "$module" "$package/src/nono/src/$name"
done
cp "$here/../common/"*.hpp "$package/src/nono/common/"
cp "$repo/data/examples/sailboat.non" "$package/inst/extdata/"
