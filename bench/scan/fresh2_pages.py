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
    area_w, area_h = width - hx - 16, height - hy - 48
    cols, rows = oc + rslots + record["width"] + 1, orow + cslots + record["height"] + 1
    cell = min(26.0, area_w / cols, area_h / rows)
    cell = int(cell * dpr) / dpr
    if cell * dpr < 11:
        cell = 11 / dpr  # zoomed in so that the puzzle stays legible; the sheet scrolls
        width, height = int(hx + 16 + cols * cell) + 1, int(hy + 48 + rows * cell) + 1
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


PAGES = {"console": console, "sheet": sheet}
