"""The fresh2 families' screenshot pages (split `fresh2`, bench/scan/README.md): looks none of
the fourteen earlier families has, after the apps, pages and sheets players use, in fonts kept
from the digit trainer (apps/scan_train/train_digits.cpp kReserved). A handheld-console picross
game, a puzzle made in a spreadsheet, a dark puzzle site, a colour phone game with a palette
bar and a tablet app side by side. Each function returns a page job as html_styles' do."""
from html import escape

import board
from fresh_styles import fit
from html_styles import WORDS, job, played

# Reserved for fresh2: the digit trainer refuses them, no family before fresh2 draws in them.
FRESH2_FONTS = ["Manrope", "League Spartan", "TeX Gyre Adventor", "TeX Gyre Heros", "TeX Gyre Schola",
                "TeX Gyre Termes", "Charis SIL", "Linux Libertine O", "Inconsolata"]


def font_tag(font):
    return font.replace(" ", "").replace("TeXGyre", "Gyre")


def overlay(x, y, w, h, rgba):
    """A translucent tint over what is drawn (a highlighted clue band, a cursor's glow)."""
    return board.div(x, y, w, h, f"background:{rgba};pointer-events:none")


# ---------------------------------------------------------------- console (handheld picross)

CONSOLE = {
    "sky": {"page": "linear-gradient(135deg,#5ec8f2,#3a7fd8)", "pattern": "rgba(255,255,255,0.08)",
            "panel": "#ffffff", "ink": "#26324a", "paper": "#ffffff", "band": "#e9f2fb", "stripe": "#d8e8f8",
            "line": "#b9c9dc", "thick_colour": "#4d6483", "fill": "#2c3e66", "done": "#b3bfcf",
            "cross_colour": "#8d9bb4", "highlight": "#fff3c2", "cursor": "#ff8a00", "muted": "#6e7c95",
            "chrome": "#ffffff"},
    "sunset": {"page": "linear-gradient(160deg,#ffb36b,#f0609e)", "pattern": "rgba(255,255,255,0.10)",
               "panel": "#fffaf4", "ink": "#4a2b2b", "paper": "#fffdf9", "band": "#fdeee2", "stripe": "#f9dfcc",
               "line": "#e3c6b2", "thick_colour": "#9a5a44", "fill": "#5a2f3a", "done": "#d8bcae",
               "cross_colour": "#c0907c", "highlight": "#e3f4ff", "cursor": "#2a8cff", "muted": "#8d6a60",
               "chrome": "#ffffff"},
    "night": {"page": "linear-gradient(180deg,#1b1f3a,#2c1f46)", "pattern": "rgba(255,255,255,0.04)",
              "panel": "#262a45", "ink": "#e9ecff", "paper": "#1e2138", "band": "#2f3456", "stripe": "#383e66",
              "line": "#4a507a", "thick_colour": "#a2a9e0", "fill": "#9fb2ff", "done": "#5a608a",
              "cross_colour": "#7a80aa", "highlight": "#3b3560", "cursor": "#ffd23f", "muted": "#a0a6d0",
              "chrome": "#e9ecff"},
}


def console(record, rng):
    """A handheld console's picross game, captured at 1280x720 or 1920x1080: a patterned
    backdrop, the board on a rounded panel, clue bands striped line by line, the cursor's cell
    outlined and its row and column lit (their clue bands too), a side panel with the level,
    timer, hints and button legend."""
    theme_name = rng.choice(["sky", "sunset", "night"])
    theme = CONSOLE[theme_name]
    font = rng.choice(["Manrope", "League Spartan"])
    big = max(record["width"], record["height"]) > 25
    dpr = 1.5 if big or rng.random() < 0.5 else 1
    width, height = 1280, 720
    look = dict(theme, font=font, clues="text", colour_clues=rng.choice(["chip", "text"]), chip_radius=0.2,
                weight=rng.choice(["700", "800"]), thin=1, thick=2, cross=rng.choice(["x", "dot"]),
                zero=rng.random() < 0.6)
    state, greyed = played(record, rng, 0.6, 0.1, 0.7)
    cursor = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    look["focus"] = cursor
    left_w, top = 300, 70
    g, bw, bh = fit(record, width - left_w - 70, height - top - 50, 0.85, 0.85, dpr, 34, gap=6)
    x0 = left_w + 30 + (width - left_w - 70 - bw) / 2
    y0 = top + 12 + (height - top - 50 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, left, top_band = board.board_size(record, g)
    gx, gy, cell = x0 + left, y0 + top_band, g["cell"]
    r, c = cursor
    lit = "rgba(255,214,0,0.22)" if theme_name != "night" else "rgba(255,210,60,0.16)"
    if record["colour"]:  # a tint would change the clue chips' colours: an outline instead
        ring = f"border:2px solid {theme['cursor']};border-radius:4px;box-sizing:border-box"
        marks = board.div(x0 - 2, gy + r * cell - 2, left - g["gap"] + 4, cell + 4, ring)
        marks += board.div(gx + c * cell - 2, y0 - 2, cell + 4, top_band - g["gap"] + 4, ring)
    else:
        marks = overlay(x0, gy + r * cell, left - g["gap"], cell, lit)
        marks += overlay(gx + c * cell, y0, cell, top_band - g["gap"], lit)
    marks += board.div(gx + c * cell - 2, gy + r * cell - 2, cell + 4, cell + 4,
                       f"border:3px solid {theme['cursor']};border-radius:3px;box-sizing:border-box;"
                       f"box-shadow:0 0 6px {theme['cursor']}")
    panel = board.div(x0 - 16, y0 - 16, bw + 32, bh + 32, f"background:{theme['panel']};border-radius:18px;"
                      "box-shadow:0 6px 18px rgba(0,0,0,0.25)")
    chrome = console_backdrop(theme, width, height) + console_side(record, rng, theme, left_w, height, font)
    chrome += console_top(record, rng, theme, width)
    style = f"console-{theme_name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + panel + html_board + marks, width, height, "#000000", font), width, height,
               dpr, style, state, greyed)


