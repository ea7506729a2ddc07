"""The fresh families' pages (split `fresh`, bench/scan/README.md; unseen last round, development
data now): looks the eight earlier families do not have, after the pages and apps players use,
in fonts kept from the readers while they were unseen. A griddlers-like web page (clue tables
with their own borders, coloured fifth lines, browser zoom), a Nonogram.com-like phone game (1080x2400 and 1170x2532), a desktop or tablet app
(window chrome, side panels full of other numbers, the board off centre), colour puzzles in
another look (close colours, numbers in their colour or on boxes of it) and a newspaper or
magazine page for photos. Each function returns a page job as html_styles' do."""
from html import escape

import board
from html_styles import WORDS, job, played

# The fresh families' own fonts (kept from the digit trainer while they were unseen; the
# trainer may draw them now): the tune and holdout families never use them.
FRESH_FONTS = ["Inter", "Nimbus Sans", "Carlito"]

TEXT = ("the puzzle each row and column numbers tell how many cells in a run are shaded in order "
        "with at least one blank between runs readers who finish send the picture to our office "
        "last week winners were drawn from many entries the council met on tuesday to discuss the "
        "new market hall plans and weather for the weekend looks mild with some rain in the north "
        "a local team won the cup after a long season while the library opens late on thursdays").split()


def fit(record, avail_w, avail_h, slot_ratio, column_ratio, dpr, largest, gap=None):
    """The largest cell (a whole number of device pixels, at most `largest` CSS px) whose board
    fits the space: (geometry, board width, board height)."""
    cell = float(largest)
    while cell > 4:
        g = board.geometry(record, cell, slot_ratio, column_ratio, gap)
        bw, bh, _, _ = board.board_size(record, g)
        if bw <= avail_w and bh <= avail_h:
            return g, bw, bh
        cell -= 1.0 / dpr
    raise ValueError(f"{record['name']} does not fit {avail_w}x{avail_h}")


def words(rng, count):
    return " ".join(rng.choice(TEXT) for _ in range(count))


# ---------------------------------------------------------------- web-griddlers

GRIDDLERS_FIFTHS = ["#d83a3a", "#2f62c8", "#2a8a3e"]


def griddlers_clues(record, cell, gx, gy, rslots, cslots, sep, look, greyed):
    """The two clue tables: a bordered square cell per number slot (numbers at the grid's end
    of the line, empty slots blank), each table framed, `sep` px away from the grid."""
    out = []
    border = f"border:1px solid {look['clue_line']};box-sizing:border-box;"
    flex = "display:flex;align-items:center;justify-content:center;"
    left, top = gx - sep - rslots * cell, gy - sep - cslots * cell
    out.append(board.div(left - 2, gy - 2, rslots * cell + 4, record["height"] * cell + 4,
                         f"border:2px solid {look['frame']};box-sizing:border-box;background:{look['clue_bg']}"))
    out.append(board.div(gx - 2, top - 2, record["width"] * cell + 4, cslots * cell + 4,
                         f"border:2px solid {look['frame']};box-sizing:border-box;background:{look['clue_bg']}"))
    for axis, clues, done in (("r", record["rows"], greyed[0]), ("c", record["columns"], greyed[1])):
        slots = rslots if axis == "r" else cslots
        for line, clue in enumerate(clues):
            numbers = list(clue)
            for s in range(slots):
                i = s - (slots - len(numbers))
                if axis == "r":
                    x, y = left + s * cell, gy + line * cell
                else:
                    x, y = gx + line * cell, top + s * cell
                if i < 0:
                    out.append(board.div(x, y, cell, cell, border))
                    continue
                n, k = numbers[i]
                bg, ink = "transparent", look["ink"]
                if record["colour"]:
                    bg = record["palette"][k]["rgb"]
                    ink = board.contrast_text(bg)
                if line in done:
                    ink = look["done"] if not record["colour"] else ink
                fade = "opacity:0.45;" if line in done and record["colour"] else ""
                out.append(board.div(x, y, cell, cell, f"{border}{flex}background:{bg};color:{ink};"
                                     f"font-size:{look['font_size']:.2f}px;{fade}", str(n),
                                     f'data-clue="{axis}:{line}:{i}"'))
    return out


