"""nono: solve, check, draw and convert nonograms, black and white or in colour, over nono's C++ engine.

    import nono
    puzzle = nono.read("data/examples/sailboat.non")   # or nono.Puzzle(rows, columns)
    result = puzzle.solve()                             # result.verdict == "unique"

A result holds the verdict ("unique", "multiple", "none", "found", "undecided"), why the
search stopped, the solutions as lists of rows of 0/1 (of palette indices for a colour puzzle,
puzzle.palette naming their colours; as numpy arrays through result.arrays() when numpy is
installed), the statistics and, with trace=True, every step.
Bad input raises nono.InputError (a ValueError) with .source, .line and .problem; a solve
stops on Ctrl-C with KeyboardInterrupt; the GIL is released while it runs.
nono.classify (difficulty) and Puzzle.render (PNG, SVG, PDF) are in every build
(nono.has_classify and nono.has_render are always True, kept for code that checks them).
nono.scan reads a puzzle from a screenshot or a photo through nono's command-line tool and its
image-reading module (OpenCV), which the packages pip builds carry.
"""

import collections
import json
import os
import pathlib
import shutil
import subprocess

from ._nono import (  # noqa: F401  (the public names of the package)
    InputError,
    MakeError,
    Puzzle,
    Solver,
    SolveResult,
    StrategyRefused,
    __version__,
    algorithms,
    classify,
    format_info,
    formats,
    generate,
    has_classify,
    has_render,
    import_image,
    parse,
    read,
    read_all,
    repair,
    solve_options,
    stats_descriptions,
)

__all__ = [
    "InputError", "Puzzle", "Solver", "SolveResult", "StrategyRefused", "algorithms",
    "classify", "formats", "parse", "read", "read_all", "solve_options", "stats_descriptions",
    "MakeError", "import_image", "repair", "generate", "scan", "ScanResult",
]


def _numpy():
    try:
        import numpy
    except ImportError as error:  # numpy is optional: only the array views need it
        raise ImportError("nono: arrays need numpy (Debian: python3-numpy)") from error
    return numpy


def _arrays(self):
    """The solutions as numpy uint8 arrays of shape (height, width): 1 = filled, or the
    cell's palette index in a colour puzzle."""
    numpy = _numpy()
    return [numpy.asarray(grid, dtype=numpy.uint8) for grid in self.solutions]


def _array(self):
    """The first solution as a numpy uint8 array, or None when there is none."""
    solution = self.solution
    if solution is None:
        return None
    numpy = _numpy()
    return numpy.asarray(solution, dtype=numpy.uint8)


SolveResult.arrays = _arrays
SolveResult.array = _array


ScanResult = collections.namedtuple("ScanResult", ["puzzle", "report"])
ScanResult.__doc__ = """What nono.scan read: `puzzle` (a nono.Puzzle, or None when the clues read do not
make a puzzle: report["verdict"] is then "inconsistent" and report["problems"] names the lines)
and `report`, the reading as `nono scan --json` gives it (docs/scan.md): verdict, message,
problems, changes, grid (each cell's pixel box), doubtful, numbers (each clue number's value,
read, colour, confidence, doubtful, box, alternatives), state, solution."""


def _scan_program():
    """The nono program that reads images: $NONO_CLI, else the one this package carries
    (nono/cli/bin/nono), else `nono` on PATH; None when there is none."""
    named = os.environ.get("NONO_CLI")
    if named:
        return named
    carried = pathlib.Path(__file__).resolve().parent / "cli" / "bin" / "nono"
    if os.access(carried, os.X_OK):
        return str(carried)
    return shutil.which("nono")


def scan(path, *, doubt=0.9, overlay=None):
    """Reads a puzzle from a screenshot or a photo (PNG or JPEG), as `nono scan --json` does,
    and returns ScanResult(puzzle, report). `doubt` (0 to 1, as --doubt) is the confidence
    under which a number is reported as doubtful; `overlay`, a file name, gets the solution
    drawn onto the image as PNG (when there is one).

    Raises nono.InputError when the file cannot be read as an image or no puzzle is found in
    it (.problem says what was looked for), RuntimeError when this installation cannot read
    images: no nono program, or one without its image-reading module libnono_scan.so (OpenCV).
    """
    path = os.fspath(path)
    if not isinstance(doubt, (int, float)) or isinstance(doubt, bool) or not 0 <= doubt <= 1:
        raise ValueError(f"doubt must be a number from 0 to 1, not {doubt!r}")
    program = _scan_program()
    if not program:
        raise RuntimeError("nono.scan reads images with nono's command-line tool and its image-reading module "
                           "(libnono_scan.so, OpenCV), and this installation has neither: install the package "
                           "pip builds from bindings/python, or nono itself, or set NONO_CLI to the nono program")
    command = [program, "scan", path, "--json", "--doubt", repr(float(doubt))]
    if overlay is not None:
        command += ["--overlay", os.fspath(overlay)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        raise RuntimeError(f"nono.scan cannot run {program}: {error}") from error
    report = None
    if done.stdout.lstrip().startswith("{"):
        report = json.loads(done.stdout)
    problem = done.stderr.strip()
    if report is None or report.get("verdict") == "not-found":
        if done.returncode == 2:  # bad input: not an image, or no puzzle in it
            prefix = f"nono: {path}: "
            problem = report["message"] if report else problem[len(prefix):] if problem.startswith(prefix) else problem
            error = InputError(f"{path}: {problem}")
            error.source, error.line, error.problem = path, 0, problem
            raise error
        raise RuntimeError(f"nono.scan could not read {path}: {problem or f'nono exited with {done.returncode}'}")
    puzzle = None
    if report.get("verdict") != "inconsistent":
        puzzle = parse(json.dumps(report["puzzle"]), "json", source=path)
    return ScanResult(puzzle, report)