def console_backdrop(theme, width, height):
    return board.div(0, 0, width, height, f"background:repeating-linear-gradient(45deg,{theme['pattern']} 0 18px,"
                     f"transparent 18px 36px),{theme['page']}")


def console_top(record, rng, theme, width):
    bar = board.div(20, 14, width - 40, 40, "background:rgba(0,0,0,0.22);border-radius:20px")
    bar += board.text(44, 22, rng.choice(["PICROSS", "Pixel Logic", "Picture Cross"]), 20, theme["chrome"], "800")
    bar += board.text(44, 25, "L / R  Zoom    \u2630  Menu", 14, theme["chrome"], "600", None, "right")
    return bar


def console_side(record, rng, theme, w, height, font):
    panel = board.div(24, 74, w - 24, height - 100, f"background:{theme['panel']};border-radius:18px;"
                      "box-shadow:0 6px 18px rgba(0,0,0,0.25)")
    world = f"{rng.choice('ABCDEFGH')}-{rng.randrange(1, 16)}"
    panel += board.text(48, 96, f"Level {world}", 24, theme["ink"], "800")
    panel += board.text(48, 130, f"{escape(rng.choice(WORDS))}  \u00b7  {record['width']}\u00d7{record['height']}",
                        15, theme["muted"], "600")
    panel += board.div(48, 166, w - 72, 70, f"background:{theme['band']};border-radius:12px")
    panel += board.text(66, 176, "TIME", 12, theme["muted"], "700")
    panel += board.text(66, 196, f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}", 26, theme["ink"], "800")
    hints = rng.randrange(0, 4)
    panel += board.div(48, 252, w - 72, 96, f"background:{theme['band']};border-radius:12px")
    panel += board.text(66, 262, "HINT", 12, theme["muted"], "700")
    panel += board.text(66, 284, "\u2605" * hints + "\u2606" * (3 - hints), 22, theme["cursor"])
    panel += board.text(66, 318, "Reveal a row and a column", 12, theme["muted"])
    for i, (button, action) in enumerate([("A", "Fill"), ("B", "Erase"), ("Y", "Mark \u2715"), ("X", "Hint")]):
        y = 372 + i * 44
        panel += board.div(48, y, 32, 32, f"background:{theme['cursor']};border-radius:50%;color:#fff;"
                           "font-weight:800;font-size:16px;display:flex;align-items:center;justify-content:center",
                           button)
        panel += board.text(92, y + 7, action, 16, theme["ink"], "600")
    return panel


# ---------------------------------------------------------------- sheet (made in a spreadsheet)

SHEET_APPS = {
    "excel": {"bar": "#217346", "bar_ink": "#ffffff", "ribbon": "#f3f3f3", "gridline": "#e1e1e1",
              "header": "#f3f3f3", "header_ink": "#444444", "active": "#217346", "tabs": "#f3f3f3", "top": 152},
    "calc": {"bar": "#e9e9e9", "bar_ink": "#222222", "ribbon": "#f6f6f6", "gridline": "#c9c9c9",
             "header": "#eeeeee", "header_ink": "#222222", "active": "#000000", "tabs": "#eeeeee", "top": 124},
}
SHEET_SCREENS = [(1366, 768, 1), (1920, 1080, 1), (1536, 864, 1.25), (1440, 900, 2), (1280, 720, 1.5)]
SHEET_FILLS = ["#f2f2f2", "#fff2cc", "#ddebf7", "#e2efda", None, None]


def column_name(i):
    name = ""
    i += 1
    while i:
        i, k = divmod(i - 1, 26)
        name = chr(65 + k) + name
    return name


