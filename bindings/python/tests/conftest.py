"""Shared fixtures: where the repository's puzzles are, and small puzzles with known answers."""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
DATA = pathlib.Path(os.environ.get("NONO_DATA_DIR", ROOT / "data"))
SHARED = pathlib.Path(os.environ.get("NONO_SHARED_PUZZLES", ROOT.parent / "shared" / "puzzles"))
CLI_DATA = ROOT / "tests" / "data" / "cli"


def r_examples():
    """The 85 examples of the R nonogram package: bundled in data/examples when present,
    else the copy in shared/puzzles/r-examples."""
    bundled = sorted(DATA.glob("examples/ex[0-9][0-9].non"))
    return bundled if len(bundled) == 85 else sorted((SHARED / "r-examples").glob("ex[0-9][0-9].non"))


def clue_of(line):
    """Block lengths of a line of 0/1, computed here, apart from the library."""
    blocks, run = [], 0
    for cell in list(line) + [0]:
        if cell:
            run += 1
        elif run:
            blocks.append(run)
            run = 0
    return blocks


def satisfies(puzzle, grid):
    return ([clue_of(row) for row in grid] == puzzle.rows and
            [clue_of(column) for column in zip(*grid)] == puzzle.columns)


@pytest.fixture
def permutations12():
    """A 12x12 puzzle whose solutions are the 12! (479 million) permutation matrices:
    counting them all takes hours, so it tests limits and interruption."""
    import nono
    return nono.Puzzle([[1]] * 12, [[1]] * 12, title="permutations")


def cli(*arguments):
    """Runs the nono command line built beside this module (ctest sets NONO_CLI): its stdout
    as bytes. Tests that compare the binding with the CLI skip without it."""
    import subprocess
    program = os.environ.get("NONO_CLI")
    if not program:
        pytest.skip("NONO_CLI (the nono program to compare with) is not set")
    return subprocess.run([program, *map(str, arguments)], capture_output=True, check=False).stdout


def cli_json_lines(*arguments):
    """The JSON objects the CLI prints one a line (classify --json, its summary dropped)."""
    import json
    objects = [json.loads(line) for line in cli(*arguments).decode().splitlines() if line.strip()]
    return [entry for entry in objects if "summary" not in entry]
