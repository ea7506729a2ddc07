"""Feeds random and malformed bodies to every endpoint of `nono serve` (a fixed seed, so a
failure can be replayed) and checks that each answer is a JSON result or a JSON error with a
4xx/501/503 status, never a 500, a hang or a crash, and that the server is still up after.
Usage: python3 fuzz_test.py NONO REPO [COUNT]"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
from support import Server  # noqa: E402

NONO, REPO = sys.argv[1], sys.argv[2]
COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else 600
ENDPOINTS = ["/api/parse", "/api/solve", "/api/check", "/api/hint", "/api/convert", "/api/classify", "/api/render"]
SEEDS = [open(os.path.join(REPO, "tests", "data", "cli", name), encoding="utf-8").read()
         for name in ["letter_a.non", "two_solutions.non", "contradiction.non", "letter_a.txt"]]
# Colour puzzles too (a palette, coloured clues, boards in the palette's characters).
SEEDS += [open(os.path.join(REPO, "data", "colour", name), encoding="utf-8").read()
          for name in ["traffic-light.xml", "uk-flag.xml"]]
ALLOWED = {200, 400, 405, 413, 422, 501, 503}
rng = random.Random(20261123)


def mutate(text):
    chars = list(text)
    for _ in range(rng.randint(1, 8)):
        what = rng.random()
        position = rng.randrange(len(chars) + 1)
        if what < 0.4 and chars:
            del chars[min(position, len(chars) - 1)]
        elif what < 0.8:
            chars.insert(position, rng.choice("0123456789 ,#-.\n<>{}[]\"x\x00é-999999999"))
        else:
            chars[position:position] = list(rng.choice(SEEDS))[: rng.randint(0, 40)]
    return "".join(chars)


def random_value(depth=0):
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0: return None
    if kind == 1: return rng.choice([True, False])
    if kind == 2: return rng.choice([0, -1, 1, 2, 1.5, 1e308, -1e308, 2**64, 10**30])
    if kind == 3: return mutate(rng.choice(SEEDS))
    if kind == 4: return rng.choice(["", "non", "xml", "json", "grid", "engine", "?", "#", "\u0000"])
    if kind == 5: return [random_value(depth + 1) for _ in range(rng.randint(0, 4))]
    if kind == 6: return ["".join(rng.choice("#-?x.krg") for _ in range(rng.randint(0, 13))) for _ in range(rng.randint(0, 13))]
    return {rng.choice(["text", "puzzle", "rows", "columns", "width", "height", "solution"]): random_value(depth + 1)
            for _ in range(rng.randint(0, 4))}


def random_body():
    kind = rng.randrange(5)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))
    if kind == 1:
        text = json.dumps({"text": rng.choice(SEEDS)})
        return text[: rng.randint(0, len(text))]
    body = {key: random_value() for key in rng.sample(
        ["text", "puzzle", "format", "algorithm", "max_solutions", "timeout", "trace", "probing", "board", "to"],
        rng.randint(0, 6))}
    if kind >= 3:
        body["text"] = mutate(rng.choice(SEEDS))
    if kind == 4:
        body["puzzle"] = {"rows": random_value(), "columns": random_value(), "width": random_value()}
    return json.dumps(body)


# Bodies that once broke the server, sent to every endpoint before the random ones (issue 28:
# a body nested 50,000 deep overflowed a worker's stack and killed the server; 1e999 was a 500).
HOSTILE_SEEDS = [
    '{"puzzle":{"rows":' + "[" * 50000 + "]" * 50000 + ',"columns":[[1]]}}',
    '{"puzzle":' + "{\"a\":" * 20000 + "1" + "}" * 20000 + "}",
    '{"text": "x", "timeout": 1e999, "max_solutions": -1e999, "cell": 1e999}',
]


def colour_board_body():
    """A hint request on the traffic light with a board of the right shape in random cells
    (palette characters, unknowns, and characters no colour has), so the colour board reader
    and the colour hint are reached, not only the size checks."""
    board = ["".join(rng.choice(".krygk???") for _ in range(7)) for _ in range(13)]
    if rng.random() < 0.25:  # one cell no colour has
        row = rng.randrange(13)
        board[row] = board[row][:3] + rng.choice("#-x") + board[row][4:]
    return json.dumps({"text": SEEDS[4], "board": board})


def main():
    server = Server(NONO, "--timeout", "0.5", "--max-side", "100")
    statuses = {}
    failures = []
    seeds = [(endpoint, body) for body in HOSTILE_SEEDS for endpoint in ENDPOINTS]
    seeds += [("/api/hint", colour_board_body()) for _ in range(60)]
    try:
        for i in range(len(seeds) + COUNT):
            endpoint, body = seeds[i] if i < len(seeds) else (rng.choice(ENDPOINTS), random_body())
            if os.environ.get("FUZZ_VERBOSE"): print(i, endpoint, repr(body)[:300], flush=True)
            status, _, answer = server.post(endpoint, body)
            statuses[status] = statuses.get(status, 0) + 1
            if status not in ALLOWED or not isinstance(answer, dict) or (status != 200 and "error" not in answer):
                failures.append((i, endpoint, body[:200], status, str(answer)[:200]))
        alive = server.alive()
    finally:
        code = server.stop()
    print(f"{len(seeds)} hostile seeds and colour boards and {COUNT} random requests, statuses {dict(sorted(statuses.items()))}, server alive after: {alive}, exit {code}")
    for failure in failures[:10]:
        print("FAIL", failure)
    return 0 if not failures and alive and code == 0 and statuses.get(200, 0) > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
