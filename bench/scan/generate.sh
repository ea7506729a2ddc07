#!/usr/bin/env bash
# Makes the full `nono scan` corpus (bench/scan/README.md) in OUT, default build/scan-corpus:
# installs what the generator needs (Debian packages, the browser tests' npm packages), then
# runs bench/scan/corpus.py with any further arguments (e.g. --small, --family phone-a,
# --split fresh, fresh2, ..., fresh5 for the families once unseen, fresh6 (four of its families
# still held out), fresh7 and fresh8 (unseen families), which go in corpora of their own).
#   bash bench/scan/generate.sh [OUT] [corpus.py options]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/scan-corpus}
shift || true

# Beside the project's own packages (scripts/install-deps.sh: chromium, node, npm, python3-numpy):
extra=(
  python3-pil                    # photos: warp, light, noise, JPEG; the subset's 256-colour PNGs
  fonts-dejavu-extra fonts-liberation2 fonts-freefont-ttf                     # tune styles' fonts
  fonts-noto-core fonts-lato fonts-open-sans fonts-roboto-unhinted fonts-cantarell  # holdout's
  # The fresh families' fonts, reserved: no reader draws digit samples in them or is tuned on
  # them (IBM Plex Sans, Source Sans 3, Fira Sans and Montserrat, reserved too, are not in Debian).
  fonts-inter fonts-urw-base35 fonts-crosextra-carlito
  # The fresh2 families' fonts: reserved while fresh2 was the unseen measure; development data
  # since, so the digit trainer may draw them.
  fonts-manrope fonts-league-spartan fonts-texgyre fonts-sil-charis fonts-linuxlibertine fonts-inconsolata
)
# The fresh3 families' fonts, reserved (train_digits.cpp kReserved): the digit trainer refuses
# them and no reader is tuned on them; installed only to make the fresh3 split. (Terminus,
# reserved too, is a bitmap font Chromium does not draw: no family uses it.)
if [[ " $* " == *" fresh3 "* || " $* " == *"--split=fresh3"* ]]; then
  extra+=(fonts-mplus fonts-yrsa-rasa fonts-sil-gentium fonts-league-mono fonts-monoid fonts-anonymous-pro
          fonts-gfs-neohellenic fonts-jura fonts-spleen)
fi
# The fresh4 families' fonts, reserved (train_digits.cpp kReserved): the digit trainer refuses
# them and no reader is tuned on them; installed only to make the fresh4 split. (Fantasque Sans
# Mono, reserved too, has several faces of one name that Chromium draws unlike each other: no
# family uses it; IBM Plex, Source Sans and Montserrat are not packaged.)
if [[ " $* " == *" fresh4 "* || " $* " == *"--split=fresh4"* ]]; then
  extra+=(fonts-noto-cjk fonts-wqy-microhei fonts-nanum fonts-ipafont-gothic fonts-cmu fonts-lmodern fonts-stix
          fonts-oldstandard fonts-junicode fonts-cardo fonts-hermit fonts-mononoki fonts-agave fonts-humor-sans
          fonts-lobster fonts-averia-sans-gwf fonts-averia-serif-gwf fonts-play fonts-firacode fonts-tlwg-loma
          fonts-sil-doulos)
fi
# The fresh5 families' fonts: development data since fresh5 was measured, installed with the
# digit trainer's (scripts/install-deps.sh).
# The fresh6 families' fonts, reserved (train_digits.cpp kReserved): the digit trainer refuses
# them and no reader is tuned on them; installed only to make the fresh6 split, and removed
# again afterwards (apt-get remove) so that no build or test draws them. Every package of a
# reserved family is installed, not only those the families draw in.
if [[ " $* " == *" fresh6 "* || " $* " == *"--split=fresh6"* ]]; then
  extra+=(fonts-adf-accanthis fonts-adf-baskervald fonts-adf-berenis fonts-adf-gillius fonts-adf-ikarius
          fonts-adf-irianis fonts-adf-libris fonts-adf-mekanus fonts-adf-oldania fonts-adf-romande fonts-adf-switzera
          fonts-adf-tribun fonts-adf-universalis fonts-adf-verana fonts-tlwg-purisa fonts-tlwg-garuda fonts-tlwg-kinnari
          fonts-tlwg-norasi fonts-tlwg-sawasdee fonts-tlwg-typist fonts-tlwg-umpush fonts-tlwg-waree fonts-tlwg-mono
          fonts-gfs-artemisia fonts-gfs-baskerville fonts-gfs-bodoni-classic fonts-gfs-gazis fonts-gfs-olga
          fonts-gfs-porson fonts-gfs-solomos fonts-gfs-theokritos fonts-paratype fonts-misaki fonts-konatu
          fonts-dkg-handwriting fonts-breip fonts-tomsontalks fonts-femkeklaver fonts-rocknroll fonts-kacst
          fonts-hosny-amiri)
fi
# The fresh7 families' fonts, reserved (train_digits.cpp kReserved): the digit trainer refuses
# them and no reader is tuned on them; installed only to make the fresh7 split, and removed
# again afterwards (apt-get remove) so that no build or test draws them.
if [[ " $* " == *" fresh7 "* || " $* " == *"--split=fresh7"* ]]; then
  extra+=(fonts-arapey fonts-century-catalogue fonts-sil-galatia fonts-allerta fonts-radisnoir fonts-okolaks
          fonts-beteckna fonts-compagnon fonts-klaudia-berenika fonts-osifont fonts-stick fonts-gnutypewriter
          fonts-national-park fonts-morisawa-bizud-gothic fonts-eurofurence fonts-ferrite-core fonts-yusei-magic
          fonts-leckerli-one fonts-rufscript fonts-summersby fonts-sjfonts fonts-kristi fonts-apropal fonts-engadget
          fonts-fantasma fonts-train fonts-le-murmure fonts-essays1743 fonts-solide-mirage fonts-ocr-a
          fonts-bajaderka)
fi
# The fresh8 families' fonts, reserved (train_digits.cpp kReserved): the digit trainer refuses
# them and no reader is tuned on them; installed only to make the fresh8 split, and removed
# again afterwards (apt-get remove) so that no build or test draws them. Every family of these
# packages is reserved, not only those the families draw in.
if [[ " $* " == *" fresh8 "* || " $* " == *"--split=fresh8"* ]]; then
  extra+=(fonts-teluguvijayam fonts-bwht fonts-smc-chilanka fonts-smc-gayathri fonts-smc-keraleeyam
          fonts-smc-manjari fonts-smc-meera fonts-smc-rachana fonts-smc-uroob fonts-meera-inimai fonts-gemunu-libre
          fonts-oflb-asana-math fonts-bpg-georgian)
fi
bash scripts/install-deps.sh "${extra[@]}"
[ -d tests/browser/node_modules/playwright-core ] ||
  (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
[ -x build/nono ] && [ -e build/libnono_render.so ] ||
  { echo "build nono first: bash scripts/build.sh" >&2; exit 1; }
# Debian's python3 has the Debian modules (another python3 may come first on PATH).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
exec "$python" bench/scan/corpus.py --out "$out" "$@"