def web_griddlers(record, rng):
    font = rng.choice(["Nimbus Sans", "Carlito", "Inter"])
    cell = rng.choice([16, 18, 20, 22])
    dpr = rng.choice([1, 1.25, 1.5, 2])
    fifth = rng.choice(GRIDDLERS_FIFTHS)
    state, greyed = played(record, rng, 0.35)
    two_digit = any(n >= 10 for clues in (record["rows"], record["columns"]) for c in clues for n, _ in c)
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "line": "#bcbcbc", "thin": 1,
            "thick": rng.choice([1, 2]), "thick_colour": fifth, "outer_colour": "#000000",
            "fill": "#000000", "cross": rng.choice(["x", "dot"]), "cross_colour": "#6b6b6b",
            "clue_line": "#b0b0b0", "frame": "#404040", "clue_bg": rng.choice(["#ffffff", "#f4f4ec", "#eef2f8"]),
            "done": "#b4b4b4", "font_size": cell * (0.56 if two_digit else 0.66)}
    rslots = max([1] + [len(c) for c in record["rows"]])
    cslots = max([1] + [len(c) for c in record["columns"]])
    sep = rng.choice([3, 5, 8])
    bw, bh = (rslots + record["width"]) * cell + sep, (cslots + record["height"]) * cell + sep
    x0, y0 = 30, 150
    gx, gy = x0 + rslots * cell + sep, y0 + cslots * cell + sep
    g = {"cell": cell}
    parts = [f'<div style="font-family:\'{font}\';line-height:1">']
    parts += griddlers_clues(record, cell, gx, gy, rslots, cslots, sep, look, greyed)
    parts += board.cells_html(record, look, g, gx, gy, state)
    parts += board.lines_html(record, look, g, gx, gy)
    parts.append("</div>")
    width = int(max(bw + 60, 640)) + 230
    height = int(y0 + bh + 90)
    body = griddlers_chrome(record, rng, width, height, bh, y0, font) + "".join(parts)
    style = f"web-griddlers-{font.replace(' ', '')}-cell{cell}-zoom{dpr}" + ("-played" if state else "")
    return job(board.page(body, width, height, "#ffffff", font), width, height, dpr, style, state, greyed)


def griddlers_chrome(record, rng, width, height, bh, y0, font):
    top = board.div(0, 0, width, 52, "background:#f7f1e1;border-bottom:3px solid #c89b3c")
    top += board.text(18, 12, "PuzzleGrids", 24, "#6b4a12", "bold")
    for i, item in enumerate(["Puzzles", "Black & White", "Colour", "Contests", "Forum", "My account"]):
        top += board.text(190 + i * 100, 20, item, 13, "#5a4a2a")
    number = rng.randrange(10000, 300000)
    kind = "Colour" if record["colour"] else "Black & White"
    info = board.text(30, 66, f"Puzzle #{number}: {escape(rng.choice(WORDS))} {escape(rng.choice(WORDS))}",
                      18, "#222", "bold")
    info += board.text(30, 94, f"{record['width']}x{record['height']} \u00b7 {kind} \u00b7 Solved by "
                               f"{rng.randrange(20, 9000):,} \u00b7 Rating {rng.uniform(3, 5):.1f}", 12, "#555")
    info += board.text(30, 114, "Left click: fill \u00b7 right click: dot \u00b7 drag for lines", 12, "#777")
    side_x = width - 210
    side = board.div(side_x, 66, 190, 230, "background:#fbfaf6;border:1px solid #d8cfb8")
    side += board.text(side_x + 12, 78, "Your time", 12, "#777")
    side += board.text(side_x + 12, 96, f"00:{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}", 20, "#333", "bold")
    side += board.text(side_x + 12, 134, "Best solvers", 12, "#777")
    for i in range(4):
        side += board.text(side_x + 12, 154 + i * 20, f"{i + 1}. {rng.choice(WORDS).lower()}{rng.randrange(1, 99)}"
                                                       f"  {rng.randrange(1, 30)}:{rng.randrange(0, 60):02d}", 12, "#444")
    side += board.text(side_x + 12, 248, f"Points: {rng.randrange(1, 40) * 10}", 13, "#6b4a12", "bold")
    foot = "".join(board.div(30 + i * 92, y0 + bh + 30, 82, 28, "background:#c89b3c;border-radius:2px;color:#fff;"
                             "font-size:13px;display:flex;align-items:center;justify-content:center", label)
                   for i, label in enumerate(["Check", "Undo", "Clear", "Solution"]))
    return top + info + side + foot


