"""The option table (include/nono/solve_options.hpp) walked at the CLI's and the server's
edges: for every row, a value outside its range is refused with a message naming the option
and its range (exit 2 / HTTP 400), a value inside it is taken, and a row the server does not
take from a request is refused there whatever its value. The rows come from GET /api/info,
so a new row is tested without touching this file. (The Python and R keywords are walked by
bindings/python/tests/test_solve.py and bindings/r/tests/testthat/test-solve.R.)
Usage: python3 option_table_test.py NONO REPO"""
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from support import Server  # noqa: E402

NONO, REPO = sys.argv[1], sys.argv[2]
PUZZLE = os.path.join(REPO, "tests", "data", "cli", "letter_a.non")
with open(PUZZLE, encoding="utf-8") as f:
    PUZZLE_TEXT = f.read()


def algorithm_for(row):
    """A strategy that reads the row's option (the engine when every strategy does)."""
    return "engine" if row["read_by"] == "all" else row["read_by"].split()[0]


def outside(row):
    """Values outside the row's range, for its kind."""
    if row["kind"] == "line-solver":
        return ["no-such-solver"]
    values = [row["high"] * 10 if row["high"] > 0 else 1]
    if row["low"] > 0:
        values.append(row["low"] / 2)
    if row["kind"] != "seconds":
        values.append(row["low"] + 0.5)  # not a whole number
    return values


def inside(row):
    """A value inside the range: the default (always in it), as each edge spells it."""
    if row["kind"] == "line-solver":
        return row["default"]
    return float(row["default"])


def cli_text(value):
    return str(int(value)) if float(value) == int(value) and abs(value) < 1e15 else repr(value)


class OptionTable(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(NONO)
        status, _, info = cls.server.request("GET", "/api/info")
        assert status == 200, info
        cls.rows = info["options"]

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_every_row_has_a_kind_and_a_range(self):
        kinds = {"flag", "count", "seconds", "seed", "line-solver"}
        self.assertGreaterEqual(len(self.rows), 10)
        for row in self.rows:
            with self.subTest(row["name"]):
                self.assertIn(row["kind"], kinds)
                self.assertLessEqual(row["low"], row["high"])
                if row["kind"] in ("count", "seconds", "seed"):
                    self.assertLessEqual(row["low"], float(row["default"]))
                    self.assertLessEqual(float(row["default"]), row["high"])

    def cli(self, *arguments):
        return subprocess.run([NONO, "solve", "--json", *arguments, PUZZLE], capture_output=True, text=True,
                              timeout=120)

    def test_cli_refuses_outside_and_takes_inside(self):
        checked = 0
        for row in self.rows:
            flag = row.get("flag")
            if row["kind"] == "flag":
                continue  # a flag takes no value to range-check
            if not flag:
                continue
            algorithm = ["-a", algorithm_for(row)]
            for value in outside(row):
                with self.subTest(row["name"], value=value):
                    text = value if isinstance(value, str) else cli_text(value)
                    run = self.cli(*algorithm, flag, text)
                    self.assertEqual(run.returncode, 2, run.stderr)
                    self.assertIn(flag, run.stderr)
                    self.assertIn("must be", run.stderr)
            value = inside(row)
            with self.subTest(row["name"], value=value):
                run = self.cli(*algorithm, flag, value if isinstance(value, str) else cli_text(value))
                self.assertIn(run.returncode, (0, 10, 20, 30), run.stderr)
            checked += 1
        # --timeout, --max-nodes, --line-solver, --max-iter, --seed at least: the walk is real.
        self.assertGreaterEqual(checked, 5)

    def post(self, row, value):
        return self.server.post("/api/solve", {"text": PUZZLE_TEXT, "algorithm": algorithm_for(row),
                                               row["name"]: value})

    def test_server_refuses_outside_and_forbidden_and_takes_inside(self):
        forbidden = 0
        for row in self.rows:
            name = row["name"]
            if not row["server"]:
                with self.subTest(name, forbidden=True):
                    status, _, body = self.post(row, inside(row) if row["kind"] != "flag" else True)
                    self.assertEqual(status, 400, body)
                    self.assertIn(f'"{name}" is not taken from a request', body["error"])
                forbidden += 1
                continue
            bad = ["yes"] if row["kind"] == "flag" else outside(row) + (["ten"] if row["kind"] != "line-solver" else [])
            for value in bad:
                with self.subTest(name, value=value):
                    status, _, body = self.post(row, value)
                    self.assertEqual(status, 400, body)
                    self.assertIn(f'"{name}" must be', body["error"])
            value = True if row["kind"] == "flag" else inside(row)
            with self.subTest(name, value=value):
                status, _, body = self.post(row, value)
                self.assertEqual(status, 200, body)
        self.assertGreaterEqual(forbidden, 2)  # keep_solutions, memory_budget


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
