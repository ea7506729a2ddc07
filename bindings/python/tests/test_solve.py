"""Solving through the Python module: verdicts, solutions, statistics, trace, limits,
Ctrl-C, the GIL, and the R examples; checked against a brute-force oracle written here."""
import itertools
import json
import os
import random
import signal
import sys
import threading
import time

import pytest

import nono
from conftest import CLI_DATA, DATA, cli, cli_json_lines, clue_of, r_examples, satisfies


def test_solves_the_readme_puzzle():
    result = nono.Puzzle([[1, 1], 1, 3], [[1, 1], 2, [1, 1]]).solve()
    assert result.verdict == "unique" and result.exhausted and result.stop == "exhausted"
    assert result.solution == [[1, 0, 1], [0, 1, 0], [1, 1, 1]]
    assert result.solutions == [result.solution]
    assert str(result) == "unique solution"


def test_multiple_none_and_found():
    two = nono.read(CLI_DATA / "two_solutions.non")
    result = two.solve(max_solutions=0)
    assert (result.verdict, result.solution_count, len(result.solutions)) == ("multiple", 2, 2)
    assert all(satisfies(two, grid) for grid in result.solutions)
    assert result.solutions[0] != result.solutions[1]
    assert two.solve(max_solutions=1).verdict == "found"
    assert two.count_solutions() == 2 and not two.is_unique()
    none = nono.read(CLI_DATA / "contradiction.non")
    result = none.solve()
    assert (result.verdict, result.solution, none.count_solutions()) == ("none", None, 0)


def test_stats_come_from_the_library_table():
    result = nono.read(DATA / "examples" / "sailboat.non").solve()
    assert set(result.stats) == set(nono.stats_descriptions())
    assert result.stats["line_solves"] > 0 and result.stats["seconds"] >= 0
    assert '"verdict": "unique"' in result.to_json()


def test_trace_replays_to_the_solution():
    puzzle = nono.read(DATA / "examples" / "sailboat.non")
    result = puzzle.solve(trace=True)
    steps = result.trace
    assert steps and {"line"} <= {step["kind"] for step in steps}
    # The steps are docs/trace.md's: the JSON lines of `nono solve --trace`.
    assert [step["n"] for step in steps] == list(range(1, len(steps) + 1))
    assert all(step["type"] == "step" for step in steps)
    line = next(step for step in steps if step["kind"] == "line")
    assert ("row" in line) != ("column" in line) and line["solver"]
    grid = [[-1] * puzzle.width for _ in range(puzzle.height)]
    for step in steps:
        for row, column, value in step["cells"]:
            grid[row][column] = {"#": 1, "-": 0, "?": -1}[value]
    assert grid == result.solution
    assert puzzle.solve().trace is None
    assert len(puzzle.solve(trace=True, max_trace_steps=3).trace) == 3


def test_algorithms_and_unknown_names():
    names = [entry["name"] for entry in nono.algorithms()]
    assert "engine" in names and all(entry["summary"] for entry in nono.algorithms())
    with pytest.raises(ValueError, match="'no-such' is not available in this build of nono"):
        nono.Puzzle([[1]], [[1]]).solve("no-such")
    with pytest.raises(ValueError, match="line solver"):
        nono.Puzzle([[1]], [[1]]).solve(line_solver="no-such")


def test_every_solve_option_is_a_keyword_argument():
    # The keyword arguments come from the library's option table: each one, given its own
    # default, is accepted and changes nothing.
    puzzle = nono.Puzzle([[1], []], [[1], []])
    kinds = {"bool": lambda text: text == "true", "count": int, "seconds": float, "name": str}
    options = nono.solve_options()
    assert {"probing", "line_solver", "exhaustive", "sat", "then_search"} <= {o["name"] for o in options}
    for option in options:
        value = kinds[option["type"]](option["default"])
        result = puzzle.solve(**{option["name"]: value})
        assert result.verdict == "unique", option["name"]
    assert puzzle.solve(probing=False, sat=False).stats["probes"] == 0


def test_every_number_option_refuses_a_value_outside_its_range():
    # The same check, and the same message, as the CLI's flags and the server's fields
    # (tests/server/option_table_test.py walks those).
    puzzle = nono.Puzzle([[1], []], [[1], []])
    for option in nono.solve_options():
        name = option["name"]
        if option["kind"] == "seconds":
            outside = [-1.0, option["high"] * 10, float("nan")]
        elif option["kind"] in ("count", "seed"):
            outside = [int(option["high"]) * 10 + 1]
        elif option["kind"] == "line-solver":
            outside = ["no-such"]
        else:
            continue
        for value in outside:
            with pytest.raises(ValueError, match=f"{name} must be"):
                puzzle.solve(**{name: value})


