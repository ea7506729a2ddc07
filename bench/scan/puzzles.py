"""The puzzles the scan corpus draws: real ones (data/examples, data/colour, ../shared/puzzles)
and random ones (`nono generate` for black and white, seeded blob pictures for colour), each
read through `nono convert` / `nono solve` into one plain record the styles draw from."""
import concurrent.futures
import glob
import json
import os
import random
import subprocess

import truth

REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared", "puzzles"))

BW_PALETTE = [{"name": "white", "rgb": "#ffffff", "char": "-"},
              {"name": "black", "rgb": "#000000", "char": "#"}]

# Colours for random colour pictures: distinct under the usual colour-vision differences and
# against white, light and dark pages.
COLOUR_CHOICES = [("red", "#e02020"), ("green", "#20a040"), ("blue", "#2050d0"),
                  ("yellow", "#f0c020"), ("black", "#202020"), ("orange", "#f08020"),
                  ("purple", "#8030b0"), ("brown", "#8b5a2b"), ("pink", "#f080c0"),
                  ("cyan", "#20b0c0")]
CHARS = "abcdefghijklmnopqrstuvwxyz"


def run_nono(nono, *args):
    return subprocess.run([nono, *args], check=True, capture_output=True, text=True).stdout


def clues_of(lines, background):
    """Runs of equal non-background characters: [(length, char), ...] per line."""
    return [truth.line_runs(line, background) for line in lines]


def record_from_solution(name, source, title, solution, palette):
    """A puzzle record whose clues are read off its solution picture."""
    chars = {p["char"]: i for i, p in enumerate(palette)}
    background = palette[0]["char"]
    columns = ["".join(row[c] for row in solution) for c in range(len(solution[0]))]
    to_idx = lambda clue: [(n, chars[ch]) for n, ch in clue]
    return {"name": name, "source": source, "title": title,
            "width": len(solution[0]), "height": len(solution),
            "palette": palette, "colour": len(palette) > 2,
            "rows": [to_idx(c) for c in clues_of(solution, background)],
            "columns": [to_idx(c) for c in clues_of(columns, background)],
            "solution": solution}


def load_file(nono, path, name):
    """A puzzle file read by nono; its solution is the file's goal or the first one found."""
    data = json.loads(run_nono(nono, "convert", path, "-", "--to", "json"))
    solution = data.get("solution")
    if solution is None:
        solved = json.loads(run_nono_allow(nono, "solve", path, "--json", "--timeout", "20"))
        if not solved.get("solutions"):
            return None
        solution = solved["solutions"][0]
    if "palette" in data:
        palette = [{"name": p["name"], "rgb": p["rgb"].lower(), "char": p["char"]}
                   for p in data["palette"]]
    else:
        palette = BW_PALETTE
    source = os.path.relpath(path, os.path.dirname(REPO)) if path.startswith(SHARED) \
        else os.path.relpath(path, REPO)
    record = record_from_solution(name, source, data.get("title", ""), solution, palette)
    record["file"] = path
    return record


def run_nono_allow(nono, *args):
    """nono whose exit code says a verdict (10 several solutions is fine here)."""
    return subprocess.run([nono, *args], capture_output=True, text=True).stdout


def real_puzzles(nono, max_side=40):
    files = sorted(glob.glob(os.path.join(REPO, "data", "examples", "*.non")))
    files += sorted(glob.glob(os.path.join(REPO, "data", "colour", "*.xml")))
    for folder in ("webpbn-free", "nonogram-db", "jwilk"):
        files += sorted(glob.glob(os.path.join(SHARED, folder, "*.non")))

    def load(path):
        base = os.path.splitext(os.path.basename(path))[0]
        folder = os.path.basename(os.path.dirname(path))
        name = base if folder in ("examples", "colour", "webpbn-free", "nonogram-db") \
            else folder + "-" + base
        return load_file(nono, path, name)

    # nono runs in parallel (the work is process start-up); the order stays the files' order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        records = list(pool.map(load, files))
    return [r for r in records if r and r["width"] <= max_side and r["height"] <= max_side
            and min(r["width"], r["height"]) >= 5]


def generated_puzzle(nono, width, height, density, seed):
    """A unique random black-and-white puzzle from `nono generate`."""
    line = run_nono(nono, "generate", "--size", f"{width}x{height}", "--density", str(density),
                    "--seed", str(seed), "-j", "1", "--no-progress")
    data = json.loads(line.splitlines()[0])
    solution = [row.replace(".", "-") for row in data["solution"]]
    return record_from_solution(
        f"gen-{width}x{height}-d{int(density * 100)}-s{seed}",
        f"nono generate --size {width}x{height} --density {density} --seed {seed}",
        "", solution, BW_PALETTE)


