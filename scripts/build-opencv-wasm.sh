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
. scripts/debian-source.sh

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

# 1. The tarball, checked against its SHA256 in Debian's signed index of the sources
# (scripts/debian-source.sh).
tarball=$(debian_source build-opencv-wasm.sh "$out" bookworm "$package" "$orig")

# 2. Unpacked (without the samples, which the build never reads).
src=$out/src/opencv-$version
if [[ ! -f $src/CMakeLists.txt ]]; then
  rm -rf "$out/src"
  mkdir -p "$out/src"
  tar -xJf "$tarball" -C "$out/src" --exclude="opencv-$version/samples"
fi

# 3. zlib, which OpenCV's core needs and Debian's tarball leaves out (its 3rdparty/ folder is
# gone): the WebAssembly build's own copy (apps/wasm/third_party/zlib, Debian's version).
zlib_src=$root/apps/wasm/third_party/zlib
mkdir -p "$out/zlib"
for file in adler32 compress crc32 deflate infback inffast inflate inftrees trees uncompr zutil; do
  emcc -O3 -w $flags -c "$zlib_src/$file.c" -o "$out/zlib/$file.o"
done
rm -f "$out/zlib/libz.a"
emar rcs "$out/zlib/libz.a" "$out/zlib"/*.o

# 4. OpenCV's core and imgproc, static, installed into OUT (lib/, include/opencv4/).
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
