"""Ground truth beside each image (NAME.png or NAME.jpg -> NAME.json): what the image shows,
for measuring a reader. Written by the corpus generator; checked by tests/scan/corpus_test.py
(standard library only, so the check needs nothing the build does not have)."""
import json
import os
import struct

VERSION = 1


def clue_json(record, clue):
    if record["colour"]:
        return [[n, record["palette"][i]["rgb"]] for n, i in clue]
    return [n for n, _ in clue]


def make(record, *, image, style, family, split, kind, image_size, grid, state=None,
         greyed=None, corners=None, clue_boxes=None, extra=None):
    """The truth record. `grid` is the cell area (x, y, width, height) in image pixels, from
    the outer grid lines' centres; `corners` (photos) its four corners after warping, clockwise
    from the top left; `clue_boxes` each clue number's box (x, y, width, height), per line in
    clue order (an empty line: the box of its "0" where the style shows one, else null)."""
    truth = {
        "version": VERSION,
        "image": image,
        "style": style,
        "family": family,
        "split": split,
        "kind": kind,
        "source": record["source"],
        "title": record["title"],
        "width": record["width"],
        "height": record["height"],
        "colour": record["colour"],
        "background": record["palette"][0]["rgb"],
        "palette": [{"name": p["name"], "rgb": p["rgb"], "char": p["char"]}
                    for p in record["palette"][1:]],
        "rows": [clue_json(record, c) for c in record["rows"]],
        "columns": [clue_json(record, c) for c in record["columns"]],
        "solution": record["solution"],
        "state": state,
        "greyed": {"rows": greyed[0], "columns": greyed[1]} if greyed else {"rows": [], "columns": []},
        "image_size": list(image_size),
        "grid": {"x": round(grid[0], 2), "y": round(grid[1], 2),
                 "width": round(grid[2], 2), "height": round(grid[3], 2)},
    }
    if clue_boxes is not None:
        rnd = lambda box: box and [round(v, 1) for v in box]
        truth["clue_boxes"] = {k: [[rnd(b) for b in line] for line in v] for k, v in clue_boxes.items()}
    if corners is not None:
        truth["corners"] = [[round(x, 2), round(y, 2)] for x, y in corners]
    if extra:
        truth.update(extra)
    return truth


def write(truth, path):
    """One key a line, each value compact: small files that still diff by field."""
    lines = [f" {json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}" for k, v in truth.items()]
    with open(path, "w") as f:
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def image_size(path):
    """(width, height) of a PNG or a JPEG, from its header."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return struct.unpack(">II", data[16:24])
    if data[:2] != b"\xff\xd8":
        raise ValueError(f"{path}: neither PNG nor JPEG")
    i = 2
    while i < len(data):
        if data[i] != 0xFF:
            raise ValueError(f"{path}: bad JPEG marker at {i}")
        marker = data[i + 1]
        length = struct.unpack(">H", data[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            height, width = struct.unpack(">HH", data[i + 5:i + 9])
            return width, height
        i += 2 + length
    raise ValueError(f"{path}: JPEG without a frame header")


def line_runs(line, background):
    runs, previous, count = [], None, 0
    for ch in line + background:
        if ch == previous and ch != background:
            count += 1
            continue
        if previous is not None and previous != background:
            runs.append((count, previous))
        previous, count = ch, 1
    return runs


def problems(truth, folder):
    """Everything wrong with one truth file, as messages (empty when it is consistent)."""
    found = []
    width, height = truth["width"], truth["height"]
    rows, columns = truth["rows"], truth["columns"]
    if len(rows) != height or len(columns) != width:
        found.append(f"{len(rows)} row clues and {len(columns)} column clues for {width}x{height}")
        return found
    chars = {p["rgb"]: p["char"] for p in truth["palette"]}
    background = "." if truth["colour"] else "-"
    solution = truth["solution"]
    if len(solution) != height or any(len(r) != width for r in solution):
        return found + ["the solution is not width x height"]
    columns_text = ["".join(r[c] for r in solution) for c in range(width)]

    def expected(clue):
        if truth["colour"]:
            return [(n, chars.get(rgb, "?")) for n, rgb in clue]
        return [(n, "#") for n in clue]

    for kind, clues, lines in (("row", rows, solution), ("column", columns, columns_text)):
        for i, (clue, line) in enumerate(zip(clues, lines)):
            if line_runs(line, background) != expected(clue):
                found.append(f"{kind} {i + 1}: clue {clue} does not match the solution {line}")
    state = truth["state"]
    if state is not None:
        if len(state) != height or any(len(r) != width for r in state):
            found.append("the state is not width x height")
        else:
            for r in range(height):
                for c in range(width):
                    s, want = state[r][c], solution[r][c]
                    if s == "?" or s == want or (s == "-" and want == background):
                        continue
                    found.append(f"state cell row {r + 1} column {c + 1} is {s!r}, "
                                 f"the solution has {want!r}")
    path = os.path.join(folder, truth["image"])
    if not os.path.exists(path):
        return found + [f"no image {truth['image']}"]
    size = image_size(path)
    if list(size) != truth["image_size"]:
        found.append(f"image is {size}, the truth says {truth['image_size']}")
    g = truth["grid"]
    if truth["kind"] == "screenshot":
        ratio = (g["width"] / width) / (g["height"] / height)
        if abs(ratio - 1) > 0.03:
            found.append(f"cells are not square: {g['width'] / width:.2f} x {g['height'] / height:.2f} px")
    if not (0 <= g["x"] and 0 <= g["y"] and g["x"] + g["width"] <= size[0] + 1
            and g["y"] + g["height"] <= size[1] + 1):
        found.append(f"grid {g} outside the image {size}")
    return found
