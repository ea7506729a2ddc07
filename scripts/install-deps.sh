#!/usr/bin/env bash
# Installs what nono needs to build and test, from Debian's packages, only when missing.
# Works as root (CI) or through sudo.
set -euo pipefail

packages=(
  g++ cmake ninja-build        # toolchain
  libcli11-dev                 # command-line parsing (apps/nono)
  nlohmann-json3-dev           # JSON puzzle format and --json output
  libpugixml-dev               # webpbn XML format
  libcryptominisat5-dev        # CryptoMiniSat SAT solver: the engine's hand-over for hard puzzles
  libgtest-dev libgmock-dev    # unit, property and corpus tests
  libbenchmark-dev             # bench/
  python3                      # CLI tests check that --json output parses; server API tests
  python3-dev pybind11-dev     # bindings/python: the `nono` Python module
  python3-pytest python3-numpy # its tests; numpy for solutions as arrays
  python3-venv python3-pip     # `pip install ./bindings/python` and `pip wheel`, tested in fresh venvs
  r-base-dev r-cran-rcpp       # bindings/r: the R package `nonogram`
  r-cran-testthat              # its tests (R CMD check runs them)
  r-cran-jsonlite              # its tests read the CLI's --json to compare (a Suggests: only)
  devscripts                   # checkbashisms: R CMD check --as-cran checks configure and cleanup with it
  libcairo2-dev pkg-config     # nono render: PNG, SVG and PDF drawn by one library
  fonts-dejavu-core            # the font pictures are drawn in (DejaVu Sans)
  libpng-dev                   # PNGs written band by band; render tests decode PNGs; nono import reads PNGs
  libjpeg62-turbo-dev          # nono import reads JPEGs (libjpeg-turbo)
  pkgconf                      # finds cpp-httplib's build flags
  libcpp-httplib-dev           # the HTTP server of `nono serve`
  libbrotli-dev zlib1g-dev     # its answers compressed at a fast setting (src/server/encoding.cpp)
  libopenmpi-dev openmpi-bin   # `mpirun nono census`: the optional MPI module (built when found)
  chromium                     # browser tests of the web app (headless, driven by playwright-core)
  emscripten                   # the web app without a server: the library compiled to WebAssembly (scripts/build-web.sh)
  curl xz-utils debian-archive-keyring  # Debian's source packages of CryptoMiniSat and OpenCV for the browser build (scripts/debian-source.sh)
  valgrind                     # which code a start runs: scripts/startup_order.py, tests/startup
  help2man                     # the man page nono(1), written from nono --help (cmake/man_page.cmake)
  dpkg-dev file                # cpack -G DEB: the package's Depends from dpkg-shlibdeps (tests/package/deb.sh)
  libopencv-dev                # nono scan: grid lines, glyphs, perspective, PNG / JPEG (docs/scan.md)
  python3-torch                # trains nono scan's digit network at build time (scripts/train_digit_net.py)
  fonts-liberation2 fonts-freefont-ttf  # more fonts for nono scan's digit samples, drawn at build time
  # ... and more faces, so that the digit reader has seen many shapes of each digit (apps/scan_train)
  fonts-noto-core fonts-noto-mono fonts-lato fonts-open-sans fonts-roboto-unhinted fonts-roboto-slab
  fonts-cantarell fonts-oxygen fonts-quicksand fonts-comfortaa fonts-hack fonts-b612
  fonts-crosextra-caladea fonts-go fonts-cabin fonts-clear-sans fonts-dosis fonts-karla fonts-sil-andika
  fonts-jetbrains-mono fonts-comic-neue fonts-ebgaramond fonts-dejavu-extra
  fonts-inter fonts-crosextra-carlito  # (a last round's measuring fonts, development data now)
  fonts-manrope fonts-league-spartan fonts-texgyre fonts-sil-charis fonts-linuxlibertine fonts-inconsolata  # (fresh2's, likewise)
  fonts-mplus fonts-yrsa-rasa fonts-sil-gentium fonts-league-mono fonts-monoid fonts-anonymous-pro
  fonts-gfs-neohellenic fonts-jura fonts-spleen fonts-terminus-otb  # (fresh3's, likewise; Spleen and Terminus: pixel fonts)
  fonts-noto-cjk fonts-wqy-microhei fonts-nanum fonts-ipafont-gothic fonts-cmu fonts-lmodern fonts-stix
  fonts-oldstandard fonts-junicode fonts-cardo fonts-hermit fonts-mononoki fonts-agave fonts-humor-sans
  fonts-averia-sans-gwf fonts-averia-serif-gwf fonts-play fonts-firacode fonts-tlwg-loma fonts-sil-doulos
  fonts-fantasque-sans fonts-lobster  # (fresh4's, likewise)
  fonts-dseg fonts-3270 fonts-unifont fonts-courier-prime fonts-tuffy fonts-quattrocento fonts-sora
  fonts-opendyslexic fonts-tiresias fonts-ocr-b fonts-routed-gothic fonts-karmilla fonts-junction fonts-gamaliel
  fonts-millimetre fonts-lemonada fonts-sawarabi-gothic fonts-vlgothic fonts-takao-gothic fonts-klee
  fonts-dotgothic16 fonts-smiley-sans fonts-lxgw-wenkai fonts-dancingscript fonts-kaushanscript fonts-isabella
  fonts-ecolier-court fonts-cherrybomb fonts-vollkorn fonts-gfs-didot fonts-goudybookletter fonts-lindenhill
  fonts-fanwood fonts-prociono fonts-bebas-neue fonts-yanone-kaffeesatz  # (fresh5's, likewise: DSEG and IBM 3270 segment and terminal digits)
  clang libclang-rt-14-dev     # the parsers' libFuzzer targets, run briefly by ctest (tests/fuzz/short_run.sh)
  strace                       # tests/cli/hostile_round_two.sh counts how often a puzzle set is opened
)
# Node.js and npm run the browser tests (playwright-core from npm). Many machines have them
# from elsewhere (NodeSource's nodejs bundles npm and conflicts with Debian's npm package),
# so Debian's are installed only when the commands are missing.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
# Arguments are more packages a caller needs beside these (bench/scan/generate.sh's fonts).
packages+=("$@")

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
# Others may hold the dpkg lock (unattended upgrades, a parallel install): wait for it.
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