def sheet(record, rng):
    """A puzzle a designer made in a spreadsheet, shown in Excel or LibreOffice Calc: clue
    cells the size of the grid's cells, one number each, gridlines everywhere; the board told
    apart only by a thick border and every fifth line (the inner lines the sheet's own grey
    gridlines or thin black borders); colour clues as cells filled with their colour; filled
    cells painted, crossed ones with an x typed in; the app's ribbon, formula bar, headers
    (column letters, row numbers), sheet tabs and status bar around."""
    app_name = rng.choice(["excel", "calc"])
    app = SHEET_APPS[app_name]
    font = rng.choice(["TeX Gyre Heros", "TeX Gyre Heros", "TeX Gyre Termes", "Inconsolata"])
    width, height, dpr = rng.choice(SHEET_SCREENS)
    rslots = max([1] + [len(c) for c in record["rows"]])
    cslots = max([1] + [len(c) for c in record["columns"]])
    oc, orow = rng.choice([1, 2]), rng.choice([1, 2, 3])
    hx, hy = 42, app["top"] + 20
    cols, rows = oc + rslots + record["width"] + 1, orow + cslots + record["height"] + 1
    cell = sheet_cell(width, height, dpr, hx, hy, cols, rows)
    for larger in [(2560, 1440, 1), (1440, 2560, 1)]:
        if cell * dpr >= 14:
            break
        # Too small to read on this screen: the designer's large monitor, turned if need be.
        width, height, dpr = larger
        cell = sheet_cell(width, height, dpr, hx, hy, cols, rows)
    state, _ = played(record, rng, 0.45, 0.1, 0.6)
    look = {"ink": "#000000", "align": rng.choice(["right", "center", "center"]),
            "fill": rng.choice(SHEET_FILLS), "boxed": rng.random() < 0.5,
            "inner": rng.choice([app["gridline"], "#000000"]), "size": cell * rng.uniform(0.55, 0.66)}
    cx, cy = hx + oc * cell, hy + orow * cell  # the clue area's corner
    gx, gy = cx + rslots * cell, cy + cslots * cell
    g = {"cell": cell}
    parts = [sheet_gridlines(app, hx, hy, width, height, cell)]
    parts += sheet_clues(record, look, cell, gx, gy, rslots, cslots)
    parts += sheet_marks(record, look, cell, gx, gy, state)
    lines = {"thin": 1, "thick": 2, "line": look["inner"], "thick_colour": "#000000"}
    parts += board.lines_html(record, lines, g, gx, gy)
    zoom = round(100 * cell / 20)
    parts.append(sheet_title(record, rng, hx + cell * 0.2, hy + (orow - 1) * cell, cell, oc, orow))
    active = (rng.randrange(orow + cslots + record["height"]), rng.randrange(oc + rslots + record["width"]))
    parts.append(board.div(hx + active[1] * cell - 1, hy + active[0] * cell - 1, cell + 2, cell + 2,
                           f"border:2px solid {app['active']};box-sizing:border-box"))
    parts.append(sheet_headers(app, hx, hy, width, height, cell, active))
    parts.append(sheet_chrome(app_name, app, rng, width, active, record))
    parts.append(sheet_bottom(app, rng, width, height, zoom))
    style = f"sheet-{app_name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}-zoom{zoom}" \
        + ("-played" if state else "")
    return job(board.page(f'<div style="font-family:\'{font}\';line-height:1">{"".join(parts)}</div>', width, height,
                          "#ffffff", font), width, height, dpr, style, state, ([], []))


def sheet_cell(width, height, dpr, hx, hy, cols, rows):
    """The cell side (whole device pixels, at most 26 CSS px) that shows `cols` x `rows` cells."""
    cell = min(26.0, (width - hx - 16) / cols, (height - hy - 48) / rows)
    return int(cell * dpr) / dpr


def sheet_gridlines(app, hx, hy, width, height, cell):
    line = app["gridline"]
    return board.div(hx, hy, width - hx, height - hy,
                     f"background-image:linear-gradient(to right,{line} 1px,transparent 1px),"
                     f"linear-gradient(to bottom,{line} 1px,transparent 1px);"
                     f"background-size:{cell:.3f}px {cell:.3f}px;background-position:-0.5px -0.5px")


def sheet_clues(record, look, cell, gx, gy, rslots, cslots):
    """One number a cell, against the grid (the first number farthest from it)."""
    out = []
    left, top = gx - rslots * cell, gy - cslots * cell
    frame = "border:2px solid #000;box-sizing:border-box;" if look["boxed"] else ""
    fill = f"background:{look['fill']};" if look["fill"] else ""
    out.append(board.div(left, gy, rslots * cell, record["height"] * cell, fill + frame))
    out.append(board.div(gx, top, record["width"] * cell, cslots * cell, fill + frame))
    pad = "padding-right:2px;" if look["align"] == "right" else ""
    for axis, clues in (("r", record["rows"]), ("c", record["columns"])):
        for line, clue in enumerate(clues):
            for i, (n, k) in enumerate(clue):
                if axis == "r":
                    x, y = gx - (len(clue) - i) * cell, gy + line * cell
                else:
                    x, y = gx + line * cell, gy - (len(clue) - i) * cell
                bg, ink = "transparent", look["ink"]
                if record["colour"]:
                    bg = record["palette"][k]["rgb"]
                    ink = board.contrast_text(bg)
                    out.append(board.div(x + 0.5, y + 0.5, cell - 1, cell - 1, f"background:{bg}"))
                out.append(board.div(x, y, cell, cell, f"display:flex;align-items:center;justify-content:"
                                     f"{'flex-end' if look['align'] == 'right' else 'center'};{pad}box-sizing:"
                                     f"border-box;color:{ink};font-size:{look['size']:.2f}px", str(n),
                                     f'data-clue="{axis}:{line}:{i}"'))
    return out


