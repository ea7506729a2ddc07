"""API tests of `nono serve` over real HTTP: every endpoint, every error status, the limits
(body size, puzzle size, time, concurrent solves) and a clean shutdown.
Usage: python3 api_test.py NONO REPO"""
import base64
import concurrent.futures
import http.client
import json
import os
import signal
import socket
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from support import Server  # noqa: E402

NONO, REPO = sys.argv[1], sys.argv[2]
DATA = os.path.join(REPO, "tests", "data")


def read(*parts):
    with open(os.path.join(DATA, *parts), encoding="utf-8") as f:
        return f.read()


LETTER_A = read("cli", "letter_a.non")
LETTER_A_ROWS = ["-###-", "#---#", "#####", "#---#", "#---#"]
HARD = read("server", "random60_14.non")
with open(os.path.join(REPO, "data", "colour", "traffic-light.xml"), encoding="utf-8") as _f:
    TRAFFIC_LIGHT = _f.read()  # 7x13, black, red, amber and green on white (data/colour)
TRAFFIC_LIGHT_ROWS = [".kkkkk.", "kkrrrkk", "kkrrrkk", "kkkkkkk", "kkyyykk", "kkyyykk", "kkkkkkk",
                      "kkgggkk", "kkgggkk", ".kkkkk.", "...k...", "...k...", "..kkk.."]
PALETTE = [{"name": "white", "rgb": "#ffffff", "char": "."}, {"name": "red", "rgb": "#e02020", "char": "r"},
           {"name": "blue", "rgb": "#2040e0", "char": "b"}]
# Two solutions: the red cells on either diagonal of the top 2x2, a blue row below them.
COLOUR_TWO = {"width": 2, "height": 3, "palette": PALETTE,
              "rows": [[[1, "red"]], [[1, "red"]], [[2, "blue"]]],
              "columns": [[[1, "red"], [1, "blue"]], [[1, "red"], [1, "blue"]]]}  # no solver decides it (tests/data/server/README.md)


def replay(width, height, steps):
    """The board after every cell change of the trace, from all unknown."""
    cells = ["?"] * (width * height)
    for step in steps:
        for row, column, value in step["cells"]:
            cells[row * width + column] = value
    return ["".join(cells[r * width:(r + 1) * width]) for r in range(height)]