# ---------------------------------------------------------------- phone-c (Nonogram.com-like)

PHONE_C = {
    "light": {"page": "#ffffff", "ink": "#34405e", "paper": "#ffffff", "band": "#eef2fa", "stripe": "#e4eaf6",
              "line": "#cfd6e4", "thick_colour": "#6a7898", "fill": "#33476f", "done": "#bcc4d6",
              "cross_colour": "#7d8bb0", "chrome": "#2c3550", "muted": "#8a93aa", "accent": "#6a5cf0",
              "highlight": "#dfe7fb", "button": "#eef0fb"},
    "dark": {"page": "#121419", "ink": "#c7d0e8", "paper": "#1c1f26", "band": "#232731", "stripe": "#282d38",
             "line": "#353b49", "thick_colour": "#7f8cad", "fill": "#8c9cff", "done": "#4b5266",
             "cross_colour": "#6f7895", "chrome": "#e2e6f0", "muted": "#7b8399", "accent": "#9b8cff",
             "highlight": "#283047", "button": "#232735"},
}


def ios_status(width, theme, rng):
    clock = f"{rng.randrange(1, 13)}:{rng.randrange(0, 60):02d}"
    bar = board.text(30, 16, clock, 16, theme["chrome"], "600", None, "center", 50)
    bar += board.div(width / 2 - 60, 10, 120, 34, "background:#000;border-radius:17px")
    bar += board.text(22, 17, "\u2582\u2584\u2586 \u25AD", 13, theme["chrome"], "normal", None, "right")
    return bar


def android_status(width, theme, rng):
    clock = f"{rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}"
    bar = board.text(18, 8, clock, 13, theme["chrome"])
    bar += board.div(width / 2 - 6, 8, 12, 12, "background:#000;border-radius:50%")
    bar += board.text(16, 8, f"5G \u25B2 {rng.randrange(5, 100)}%", 12, theme["chrome"], "normal", None, "right")
    return bar


