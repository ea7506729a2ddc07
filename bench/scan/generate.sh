#!/usr/bin/env bash
# Makes the full `nono scan` corpus (bench/scan/README.md) in OUT, default build/scan-corpus:
# installs what the generator needs (Debian packages, the browser tests' npm packages), then
# runs bench/scan/corpus.py with any further arguments (e.g. --small, --family phone-a).
#   bash bench/scan/generate.sh [OUT] [corpus.py options]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/scan-corpus}
shift || true

packages=(
  python3-pil python3-numpy      # photos: warp, light, noise, JPEG; the subset's 256-colour PNGs
  chromium                       # HTML pages shot headless (playwright-core from tests/browser)
  fonts-dejavu-core fonts-liberation2 fonts-freefont-ttf                      # tune styles' fonts
  fonts-noto-core fonts-lato fonts-open-sans fonts-roboto-unhinted fonts-cantarell  # holdout's
)
# Node.js and npm as scripts/install-deps.sh takes them: Debian's only when the commands are missing.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
fi
[ -d tests/browser/node_modules/playwright-core ] ||
  (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
[ -x build/nono ] && [ -e build/libnono_render.so ] ||
  { echo "build nono first: bash scripts/build.sh" >&2; exit 1; }
# Debian's python3 has the Debian modules (another python3 may come first on PATH).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
exec "$python" bench/scan/corpus.py --out "$out" "$@"