class Api(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(NONO, "--max-body", "200000", "--max-side", "60", "--timeout", "1",
                            "--max-solves", "1", "--queue-wait", "0.3")

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def error(self, response, status, pattern=None, line=None):
        got, headers, body = response
        self.assertEqual(got, status, body)
        self.assertIsInstance(body, dict)
        self.assertIn("error", body)
        self.assertIn("line", body)
        if pattern:
            self.assertRegex(body["error"], pattern)
        if line is not None:
            self.assertEqual(body["line"], line)
        return headers

    # The page and its files, from the binary.
    def test_page_and_assets(self):
        status, headers, body = self.server.request("GET", "/")
        self.assertEqual(status, 200)
        self.assertTrue(headers["Content-Type"].startswith("text/html"))
        # Relative paths: the same page is the static build's (scripts/build-web.sh), served
        # below a host's root too.
        self.assertIn(b'<script type="module" src="js/app.js">', body)
        status, headers, body = self.server.request("GET", "/js/app.js")
        self.assertEqual(status, 200)
        self.assertTrue(headers["Content-Type"].startswith("text/javascript"))
        self.assertEqual(self.server.request("GET", "/style.css")[0], 200)

    def test_unknown_path_is_404_json(self):
        self.error(self.server.request("GET", "/api/nothing"), 404)
        self.error(self.server.request("GET", "/../../etc/passwd"), 404)

    def test_info_reports_algorithms_and_limits(self):
        status, _, info = self.server.request("GET", "/api/info")
        self.assertEqual(status, 200)
        self.assertIn("engine", [a["name"] for a in info["algorithms"]])
        colour = {a["name"]: a["colour"] for a in info["algorithms"]}
        self.assertTrue(colour["engine"])
        self.assertFalse(colour["brute-force"])
        self.assertEqual(info["limits"]["max_side"], 60)
        self.assertEqual(info["limits"]["max_body_bytes"], 200000)
        self.assertTrue({"grid", "json", "non", "xml", "nin", "olsak", "mk", "cwd", "toml", "pbm", "png"} <= set(info["formats"]))

    # parse
    def test_parse_sniffs_every_format(self):
        for fmt in ["non", "xml", "json", "grid"]:
            status, _, converted = self.server.post("/api/convert", {"text": LETTER_A, "to": fmt} if fmt != "grid"
                                                    else {"text": read("cli", "letter_a.txt"), "to": fmt})
            self.assertEqual(status, 200, converted)
            status, _, parsed = self.server.post("/api/parse", {"text": converted["text"]})
            self.assertEqual(status, 200, parsed)
            self.assertEqual(parsed["format"], fmt)
            self.assertEqual(parsed["rows"], [[3], [1, 1], [5], [1, 1], [1, 1]])

    def test_parse_error_names_the_line(self):
        self.error(self.server.post("/api/parse", {"text": read("cli", "bad_clue.non")}), 422, line=6)
        self.error(self.server.post("/api/parse", {"text": read("cli", "bad_totals.non")}), 422, "column clues fill")

    def test_bad_bodies_are_400(self):
        self.error(self.server.post("/api/parse", '{"text": "x'), 400, "not JSON", line=1)
        self.error(self.server.post("/api/parse", '\n\n[1, 2,'), 400, "not JSON", line=3)
        self.error(self.server.post("/api/parse", "[1, 2]"), 400, "JSON object")
        self.error(self.server.post("/api/parse", {}), 400, '"text"')
        self.error(self.server.post("/api/parse", {"text": 5}), 400, '"text" must be a string')
        self.error(self.server.post("/api/parse", {"text": LETTER_A, "format": "gif"}), 400, "unknown format")
        self.error(self.server.post("/api/parse", {"puzzle": "rows"}), 400, "JSON object")

    def test_puzzle_object_form(self):
        status, _, parsed = self.server.post("/api/parse", {"puzzle": {"rows": [[1], [1]], "columns": [[1], [1]]}})
        self.assertEqual(status, 200, parsed)
        self.assertEqual((parsed["width"], parsed["height"]), (2, 2))

    def test_puzzle_size_limit_is_422(self):
        wide = "\n".join(["#" * 61] * 2)
        self.error(self.server.post("/api/parse", {"text": wide}), 422, "at most 60 cells")

    def test_body_size_limit_is_413(self):
        self.error(self.server.post("/api/parse", {"text": " " * 300000}), 413, "too large")
        self.assertTrue(self.server.alive())

    def test_get_on_a_post_route_is_405(self):
        headers = self.error(self.server.request("GET", "/api/solve"), 405)
        self.assertEqual(headers["Allow"], "POST")

    # solve
    def test_solve_unique_with_a_trace_that_replays_to_the_solution(self):
        status, _, result = self.server.post("/api/solve", {"text": LETTER_A, "trace": True})
        self.assertEqual(status, 200, result)
        self.assertEqual(result["verdict"], "unique")
        self.assertEqual(result["solutions"], [LETTER_A_ROWS])
        steps = result["trace"]["steps"]
        self.assertEqual((result["trace"]["schema"], result["trace"]["dropped"]), ("nono-trace", 0))
        self.assertEqual([s["n"] for s in steps], list(range(1, len(steps) + 1)))
        self.assertTrue(all(s["sentence"] for s in steps))
        self.assertTrue(all(s["kind"] in {"line", "probe", "forced", "guess", "backtrack",
                                          "contradiction", "solution"} for s in steps))
        self.assertEqual(replay(5, 5, steps), LETTER_A_ROWS)

    def test_solve_several_and_none(self):
        status, _, result = self.server.post("/api/solve", {"text": read("cli", "two_solutions.non"), "max_solutions": 0})
        self.assertEqual((status, result["verdict"], result["solutions_found"]), (200, "multiple", 2))
        self.assertEqual(sorted(map(tuple, result["solutions"])), [("#-", "-#"), ("-#", "#-")])
        status, _, result = self.server.post("/api/solve", {"text": read("cli", "contradiction.non")})
        self.assertEqual((status, result["verdict"]), (200, "none"))
        status, _, result = self.server.post("/api/solve", {"text": read("cli", "permutations5.non"), "max_solutions": 0})
        self.assertEqual(result["solutions_found"], 100)  # capped by the server's --max-solutions
        self.assertEqual(result["limit"], "solutions")

    def test_solve_option_errors(self):
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "algorithm": "magic"}), 400, "engine")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "max_solutions": -1}), 400, "max_solutions")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "max_solutions": 1.5}), 400, "whole number")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "timeout": "soon"}), 400, "timeout")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "trace": 1}), 400, "trace")

    def test_line_solver_is_used_or_refused(self):
        status, _, result = self.server.post("/api/solve", {"text": LETTER_A, "algorithm": "simpson",
                                                            "line_solver": "fast", "trace": True})
        self.assertEqual((status, result["verdict"], result["line_solver"]), (200, "unique", "fast"), result)
        self.assertEqual({s["solver"] for s in result["trace"]["steps"] if "solver" in s}, {"fast"})
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "line_solver": "magic"}), 400,
                   "\"line_solver\" must be a line solver's name \\(complete, .*\\(not 'magic'\\)")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "algorithm": "backtrack", "line_solver": "fast"}),
                   400, "applies to the algorithms engine, simpson, not backtrack")
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "line_solver": 3}), 400, "line_solver")
        _, _, info = self.server.request("GET", "/api/info")
        self.assertEqual({a["name"] for a in info["algorithms"] if a["line_solver"]}, {"engine", "simpson"})
        self.assertIn("olsak", [s["name"] for s in info["line_solvers"]])

    def test_large_answers_are_compressed_at_a_fast_setting(self):
        # A 17,265-step trace (2.9 MB of JSON): compressed by the server itself (brotli 4 or
        # gzip 1), not by httplib at brotli's slowest setting; Chromium decodes br in the
        # browser tests, gzip is decoded here.
        body = {"text": read("..", "..", "data", "examples", "ex36.non"), "algorithm": "backtrack", "trace": True}
        status, headers, result = self.server.post("/api/solve", body, headers={"Accept-Encoding": "gzip"})
        self.assertEqual((status, headers.get("Content-Encoding")), (200, "gzip"))
        self.assertEqual(len(result["trace"]["steps"]), 17265)
        self.assertEqual(headers["Vary"], "Accept-Encoding")
        for accept, coding in (("br", "br"), ("gzip;q=0, br", "br"), ("br;q=0, gzip", "gzip"), ("identity", None)):
            status, headers, _ = self.server.request("POST", "/api/solve", body=body, headers={"Accept-Encoding": accept})
            self.assertEqual((status, headers.get("Content-Encoding")), (200, coding), accept)
            self.assertEqual(headers["Content-Type"], "application/json; charset=utf-8")
        # Small answers are sent as they are.
        status, headers, _ = self.server.post("/api/solve", {"text": LETTER_A}, headers={"Accept-Encoding": "br"})
        self.assertNotIn("Content-Encoding", headers)

    def test_the_page_is_compressed_only_as_accept_encoding_allows(self):
        # httplib compressed the page's files when "br" or "gzip" appeared anywhere in the
        # header: brotli for "br;q=0" and for an unknown "x-nobr" (issue 45). An unknown or
        # refused coding is identity; copies of the header count together.
        def get(*accepts):
            connection = http.client.HTTPConnection(self.server.host, self.server.port, timeout=30)
            try:
                connection.putrequest("GET", "/", skip_accept_encoding=True)
                for accept in accepts:
                    connection.putheader("Accept-Encoding", accept)
                connection.endheaders()
                response = connection.getresponse()
                response.read()
                return response.status, response.getheader("Content-Encoding")
            finally:
                connection.close()
        for accepts, coding in ((("br;q=0, gzip;q=0",), None), (("x-nobr",), None), (("x-nobr, gzip",), "gzip"),
                                (("foo", "gzip"), "gzip"), (("br", "br"), "br"), (("compress",), None),
                                (("gzip;q=0.5",), "gzip")):
            self.assertEqual(get(*accepts), (200, coding), accepts)

    def test_hard_puzzle_stops_at_the_time_limit(self):
        started = time.monotonic()
        status, _, result = self.server.post("/api/solve", {"text": HARD, "timeout": 100})
        elapsed = time.monotonic() - started
        self.assertEqual(status, 200, result)
        self.assertEqual(result["verdict"], "undecided")
        self.assertEqual(result["limit"], "time")
        self.assertRegex(result["verdict_text"], r"^undecided: time limit")
        self.assertLess(elapsed, 50)  # capped at the server's --timeout 1, not the 100 asked (loose: a slow machine)

    # check, hint, convert, classify, render
    def test_check_tells_line_solvability_and_ambiguity(self):
        status, _, result = self.server.post("/api/check", {"text": "##\n#-"})
        self.assertEqual((status, result["verdict"], result["line_solvable"]), (200, "unique", True))
        self.assertEqual(result["line_open_cells"], [])
        # Letter A is unique, but line logic alone cannot tell whether the side columns (4) run
        # from row 1 or row 2: the two cells at each end of rows 1 and 5 stay open.
        status, _, result = self.server.post("/api/check", {"text": LETTER_A})
        self.assertEqual((status, result["verdict"], result["line_solvable"]), (200, "unique", False))
        self.assertEqual(result["line_open_cells"], [0, 1, 3, 4, 20, 21, 23, 24])
        status, _, result = self.server.post("/api/check", {"text": read("cli", "two_solutions.non")})
        self.assertEqual((result["verdict"], result["line_solvable"]), ("multiple", False))
        self.assertEqual(result["differing_cells"], [0, 1, 2, 3])
        self.assertEqual(result["line_open_cells"], [0, 1, 2, 3])

    def test_hint(self):
        empty = ["?????"] * 5
        status, _, hint = self.server.post("/api/hint", {"text": LETTER_A, "board": empty})
        self.assertEqual((status, hint["kind"], hint["row"]), (200, "line", 2))
        self.assertEqual(hint["cells"], [[2, 0, "#"], [2, 1, "#"], [2, 2, "#"], [2, 3, "#"], [2, 4, "#"]])
        self.assertRegex(hint["sentence"], r"^row 3 \(5\): cells 1-5 are filled")
        wrong = ["#-???"] + ["?????"] * 4
        status, _, hint = self.server.post("/api/hint", {"text": LETTER_A, "board": wrong})
        self.assertEqual((hint["kind"], hint["row"]), ("contradiction", 0))
        status, _, hint = self.server.post("/api/hint", {"text": LETTER_A, "board": LETTER_A_ROWS})
        self.assertEqual(hint["kind"], "done")
        status, _, hint = self.server.post("/api/hint", {"text": read("cli", "two_solutions.non"), "board": ["??", "??"]})
        self.assertEqual(hint["kind"], "stuck")
        self.error(self.server.post("/api/hint", {"text": LETTER_A}), 400, "board")
        self.error(self.server.post("/api/hint", {"text": LETTER_A, "board": ["?????"] * 4}), 400, "rows")
        self.error(self.server.post("/api/hint", {"text": LETTER_A, "board": ["??z??"] + ["?????"] * 4}), 400, "'z'")

    # Colour puzzles: the palette and each block's colour come back, grids are written in the
    # palette's characters, and a board is read in them.
    def test_colour_parse_and_solve(self):
        status, _, body = self.server.post("/api/parse", {"text": TRAFFIC_LIGHT})
        self.assertEqual(status, 200, body)
        self.assertEqual([c["char"] for c in body["palette"]], [".", "k", "r", "y", "g"])
        self.assertEqual(body["palette"][2], {"name": "red", "rgb": "#e02020", "char": "r"})
        self.assertEqual((body["rows"][1], body["row_colours"][1]), ([2, 3, 2], [1, 2, 1]))
        self.assertEqual(body["column_colours"][3], [1, 2, 1, 3, 1, 4, 1])
        self.assertEqual(body["goal"], TRAFFIC_LIGHT_ROWS)
        status, _, letter = self.server.post("/api/parse", {"text": LETTER_A})
        self.assertNotIn("palette", letter)  # black and white: the keys it always had
        status, _, result = self.server.post("/api/solve", {"text": TRAFFIC_LIGHT, "trace": True})
        self.assertEqual((status, result["verdict"]), (200, "unique"), result)
        self.assertEqual(result["solutions"], [TRAFFIC_LIGHT_ROWS])
        self.assertEqual(result["puzzle"]["palette"][4]["name"], "green")
        status, _, result = self.server.post("/api/solve", {"puzzle": COLOUR_TWO, "max_solutions": 0})
        self.assertEqual((result["verdict"], result["solutions_found"]), ("multiple", 2))
        self.assertEqual(sorted(result["solutions"]), [[".r", "r.", "bb"], ["r.", ".r", "bb"]])

    def test_colour_refused_by_black_and_white_algorithms(self):
        _, _, info = self.server.request("GET", "/api/info")
        takers = [a["name"] for a in info["algorithms"] if a["colour"]]
        for algorithm in [a["name"] for a in info["algorithms"] if not a["colour"]][:2]:
            self.error(self.server.post("/api/solve", {"text": TRAFFIC_LIGHT, "algorithm": algorithm}),
                       422, f"algorithm '{algorithm}' is black-and-white only; colour puzzles are solved by: " + ", ".join(takers))
        self.error(self.server.post("/api/solve", {"text": TRAFFIC_LIGHT, "line_solver": "fast"}), 422, "black-and-white only")
        # /api/info says which line solvers have a coloured form (the web app greys the others).
        colour_line_solvers = [s["name"] for s in info["line_solvers"] if s["colour"]]
        self.assertEqual(colour_line_solvers, ["complete", "bitwise", "enumerate"])
        for name in colour_line_solvers:
            status, _, result = self.server.post("/api/solve", {"text": TRAFFIC_LIGHT, "line_solver": name})
            self.assertEqual((status, result["verdict"]), (200, "unique"))

    def test_colour_check_and_classify(self):
        status, _, result = self.server.post("/api/check", {"text": TRAFFIC_LIGHT})
        self.assertEqual((status, result["verdict"], result["line_solvable"]), (200, "unique", True))
        # Cells decided to one colour are not open (they were counted open when not '#'/'-').
        self.assertEqual(result["line_open_cells"], [])
        self.assertEqual(result["solutions"], [TRAFFIC_LIGHT_ROWS])
        self.assertTrue(result["goal_matches"])
        status, _, result = self.server.post("/api/check", {"puzzle": COLOUR_TWO})
        self.assertEqual((result["verdict"], result["line_solvable"]), ("multiple", False))
        self.assertEqual(result["differing_cells"], [0, 1, 2, 3])
        self.assertEqual(result["line_open_cells"], [0, 1, 2, 3])  # the blue row is decided
        status, _, result = self.server.post("/api/classify", {"text": TRAFFIC_LIGHT})
        self.assertEqual((status, result["verdict"], result["rating"]), (200, "unique", "lines"))
        self.assertEqual(result["line_open_cells"], [])

    def test_colour_hint(self):
        empty = ["???????"] * 13
        status, _, hint = self.server.post("/api/hint", {"text": TRAFFIC_LIGHT, "board": empty})
        self.assertEqual((status, hint["kind"]), (200, "line"), hint)
        line = hint["row"] if "row" in hint else hint["column"]
        for row, column, value in hint["cells"]:  # every cell it tells is the picture's
            self.assertEqual(value, TRAFFIC_LIGHT_ROWS[row][column])
            self.assertEqual(line, row if "row" in hint else column)
        self.assertRegex(hint["sentence"], r"\(.*black.*\): cells? [0-9, -]+ (is|are) (black|red|amber|green)")
        # A red cell where the picture is black cannot be completed.
        wrong = ["?r?????"] + ["???????"] * 12
        status, _, hint = self.server.post("/api/hint", {"text": TRAFFIC_LIGHT, "board": wrong})
        self.assertEqual(hint["kind"], "contradiction", hint)
        status, _, hint = self.server.post("/api/hint", {"text": TRAFFIC_LIGHT, "board": TRAFFIC_LIGHT_ROWS})
        self.assertEqual(hint["kind"], "done")
        status, _, hint = self.server.post("/api/hint", {"puzzle": COLOUR_TWO, "board": ["??", "??", "bb"]})
        self.assertEqual(hint["kind"], "stuck")
        # '#' is no colour of this palette.
        self.error(self.server.post("/api/hint", {"text": TRAFFIC_LIGHT, "board": ["#??????"] + empty[1:]}),
                   400, "palette's characters")

    def test_colour_convert_render_and_repair(self):
        status, _, body = self.server.post("/api/convert", {"text": TRAFFIC_LIGHT, "to": "json"})
        self.assertEqual(status, 200, body)
        self.assertIn('[3,"red"]', body["text"].replace(" ", ""))
        # .non has no colours: said, not a 500 and not a silent loss.
        self.error(self.server.post("/api/convert", {"text": TRAFFIC_LIGHT, "to": "non"}), 422,
                   r"^the \.non format has no colours: write this colour puzzle as one of xml, json")
        status, _, body = self.server.post("/api/render", {"text": TRAFFIC_LIGHT, "image": "svg", "solution": True})
        self.assertEqual(status, 200, body)
        # The red cells in red (cairo writes #e02020 as percentages).
        self.assertRegex(body["svg"], r"fill:rgb\(87\.84\d*%,12\.54\d*%,12\.54\d*%\)")
        drawn = dict(COLOUR_TWO, solution=[".r", "r.", "bb"])
        self.error(self.server.post("/api/repair", {"puzzle": drawn}), 422, "black-and-white")

    def test_every_format_converts_and_parses_back_binary_ones_as_base64(self):
        import base64
        status, _, info = self.server.request("GET", "/api/info")
        table = info["format_table"]
        self.assertEqual([row["name"] for row in table], info["formats"])
        self.assertEqual(len(table), 11)
        solved = {"text": read("cli", "letter_a.txt")}  # a picture: every format can be written
        for row in table:
            status, _, converted = self.server.post("/api/convert", dict(solved, to=row["name"]))
            self.assertEqual(status, 200, (row["name"], converted))
            if row["binary"]:
                self.assertNotIn("text", converted)
                data = base64.b64decode(converted["base64"])
            else:
                data = converted["text"].encode("utf-8")
            # Sent as a file's bytes with its name, as the page sends every file it opens.
            status, _, parsed = self.server.post("/api/parse", {"base64": base64.b64encode(data).decode(),
                                                               "file_name": "letter." + row["extensions"][0]})
            self.assertEqual(status, 200, (row["name"], parsed))
            self.assertEqual(parsed["format"], row["name"])
            self.assertEqual(parsed["rows"], [[3], [1, 1], [5], [1, 1], [1, 1]], row["name"])
            self.assertEqual(parsed["count"], 1)
        # A P4 (binary) PBM, which the server does not write but reads.
        p4 = b"P4\n5 5\n" + bytes([0x70, 0x88, 0xF8, 0x88, 0x88])
        status, _, parsed = self.server.post("/api/parse", {"base64": base64.b64encode(p4).decode()})
        self.assertEqual(status, 200, parsed)
        self.assertEqual((parsed["format"], parsed["goal"]), ("pbm", LETTER_A_ROWS))
        # The extension decides over sniffing; "format" over the extension.
        status, _, parsed = self.server.post("/api/parse", {"text": LETTER_A, "file_name": "a.txt"})
        self.assertEqual(status, 422, parsed)
        status, _, parsed = self.server.post("/api/parse", {"text": LETTER_A, "file_name": "a.txt", "format": "non"})
        self.assertEqual((status, parsed["format"]), (200, "non"))
        self.error(self.server.post("/api/parse", {"base64": "not base64!"}), 400, "base64")
        self.error(self.server.post("/api/parse", {"text": "hello", "file_name": "notes.dat"}), 422,
                   "cannot tell the puzzle format of 'notes.dat' from its extension or its content; nono reads non, xml")
        self.error(self.server.post("/api/parse", {"base64": "", "text": LETTER_A}), 400, "not both")

    def test_a_file_holding_several_puzzles_lists_them_and_gives_the_one_asked_for(self):
        three = read("cli", "three_puzzles.xml")
        status, _, parsed = self.server.post("/api/parse", {"text": three})
        self.assertEqual(status, 200, parsed)
        self.assertEqual((parsed["count"], parsed["position"], parsed["title"]), (3, 1, "Letter A"))
        self.assertEqual(parsed["puzzles"], [
            {"position": 1, "title": "Letter A", "width": 5, "height": 5},
            {"position": 2, "title": "Two solutions", "width": 2, "height": 2},
            {"position": 3, "title": "Tall", "width": 1, "height": 3}])
        status, _, parsed = self.server.post("/api/parse", {"text": three, "position": 3})
        self.assertEqual((status, parsed["title"], parsed["position"]), (200, "Tall", 3))
        # Every other route needs the choice, and its message names the API's "position", not
        # the command line's --puzzle.
        self.error(self.server.post("/api/solve", {"text": three}), 422, 'holds 3 puzzles; choose one with "position": N')
        status, _, body = self.server.post("/api/solve", {"text": three})
        self.assertNotIn("--puzzle", body["error"])
        status, _, body = self.server.post("/api/solve", {"text": three, "position": 2})
        self.assertEqual((status, body["verdict"]), (200, "multiple"))
        self.error(self.server.post("/api/parse", {"text": three, "position": 4}), 422, "there is no puzzle 4")
        self.error(self.server.post("/api/parse", {"text": three, "position": 1.5}), 400, "whole number")
        self.error(self.server.post("/api/parse", {"text": LETTER_A, "position": 2}), 422, "only webpbn XML files hold several")

    def test_a_streamed_solve_sends_each_step_as_a_line_then_the_result(self):
        status, headers, body = self.server.post("/api/solve", {"text": LETTER_A, "stream": True})
        self.assertEqual(status, 200)
        self.assertTrue(headers["Content-Type"].startswith("application/x-ndjson"), headers)
        lines = [json.loads(line) for line in body.decode().splitlines()]
        steps, last = lines[:-1], lines[-1]
        self.assertTrue(steps and all(step["type"] == "step" for step in steps))
        self.assertEqual([step["n"] for step in steps], list(range(1, len(steps) + 1)))
        self.assertTrue(all(step["sentence"] for step in steps))
        self.assertEqual(replay(5, 5, steps), LETTER_A_ROWS)
        self.assertEqual((last["type"], last["verdict"], last["solutions"]), ("result", "unique", [LETTER_A_ROWS]))
        self.assertEqual(last["trace"], {"schema": "nono-trace", "version": 1, "dropped": 0, "steps": len(steps)})
        # The same steps as the whole answer's trace.
        status, _, whole = self.server.post("/api/solve", {"text": LETTER_A, "trace": True})
        self.assertEqual(whole["trace"]["steps"], steps)
        # Refused before it starts: the usual error answer.
        self.error(self.server.post("/api/solve", {"text": LETTER_A, "stream": True, "algorithm": "nope"}), 400)
        status, _, body = self.server.post("/api/solve", {"text": TRAFFIC_LIGHT, "stream": True, "algorithm": "backtrack"})
        self.assertEqual(status, 200)
        last = json.loads(body.decode().splitlines()[-1])
        self.assertEqual((last["type"], last["status"]), ("error", 422))
        self.assertRegex(last["error"], "black-and-white only")

    def test_convert_errors(self):
        self.error(self.server.post("/api/convert", {"text": LETTER_A}), 400, '"to"')
        self.error(self.server.post("/api/convert", {"text": LETTER_A, "to": "gif"}), 400, "unknown format")
        self.error(self.server.post("/api/convert", {"text": LETTER_A, "to": "grid"}), 422, "no picture")
        self.error(self.server.post("/api/convert", {"text": LETTER_A, "to": "png"}), 422, "no picture")

    def test_convert_to_png_answers_its_bytes_in_base64(self):
        # It answered 400 "binary" (issue 45).
        picture = read("cli", "letter_a.txt")
        status, _, body = self.server.post("/api/convert", {"text": picture, "to": "png"})
        self.assertEqual(status, 200, body)
        self.assertEqual(body["format"], "png")
        png = base64.b64decode(body["base64"], validate=True)
        self.assertTrue(png.startswith(b"\x89PNG\r\n\x1a\n"))
        status, _, pbm = self.server.post("/api/convert", {"text": picture, "to": "pbm"})
        self.assertEqual(status, 200, pbm)
        self.assertTrue(pbm["text"].startswith("P1"))

    def test_classify_and_render(self):
        status, _, body = self.server.post("/api/classify", {"text": LETTER_A})
        self.assertEqual(status, 200, body)
        self.assertEqual(body["verdict"], "unique")
        self.assertIn(body["rating"], ["lines", "probing", "search"])
        self.assertIn("outcome", body["level"])
        status, _, body = self.server.post("/api/render", {"text": LETTER_A, "image": "svg", "solution": True})
        self.assertEqual(status, 200, body)
        self.assertTrue(body["svg"].lstrip().startswith("<?xml") or "<svg" in body["svg"][:300], body["svg"][:200])
        status, _, body = self.server.post("/api/render", {"text": LETTER_A})
        self.assertEqual(status, 200, body)
        import base64
        self.assertEqual(base64.b64decode(body["png_base64"])[:8], b"\x89PNG\r\n\x1a\n")
        self.error(self.server.post("/api/render", {"text": LETTER_A, "image": "gif"}), 400)
        self.error(self.server.post("/api/render", {"text": "rows"}), 422)

    def test_repair_makes_a_drawn_picture_unique(self):
        # A 2x2 diagonal has two solutions: one change makes it unique.
        puzzle = {"width": 2, "height": 2, "rows": [[1], [1]], "columns": [[1], [1]], "solution": ["#-", "-#"]}
        status, _, body = self.server.post("/api/repair", {"puzzle": puzzle})
        self.assertEqual(status, 200, body)
        self.assertEqual(body["outcome"], "repaired")
        self.assertEqual(len(body["changes"]), 1)
        picture = body["picture"]
        rows = [[len(run) for run in row.split("-") if run] for row in picture]
        columns = [[len(run) for run in "".join(col).split("-") if run] for col in zip(*picture)]
        status, _, check = self.server.post("/api/check", {"puzzle": {"width": 2, "height": 2, "rows": rows, "columns": columns}})
        self.assertEqual(check["verdict"], "unique", check)
        self.error(self.server.post("/api/repair", {"text": LETTER_A}), 422, "picture")
        self.error(self.server.post("/api/repair", {"puzzle": puzzle, "max_changes": 0}), 400)

    def test_import_makes_a_picture_a_puzzle_as_nono_import_does(self):
        import subprocess
        sailboat = os.path.join(REPO, "data", "images", "sailboat.png")
        with open(sailboat, "rb") as f:
            encoded = base64.b64encode(f.read()).decode()
        status, _, body = self.server.post("/api/import", {"base64": encoded, "width": 20, "title": "sailboat"})
        self.assertEqual(status, 200, body)
        cli = json.loads(subprocess.run([NONO, "import", sailboat, "--width", "20", "--json"], check=True,
                                        capture_output=True, text=True).stdout)
        self.assertEqual((body["format"], body["title"], body["width"], body["height"]), ("png", "sailboat", 20, cli["height"]))
        self.assertEqual(body["goal"], cli["picture"])
        self.assertEqual((body["threshold"], body["image"]), (cli["threshold"], cli["image"]))
        status, _, body = self.server.post("/api/import", {"base64": encoded, "width": 12, "colours": 3})
        self.assertEqual((status, body["threshold"], len(body["palette"])), (200, None, 3), body)
        self.error(self.server.post("/api/import", {"base64": base64.b64encode(b"not a picture").decode(), "width": 5}), 422)
        self.error(self.server.post("/api/import", {"text": "x"}), 400, "base64")
        # A 6000x5000 grey PNG of 30 million pixels, 30 KB compressed: refused from its header.
        import struct
        import zlib
        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        rows = zlib.compress((b"\0" + b"\xff" * 6000) * 5000, 9)
        large = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 6000, 5000, 8, 0, 0, 0, 0))
                 + chunk(b"IDAT", rows) + chunk(b"IEND", b""))
        self.assertLess(len(large), 100000)
        self.error(self.server.post("/api/import", {"base64": base64.b64encode(large).decode(), "width": 10}), 422,
                   "6000x5000 pixels, more than the 25000000")
        self.error(self.server.post("/api/import", {"base64": encoded, "width": 201}), 400, "width")
        self.error(self.server.post("/api/import", {"base64": encoded, "colours": 3, "threshold": 100}), 400, "k-means")

    def test_no_file_named_by_a_request_is_read(self):
        # A path is only ever puzzle text: it fails to parse as one.
        self.error(self.server.post("/api/parse", {"text": "/etc/passwd"}), 422)
        self.error(self.server.post("/api/parse", {"text": os.path.join(DATA, "cli", "letter_a.non")}), 422)

    # many at once: one solve slot, a short queue
    def test_concurrent_solves_get_a_result_or_503(self):
        def solve(_):
            return self.server.post("/api/solve", {"text": HARD}, timeout=60)

        with concurrent.futures.ThreadPoolExecutor(max_workers=12) as pool:
            answers = list(pool.map(solve, range(12)))
        statuses = sorted(a[0] for a in answers)
        self.assertTrue(set(statuses) <= {200, 503}, statuses)
        self.assertIn(200, statuses)
        self.assertIn(503, statuses)
        for status, headers, body in answers:
            if status == 503:
                self.assertEqual(headers["Retry-After"], "2")
                self.assertRegex(body["error"], "busy")
            else:
                self.assertEqual(body["verdict"], "undecided")
        self.assertTrue(self.server.alive())


