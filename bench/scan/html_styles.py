"""HTML pages of our own, shot in headless Chromium by shoot.mjs: webpbn-like tables and
puzzle-nonograms-like boxes (web, 1x and 2x), two phone-game looks at 1080x2340 in light and
dark themes (status bar, header, toolbar, greyed done clues, part-played boards), and a
printed page for the simulated photos. Each function returns a page job: the HTML, the
viewport, the device pixel ratio and the truth fields the page decides (style, state)."""
from html import escape

import board
import states

# Fonts by split: the holdout styles use fonts the tune styles never show.
TUNE_FONTS = ["DejaVu Sans", "Liberation Sans", "FreeSans", "DejaVu Sans Condensed"]
HOLDOUT_FONTS = ["Noto Sans", "Lato", "Open Sans", "Roboto", "Cantarell", "Liberation Serif"]

WORDS = ["Daily", "Classic", "Expert", "Relax", "Animals", "Flowers", "Winter", "Mosaic",
         "Garden", "Ocean", "Robot", "Castle", "Coffee", "Rocket", "Forest", "Lantern"]


def played(record, rng, chance, low=0.15, high=0.7):
    """A part-played state (with its done lines) or (None, no lines)."""
    if rng.random() >= chance:
        return None, ([], [])
    state = states.part_played(record, rng, rng.uniform(low, high))
    return state, states.done_lines(record, state)


def job(html, width, height, dpr, style, state, greyed, full=False):
    return {"html": html, "width": width, "height": height, "dpr": dpr, "full": full,
            "style": style, "state": state, "greyed": greyed}


# ---------------------------------------------------------------- web-table (webpbn-like)

def webpbn_rows(record, state):
    """The table's rows: a corner, the stacked column clues, then per row its clue text and
    cells (thick borders every fifth line and around, played cells filled or dotted)."""
    width, height = record["width"], record["height"]
    chars = {p["char"]: p["rgb"] for p in record["palette"]}

    def number(axis, line, i, n, colour_index):
        attrs = f'data-clue="{axis}:{line}:{i}"'
        if record["colour"] and n:
            rgb = record["palette"][colour_index]["rgb"]
            return (f'<span class="k" {attrs} style="background:{rgb};color:{board.contrast_text(rgb)}">'
                    f"{n}</span>")
        return f'<span class="n" {attrs}>{n}</span>'

    def border(i, side):
        return f"border-{side}:2px solid #000;" if i % 5 == 0 else ""

    rows = ['<tr><td></td>']
    for c, clue in enumerate(record["columns"]):
        numbers = "".join(f"<div>{number('c', c, i, n, k)}</div>" for i, (n, k) in enumerate(clue)) \
            or f"<div>{number('c', c, 0, 0, 0)}</div>"
        rows.append(f'<td class="cc" style="{border(c, "left")}{"border-right:2px solid #000;" if c == width - 1 else ""}">{numbers}</td>')
    rows.append("</tr>")
    for r, clue in enumerate(record["rows"]):
        numbers = "".join(number("r", r, i, n, k) for i, (n, k) in enumerate(clue)) \
            or number("r", r, 0, 0, 0)
        tr = [f'<tr><td class="rc" style="{border(r, "top")}{"border-bottom:2px solid #000;" if r == height - 1 else ""}">{numbers}</td>']
        for c in range(width):
            style = border(c, "left") + border(r, "top")
            if c == width - 1:
                style += "border-right:2px solid #000;"
            if r == height - 1:
                style += "border-bottom:2px solid #000;"
            content = ""
            ch = state[r][c] if state else "?"
            if ch == "-":
                content = "<span style='color:#777'>&#8226;</span>"
            elif ch != "?":
                style += f"background:{chars[ch] if record['colour'] else '#000'};"
            mark = ' data-grid="1"' if (r, c) in ((0, 0), (height - 1, width - 1)) else ""
            tr.append(f'<td class="g"{mark} style="{style}">{content}</td>')
        rows.append("".join(tr) + "</tr>")
    return rows


