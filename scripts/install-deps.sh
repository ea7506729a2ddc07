#!/usr/bin/env bash
# Installs what nono needs to build and test, from Debian's packages, only when missing.
# Works as root (CI) or through sudo.
set -euo pipefail

packages=(
  g++ cmake ninja-build        # toolchain
  libcli11-dev                 # command-line parsing (apps/nono)
  nlohmann-json3-dev           # JSON puzzle format and --json output
  libpugixml-dev               # webpbn XML format
  libcadical-dev               # CaDiCaL SAT solver: the engine's hand-over for hard puzzles
  libgtest-dev libgmock-dev    # unit, property and corpus tests
  libbenchmark-dev             # bench/
  python3                      # CLI tests check that --json output parses
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
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
