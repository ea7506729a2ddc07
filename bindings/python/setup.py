"""Builds the `_nono` extension with the repository's CMake build (the module links the whole
C++ library, so CMake, not setuptools, compiles it). NONO_CMAKE_BUILD_DIR names an existing
build tree to reuse (the tests do, to avoid compiling the library twice); otherwise a fresh
one is configured under setuptools' build directory."""
import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        if not (REPO / "CMakeLists.txt").exists():
            sys.exit(f"nono: {REPO} is not a nono checkout (bindings/python builds from the repository)")
        build = pathlib.Path(os.environ.get("NONO_CMAKE_BUILD_DIR") or pathlib.Path(self.build_temp).resolve() / "cmake")
        if not (build / "CMakeCache.txt").exists():
            subprocess.run(["cmake", "-S", str(REPO), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                            "-DNONO_BUILD_TESTS=OFF", f"-DPython3_EXECUTABLE={sys.executable}"], check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", str(build), "--target", "nono_python", "-j", jobs], check=True)
        built = sorted((build / "bindings" / "python" / "nono").glob("_nono*.so"))
        if not built:
            sys.exit(f"nono: CMake built no _nono module in {build} (are python3-dev and pybind11-dev installed?)")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[-1], target)


setup(ext_modules=[CMakeExtension("nono._nono")], cmdclass={"build_ext": CMakeBuild})
