"""The package's build backend (PEP 517, named in pyproject.toml): CMake builds the `_nono`
extension and the command-line tool from the repository, and the wheel is written here with
the standard library alone. It needs no other package (no setuptools, no `wheel`), so
`pip install ./bindings/python` and `pip wheel ./bindings/python` work offline in any
virtualenv, with or without --no-build-isolation.

The wheel holds the package `nono` (`__init__.py`, `__main__.py`, the extension) and, under
nono/cli/, the CLI as `cmake --install --component runtime` lays it out (bin/nono,
bin/nono-dynamic, lib/nono/ modules, share/nono/examples/), which `python -m nono` runs.
NONO_CMAKE_BUILD_DIR names an existing build tree to reuse (the tests reuse build/, so the
library is compiled once); otherwise one is configured in bindings/python/build/.
"""
import base64
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]


def _project():
    """name, version, description, requires-python and extras from pyproject.toml."""
    text = (HERE / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
        project = tomllib.loads(text)["project"]
    except ImportError:  # Python before 3.11: the few plain `key = "value"` lines needed
        project = dict(re.findall(r'^([a-z-]+) = "([^"]*)"$', text, re.M))
    return project


def _dist_info_name(project):
    return f"{project['name']}-{project['version']}.dist-info"


def _metadata(project):
    lines = ["Metadata-Version: 2.1", f"Name: {project['name']}", f"Version: {project['version']}",
             f"Summary: {project.get('description', '')}"]
    if "requires-python" in project:
        lines.append(f"Requires-Python: {project['requires-python']}")
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {requirement}; extra == "{extra}"' for requirement in requirements]
    readme = HERE / "README.md"
    lines.append("Description-Content-Type: text/markdown")
    return "\n".join(lines) + "\n\n" + (readme.read_text(encoding="utf-8") if readme.exists() else "")


def _tag():
    """This interpreter's CPython tag and the platform, as bdist_wheel writes them."""
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{python}-{platform}"


def _cmake_build():
    """Builds the extension and the CLI (the default target) with CMake; returns the build directory."""
    if not (REPO / "CMakeLists.txt").exists():
        sys.exit(f"nono: {REPO} is not a nono checkout (bindings/python builds from the repository)")
    if not shutil.which("cmake"):
        sys.exit("nono: building the package needs CMake and the libraries nono's build uses "
                 "(Debian: bash scripts/install-deps.sh installs them)")
    given = os.environ.get("NONO_CMAKE_BUILD_DIR")
    build = pathlib.Path(given) if given else HERE / "build" / f"cmake-{sys.implementation.cache_tag}"
    if not (build / "CMakeCache.txt").exists():
        subprocess.run(["cmake", "-S", str(REPO), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                        "-DNONO_BUILD_TESTS=OFF", "-DNONO_BUILD_R=OFF",
                        f"-DPython3_EXECUTABLE={sys.executable}"], check=True, stdout=sys.stderr)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
    # Everything the install below takes (the module, the CLI and its modules, the man page);
    # a fresh tree is configured without tests, so that is all it builds.
    subprocess.run(["cmake", "--build", str(build), "-j", jobs], check=True, stdout=sys.stderr)
    return build


def _files(build, stage):
    """(path in the wheel, file on disk) for every file the wheel holds."""
    extension = sorted((build / "bindings" / "python" / "nono").glob("_nono*.so"))
    if not extension:
        sys.exit(f"nono: CMake built no _nono module in {build} (are python3-dev and pybind11-dev installed?)")
    subprocess.run(["cmake", "--install", str(build), "--prefix", str(stage), "--component", "runtime"],
                   check=True, stdout=sys.stderr)
    files = [(f"nono/{path.name}", path) for path in sorted((HERE / "nono").glob("*.py"))]
    files.append((f"nono/{extension[-1].name}", extension[-1]))
    files += [(f"nono/cli/{path.relative_to(stage).as_posix()}", path)
              for path in sorted(stage.rglob("*")) if path.is_file()]
    return files


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _write_wheel(path, files, project, tag):
    dist_info = _dist_info_name(project)
    generated = [(f"{dist_info}/METADATA", _metadata(project).encode()),
                 (f"{dist_info}/WHEEL", (f"Wheel-Version: 1.0\nGenerator: nono build_backend\n"
                                         f"Root-Is-Purelib: false\nTag: {tag}\n").encode())]
    record = []
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, source in files:
            data = source.read_bytes()
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (source.stat().st_mode & 0o777 | 0o100000) << 16  # keeps bin/nono executable
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
            record.append(_record_line(name, data))
        for name, data in generated:
            wheel.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
            record.append(_record_line(name, data))
        record.append(f"{dist_info}/RECORD,,")
        wheel.writestr(zipfile.ZipInfo(f"{dist_info}/RECORD", date_time=(1980, 1, 1, 0, 0, 0)),
                       "\n".join(record) + "\n", zipfile.ZIP_DEFLATED)


# PEP 517 hooks.

def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    project = _project()
    dist_info = pathlib.Path(metadata_directory) / _dist_info_name(project)
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata(project), encoding="utf-8")
    return dist_info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    project = _project()
    build = _cmake_build()
    name = f"{project['name']}-{project['version']}-{_tag()}.whl"
    with tempfile.TemporaryDirectory() as stage:
        files = _files(build, pathlib.Path(stage))
        target = pathlib.Path(wheel_directory) / name
        target.parent.mkdir(parents=True, exist_ok=True)
        _write_wheel(target, files, project, _tag())
    return name
