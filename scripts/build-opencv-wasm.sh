#!/usr/bin/env bash
# Builds OpenCV's core and imgproc (what src/scan uses besides reading and writing files) as
# static libraries for WebAssembly with Debian's emscripten, from Debian's own source package
# of the OpenCV the native build links (4.6.0, libopencv-dev), so `nono scan` can run in the
# browser. docs/web-static.md says what it costs, measured.
# Usage: scripts/build-opencv-wasm.sh [OUT]   (default build-wasm/opencv)
# OUT/lib and OUT/include/opencv4 then hold the libraries and headers; OUT/download the
# verified source tarball. A second run with the libraries in OUT does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${1:-build-wasm/opencv}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# The Debian source package: its version is the one the native build links (bookworm).
package=opencv
version=4.6.0
orig=opencv_${version}+dfsg.orig.tar.xz
# What is built, and how: no threads, no SIMD (the engine runs on any WebAssembly browser),
# no IPP/ITT/OpenCL, no tests, apps or bindings; the engine's exception and setjmp model
# (apps/wasm/CMakeLists.txt), which every object linked into it must share.
flags="-fwasm-exceptions -sSUPPORT_LONGJMP=wasm"
stamp="$package $version core,imgproc $flags no-threads no-simd"
lib=$out/lib
if [[ -f $out/built && $(cat "$out/built") == "$stamp" && -f $lib/libopencv_core.a && -f $lib/libopencv_imgproc.a ]]; then
  echo "build-opencv-wasm.sh: OpenCV $version for WebAssembly is already in $out"
  exit 0
fi
command -v emcmake >/dev/null || { echo "build-opencv-wasm.sh: emcmake is missing: run scripts/install-deps.sh" >&2; exit 2; }
# Emscripten's JavaScript optimizer (run by every link, CMake's compiler checks included) needs
# Debian's acorn (node-acorn), which a node from elsewhere does not look for.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# 1. Where Debian keeps the sources, and the .dsc's SHA256, from the archive's signed index:
# apt with a deb-src list and state of its own, apart from the system's.
download=$out/download
apt=$out/apt
mkdir -p "$download" "$apt/parts" "$apt/lists/partial" "$apt/cache/archives/partial"
printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
  > "$apt/parts/src.sources"
apt_options=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$apt/parts"
             -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache")