def sheet_marks(record, look, cell, gx, gy, state):
    """Painted cells, and an x typed into the crossed ones."""
    out = []
    chars = {p["char"]: p["rgb"] for p in record["palette"]}
    for r, line in enumerate(state or []):
        for c, ch in enumerate(line):
            x, y = gx + c * cell, gy + r * cell
            if ch == "-":
                out.append(board.div(x, y, cell, cell, "display:flex;align-items:center;justify-content:center;"
                                     f"color:#555;font-size:{look['size']:.2f}px", "x"))
            elif ch != "?":
                out.append(board.div(x, y, cell, cell, f"background:{chars[ch] if record['colour'] else '#000'}"))
    return out


def sheet_title(record, rng, x, y, cell, oc, orow):
    if orow < 2 and oc < 2:
        return ""
    return board.text(x, y + cell * 0.2, f"Nonogram \u2013 {escape(rng.choice(WORDS))} "
                      f"({record['width']}x{record['height']})", cell * 0.62, "#000", "bold")


def sheet_headers(app, hx, hy, width, height, cell, active):
    size = min(11.0, cell * 0.6)
    style = f"background:{app['header']};color:{app['header_ink']};font-size:{size:.1f}px;display:flex;" \
            "align-items:center;justify-content:center;box-sizing:border-box;border:0.5px solid #c8c8c8"
    out = [board.div(0, hy - 20, hx, 20, f"background:{app['header']};border:0.5px solid #c8c8c8")]
    for i in range(int((width - hx) / cell) + 1):
        lit = "font-weight:bold;background:#d2d2d2;" if i == active[1] else ""
        out.append(board.div(hx + i * cell, hy - 20, cell, 20, style + ";" + lit, column_name(i)))
    for i in range(int((height - hy) / cell) + 1):
        lit = "font-weight:bold;background:#d2d2d2;" if i == active[0] else ""
        out.append(board.div(0, hy + i * cell, hx, cell, style + ";" + lit, str(i + 1)))
    return "".join(out)


def sheet_chrome(app_name, app, rng, width, active, record):
    name = f"{rng.choice(WORDS).lower()}_nonogram{rng.choice(['', '_v2', '_final'])}"
    out = board.div(0, 0, width, 30, f"background:{app['bar']}")
    title = f"{name}.xlsx - Excel" if app_name == "excel" else f"{name}.ods - LibreOffice Calc"
    out += board.text(0, 8, title, 13, app["bar_ink"], "normal", None, "center", width)
    out += board.div(0, 30, width, app["top"] - 58, f"background:{app['ribbon']};border-bottom:1px solid #d0d0d0")
    menus = ["File", "Home", "Insert", "Page Layout", "Formulas", "Data", "Review", "View"] if app_name == "excel" \
        else ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
    for i, item in enumerate(menus):
        out += board.text(12 + i * 78, 38, item, 12, "#333")
    for i in range(int(width / 30) - 2):  # toolbar buttons
        out += board.div(12 + i * 30, 62, 22, 22 if app_name == "calc" else 40,
                         f"background:{rng.choice(['#d9d9d9', '#cfd8e6', '#e3d7c9', '#d6e4d2'])};border-radius:3px")
    fy = app["top"] - 28
    out += board.div(0, fy, width, 28, "background:#ffffff;border-bottom:1px solid #c8c8c8")
    ref = f"{column_name(active[1])}{active[0] + 1}"
    out += board.div(6, fy + 3, 80, 22, "border:1px solid #c8c8c8;font-size:12px;display:flex;align-items:center;"
                     "padding-left:4px;box-sizing:border-box", ref)
    out += board.text(96, fy + 6, "fx", 13, "#666", "normal", None)
    return out


def sheet_bottom(app, rng, width, height, zoom):
    out = board.div(0, height - 46, width, 24, f"background:{app['tabs']};border-top:1px solid #c8c8c8")
    for i, tab in enumerate(["Puzzle", "Solution", "Notes"]):
        out += board.div(40 + i * 90, height - 46, 84, 22, "font-size:12px;display:flex;align-items:center;"
                         "justify-content:center;" + ("background:#fff;font-weight:bold;" if i == 0 else ""), tab)
    out += board.div(0, height - 22, width, 22, f"background:{app['tabs']};border-top:1px solid #c8c8c8")
    out += board.text(10, height - 18, rng.choice(["Ready", "Sheet 1 of 3", "Default"]), 11, "#444")
    out += board.text(12, height - 18, f"Count: {rng.randrange(1, 400)}    \u2212 \u25AE + {zoom}%", 11, "#444",
                      "normal", None, "right")
    return out


# ---------------------------------------------------------------- web-dark (a dark puzzle site)