def web_table(record, rng, dpr=None):
    font = rng.choice(TUNE_FONTS)
    cell = rng.choice([14, 16, 18, 20, 22])
    drawn = rng.choice([1, 2])  # drawn even when given, so the later draws stay the same
    dpr = dpr or drawn
    fs = round(cell * 0.62)
    state, greyed = played(record, rng, 0.35)
    colour_bg = "#e8e8e8" if rng.random() < 0.5 else "#ffffff"
    css = (f"body{{margin:12px}} table.p{{border-collapse:collapse;font-size:{fs}px}}"
           f"td.g{{width:{cell - 1}px;height:{cell - 1}px;min-width:{cell - 1}px;border:1px solid #9a9a9a;padding:0;text-align:center;line-height:1}}"
           f"td.cc{{vertical-align:bottom;text-align:center;border:1px solid #9a9a9a;background:{colour_bg};padding:2px 0 1px 0}}"
           f"td.rc{{text-align:right;white-space:nowrap;border:1px solid #9a9a9a;background:{colour_bg};padding:0 4px 0 2px;line-height:1}}"
           f"td.cc div{{line-height:1.15}} span.n{{padding:0 2px}} span.k{{padding:0 2px;margin-left:2px}}"
           # Stacked column numbers need no gaps: padding there widened narrow columns.
           f"td.cc span.n,td.cc span.k{{padding:0 1px;margin:0}}"
           f"a{{color:#1a0dab}} .nav{{font-size:13px;margin-bottom:8px}}")
    rows = webpbn_rows(record, state)
    width, height = record["width"], record["height"]
    number_id = rng.randrange(100, 40000)
    title = escape(record["title"] or f"{rng.choice(WORDS)} {rng.choice(WORDS)}")
    html = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>body{{font-family:'{font}';"
            f"background:#fff;color:#000}}{css}</style></head><body>"
            f"<div class='nav'><a>Home</a> | <a>Find Puzzles</a> | <a>Random</a> | <a>Help</a> | "
            f"<a>Log out</a></div><h3 style='margin:4px 0'>Puzzle #{number_id}: {title}</h3>"
            f"<p style='font-size:13px;margin:4px 0 10px'>Designed by {escape(rng.choice(WORDS))}. "
            f"Size {width}x{height}. Left click to fill, right click to mark empty.</p>"
            f"<table class='p'>{''.join(rows)}</table>"
            f"<p style='font-size:12px'>Puzzle difficulty: {rng.randrange(1, 5)} stars. "
            f"<a>Check</a> <a>Undo</a> <a>Show solution</a></p></body></html>")
    est_w = int(width * cell + 8 * fs * max(1, max(len(c) for c in record["rows"]) * 0.9) + 60)
    est_h = 200
    style = f"web-table-{font.replace(' ', '')}-cell{cell}-x{dpr}" + ("-played" if state else "")
    return job(html, max(est_w, 700), est_h, dpr, style, state, ([], []), full=True)


# ---------------------------------------------------------------- web-boxes (puzzle-nonograms-like)

def web_boxes(record, rng, print_page=False, dpr=None):
    font = rng.choice(HOLDOUT_FONTS)
    cell = rng.choice([18, 20, 24, 26, 28]) if not print_page else rng.choice([18, 20, 22])
    drawn = rng.choice([1, 2]) if not print_page else 3  # drawn even when given, as in web_table
    dpr = dpr or drawn
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "clues": "chip",
            "chip": rng.choice(["#d8d8d8", "#dde3ea", "#e4e4e4"]), "chip_radius": 0.0,
            "colour_clues": "text", "weight": "bold", "done": "#b0b0b0",
            "line": "#a0a0a0", "thin": 1, "thick": 2, "thick_colour": "#000000",
            "fill": "#1c1c1c", "cross": "x", "cross_colour": "#808080", "zero": rng.random() < 0.5}
    state, greyed = (None, ([], [])) if print_page else played(record, rng, 0.3)
    g = board.geometry(record, cell, slot_ratio=1.0, column_ratio=1.0, gap=2)
    g["font"] = 0.55 * cell
    bw, bh, _, _ = board.board_size(record, g)
    if print_page:
        html_board, _, _ = board.board(record, look, g, 40, 90, state)
        width, height = int(max(bw + 80, 600)), int(bh + 170)
        number = rng.randrange(1, 500)
        body = (board.text(40, 24, f"Nonogram No. {number}", 26, "#000", "bold") +
                board.text(40, 60, "Shade the cells so that each row and column shows its clues.", 13, "#333") +
                html_board + board.text(40, bh + 110, f"Puzzle {number} - {record['width']}x{record['height']} - solution on page 48",
                                        11, "#555"))
        return job(board.page(body, width, height, "#ffffff", font), width, height, dpr,
                   f"print-boxes-{font.replace(' ', '')}", None, ([], []))
    top = 110
    html_board, _, _ = board.board(record, look, g, 30, top, state, greyed)
    width = int(max(bw + 60, 520)) + 220
    height = int(bh + top + 110)
    nav = board.div(0, 0, width, 44, "background:#2c3e50")
    nav += board.text(16, 11, "Nonograms", 20, "#ffffff", "bold")
    for i, item in enumerate(["Daily", "Weekly", "Monthly", "Special", "Hall of Fame", "Forum"]):
        nav += board.text(160 + i * 90, 15, item, 13, "#d0dae4")
    head = board.text(30, 58, f"Nonograms {record['width']}x{record['height']} {rng.choice(WORDS)}", 17, "#222", "bold")
    head += board.text(30, 82, f"Puzzle ID: {rng.randrange(1000000, 9999999):,}", 12, "#666")
    side = board.div(width - 200, 60, 180, 250, "background:#f3f3f3;border:1px solid #ddd")
    side += board.text(width - 190, 70, "Timer 0" + f"{rng.randrange(0, 10)}:{rng.randrange(10, 60)}", 14, "#333")
    side += board.text(width - 190, 100, "Share your result", 12, "#336")
    foot = "".join(board.div(30 + i * 95, bh + top + 30, 85, 30, "background:#4a7bb7;border-radius:3px;"
                             "color:#fff;font-size:13px;display:flex;align-items:center;justify-content:center",
                             label) for i, label in enumerate(["Done", "Restart", "Check", "Settings"]))
    body = nav + head + side + html_board + foot
    style = f"web-boxes-{font.replace(' ', '')}-cell{cell}-x{dpr}" + ("-played" if state else "")
    return job(board.page(body, width, height, "#ffffff", font), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- phone games

PHONE_A = {
    "light": {"page": "#f4f6fa", "ink": "#1f2535", "paper": "#ffffff", "band": "#e6ebf5",
              "line": "#c3cad8", "thick_colour": "#4b5670", "fill": "#2f4a8a", "done": "#b8bfcc",
              "cross_colour": "#97a0b3", "chrome": "#1f2535", "muted": "#7a8296", "accent": "#3b6fe0",
              "highlight": "#dde7fb"},
    "dark": {"page": "#111318", "ink": "#e4e7ee", "paper": "#1b1e25", "band": "#20242d",
             "line": "#353b48", "thick_colour": "#9aa3b8", "fill": "#8fb0ff", "done": "#4c5466",
             "cross_colour": "#6c7489", "chrome": "#e4e7ee", "muted": "#8a92a6", "accent": "#6f9bff",
             "highlight": "#262d3d"},
}
PHONE_B = {
    "light": {"page": "#fffaf2", "ink": "#3a2e22", "paper": "#fffdf8", "band": None,
              "chip": "#f1e4cf", "line": "#e3d6c1", "thick_colour": "#e3d6c1", "blocks": "#f6efe2",
              "fill": "#e07a2f", "done": "#cdbfa8", "cross_colour": "#c9b79a", "chrome": "#3a2e22",
              "muted": "#9a8b75", "accent": "#e07a2f", "highlight": "#fbe6d2"},
    "dark": {"page": "#1a1a1f", "ink": "#f2efe9", "paper": "#232329", "band": None,
             "chip": "#33333b", "line": "#34343c", "thick_colour": "#34343c", "blocks": "#2a2a31",
             "fill": "#f0a04b", "done": "#55555f", "cross_colour": "#6a6a75", "chrome": "#f2efe9",
             "muted": "#8c8c99", "accent": "#f0a04b", "highlight": "#3a3129"},
}


def focus(look, record, rng):
    """Half the phone boards show the touched cell's row and column tinted."""
    if rng.random() < 0.5:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))