def phone_c(record, rng):
    theme_name = "light" if record["colour"] else rng.choice(["light", "dark"])
    theme = PHONE_C[theme_name]
    font = rng.choice(["Inter", "Inter", "Carlito"])
    width, height, phone = rng.choice([(360, 800, "android"), (390, 844, "ios")])
    dpr = 3
    look = dict(theme, font=font, clues="text", colour_clues="text", thin=0.5, thick=1.5,
                cross="x", weight=rng.choice(["500", "600"]), zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.75, 0.1, 0.65)
    if rng.random() < 0.6:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    top = 150 if phone == "ios" else 128
    avail_h = height - top - 250
    g, bw, bh = fit(record, width - 12, avail_h, 0.75, 0.8, dpr, 40)
    x0 = (width - bw) / 2
    html_board, _, _ = board.board(record, look, g, x0, top, state, greyed)
    chrome = (ios_status if phone == "ios" else android_status)(width, theme, rng)
    chrome += phone_c_header(record, theme, rng, width, top - 78)
    chrome += phone_c_tools(record, theme, rng, width, top + bh + 24, state)
    chrome += phone_c_ad(theme, rng, width, height)
    style = f"phone-c-{phone}{width * dpr}x{height * dpr}-{theme_name}-{font.replace(' ', '')}" \
        + ("-played" if state else "")
    return job(board.page(chrome + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def phone_c_header(record, theme, rng, width, y):
    head = board.text(16, y, "\u2190", 22, theme["chrome"])
    title = rng.choice([f"Level {rng.randrange(2, 2000)}", f"Daily Challenge",
                        f"{rng.choice(['Nov', 'Dec', 'Jan', 'Mar'])} {rng.randrange(1, 29)}"])
    head += board.text(0, y + 2, title, 18, theme["chrome"], "600", None, "center", width)
    head += board.text(16, y + 2, "\u2699", 20, theme["chrome"], "normal", None, "right")
    lives = rng.randrange(0, 4)
    head += board.text(16, y + 40, "\u2665" * lives + "\u2661" * (3 - lives), 16, "#e5485d")
    head += board.text(0, y + 42, f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}", 13, theme["muted"],
                       "normal", None, "center", width)
    head += board.text(16, y + 42, f"\u2605 {rng.randrange(0, 5000):,}", 13, theme["muted"], "normal", None, "right")
    return head


def phone_c_tools(record, theme, rng, width, y, state):
    tools = ""
    if record["colour"]:
        for i, p in enumerate(record["palette"][1:]):
            tools += board.div(20 + i * 42, y, 32, 32, f"background:{p['rgb']};border-radius:50%;"
                               + (f"box-shadow:0 0 0 3px {theme['page']},0 0 0 5px {theme['accent']}" if i == 0 else ""))
        y += 48
    # The fill / cross toggle, the hint bulb with its count, undo.
    tools += board.div(width / 2 - 80, y, 160, 48, f"background:{theme['button']};border-radius:24px")
    tools += board.div(width / 2 - 76, y + 4, 76, 40, f"background:{theme['accent']};border-radius:20px")
    tools += board.text(width / 2 - 76, y + 12, "\u25A0", 18, "#ffffff", "normal", None, "center", 76)
    tools += board.text(width / 2, y + 11, "\u2715", 18, theme["chrome"], "normal", None, "center", 76)
    tools += board.div(24, y + 2, 44, 44, f"background:{theme['button']};border-radius:50%")
    tools += board.text(24, y + 12, "\u21B6", 20, theme["chrome"], "normal", None, "center", 44)
    tools += board.div(width - 68, y + 2, 44, 44, f"background:{theme['button']};border-radius:50%")
    tools += board.text(width - 68, y + 11, "\u2726", 18, theme["chrome"], "normal", None, "center", 44)
    tools += board.div(width - 36, y - 2, 18, 18, f"background:{theme['accent']};border-radius:50%;color:#fff;"
                       "font-size:11px;display:flex;align-items:center;justify-content:center",
                       str(rng.randrange(0, 4)))
    return tools


def phone_c_ad(theme, rng, width, height):
    y = height - 58 - (20 if rng.random() < 0.5 else 0)
    colours = rng.choice([("#ff7a45", "#ffb347"), ("#3a7bd5", "#00d2ff"), ("#7f53ac", "#647dee")])
    ad = board.div(0, y, width, 58, f"background:linear-gradient(90deg,{colours[0]},{colours[1]})")
    ad += board.text(12, y + 10, rng.choice(["Merge Garden", "Block Blast", "Word Trip", "Solitaire+"]), 15,
                     "#ffffff", "bold")
    ad += board.text(12, y + 32, f"\u2605\u2605\u2605\u2605\u2606 {rng.uniform(3.9, 4.9):.1f}  FREE", 11, "#ffffff")
    ad += board.div(width - 92, y + 14, 80, 30, "background:#ffffff;border-radius:15px;color:#333;font-size:13px;"
                    "display:flex;align-items:center;justify-content:center", "INSTALL")
    ad += board.text(2, y + 2, "Ad", 9, "#ffffff", "normal", None, "right")
    return ad


# ---------------------------------------------------------------- desktop-app (desktop or tablet)

# (CSS width, CSS height, device pixel ratio, window chrome): laptops at 100/125/150 %, tablets.
SCREENS = [(1280, 800, 1, "windows"), (1366, 768, 1, "windows"), (1536, 864, 1.25, "windows"),
           (1280, 720, 1.5, "mac"), (1440, 900, 2, "mac"), (1024, 768, 2, "tablet"), (1180, 820, 2, "tablet")]
DESKTOP = {"page": "#f3f3f3", "panel": "#ffffff", "panel_line": "#dcdcdc", "ink": "#1a1a1a",
           "muted": "#6d6d6d", "accent": "#0a64c8", "title": "#ffffff"}


def desktop_app(record, rng):
    font = rng.choice(["Carlito", "Nimbus Sans", "Inter"])
    width, height, dpr, chrome_kind = rng.choice(SCREENS)
    theme = DESKTOP
    look = {"font": font, "ink": "#111111", "paper": "#ffffff", "band": rng.choice([None, "#e9e9e9", "#f1efe6"]),
            "clues": "text", "colour_clues": "text", "weight": rng.choice(["normal", "bold"]), "done": "#b0b0b0",
            "line": "#b4b4b4", "thin": 1, "thick": 2, "thick_colour": "#222222", "fill": "#2a2a2a",
            "cross": rng.choice(["x", "dot"]), "cross_colour": "#8a8a8a", "zero": rng.random() < 0.4}
    state, greyed = played(record, rng, 0.6, 0.1, 0.7)
    top = 32 + (0 if chrome_kind == "tablet" else 28) + 12  # title bar (or app bar), menu bar
    left_w, right_w = 230, 210
    area_w, area_h = width - left_w - right_w - 30, height - top - 40
    g, bw, bh = fit(record, area_w, area_h, 0.8, 0.8, dpr, 32)
    # Not centred: near the left panel, or pushed right, and near the top.
    x0 = left_w + 15 + (area_w - bw) * rng.choice([0.0, 0.15, 0.7, 1.0])
    y0 = top + 6 + (area_h - bh) * rng.uniform(0, 0.35)
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    chrome = desktop_window(record, rng, theme, width, height, chrome_kind, top)
    chrome += desktop_left(record, rng, theme, top, height, left_w)
    chrome += desktop_right(record, rng, theme, width - right_w, top, height, right_w, state)
    style = f"desktop-app-{chrome_kind}{int(width * dpr)}x{int(height * dpr)}-{font.replace(' ', '')}" \
        + ("-played" if state else "")
    return job(board.page(chrome + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def desktop_window(record, rng, theme, width, height, kind, top):
    name = f"{rng.choice(WORDS).lower()}-{rng.randrange(1, 500)}.non"
    if kind == "tablet":
        bar = board.div(0, 0, width, 44, f"background:{theme['accent']}")
        bar += board.text(16, 11, f"\u2190  Picross Studio \u00b7 {name}", 17, "#ffffff", "bold")
        bar += board.text(16, 13, f"{rng.randrange(1, 13)}:{rng.randrange(0, 60):02d}  \u25AE {rng.randrange(10, 100)}%",
                          13, "#ffffff", "normal", None, "right")
        return bar
    bar = board.div(0, 0, width, 32, "background:#2b2b2b" if kind == "mac" else f"background:{theme['accent']}")
    if kind == "mac":
        for i, colour in enumerate(["#ff5f57", "#febc2e", "#28c840"]):
            bar += board.div(12 + i * 20, 10, 12, 12, f"background:{colour};border-radius:50%")
        bar += board.text(0, 8, f"Picross Studio \u2014 {name}", 13, "#dddddd", "normal", None, "center", width)
    else:
        bar += board.text(12, 8, f"Nonogram Player - {name}", 13, theme["title"])
        bar += board.text(14, 4, "\u2014    \u25A1    \u2715", 15, theme["title"], "normal", None, "right")
    menu = board.div(0, 32, width, 28, "background:#fafafa;border-bottom:1px solid #ddd")
    for i, item in enumerate(["File", "Edit", "View", "Puzzle", "Tools", "Help"]):
        menu += board.text(12 + i * 58, 38, item, 13, theme["ink"])
    status = board.div(0, height - 22, width, 22, "background:#ececec;border-top:1px solid #d4d4d4")
    status += board.text(10, height - 18, f"Ready   |   Filled {rng.randrange(0, 600)} of "
                                          f"{record['width'] * record['height']}   |   Zoom {rng.choice([75, 100, 125, 150])}%",
                         11, theme["muted"])
    return bar + menu + status


def desktop_left(record, rng, theme, top, height, w):
    side = board.div(0, top, w, height - top - 22, f"background:{theme['panel']};border-right:1px solid {theme['panel_line']}")
    side += board.text(14, top + 12, "Puzzles", 15, theme["ink"], "bold")
    for i in range(min(14, int((height - top - 120) / 40))):
        y = top + 44 + i * 40
        size = rng.choice(["10x10", "15x15", "20x15", "25x25", "30x30", "40x30"])
        solved = rng.random() < 0.5
        if i == 3:
            side += board.div(4, y - 4, w - 8, 36, f"background:#e3eefb;border-radius:4px")
        side += board.text(14, y, f"#{rng.randrange(1, 300)} {rng.choice(WORDS)}", 13, theme["ink"])
        side += board.text(14, y + 16, f"{size}  \u00b7  " + (f"\u2713 {rng.randrange(1, 40)}:{rng.randrange(0, 60):02d}"
                                                                if solved else "not solved"), 11, theme["muted"])
    return side


def desktop_right(record, rng, theme, x, top, height, w, state):
    side = board.div(x, top, w, height - top - 22, f"background:{theme['panel']};border-left:1px solid {theme['panel_line']}")
    items = [("Time", f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}"), ("Score", f"{rng.randrange(0, 9999):,}"),
             ("Moves", str(rng.randrange(0, 900))), ("Hints left", str(rng.randrange(0, 6))),
             ("Mistakes", str(rng.randrange(0, 4)))]
    for i, (label, value) in enumerate(items):
        y = top + 14 + i * 52
        side += board.text(x + 16, y, label, 12, theme["muted"])
        side += board.text(x + 16, y + 16, value, 22 if i == 0 else 17, theme["ink"], "bold")
    y = top + 14 + len(items) * 52 + 6
    if state and rng.random() < 0.6:
        # The picture so far, a pixel a cell, as apps show it (no grid lines).
        px = max(1, min(4, int(120 / max(record["width"], record["height"]))))
        side += board.text(x + 16, y, "Preview", 12, theme["muted"])
        cells = []
        chars = {p["char"]: p["rgb"] for p in record["palette"]}
        for r, line in enumerate(state):
            for c, ch in enumerate(line):
                if ch not in "?-":
                    cells.append(board.div(x + 16 + c * px, y + 20 + r * px, px, px,
                                           f"background:{chars[ch] if record['colour'] else '#222'}"))
        side += board.div(x + 15, y + 19, record["width"] * px + 2, record["height"] * px + 2,
                          "border:1px solid #ccc;background:#fff") + "".join(cells)
        y += 30 + record["height"] * px
    for i, label in enumerate(["Check", "Hint", "Restart"]):
        side += board.div(x + 16, y + 10 + i * 40, w - 32, 30, f"background:#f0f0f0;border:1px solid #c8c8c8;"
                          "border-radius:3px;font-size:13px;display:flex;align-items:center;justify-content:center", label)
    if record["colour"]:
        for i, p in enumerate(record["palette"][1:]):
            side += board.div(x + 16 + (i % 6) * 28, y + 140 + (i // 6) * 28, 22, 22,
                              f"background:{p['rgb']};border:1px solid #999")
    return side


# ---------------------------------------------------------------- colour-c (colour puzzles)

def colour_page(record, rng):
    """A colour puzzle page: clue numbers in their colour on white (the lightest on a box of
    their colour), or every number on a box of its colour (white or black digits), a palette
    to pick from beside the board."""
    font = rng.choice(["Inter", "Nimbus Sans", "Carlito"])
    cell = rng.choice([18, 20, 22, 24, 26])
    dpr = rng.choice([1, 1.5, 2])
    mode = rng.choice(["text", "boxes", "boxes-round"])
    look = {"font": font, "ink": "#222222", "paper": "#ffffff", "band": None,
            "clues": "text", "colour_clues": "text" if mode == "text" else "chip",
            "chip_radius": 0.3 if mode == "boxes-round" else 0.04, "chip": "#eeeeee",
            "dark_text_from": 150 if mode == "text" else 185,  # boxes: white digits but on the lightest
            "weight": rng.choice(["bold", "600"]), "done": "#c8c8c8", "line": "#cdcdcd", "thin": 1, "thick": 1.5,
            "thick_colour": "#7a7a7a", "fill": "#222", "cross": "dot", "cross_colour": "#9a9a9a", "zero": False}
    state, greyed = played(record, rng, 0.35)
    g = board.geometry(record, cell, 0.8, 0.8, gap=4)
    bw, bh, _, _ = board.board_size(record, g)
    x0, y0 = 40, 120
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    width, height = int(bw + x0 + 240), int(max(bh + y0 + 60, 560))
    head = board.div(0, 0, width, 56, "background:#263238")
    head += board.text(20, 15, "Colour Nonograms", 21, "#ffffff", "bold")
    head += board.text(20, 20, "Sign in", 13, "#cfd8dc", "normal", None, "right")
    head += board.text(40, 74, f"{escape(rng.choice(WORDS))} \u00b7 {record['width']}x{record['height']} \u00b7 "
                               f"{len(record['palette']) - 1} colours", 15, "#333", "bold")
    px = bw + x0 + 40
    side = board.text(px, y0, "Colours", 13, "#666")
    for i, p in enumerate(record["palette"][1:]):
        side += board.div(px, y0 + 24 + i * 40, 30, 30, f"background:{p['rgb']};border-radius:6px;"
                          + ("box-shadow:0 0 0 2px #fff,0 0 0 4px #263238;" if i == 0 else ""))
        side += board.text(px + 40, y0 + 30 + i * 40, p["name"].title(), 13, "#444")
    side += board.text(px, y0 + 40 + len(record["palette"]) * 40, "\u2715  mark empty", 13, "#444")
    style = f"colour-c-{mode}-{font.replace(' ', '')}-cell{cell}-x{dpr}" + ("-played" if state else "")
    return job(board.page(head + side + html_board, width, height, "#ffffff", font), width, height, dpr,
               style, state, greyed)


# ---------------------------------------------------------------- photo-c (newspaper / magazine print)

def news_page(record, rng):
    """A printed newspaper column or magazine page with the puzzle among text, for photo-c."""
    font = rng.choice(["Nimbus Sans", "Carlito", "Inter"])
    magazine = rng.random() < 0.4
    cell = rng.choice([16, 18, 20])
    look = {"font": font, "ink": "#161616", "paper": "#ffffff", "band": "#e6e6e6" if magazine else None,
            "clues": "text", "colour_clues": "chip", "chip_radius": 0.0, "chip": "#eeeeee", "weight": "normal",
            "done": "#999", "line": "#555555", "thin": 0.8, "thick": 1.8, "thick_colour": "#111111",
            "fill": "#111", "cross": "x", "cross_colour": "#888", "zero": False}
    g = board.geometry(record, cell, 0.75, 0.75, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    column = 220
    text_left = rng.random() < 0.5
    x_board = 30 + (column + 24 if text_left else 0)
    y_board = 150
    html_board, _, _ = board.board(record, look, g, x_board, y_board, None)
    width = int(bw + column + 84)
    height = int(max(y_board + bh + 70, 700))
    tx = 30 if text_left else x_board + bw + 24
    body = board.text(30, 18, "PUZZLES & GAMES" if not magazine else "Brain Gym", 30, "#111", "bold")
    body += board.div(30, 60, width - 60, 2, "background:#111")
    body += board.text(30, 68, f"{rng.choice(['Monday', 'Friday', 'Saturday'])} {rng.randrange(1, 29)} "
                               f"{rng.choice(['March', 'June', 'October'])}  \u00b7  Page {rng.randrange(12, 60)}",
                       12, "#444")
    body += board.text(x_board, 98, f"Nonogram No. {rng.randrange(10, 900)}", 20, "#111", "bold")
    body += board.text(x_board, 124, "Shade cells to reveal a picture. Difficulty: " + rng.choice(["**", "***", "****"]),
                       12, "#333")
    paragraphs = ""
    for _ in range(int((height - 120) / 150) + 1):
        paragraphs += f"<p style='margin:0 0 10px'><b>{escape(rng.choice(WORDS))}.</b> {escape(words(rng, 34))}</p>"
    body += board.div(tx, 98, column, height - 120, "font-size:12px;line-height:1.35;color:#222;text-align:justify;"
                      "overflow:hidden", paragraphs)
    body += html_board
    body += board.text(x_board, y_board + bh + 18, f"Solution next {rng.choice(['week', 'issue', 'Saturday'])}.",
                       11, "#444")
    style = f"print-{'magazine' if magazine else 'news'}-{font.replace(' ', '')}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


# The screenshot families' page makers, by family (photo-c's page is news_page).
PAGES = {"web-griddlers": web_griddlers, "phone-c": phone_c, "desktop-app": desktop_app, "colour-c": colour_page}