WEB_DARK_THEMES = [
    {"page": "#16171b", "card": "#1f2127", "ink": "#d9dce3", "muted": "#8b909c", "band": "#262931",
     "paper": "#2a2d35", "line": "#3d414c", "thick_colour": "#9aa0ad", "fill": "#e3e6ec",
     "cross_colour": "#7b8190", "accent": "#4fb3a6", "done": "#6a6f7b"},
    {"page": "#0f1620", "card": "#172230", "ink": "#cfe0f2", "muted": "#7f93a8", "band": "#1c2a3a",
     "paper": "#1f2d3d", "line": "#2f4256", "thick_colour": "#8fb0d0", "fill": "#f0b64a",
     "cross_colour": "#6c8399", "accent": "#f0b64a", "done": "#5d7186"},
]


def web_dark(record, rng):
    """A puzzle site in its dark theme at browser zoom 80-175 %: row clues as one right-aligned
    run with separators (middle dots or bars), column clues stacked with rules between, done
    clues struck through or faded; a side column of statistics and other puzzles, scroll bars,
    and a cookie banner over the page's lower part (not over the board)."""
    theme = rng.choice(WEB_DARK_THEMES)
    font = rng.choice(["Manrope", "TeX Gyre Adventor", "TeX Gyre Heros"])
    dpr = rng.choice([0.8, 1, 1.25, 1.5, 1.75])
    cell = rng.choice([16, 18, 20, 22, 24])
    while cell * dpr < 17:  # smaller, and no one reads the digits: a player zooms in
        cell += 2
    done_mode, sep = rng.choice(["strike", "fade"]), rng.choice(["\u00b7", "|", ","])
    state, greyed = played(record, rng, 0.5, 0.15, 0.7)
    size = cell * 0.6
    digit = size * 0.62
    row_w = max([2] + [sum(len(str(n)) * digit + size * 0.7 for n, _ in c) for c in record["rows"]]) + 10
    col_h = max([1] + [len(c) for c in record["columns"]]) * size * 1.3 + 8
    x0, y0 = 40, 150
    gx, gy = x0 + row_w, y0 + col_h
    bw = row_w + record["width"] * cell
    look = dict(theme, font=font, thin=1, thick=2, cross=rng.choice(["x", "dot"]))
    g = {"cell": cell}
    parts = [board.div(x0, gy, row_w - 2, record["height"] * cell, f"background:{theme['band']}"),
             board.div(gx, y0, record["width"] * cell, col_h - 2, f"background:{theme['band']}")]
    parts += board.cells_html(record, look, g, gx, gy, state)
    parts += board.lines_html(record, look, g, gx, gy)
    parts += dark_clues(record, theme, cell, size, gx, gy, row_w, col_h, sep, done_mode, greyed)
    width = int(max(bw + x0 + 300, 900))
    height = int(gy + record["height"] * cell + 160)
    chrome = dark_chrome(record, rng, theme, width, height, x0 + bw + 40)
    banner = dark_banner(rng, width, height, gy + record["height"] * cell + 40)
    style = f"web-dark-{font_tag(font)}-cell{cell}-zoom{dpr}-{done_mode}" + ("-played" if state else "")
    body = chrome + f'<div style="font-family:\'{font}\';line-height:1">{"".join(parts)}</div>' + banner
    return job(board.page(body, width, height, theme["page"], font), width, height, dpr, style, state, greyed)


def dark_clues(record, theme, cell, size, gx, gy, row_w, col_h, sep, done_mode, greyed):
    out = []
    for axis, clues, done in (("r", record["rows"], greyed[0]), ("c", record["columns"], greyed[1])):
        for line, clue in enumerate(clues):
            is_done = line in done
            mark = ";text-decoration:line-through;text-decoration-thickness:1.5px" if is_done and done_mode == "strike" \
                else (";opacity:0.35" if is_done else "")
            ink = theme["done"] if is_done else theme["ink"]
            spans = []
            for i, (n, k) in enumerate(clue):
                chip = ""
                if record["colour"]:
                    bg = record["palette"][k]["rgb"]
                    chip = f";background:{bg};border-radius:3px;padding:1px 2px;color:{board.contrast_text(bg)}"
                rule = f";border-top:1px solid {theme['line']};padding-top:2px" if axis == "c" and i else ""
                spans.append(f'<span data-clue="{axis}:{line}:{i}" style="color:{ink}{chip}{mark}{rule}">{n}</span>')
            joiner = f'<span style="color:{theme["muted"]};padding:0 {size * 0.18:.1f}px">{sep}</span>' if axis == "r" else ""
            flex = f"display:flex;font-size:{size:.1f}px;font-weight:600;color:{ink}"
            if axis == "r":
                out.append(board.div(gx - row_w, gy + line * cell, row_w - 6, cell,
                                     f"{flex};justify-content:flex-end;align-items:center", joiner.join(spans)))
            else:
                out.append(board.div(gx + line * cell, gy - col_h, cell, col_h - 4,
                                     f"{flex};flex-direction:column;justify-content:flex-end;align-items:center;"
                                     f"gap:{size * 0.15:.1f}px", "".join(spans)))
    return out