def phone_fit(record, avail_w, avail_h, slot_ratio, column_ratio, dpr):
    """The largest cell (a whole number of device pixels) whose board fits the space."""
    cell = 60.0
    while cell > 4:
        g = board.geometry(record, cell, slot_ratio, column_ratio)
        bw, bh, _, _ = board.board_size(record, g)
        if bw <= avail_w and bh <= avail_h:
            return g, bw, bh
        cell -= 1.0 / dpr
    raise ValueError(f"{record['name']} does not fit a phone screen")


def status_bar(width, theme, font, rng):
    clock = f"{rng.randrange(7, 23)}:{rng.randrange(0, 60):02d}"
    return (board.text(16, 6, clock, 13, theme["chrome"], "bold", font) +
            board.text(16, 6, f"{rng.randrange(12, 100)}%  \u25AE", 12, theme["chrome"], "normal", font, "right"))


def phone_a(record, rng, theme=None):
    # Colour numbers on a dark page are unreadable in their darker colours: light only.
    theme_name = "light" if record["colour"] else theme or rng.choice(["light", "dark"])
    theme = PHONE_A[theme_name]
    font = rng.choice(TUNE_FONTS)
    width, height, dpr = 360, 780, 3
    look = dict(theme, font=font, clues="text", colour_clues="text", thin=1 / 3, thick=1,
                cross="x", weight="bold", zero=False)
    state, greyed = played(record, rng, 0.8, 0.1, 0.6)
    focus(look, record, rng)
    g, bw, bh = phone_fit(record, width - 16, 540, 0.7, 0.7, dpr)
    top = 124 + (540 - bh) / 2 * 0.4
    x0 = (width - bw) / 2
    html_board, _, _ = board.board(record, look, g, x0, top, state, greyed)
    level = rng.randrange(1, 900)
    chrome = status_bar(width, theme, font, rng)
    chrome += board.text(14, 40, "\u2039", 30, theme["chrome"], "normal", font)
    chrome += board.text(0, 48, f"Level {level}", 19, theme["chrome"], "bold", font, "center", width)
    chrome += board.text(16, 48, "\u2665 \u2665 \u2661", 16, "#e0435a", "normal", font, "right")
    chrome += board.text(16, 86, f"{rng.choice(WORDS)}  \u00b7  {record['width']}x{record['height']}", 12,
                         theme["muted"], "normal", font)
    chrome += board.text(16, 86, f"{rng.randrange(0, 30):02d}:{rng.randrange(0, 60):02d}", 12, theme["muted"],
                         "normal", font, "right")
    tool_y = 680
    if record["colour"]:
        for i, p in enumerate(record["palette"][1:]):
            chrome += board.div(24 + i * 40, 640, 28, 28, f"background:{p['rgb']};border-radius:50%;"
                                + ("outline:3px solid " + theme["accent"] if i == 0 else ""))
    for i, (icon, label) in enumerate([("\u21B6", "Undo"), ("\u25A0", "Fill"), ("\u2715", "Cross"),
                                       ("\u2605", f"Hint {rng.randrange(0, 4)}")]):
        x = 20 + i * 85
        colour = theme["accent"] if label == "Fill" else theme["chrome"]
        chrome += board.text(x, tool_y, icon, 24, colour, "normal", font, "center", 70)
        chrome += board.text(x, tool_y + 34, label, 12, theme["muted"], "normal", font, "center", 70)
    chrome += board.div(0, 748, width, 32, f"background:{theme['band']}")
    chrome += board.text(0, 757, "Remove ads \u2022 Play more puzzles", 11, theme["muted"], "normal", font,
                         "center", width)
    style = f"phone-a-{theme_name}-{font.replace(' ', '')}" + ("-played" if state else "")
    return job(board.page(chrome + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def phone_b(record, rng, theme=None):
    theme_name = theme or rng.choice(["light", "dark"])
    theme = PHONE_B[theme_name]
    font = rng.choice(HOLDOUT_FONTS)
    width, height, dpr = 432, 936, 2.5
    look = dict(theme, font=font, clues="chip", colour_clues="chip", chip_radius=0.25, thin=0.8,
                thick=0.8, every=0, cross="dot", fill_inset=0.06, fill_radius=0.15, weight="normal",
                zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.8, 0.1, 0.6)
    focus(look, record, rng)
    g, bw, bh = phone_fit(record, width - 20, 620, 0.8, 0.8, dpr)
    top = 170
    x0 = (width - bw) / 2
    html_board, _, _ = board.board(record, look, g, x0, top, state, greyed)
    chrome = status_bar(width, theme, font, rng)
    chrome += board.text(20, 44, "\u2190", 22, theme["chrome"], "normal", font)
    chrome += board.text(0, 46, rng.choice(["Daily Challenge", "Picture Cross", "Logic Art", "Pixel Puzzle"]),
                         20, theme["chrome"], "bold", font, "center", width)
    chrome += board.text(20, 48, "\u2699", 20, theme["chrome"], "normal", font, "right")
    done = rng.randrange(5, 95)
    chrome += board.div(24, 100, width - 48, 8, f"background:{theme['chip']};border-radius:4px")
    chrome += board.div(24, 100, (width - 48) * done / 100, 8, f"background:{theme['accent']};border-radius:4px")
    chrome += board.text(24, 118, f"{done}% complete", 13, theme["muted"], "normal", font)
    chrome += board.text(24, 118, f"Mistakes {rng.randrange(0, 3)}/3", 13, theme["muted"], "normal", font, "right")
    y = 820
    labels = ["Undo", "Erase", "Pencil", "Hint"]
    for i, label in enumerate(labels):
        x = 24 + i * 100
        chrome += board.div(x, y, 84, 52, f"background:{theme['chip']};border-radius:14px")
        chrome += board.text(x, y + 17, label, 14, theme["chrome"], "normal", font, "center", 84)
    if record["colour"]:
        for i, p in enumerate(record["palette"][1:]):
            chrome += board.div(24 + i * 46, 770, 34, 34, f"background:{p['rgb']};border-radius:8px")
    style = f"phone-b-{theme_name}-{font.replace(' ', '')}" + ("-played" if state else "")
    return job(board.page(chrome + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)
