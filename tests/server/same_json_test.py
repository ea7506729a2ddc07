"""The CLI's --json and the server's answers are one report (nono/report.hpp): for solve, check,
classify (the analysis) and repair, on puzzles with each verdict, the keys and their order are the
same, and so are the values that do not depend on how each front end runs the engine. A
screenshot read by `nono scan --json` and by POST /api/scan gives the same JSON, whole.
Usage: python3 same_json_test.py NONO REPO"""
import base64
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from support import Server  # noqa: E402

NONO, REPO = sys.argv[1], sys.argv[2]
DATA = os.path.join(REPO, "tests", "data", "cli")
PUZZLES = ["letter_a.non", "two_solutions.non", "contradiction.non"]


def cli_json(*arguments):
    run = subprocess.run([NONO, *arguments], capture_output=True, text=True, timeout=120)
    # classify prints its summary line after the puzzle's object: the first value is the report.
    return json.JSONDecoder().raw_decode(run.stdout)[0]


def keys(value):
    """The key paths of a JSON value, in order, nested objects included."""
    if isinstance(value, dict):
        return [(key, keys(inner)) for key, inner in value.items()]
    return None


class SameJson(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(NONO)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def post(self, route, path):
        with open(path, encoding="utf-8") as f:
            status, _, body = self.server.post(route, {"text": f.read()})
        self.assertEqual(status, 200, body)
        return body

    def test_solve(self):
        for name in PUZZLES:
            path = os.path.join(DATA, name)
            with self.subTest(name):
                cli, server = cli_json("solve", "--json", path), self.post("/api/solve", path)
                self.assertEqual(keys(cli), keys(server))
                for key in ["verdict", "verdict_text", "solutions_found", "algorithm", "puzzle"]:
                    self.assertEqual(cli[key], server[key], key)

    def test_scan(self):
        # One image of each verdict the committed subset has: unique, changed, inconsistent, not found.
        scans = os.path.join(REPO, "tests", "data", "scan")
        for name in ["tune/render-light/000-rcolour-10x10-c3-s1023.png", "tune/web-table/001-ex42.png",
                     "holdout/render-dark/001-ex62.png", "holdout/web-boxes/001-ex68.png"]:
            path = os.path.join(scans, name)
            with self.subTest(name), open(path, "rb") as f:
                status, _, server = self.server.post("/api/scan", {"base64": base64.b64encode(f.read()).decode()},
                                                     timeout=120)
                self.assertEqual(status, 200, server)
                self.assertEqual(cli_json("scan", "--json", path), server)

    def test_check(self):
        for name in PUZZLES:
            path = os.path.join(DATA, name)
            with self.subTest(name):
                cli, server = cli_json("check", "--json", path), self.post("/api/check", path)
                self.assertEqual(keys(cli), keys(server))
                for key in ["valid", "width", "rows", "columns", "verdict", "verdict_text", "line_solvable",
                            "line_open_cells", "differing_cells"]:
                    self.assertEqual(cli[key], server[key], key)

    def test_analysis(self):
        for name in PUZZLES:
            path = os.path.join(DATA, name)
            with self.subTest(name):
                cli = cli_json("classify", "--json", path)
                server = self.post("/api/classify", path)
                self.assertEqual(keys(cli), keys(server))
                for key in ["verdict", "verdict_text", "line_solvable", "rating", "line_open_cells", "differing_cells"]:
                    self.assertEqual(cli[key], server[key], key)

    def test_repair(self):
        # A 2x2 diagonal has two solutions; one change makes it unique (the same change for
        # both, as both run the same seeded search).
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "diagonal.txt")
            with open(path, "w", encoding="utf-8") as f:
                f.write("#-\n-#\n")
            cli = cli_json("repair", "--json", path)
        puzzle = {"width": 2, "height": 2, "rows": [[1], [1]], "columns": [[1], [1]], "solution": ["#-", "-#"]}
        status, _, server = self.server.post("/api/repair", {"puzzle": puzzle})
        self.assertEqual(status, 200, server)
        self.assertEqual(keys(cli), keys(server))
        self.assertEqual(list(cli), ["file", "target", "outcome", "max_changes", "changes", "before", "after",
                                     "picture", "evaluations"])
        self.assertIsNone(server["file"])
        for key in ["target", "outcome", "changes", "before", "after", "picture"]:
            self.assertEqual(cli[key], server[key], key)
        # "level" has one shape: the repaired picture's is classify's.
        classified = self.post("/api/classify", os.path.join(DATA, "letter_a.non"))
        self.assertEqual(list(cli["after"]["level"]), list(classified["level"]))


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