def dark_chrome(record, rng, theme, width, height, side_x):
    out = board.div(0, 0, width, 56, f"background:{theme['card']};border-bottom:1px solid {theme['line']}")
    out += board.text(40, 16, rng.choice(["nonogram.club", "griddle.io", "pixelpuzzles"]), 22, theme["accent"], "800")
    for i, item in enumerate(["Play", "Daily", "Create", "Rankings", "Forum"]):
        out += board.text(260 + i * 96, 21, item, 14, theme["ink"])
    out += board.text(28, 19, "\u263e  Log in", 14, theme["muted"], "normal", None, "right")
    out += board.text(40, 76, f"#{rng.randrange(1000, 99999)} \u00b7 {escape(rng.choice(WORDS))} "
                              f"{escape(rng.choice(WORDS))}", 20, theme["ink"], "bold")
    out += board.text(40, 106, f"{record['width']}\u00d7{record['height']} \u00b7 by {rng.choice(WORDS).lower()}"
                               f"{rng.randrange(1, 99)} \u00b7 \u2665 {rng.randrange(3, 999)}", 13, theme["muted"])
    card = f"background:{theme['card']};border:1px solid {theme['line']};border-radius:8px"
    out += board.div(side_x, 150, 230, 150, card)
    out += board.text(side_x + 16, 164, "Statistics", 14, theme["ink"], "bold")
    for i, (label, value) in enumerate([("Solved", f"{rng.randrange(10, 50000):,}"),
                                        ("Average", f"{rng.randrange(1, 40)}:{rng.randrange(0, 60):02d}"),
                                        ("Your time", f"{rng.randrange(0, 20)}:{rng.randrange(0, 60):02d}")]):
        out += board.text(side_x + 16, 192 + i * 30, label, 13, theme["muted"])
        out += board.text(side_x + 120, 192 + i * 30, value, 13, theme["ink"], "bold")
    out += board.div(side_x, 320, 230, 170, card)
    out += board.text(side_x + 16, 334, "More puzzles", 14, theme["ink"], "bold")
    for i in range(4):
        out += board.text(side_x + 16, 362 + i * 30, f"{rng.choice(WORDS)}  {rng.choice(['10x10', '15x20', '25x25', '30x30'])}",
                          13, theme["accent"])
    out += board.div(width - 12, 0, 12, height, "background:#2b2d33")  # the scroll bars
    out += board.div(width - 10, 60 + rng.randrange(0, 80), 8, max(60, height / 3), "background:#5a5e68;border-radius:4px")
    return out


def dark_banner(rng, width, height, top):
    """A cookie banner fixed to the viewport's foot, over the buttons below the board."""
    y = max(top, height - rng.randrange(70, 110))
    out = board.div(0, y, width - 12, height - y, "background:rgba(250,250,250,0.96);box-shadow:0 -4px 12px rgba(0,0,0,0.4)")
    out += board.text(30, y + 18, "We use cookies to keep you signed in and to count visits. "
                                  "See our privacy policy.", 14, "#222")
    out += board.div(width - 300, y + 12, 120, 34, "background:#1a73e8;border-radius:4px;color:#fff;font-size:14px;"
                     "display:flex;align-items:center;justify-content:center", "Accept all")
    out += board.div(width - 170, y + 12, 120, 34, "border:1px solid #888;border-radius:4px;color:#222;font-size:14px;"
                     "display:flex;align-items:center;justify-content:center", "Settings")
    return out


# ---------------------------------------------------------------- phone-d (colour phone game)

PHONE_D = {
    "cream": {"page": "#f6f1e8", "band": "#ebe3d5", "ink": "#3b3346", "paper": "#fffdf9", "line": "#e0d6c6",
              "thick_colour": "#b7a78f", "fill": "#3b3346", "done": "#c3b8a6", "cross_colour": "#b0a28c",
              "chrome": "#3b3346", "muted": "#8f8473", "bar": "#ffffff"},
    "mist": {"page": "#eef3f8", "band": "#dfe7f1", "ink": "#22324a", "paper": "#ffffff", "line": "#d3dce8",
             "thick_colour": "#8ea0ba", "fill": "#22324a", "done": "#b6c2d2", "cross_colour": "#9aa8bd",
             "chrome": "#22324a", "muted": "#7a889c", "bar": "#ffffff"},
    "dark": {"page": "#1c1d25", "band": "#282a36", "ink": "#1c1d25", "paper": "#23242e", "line": "#343645",
             "thick_colour": "#6d7190", "fill": "#e6e6f0", "done": "#5a5d70", "cross_colour": "#6d7088",
             "chrome": "#ecebf5", "muted": "#8f92a8", "bar": "#2c2e3b"},
}
PHONE_D_SCREENS = [(360, 640, 3), (360, 800, 4), (428, 926, 3)]