def test_a_solver_is_reused_across_puzzles():
    solver = nono.Solver("engine")
    for path in r_examples()[:5]:
        puzzle = nono.read(path)
        result = solver.solve(puzzle)
        assert result.verdict == "unique" and satisfies(puzzle, result.solution)


def test_all_85_r_examples_are_unique_and_satisfy_their_clues():
    paths = r_examples()
    assert len(paths) == 85
    for path in paths:
        puzzle = nono.read(path)
        result = puzzle.solve()
        assert result.verdict == "unique", path
        assert satisfies(puzzle, result.solution), path


def arrangements(clue, width):
    for bits in itertools.product((0, 1), repeat=width):
        if clue_of(bits) == clue:
            yield bits


def oracle_count(rows, columns):
    """Every combination of row arrangements, kept when the columns fit: shares nothing
    with the engine."""
    width = len(columns)
    count = 0
    for grid in itertools.product(*(list(arrangements(clue, width)) for clue in rows)):
        if [clue_of(column) for column in zip(*grid)] == columns:
            count += 1
    return count


def random_clues(rng, width, height):
    """Clues of a random picture, or of two pictures mixed (which may have no solution)."""
    def picture():
        return [[int(rng.random() < 0.55) for _ in range(width)] for _ in range(height)]
    first, second = picture(), picture()
    rows = [clue_of(row) for row in first]
    columns = [clue_of(column) for column in zip(*(second if rng.random() < 0.3 else first))]
    return rows, columns


def test_counts_agree_with_a_brute_force_oracle():
    rng = random.Random(20261123)
    checked = 0
    while checked < 60:
        width, height = rng.randint(1, 5), rng.randint(1, 5)
        rows, columns = random_clues(rng, width, height)
        try:
            puzzle = nono.Puzzle(rows, columns)
        except nono.InputError:
            continue  # the mixed clues can disagree on the total; nothing to solve
        expected = oracle_count(rows, columns)
        result = puzzle.solve(max_solutions=0)
        assert result.solution_count == expected, (rows, columns)
        assert result.verdict == {0: "none", 1: "unique"}.get(expected, "multiple")
        assert all(satisfies(puzzle, grid) for grid in result.solutions)
        checked += 1


def test_numpy_arrays():
    numpy = pytest.importorskip("numpy")
    result = nono.Puzzle([[1, 1], 1, 3], [[1, 1], 2, [1, 1]]).solve()
    array = result.array()
    assert array.dtype == numpy.uint8 and array.shape == (3, 3)
    assert array.tolist() == result.solution
    assert [a.tolist() for a in result.arrays()] == result.solutions
    assert numpy.asarray(result.deduced).shape == (3, 3)


def test_timeout_stops_a_long_count(permutations12):
    start = time.monotonic()
    result = permutations12.solve(max_solutions=0, timeout=0.3, keep_solutions=10)
    assert time.monotonic() - start < 5
    assert (result.stop, result.verdict, result.limited) == ("time", "multiple", True)
    assert result.solution_count > 2 and len(result.solutions) == 10
    with pytest.raises(ValueError, match="undecided"):
        permutations12.count_solutions(timeout=0.2)
    assert permutations12.count_solutions(limit=5) == 5
    with pytest.raises(ValueError, match="timeout"):
        permutations12.solve(timeout=-1)


def test_ctrl_c_interrupts_a_solve(permutations12):
    # A real SIGINT to this process while the main thread is inside a solve that would run
    # for ever (the 60 s timeout only keeps a broken build from hanging the suite).
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            permutations12.solve(max_solutions=0, timeout=60, keep_solutions=1)
    finally:
        timer.cancel()
    assert time.monotonic() - start < 10


def test_the_gil_is_released_while_solving(permutations12):
    # Another Python thread counts while this one solves. With a switch interval far longer
    # than the test, the interpreter never takes the GIL from this thread by itself: the
    # counter can move between `before` and `after` only if the solve releases the GIL (the
    # counting thread gives it back at every tick, by waiting). No clock is compared: a held
    # GIL leaves the count exactly unchanged, however fast or loaded the machine.
    count, done = [0], threading.Event()

    def tick():
        while not done.is_set():
            count[0] += 1
            done.wait(0.001)

    interval = sys.getswitchinterval()
    ticker = threading.Thread(target=tick)
    ticker.start()
    sys.setswitchinterval(1000.0)
    try:
        before = count[0]
        result = permutations12.solve(max_solutions=0, timeout=0.6, keep_solutions=1)
        after = count[0]
    finally:
        sys.setswitchinterval(interval)
        done.set()
        ticker.join()
    assert result.stop == "time"
    assert after > before