if [[ ! -f $download/$orig || ! -f $download/$package.dsc ]]; then
  apt-get "${apt_options[@]}" update >"$apt/update.log" 2>&1 ||
    { echo "build-opencv-wasm.sh: apt-get update of Debian's source index failed ($apt/update.log)" >&2; exit 1; }
  uris=$(apt-get "${apt_options[@]}" source --download-only --print-uris "$package" 2>/dev/null | grep "^'")
  dsc_line=$(grep "\.dsc " <<<"$uris") || { echo "build-opencv-wasm.sh: Debian has no source package $package" >&2; exit 1; }
  orig_line=$(grep " $orig " <<<"$uris") ||
    { echo "build-opencv-wasm.sh: Debian's $package is no longer $version ($(sed 's/ .*//' <<<"$dsc_line"))" >&2; exit 1; }
  read -r dsc_uri dsc_name _ dsc_sum <<<"$dsc_line"
  read -r orig_uri _ <<<"$orig_line"
  dsc_uri=${dsc_uri//\'/}; orig_uri=${orig_uri//\'/}; dsc_sum=${dsc_sum#SHA256:}
  for uri in "$dsc_uri" "$orig_uri"; do
    [[ $uri == http://deb.debian.org/debian/* ]] || { echo "build-opencv-wasm.sh: not Debian's archive: $uri" >&2; exit 1; }
  done
  curl -fsSL -o "$download/$dsc_name" "$dsc_uri"
  echo "$dsc_sum  $download/$dsc_name" | sha256sum -c --quiet - ||
    { echo "build-opencv-wasm.sh: $dsc_name does not match Debian's index" >&2; exit 1; }
  ln -sf "$dsc_name" "$download/$package.dsc"
  curl -fsSL -o "$download/$orig.part" "$orig_uri"
  mv "$download/$orig.part" "$download/$orig"
fi
# 2. The tarball's SHA256 from the .dsc (checked on every build, the tarball may be old).
orig_sum=$(awk -v f="$orig" '/^Checksums-Sha256:/ {on = 1; next} /^[^ ]/ {on = 0} on && $3 == f {print $1}' \
           "$download/$package.dsc")
[[ -n $orig_sum ]] || { echo "build-opencv-wasm.sh: $download/$package.dsc names no $orig" >&2; exit 1; }
echo "$orig_sum  $download/$orig" | sha256sum -c --quiet - ||
  { echo "build-opencv-wasm.sh: $orig does not match its SHA256 in the .dsc" >&2; exit 1; }

# 3. Unpacked (without the samples, which the build never reads).
src=$out/src/opencv-$version
if [[ ! -f $src/CMakeLists.txt ]]; then
  rm -rf "$out/src"
  mkdir -p "$out/src"
  tar -xJf "$download/$orig" -C "$out/src" --exclude="opencv-$version/samples"
fi

# 4. zlib, which OpenCV's core needs and Debian's tarball leaves out (its 3rdparty/ folder is
# gone): the WebAssembly build's own copy (apps/wasm/third_party/zlib, Debian's version).
zlib_src=$root/apps/wasm/third_party/zlib
mkdir -p "$out/zlib"
for file in adler32 compress crc32 deflate infback inffast inflate inftrees trees uncompr zutil; do
  emcc -O3 -w $flags -c "$zlib_src/$file.c" -o "$out/zlib/$file.o"
done
rm -f "$out/zlib/libz.a"
emar rcs "$out/zlib/libz.a" "$out/zlib"/*.o

# 5. OpenCV's core and imgproc, static, installed into OUT (lib/, include/opencv4/).
options=(
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$out" -DBUILD_SHARED_LIBS=OFF
  "-DBUILD_LIST=core,imgproc" -DENABLE_PIC=FALSE
  "-DCMAKE_C_FLAGS=$flags" "-DCMAKE_CXX_FLAGS=$flags"
  -DCPU_BASELINE= -DCPU_DISPATCH= -DCV_ENABLE_INTRINSICS=OFF -DCV_TRACE=OFF
  -DWITH_PTHREADS_PF=OFF -DOPENCV_DISABLE_THREAD_SUPPORT=ON
  -DWITH_IPP=OFF -DBUILD_IPP_IW=OFF -DWITH_ITT=OFF -DWITH_OPENCL=OFF -DWITH_OPENCL_SVM=OFF
  -DWITH_OPENCLAMDFFT=OFF -DWITH_OPENCLAMDBLAS=OFF -DWITH_VA=OFF -DWITH_VA_INTEL=OFF
  -DWITH_EIGEN=OFF -DWITH_LAPACK=OFF -DWITH_TBB=OFF -DWITH_OPENMP=OFF -DWITH_OPENVX=OFF
  -DWITH_QUIRC=OFF -DWITH_ADE=OFF -DWITH_PROTOBUF=OFF -DWITH_1394=OFF -DWITH_FFMPEG=OFF
  -DWITH_GSTREAMER=OFF -DWITH_GTK=OFF -DWITH_V4L=OFF -DWITH_JPEG=OFF -DWITH_PNG=OFF
  -DWITH_TIFF=OFF -DWITH_WEBP=OFF -DWITH_OPENJPEG=OFF -DWITH_JASPER=OFF -DWITH_OPENEXR=OFF
  -DBUILD_ZLIB=OFF -DZLIB_INCLUDE_DIR="$zlib_src" -DZLIB_LIBRARY="$out/zlib/libz.a"
  -DBUILD_TESTS=OFF -DBUILD_PERF_TESTS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_DOCS=OFF
  -DBUILD_opencv_apps=OFF -DBUILD_opencv_js=OFF -DBUILD_opencv_python2=OFF
  -DBUILD_opencv_python3=OFF -DBUILD_opencv_java=OFF -DBUILD_JAVA=OFF -DBUILD_PACKAGE=OFF
  -DINSTALL_C_EXAMPLES=OFF -DINSTALL_PYTHON_EXAMPLES=OFF -DINSTALL_TESTS=OFF
  -DOPENCV_GENERATE_PKGCONFIG=OFF -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON
)
emcmake cmake -S "$src" -B "$out/build" -G Ninja "${options[@]}" >"$out/configure.log" 2>&1 ||
  { echo "build-opencv-wasm.sh: OpenCV's configuration failed ($out/configure.log)" >&2; exit 1; }
cmake --build "$out/build" -j "$(nproc)"
cmake --install "$out/build" >/dev/null
for name in core imgproc; do
  [[ -f $lib/libopencv_$name.a ]] || { echo "build-opencv-wasm.sh: $lib/libopencv_$name.a was not built" >&2; exit 1; }
done
echo "$stamp" >"$out/built"
echo "build-opencv-wasm.sh: OpenCV $version's core and imgproc for WebAssembly are in $out"