def phone_d(record, rng):
    """A colour phone game at 1080x1920, 1440x3200 or 1284x2778: every clue number on a chip,
    in its colour on a white chip or in white on a chip of its colour; a palette bar at the
    foot (4-7 colours, the chosen one ringed, on half a count of cells left under each), a
    level header with coins and a progress bar; boards part-painted with rounded cells."""
    theme_name = rng.choice(["cream", "mist", "dark"])
    theme = PHONE_D[theme_name]
    font = rng.choice(["League Spartan", "Manrope", "TeX Gyre Adventor"])
    width, height, dpr = rng.choice(PHONE_D_SCREENS)
    mode = rng.choice(["white-chips", "colour-chips"])
    look = dict(theme, font=font, clues="chip", chip="#ffffff", chip_radius=0.28,
                colour_clues="text" if mode == "white-chips" else "chip", dark_text_from=185,
                weight=rng.choice(["600", "700"]), thin=0.6, thick=1.4, cross=rng.choice(["x", "dot"]),
                fill_inset=0.06, fill_radius=0.18, zero=False)
    if not record["colour"]:
        look["ink"] = theme["chrome"] if theme_name != "dark" else "#1c1d25"
    state, greyed = played(record, rng, 0.8, 0.1, 0.7)
    top = 150
    g, bw, bh = fit(record, width - 12, height - top - 150, 0.82, 0.82, dpr, 44)
    y0 = top + (height - top - 150 - bh) * 0.4
    html_board, _, _ = board.board(record, look, g, (width - bw) / 2, y0, state, greyed)
    chrome = phone_d_head(record, rng, theme, width, state)
    chrome += phone_d_palette(record, rng, theme, width, height, state)
    style = f"phone-d-{width * dpr}x{int(height * dpr)}-{theme_name}-{mode}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def phone_d_head(record, rng, theme, width, state):
    head = board.text(16, 10, f"{rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}", 13, theme["chrome"], "600")
    head += board.text(16, 10, f"\u25AE {rng.randrange(8, 100)}%", 12, theme["chrome"], "normal", None, "right")
    head += board.text(16, 44, "\u2039", 30, theme["chrome"], "600")
    head += board.text(0, 48, f"Level {rng.randrange(3, 900)}", 20, theme["chrome"], "700", None, "center", width)
    head += board.div(width - 104, 46, 88, 28, f"background:{theme['bar']};border-radius:14px")
    head += board.div(width - 98, 52, 16, 16, "background:#f4b400;border-radius:50%")
    head += board.text(width - 76, 52, f"{rng.randrange(20, 9000):,}", 14, theme["chrome"], "700")
    done = sum(ch != "?" for line in state for ch in line) / (record["width"] * record["height"]) if state else 0
    head += board.div(40, 96, width - 80, 8, f"background:{theme['band']};border-radius:4px")
    head += board.div(40, 96, (width - 80) * done, 8, "background:#47b881;border-radius:4px")
    head += board.text(0, 112, f"{int(done * 100)}% painted", 12, theme["muted"], "normal", None, "center", width)
    return head


def phone_d_palette(record, rng, theme, width, height, state):
    y = height - 104
    bar = board.div(10, y, width - 20, 86, f"background:{theme['bar']};border-radius:22px;"
                    "box-shadow:0 2px 10px rgba(0,0,0,0.15)")
    swatches = [p["rgb"] for p in record["palette"][1:]] if record["colour"] else [theme["fill"]]
    tools = len(swatches) + 1
    step = (width - 40) / tools
    counts = rng.random() < 0.5
    chosen = rng.randrange(len(swatches))
    for i, rgb in enumerate(swatches):
        cx = 20 + step * (i + 0.5)
        ring = f"box-shadow:0 0 0 3px {theme['bar']},0 0 0 5px {theme['chrome']};" if i == chosen else ""
        bar += board.div(cx - 18, y + 12, 36, 36, f"background:{rgb};border-radius:50%;{ring}")
        if counts:
            left = rng.randrange(0, 60)
            bar += board.text(cx - 20, y + 56, str(left) if left else "\u2713", 12, theme["muted"], "600", None,
                              "center", 40)
    cx = 20 + step * (tools - 0.5)
    bar += board.div(cx - 18, y + 12, 36, 36, f"border:2px solid {theme['muted']};border-radius:50%;"
                     f"box-sizing:border-box;color:{theme['muted']};font-size:18px;display:flex;"
                     "align-items:center;justify-content:center", "\u2715")
    return bar


# ---------------------------------------------------------------- tablet (landscape, side by side)

TABLET_SCREENS = [(1180, 820, 2, "ipad"), (1366, 1024, 2, "ipad"), (1280, 800, 2, "android")]
TABLET = {"page": "#f2f4f7", "card": "#ffffff", "ink": "#1d2433", "paper": "#ffffff", "band": "#f0f2f6",
          "line": "#d5dae3", "thick_colour": "#5b6478", "fill": "#1d2433", "done": "#b9c0cc",
          "cross_colour": "#98a1b2", "muted": "#7a8394", "accent": "#e4572e", "highlight": "#fde8e1"}