# The fresh families' colour pictures (bench/scan/README.md): 3 to 6 colours, with pairs that
# sit close together (two reds, two greens, two blues, orange and yellow) as colour games have.
CLOSE_PAIRS = [(("red", "#d62828"), ("crimson", "#9d1c24")),
               (("green", "#2f9e44"), ("dark green", "#1f6b34")),
               (("blue", "#1c5fc9"), ("sky", "#4f9be6")),
               (("orange", "#f08c1c"), ("yellow", "#f2c21b")),
               (("pink", "#e05a9a"), ("magenta", "#b8328a"))]
OTHER_COLOURS = [("black", "#1b1b1b"), ("brown", "#7a4a22"), ("grey", "#8d8d8d"), ("teal", "#139a9a"),
                 ("purple", "#6e3fb0"), ("olive", "#8a8f2a"), ("navy", "#1d2b64")]


def random_colour_puzzle(width, height, colours, seed):
    """A random colour picture of blobs (a few smoothing passes over noise), as a puzzle."""
    rng = random.Random(seed)
    return blob_puzzle(width, height, rng.sample(COLOUR_CHOICES, colours), rng, "rcolour", seed)


def close_colour_puzzle(width, height, colours, seed):
    """A blob picture of `colours` colours, one or two pairs of them close (CLOSE_PAIRS)."""
    rng = random.Random(f"close:{seed}")
    pairs = rng.sample(CLOSE_PAIRS, 2 if colours >= 5 else 1)
    choice = [c for pair in pairs for c in pair]
    choice += rng.sample(OTHER_COLOURS, colours - len(choice))
    rng.shuffle(choice)
    return blob_puzzle(width, height, choice, rng, "ccolour", seed)


# The fresh2 families' colour pictures: 4 to 8 colours of the soft palettes colour games use.
GAME_COLOURS = [("coral", "#ef6f5e"), ("mint", "#3fbf9a"), ("sky", "#48a6e8"), ("lavender", "#9a7fe0"),
                ("mustard", "#e0a92a"), ("navy", "#243a73"), ("rose", "#d9487c"), ("leaf", "#6aa13a"),
                ("chocolate", "#6b3f2a"), ("charcoal", "#383c44"), ("peach", "#f7b58c"), ("teal", "#1f8c8c")]


def game_colour_puzzle(width, height, colours, seed):
    """A blob picture of `colours` colours from GAME_COLOURS (at most 7: nono takes 8 with the
    background)."""
    rng = random.Random(f"game:{seed}")
    return blob_puzzle(width, height, rng.sample(GAME_COLOURS, colours), rng, "gcolour", seed)


def blob_puzzle(width, height, choice, rng, prefix, seed):
    colours = len(choice)
    palette = [{"name": "white", "rgb": "#ffffff", "char": "."}]
    palette += [{"name": n, "rgb": rgb, "char": CHARS[i]} for i, (n, rgb) in enumerate(choice)]
    grid = [[rng.randrange(colours + 2) for _ in range(width)] for _ in range(height)]
    for _ in range(2):
        new = []
        for r in range(height):
            row = []
            for c in range(width):
                votes = {}
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        rr, cc = r + dr, c + dc
                        if 0 <= rr < height and 0 <= cc < width:
                            votes[grid[rr][cc]] = votes.get(grid[rr][cc], 0) + 1
                best = max(votes.values())
                winners = sorted(k for k, v in votes.items() if v == best)
                row.append(grid[r][c] if grid[r][c] in winners else rng.choice(winners))
            new.append(row)
        grid = new
    # Values 0 and colours+1 are both background: about a third of the picture.
    solution = ["".join(palette[v]["char"] if 0 < v <= colours else "." for v in row)
                for row in grid]
    function = {"rcolour": "random_colour_puzzle", "ccolour": "close_colour_puzzle",
                "gcolour": "game_colour_puzzle"}[prefix]
    return record_from_solution(f"{prefix}-{width}x{height}-c{colours}-s{seed}",
                                f"bench/scan/puzzles.py {function}({width}, {height}, "
                                f"{colours}, {seed})", "", solution, palette)


def write_json(record, path):
    """The record as a nono JSON puzzle file (clues, palette, the solution as its goal)."""
    names = [p["name"] for p in record["palette"]]
    data = {"title": record["title"], "width": record["width"], "height": record["height"]}
    if record["colour"]:
        data["palette"] = record["palette"]
        line = lambda clue: [[n, names[i]] for n, i in clue]
    else:
        line = lambda clue: [n for n, _ in clue]
    data["rows"] = [line(c) for c in record["rows"]]
    data["columns"] = [line(c) for c in record["columns"]]
    data["solution"] = record["solution"] if record["colour"] else \
        [row.replace("-", ".") for row in record["solution"]]
    with open(path, "w") as f:
        json.dump(data, f)
