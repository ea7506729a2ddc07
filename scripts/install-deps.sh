#!/usr/bin/env bash
# Installs what nono needs to build and test, from Debian's packages, only when missing.
# Works as root (CI) or through sudo.
set -euo pipefail

packages=(
  g++ cmake ninja-build        # toolchain
  libcli11-dev                 # command-line parsing (apps/nono)
  nlohmann-json3-dev           # JSON puzzle format and --json output
  libpugixml-dev               # webpbn XML format
  libgtest-dev libgmock-dev    # unit, property and corpus tests
  libbenchmark-dev             # bench/
  python3                      # CLI tests check that --json output parses
  python3-dev pybind11-dev     # bindings/python: the `nono` Python module
  python3-pytest python3-numpy # its tests; numpy for solutions as arrays
  r-base-dev r-cran-rcpp       # bindings/r: the R package `nonogram`
  r-cran-testthat              # its tests (R CMD check runs them)
  libcairo2-dev pkg-config     # nono render: PNG, SVG and PDF drawn by one library
  fonts-dejavu-core            # the font pictures are drawn in (DejaVu Sans)
  libpng-dev                   # PNGs written band by band; render tests decode PNGs
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
# Other installs may hold the dpkg lock for a while; wait for it rather than fail.
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