class Shutdown(unittest.TestCase):
    def test_sigterm_during_a_solve_stops_cleanly(self):
        server = Server(NONO, "--timeout", "60")
        answer = {}
        thread = threading.Thread(target=lambda: answer.update(r=server.post("/api/solve", {"text": HARD})))
        thread.start()
        time.sleep(0.5)
        started = time.monotonic()
        code = server.stop(timeout=15)
        self.assertEqual(code, 0)
        self.assertLess(time.monotonic() - started, 10)
        thread.join(timeout=10)
        self.assertIn("nono: stopped", server.process.stdout.read())

    def test_a_streamed_solve_stops_when_the_client_goes(self):
        # One solve at a time, each allowed 10 minutes: the next solve is answered only if the
        # abandoned one stopped (else it waits 60 s for the slot and is refused).
        server = Server(NONO, "--timeout", "600", "--max-solves", "1", "--queue-wait", "60")
        try:
            connection = http.client.HTTPConnection(server.host, server.port, timeout=60)
            connection.request("POST", "/api/solve", headers={"Content-Type": "application/json"},
                               body=json.dumps({"text": HARD, "algorithm": "backtrack", "stream": True}))
            response = connection.getresponse()
            self.assertEqual(response.status, 200)
            # The first step arrives while the solve still runs.
            self.assertEqual(json.loads(response.readline())["type"], "step")
            response.close()
            connection.close()
            status, _, body = server.post("/api/solve", {"text": LETTER_A}, timeout=120)
            self.assertEqual((status, body.get("verdict")), (200, "unique"), body)
            self.assertTrue(server.alive())
        finally:
            self.assertEqual(server.stop(timeout=15), 0)

    def test_a_streamed_solve_that_sends_nothing_more_stops_when_the_client_goes(self):
        # Past --max-trace-steps a streamed solve sends nothing until its result, so the server
        # learns that the client left only by looking at the socket, not by a failed write.
        server = Server(NONO, "--timeout", "600", "--max-solves", "1", "--queue-wait", "60", "--max-trace-steps", "1")
        try:
            connection = http.client.HTTPConnection(server.host, server.port, timeout=60)
            connection.request("POST", "/api/solve", headers={"Content-Type": "application/json"},
                               body=json.dumps({"text": HARD, "algorithm": "backtrack", "stream": True}))
            response = connection.getresponse()
            self.assertEqual(json.loads(response.readline())["type"], "step")
            response.close()
            connection.close()
            status, _, body = server.post("/api/solve", {"text": LETTER_A}, timeout=120)
            self.assertEqual((status, body.get("verdict")), (200, "unique"), body)
        finally:
            self.assertEqual(server.stop(timeout=15), 0)

    def test_a_client_that_closes_its_sending_side_after_the_request_gets_the_answer(self):
        # nc -N and socat shut their sending side when their input ends: the closed client the
        # streamed answers watch for is no closed client to any other answer.
        server = Server(NONO)
        try:
            with socket.create_connection((server.host, server.port), timeout=30) as client:
                client.sendall(f"GET /api/info HTTP/1.0\r\nHost: {server.host}:{server.port}\r\n\r\n".encode())
                client.shutdown(socket.SHUT_WR)
                answer = b""
                while chunk := client.recv(65536):
                    answer += chunk
            self.assertTrue(answer.startswith(b"HTTP/1.1 200"), answer[:80])
            self.assertIn(b'"name":"nono"', answer.replace(b" ", b""))
        finally:
            self.assertEqual(server.stop(timeout=15), 0)

    def test_sigterm_during_a_streamed_solve_stops_at_once(self):
        server = Server(NONO, "--timeout", "600")
        connection = http.client.HTTPConnection(server.host, server.port, timeout=60)
        connection.request("POST", "/api/solve", headers={"Content-Type": "application/json"},
                           body=json.dumps({"text": HARD, "algorithm": "backtrack", "stream": True}))
        response = connection.getresponse()
        self.assertEqual(json.loads(response.readline())["type"], "step")
        started = time.monotonic()
        self.assertEqual(server.stop(timeout=15), 0)
        self.assertLess(time.monotonic() - started, 10)
        # The answer either ends with the stopped solve's result, or is cut off before it (as
        # the server's shutdown and the stream's last write meet).
        try:
            last = json.loads(response.read().decode().splitlines()[-1])
            self.assertEqual(last["type"], "result")
            self.assertNotIn(last["verdict"], ("unique", "multiple", "none"))  # stopped, not decided
        except (http.client.IncompleteRead, ConnectionError):
            pass
        connection.close()

    def test_sigint_stops_an_idle_server(self):
        server = Server(NONO)
        server.process.send_signal(signal.SIGINT)
        self.assertEqual(server.process.wait(timeout=10), 0)

    def test_busy_port_is_a_usage_error(self):
        server = Server(NONO)
        try:
            import subprocess
            other = subprocess.run([NONO, "serve", "--port", str(server.port)], capture_output=True, text=True, timeout=10)
            self.assertEqual(other.returncode, 2)
            self.assertIn("cannot listen", other.stderr)
        finally:
            server.stop()


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