@pytest.mark.skipif(not nono.has_classify, reason="this build has no difficulty analysis")
def test_classify():
    sailboat = nono.read(DATA / "examples" / "sailboat.non")
    report = nono.classify(sailboat)
    assert (report["verdict"], report["line_solvable"], report["stalled"]) == ("unique", True, None)
    assert (report["level"]["level"], report["level"]["outcome"], report["rating"]) == (1, "level", "lines")
    assert report["file"] is None and (report["width"], report["height"]) == (sailboat.width, sailboat.height)
    assert sailboat.classify(levels=False)["level"] is None
    two = nono.read(CLI_DATA / "two_solutions.non")
    report = two.classify()
    assert report["verdict"] == "multiple" and not report["line_solvable"]
    assert "x" in "".join(report["difference"]) and len(report["differing_cells"]) > 0
    assert report["solution_count"] is None and two.classify(count=True)["solution_count"] == 2


CLASSIFIED = [DATA / "examples" / "sailboat.non", CLI_DATA / "two_solutions.non", CLI_DATA / "contradiction.non",
              DATA / "colour" / "parrot.xml", DATA / "colour" / "traffic-light.xml"]


@pytest.mark.parametrize("count", [False, True])
def test_classify_dict_is_the_cli_json(count):
    """The same keys in the same order, and the same values, as `nono classify --json` (whose
    "file" is the path; the binding's, as the server's, is None)."""
    expected = cli_json_lines("classify", "--json", *(["--count"] if count else []), *CLASSIFIED)
    assert len(expected) == len(CLASSIFIED)
    for path, cli_report in zip(CLASSIFIED, expected):
        report = nono.read(path).classify(count=count)
        assert list(report) == list(cli_report)
        assert report["file"] is None
        report["file"] = cli_report["file"]
        assert report == cli_report, path.name


@pytest.mark.parametrize("path", CLASSIFIED, ids=lambda p: p.name)
def test_solve_dict_is_the_cli_json(path):
    """to_json / to_dict: the report module's solve object, as `nono solve --json` with the same
    options (the CLI's defaults: two solutions asked for, one kept), but for the seconds taken."""
    expected = json.loads(cli("solve", "--json", path))
    result = nono.read(path).solve(max_solutions=2, keep_solutions=1)
    report = result.to_dict()
    assert list(report) == list(expected) and list(report["stats"]) == list(expected["stats"])
    assert json.loads(result.to_json()) == report
    for stats in (report["stats"], expected["stats"]):
        del stats["seconds"]
    assert report == expected


@pytest.mark.skipif(not nono.has_render, reason="this build has no renderer")
def test_render(tmp_path):
    puzzle = nono.Puzzle([[1, 1], 1, 3], [[1, 1], 2, [1, 1]], title="x")
    solution = puzzle.solve().solution
    assert puzzle.render_bytes("png").startswith(b"\x89PNG")
    assert b"<svg" in puzzle.render_bytes("svg", solution=solution)
    assert puzzle.render_bytes("pdf").startswith(b"%PDF")
    path = tmp_path / "x.png"
    puzzle.render(path, solution=solution)
    assert path.read_bytes().startswith(b"\x89PNG")
    with pytest.raises(ValueError, match="unknown image format"):
        puzzle.render_bytes("gif")


@pytest.mark.skipif(not nono.has_render, reason="this build has no renderer")
def test_render_solution_true_draws_the_solution_as_the_cli_does(tmp_path):
    puzzle = nono.Puzzle([[1, 1], 1, 3], [[1, 1], 2, [1, 1]], title="x")
    rows = puzzle.solve().solution
    # True: solved (no goal here), the same picture as the rows given by hand.
    assert puzzle.render_bytes("png", solution=True) == puzzle.render_bytes("png", solution=rows)
    assert puzzle.render_bytes("png", solution=True) != puzzle.render_bytes("png")
    assert puzzle.render_bytes("png", solution=False) == puzzle.render_bytes("png")
    path = tmp_path / "solved.png"
    puzzle.render(path, solution=True)
    assert path.read_bytes().startswith(b"\x89PNG")
    # The goal picture, when the puzzle has one, without solving.
    pictured = nono.Puzzle.from_grid(rows)
    assert pictured.render_bytes("png", solution=True, title=False) == puzzle.render_bytes("png", solution=rows, title=False)
    # Several solutions: the first, with a warning; none: ValueError with the verdict.
    with pytest.warns(UserWarning, match=r"^2 solutions .*; drawing the first"):
        nono.read(CLI_DATA / "two_solutions.non").render_bytes("svg", solution=True)
    with pytest.raises(ValueError, match="no solution to draw"):
        nono.read(CLI_DATA / "contradiction.non").render_bytes("svg", solution=True)
    with pytest.raises(TypeError, match="solution must be None, True"):
        puzzle.render_bytes("svg", solution="yes")
