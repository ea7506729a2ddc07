"""Images drawn by `nono render` itself, in its looks: cell sizes, --scale, the title or
none, the dark theme and other colours, blank, part-played (--state) or solved boards. The
grid rectangle comes from the render layout (src/render/layout.cpp), checked on the pixels
by corpus.py."""
import os
import subprocess

import puzzles
import states


def layout_grid(record, cell, scale, title):
    """The cell area (x, y, width, height) as src/render/layout.cpp places it."""
    margin = max(4.0, round(cell / 2))
    row_slots = max([1] + [len(c) for c in record["rows"]])
    column_slots = max([1] + [len(c) for c in record["columns"]])
    title_height = round(1.6 * max(10.0, 0.8 * cell)) if title else 0
    x = margin + row_slots * cell
    y = margin + title_height + column_slots * cell
    return (x * scale, y * scale, record["width"] * cell * scale, record["height"] * cell * scale)


LOOKS = {
    # family render-light (tune): the default colours, printed-puzzle look
    "light": [],
    "light-ink": ["--ink", "#303030", "--fill", "#202020"],
    # family render-dark (holdout): other pages and inks
    "dark": ["--dark"],
    "sepia": ["--ink", "#5b4636", "--paper", "#f4ecd8", "--fill", "#5b4636"],
    "blue": ["--ink", "#1d3557", "--paper", "#f1faee", "--fill", "#457b9d"],
}


def clue_boxes(record, cell, grid):
    """Each clue number's slot (x, y, width, height): one cell-sized slot per number, the row
    clues ending at the grid's left edge, the column clues at its top edge."""
    x0, y0 = grid[0], grid[1]
    rows = [[[x0 - (max(1, len(c)) - i) * cell, y0 + r * cell, cell, cell] for i in range(max(1, len(c)))]
            for r, c in enumerate(record["rows"])]
    columns = [[[x0 + k * cell, y0 - (max(1, len(c)) - i) * cell, cell, cell] for i in range(max(1, len(c)))]
               for k, c in enumerate(record["columns"])]
    return {"rows": rows, "columns": columns}


def make(record, rng, out_base, nono, work, *, look, cells, scales, content=None):
    """Draws one image; returns (image path, truth fields)."""
    cell = rng.choice(cells)
    scale = rng.choice(scales)
    title = bool(record["title"]) and rng.random() < 0.5
    # nono render draws no colour states: colour puzzles are blank or solved.
    weights = [5, 0, 1] if record["colour"] else [5, 4, 1]
    content = content or rng.choices(["blank", "state", "solution"], weights)[0]
    source = os.path.join(work, record["name"] + ".json")
    puzzles.write_json(record, source)
    args = [nono, "render", source, "-o", out_base + ".png", "--cell", str(cell),
            "--scale", str(scale)] + LOOKS[look]
    if not title:
        args.append("--no-title")
    state = None
    if content == "state":
        state = states.part_played(record, rng, rng.uniform(0.15, 0.6))
        state_file = os.path.join(work, record["name"] + ".state")
        with open(state_file, "w") as f:
            f.write("\n".join(state) + "\n")
        args += ["--state", state_file]
    elif content == "solution":
        args.append("--solution")
        state = states.solved_state(record)
    subprocess.run(args, check=True, capture_output=True)
    grid = layout_grid(record, cell, scale, title and record["title"].strip() != "")
    style = f"render-{look}-cell{cell}-x{scale}" + ("-title" if title else "") + f"-{content}"
    return out_base + ".png", {"style": style, "grid": grid, "state": state, "cell": cell * scale}
