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
"""

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
    "MakeError", "import_image", "repair", "generate",
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