def tablet(record, rng):
    """A tablet in landscape (2360x1640, 2732x2048, 2560x1600) with the board on the left and,
    on the right, the app's own panel (the picture so far, colours, buttons, times) or, in
    split view, another app beside it (a notes app full of other numbers)."""
    width, height, dpr, kind = rng.choice(TABLET_SCREENS)
    font = rng.choice(["TeX Gyre Adventor", "Manrope"])
    split = rng.random() < 0.5
    look = dict(TABLET, font=font, clues="text", colour_clues=rng.choice(["text", "chip"]), chip_radius=0.15,
                weight=rng.choice(["600", "700"]), thin=1, thick=2, cross=rng.choice(["x", "dot"]),
                zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.6, 0.1, 0.7)
    if state and rng.random() < 0.6:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    app_w = int(width * (0.64 if split else 1.0))
    side_w = 0 if split else 300
    top = 28 + 56
    g, bw, bh = fit(record, app_w - side_w - 60, height - top - 40, 0.8, 0.8, dpr, 40)
    x0, y0 = 30 + (app_w - side_w - 60 - bw) * rng.uniform(0.2, 0.6), top + 10 + (height - top - 40 - bh) * 0.4
    card = board.div(x0 - 14, y0 - 14, bw + 28, bh + 28, "background:#ffffff;border-radius:14px;"
                     "box-shadow:0 2px 10px rgba(0,0,0,0.08)")
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    chrome = tablet_bar(record, rng, app_w, width, kind)
    if split:
        chrome += tablet_notes(rng, app_w, width, height)
    else:
        chrome += tablet_panel(record, rng, app_w - side_w, top, side_w, height, state)
    style = f"tablet-{kind}{width * dpr}x{height * dpr}-{'split' if split else 'panel'}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + card + html_board, width, height, TABLET["page"], font), width, height, dpr,
               style, state, greyed)


def tablet_bar(record, rng, app_w, width, kind):
    bar = board.text(24, 6, f"{rng.randrange(1, 13)}:{rng.randrange(0, 60):02d}", 13, "#1d2433", "600")
    bar += board.text(24, 6, f"Wi-Fi  {rng.randrange(10, 100)}% \u25AE", 12, "#1d2433", "normal", None, "right")
    bar += board.div(0, 28, app_w, 56, "background:#ffffff;border-bottom:1px solid #e1e4ea")
    bar += board.text(24, 44, "\u2039 Puzzles", 17, TABLET["accent"], "600")
    bar += board.text(0, 44, f"{escape(rng.choice(WORDS))} \u00b7 {record['width']}\u00d7{record['height']}", 18,
                      "#1d2433", "700", None, "center", app_w)
    return bar


def tablet_panel(record, rng, x, top, w, height, state):
    side = board.div(x, top, w, height - top, "background:#ffffff;border-left:1px solid #e1e4ea")
    for i, (label, value) in enumerate([("Time", f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}"),
                                        ("Best", f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}"),
                                        ("Mistakes", f"{rng.randrange(0, 4)} / 3")]):
        side += board.text(x + 24, top + 24 + i * 56, label, 13, TABLET["muted"])
        side += board.text(x + 24, top + 42 + i * 56, value, 20, TABLET["ink"], "700")
    y = top + 200
    if record["colour"]:
        for i, p in enumerate(record["palette"][1:]):
            side += board.div(x + 24 + (i % 4) * 56, y + (i // 4) * 56, 44, 44,
                              f"background:{p['rgb']};border-radius:10px")
        y += 60 * ((len(record["palette"]) + 2) // 4) + 20
    for i, label in enumerate(["Hint (2)", "Undo", "Restart"]):
        side += board.div(x + 24, y + i * 54, w - 48, 42, f"background:{TABLET['band']};border-radius:10px;"
                          "font-size:15px;display:flex;align-items:center;justify-content:center", label)
    return side


def tablet_notes(rng, x, width, height):
    """Split view: another app beside the game, its own numbers (a list, times, prices)."""
    notes = board.div(x, 0, width - x, height, "background:#fffdf5;border-left:6px solid #1d1d1f")
    notes += board.div(x - 5, height / 2 - 30, 4, 60, "background:#8a8a8a;border-radius:2px")
    notes += board.text(x + 26, 44, "Notes", 22, "#1d1d1f", "700")
    lines = [f"{rng.randrange(1, 13)} {rng.choice(['eggs', 'apples', 'pens', 'tickets', 'cups'])}" for _ in range(4)]
    lines += [f"Train {rng.randrange(6, 23)}:{rng.randrange(0, 60):02d} platform {rng.randrange(1, 12)}",
              f"Room {rng.randrange(100, 500)}, floor {rng.randrange(1, 9)}", f"Budget {rng.randrange(20, 900)}.00"]
    for i, line in enumerate(lines):
        notes += board.text(x + 26, 96 + i * 34, ("\u2022 " if i < 4 else "") + line, 16, "#333333")
    return notes


PAGES = {"console": console, "sheet": sheet, "web-dark": web_dark, "phone-d": phone_d, "tablet": tablet}
