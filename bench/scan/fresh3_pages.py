"""The fresh3 families' screenshot pages (split `fresh3`, bench/scan/README.md): looks none of
the twenty-two earlier families has, after the pages, apps and games players use, in fonts the
digit trainer refuses (apps/scan_train/train_digits.cpp kReserved). A desktop puzzle site whose
clues are rows and columns of the board's own table, a retro pixel-art game scaled up, an
e-ink reader, a children's activity app and a chat where someone shared a puzzle picture.
Each function returns a page job as html_styles' do; some carry a `post` step (the pixel
game's nearest-neighbour scaling, the e-ink panel's grey levels, the chat's recompressed
picture) that corpus.py applies to the shot."""
import io
from html import escape

import board
from fresh_styles import fit, words
from html_styles import WORDS, job, played

# Reserved for fresh3: the digit trainer refuses them, no family before fresh3 draws in them.
# (Terminus, reserved too, is a bitmap font Chromium does not draw: left out.)
FRESH3_FONTS = ["Rasa", "Yrsa", "GFS Neohellenic", "Anonymous Pro", "Spleen 6x12", "Spleen 8x16",
                "Gentium", "Jura", "M PLUS 1", "M PLUS 2", "M PLUS 1 Code", "League Mono",
                "Monoid"]


def font_tag(font):
    return font.replace(" ", "")


def slots(record):
    return max([1] + [len(c) for c in record["rows"]]), max([1] + [len(c) for c in record["columns"]])


# ---------------------------------------------------------------- web-inline (clues in the board's table)

WEB_INLINE = {
    "light": {"page": "#ffffff", "ink": "#1b1b1b", "clue_bg": "#e6ecf3", "corner": "#cfd9e6", "paper": "#ffffff",
              "line": "#b4bcc8", "frame": "#1b1b1b", "fill": "#20262e", "cross": "#8a94a3", "hover": "rgba(255,200,0,0.28)",
              "done": "#9aa3b0", "nav": "#2d5d8f", "muted": "#5f6873"},
    "sepia": {"page": "#f5ecd9", "ink": "#3b2a17", "clue_bg": "#e8d7b4", "corner": "#dcc79d", "paper": "#fbf5e8",
              "line": "#c2ab84", "frame": "#3b2a17", "fill": "#4a3520", "cross": "#9c8463", "hover": "rgba(120,170,255,0.25)",
              "done": "#b49f7e", "nav": "#7a4a1a", "muted": "#7b6850"},
}


def web_inline(record, rng):
    """A desktop puzzle site at browser zoom 90-150 %: the clues are rows and columns of the
    board's own table, one number a cell, on a background of their own inside the same frame
    (thin lines through clues and cells alike, a thick line between clues and cells, every
    fifth line thick); the pointer's row and column highlighted through their clues; light or
    sepia theme; site header, breadcrumbs, a side column and buttons."""
    theme_name = rng.choice(["light", "light", "sepia"])
    theme = WEB_INLINE[theme_name]
    font = rng.choice(["Rasa", "GFS Neohellenic", "Anonymous Pro"])
    dpr = rng.choice([0.9, 1, 1.1, 1.25, 1.5])
    cell = rng.choice([18, 20, 22, 24])
    while cell * dpr < 18:
        cell += 2
    rw, ch = cell * rng.choice([0.8, 0.9, 1.0]), cell * rng.choice([0.75, 0.85, 1.0])  # clue cells
    rslots, cslots = slots(record)
    state, greyed = played(record, rng, 0.45, 0.15, 0.7)
    x0, y0 = 40, 170
    gx, gy = x0 + rslots * rw, y0 + cslots * ch
    gw, gh = record["width"] * cell, record["height"] * cell
    look = {"font": font, "paper": theme["paper"], "fill": theme["fill"], "cross": rng.choice(["x", "dot"]),
            "cross_colour": theme["cross"], "thin": 1, "thick": 2, "line": theme["line"],
            "thick_colour": theme["frame"]}
    if rng.random() < 0.7:
        look["focus"], look["highlight"] = (rng.randrange(record["height"]), rng.randrange(record["width"])), \
            theme["hover"]
    size = min(cell * 0.6, rw * 0.62, ch * 0.8)
    parts = [board.div(x0, gy, gx - x0, gh, f"background:{theme['clue_bg']}"),
             board.div(gx, y0, gw, gy - y0, f"background:{theme['clue_bg']}"),
             board.div(x0, y0, gx - x0, gy - y0, f"background:{theme['corner']}")]
    parts += board.cells_html(record, look, {"cell": cell}, gx, gy, state)
    if look.get("focus"):  # the highlight runs on through the clue cells
        r, c = look["focus"]
        parts.append(board.div(x0, gy + r * cell, gx - x0, cell, f"background:{theme['hover']}"))
        parts.append(board.div(gx + c * cell, y0, cell, gy - y0, f"background:{theme['hover']}"))
    parts += inline_lines(record, theme, cell, rw, ch, x0, y0, gx, gy, rslots, cslots)
    parts += inline_clues(record, theme, cell, rw, ch, gx, gy, size, greyed)
    parts.append(board.text(x0 + 4, y0 + 3, f"{record['width']}\u00d7{record['height']}", min(12, size * 0.8),
                            theme["muted"]))
    parts += board.lines_html(record, look, {"cell": cell}, gx, gy)
    width = int(max(gx + gw + 300, 960))
    height = int(gy + gh + 110)
    chrome = inline_chrome(record, rng, theme, width, gx + gw + 40, gy + gh + 30, font)
    style = f"web-inline-{theme_name}-{font_tag(font)}-cell{cell}-zoom{dpr}" + ("-played" if state else "")
    body = chrome + f'<div style="font-family:\'{font}\';line-height:1">{"".join(parts)}</div>'
    return job(board.page(body, width, height, theme["page"], font), width, height, dpr, style, state, greyed)


def inline_lines(record, theme, cell, rw, ch, x0, y0, gx, gy, rslots, cslots):
    """The table's lines over the clue cells, the frame around the whole table and the thick
    line between clues and cells (the cells' own lines are board.lines_html's)."""
    out = []
    gw, gh = record["width"] * cell, record["height"] * cell
    line = f"background:{theme['line']}"
    for i in range(1, rslots):
        out.append(board.div(x0 + i * rw - 0.5, gy, 1, gh, line))
    for i in range(1, cslots):
        out.append(board.div(gx, y0 + i * ch - 0.5, gw, 1, line))
    for r in range(1, record["height"]):
        out.append(board.div(x0, gy + r * cell - 0.5, gx - x0, 1, line if r % 5 else f"background:{theme['frame']}"))
    for c in range(1, record["width"]):
        out.append(board.div(gx + c * cell - 0.5, y0, 1, gy - y0, line if c % 5 else f"background:{theme['frame']}"))
    out.append(board.div(x0 - 1, y0 - 1, gx + gw - x0 + 2, gy + gh - y0 + 2,
                         f"border:2px solid {theme['frame']};box-sizing:border-box"))
    return out


def inline_clues(record, theme, cell, rw, ch, gx, gy, size, greyed):
    """One number a clue cell, next to the cells (the first number farthest from them)."""
    out = []
    flex = "display:flex;align-items:center;justify-content:center;"
    for axis, clues, done in (("r", record["rows"], greyed[0]), ("c", record["columns"], greyed[1])):
        for line, clue in enumerate(clues):
            for i, (n, k) in enumerate(clue):
                if axis == "r":
                    x, y, w, h = gx - (len(clue) - i) * rw, gy + line * cell, rw, cell
                else:
                    x, y, w, h = gx + line * cell, gy - (len(clue) - i) * ch, cell, ch
                ink = theme["done"] if line in done else theme["ink"]
                if record["colour"]:
                    bg = record["palette"][k]["rgb"]
                    out.append(board.div(x + 1, y + 1, w - 2, h - 2, f"background:{bg}"
                                         + (";opacity:0.5" if line in done else "")))
                    ink = board.contrast_text(bg)
                out.append(board.div(x, y, w, h, f"{flex}color:{ink};font-size:{size:.2f}px", str(n),
                                     f'data-clue="{axis}:{line}:{i}"'))
    return out


def inline_chrome(record, rng, theme, width, side_x, foot_y, font):
    site = rng.choice(["logicgrid.net", "nonodaily.org", "paintbynumber.club"])
    out = board.div(0, 0, width, 58, f"background:{theme['nav']}")
    out += board.text(30, 15, site, 24, "#ffffff", "bold")
    for i, item in enumerate(["Puzzles", "Daily", "Archive", "Create", "Help"]):
        out += board.text(300 + i * 100, 22, item, 15, "#ffffff")
    out += board.text(40, 76, f"Home \u203a {rng.choice(['Small', 'Medium', 'Large'])} \u203a "
                              f"#{rng.randrange(100, 9999)}", 13, theme["muted"])
    out += board.text(40, 100, f"{escape(rng.choice(WORDS))} {escape(rng.choice(WORDS))}", 26, theme["ink"], "bold")
    out += board.text(40, 136, f"Posted {rng.randrange(1, 28)} {rng.choice(['May', 'June', 'July'])} \u00b7 "
                               f"{escape(words(rng, 5))}", 13, theme["muted"])
    card = f"border:1px solid {theme['line']};border-radius:4px;padding:12px;box-sizing:border-box"
    out += board.div(side_x, 170, 230, 180, card)
    out += board.text(side_x + 14, 182, "Timer", 13, theme["muted"])
    out += board.text(side_x + 14, 202, f"{rng.randrange(0, 50):02d}:{rng.randrange(0, 60):02d}", 22, theme["ink"], "bold")
    out += board.text(side_x + 14, 244, f"Solved by {rng.randrange(3, 9999):,}", 13, theme["muted"])
    out += board.text(side_x + 14, 268, f"Difficulty {'*' * rng.randrange(1, 6)}", 13, theme["muted"])
    for i, label in enumerate(["Check", "Undo", "Reset", "Print"]):
        out += board.div(40 + i * 96, foot_y, 86, 30, f"background:{theme['nav']};color:#fff;border-radius:3px;"
                         "font-size:14px;display:flex;align-items:center;justify-content:center", label)
    return out




# ---------------------------------------------------------------- retro (a pixel-art game, scaled up)

RETRO = {
    "nes": {"page": "#1a1a4a", "panel": "#fcfcfc", "ink": "#101010", "paper": "#fcfcfc", "band": "#bcbcfc",
            "line": "#7c7cbc", "thick_colour": "#101010", "fill": "#101010", "cross_colour": "#a01010",
            "done": "#7c7c7c", "hud": "#fcfcfc", "accent": "#f83800", "frame": "#fc9838"},
    "gameboy": {"page": "#0f380f", "panel": "#9bbc0f", "ink": "#0f380f", "paper": "#9bbc0f", "band": "#8bac0f",
                "line": "#306230", "thick_colour": "#0f380f", "fill": "#0f380f", "cross_colour": "#306230",
                "done": "#306230", "hud": "#9bbc0f", "accent": "#8bac0f", "frame": "#306230"},
    "arcade": {"page": "#000000", "panel": "#202020", "ink": "#f8f8f8", "paper": "#101010", "band": "#303048",
               "line": "#505070", "thick_colour": "#f8d800", "fill": "#00d8f8", "cross_colour": "#f83800",
               "done": "#606060", "hud": "#f8d800", "accent": "#f83800", "frame": "#f8f8f8"},
    "amber": {"page": "#120a00", "panel": "#1c1000", "ink": "#ffb000", "paper": "#1c1000", "band": "#2e1c00",
              "line": "#6a4400", "thick_colour": "#ffb000", "fill": "#ffb000", "cross_colour": "#9a6a00",
              "done": "#7a5200", "hud": "#ffb000", "accent": "#ffd060", "frame": "#ffb000"},
}
# Spleen's bitmap sizes: (font, CSS px size, digit width)
SPLEEN = [("Spleen 6x12", 12, 6), ("Spleen 8x16", 16, 8)]


def hex_rgb(colour):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def retro(record, rng):
    """A retro pixel-art picross game: drawn at a low resolution (a 6x12 or 8x16 bitmap font,
    cells 12-20 px, chunky bevelled borders, a HUD with stage, time and lives in blocks) in a
    few flat colours (NES-like, Game Boy greens, arcade, amber monitor), then scaled up 2-4
    times with nearest-neighbour, as emulators and pixel games show it."""
    theme_name = rng.choice(sorted(RETRO) if not record["colour"] else ["nes", "arcade"])
    theme = RETRO[theme_name]
    font, size, digit = rng.choice(SPLEEN)
    cell = rng.choice([size + 2, size + 4]) if size == 12 else rng.choice([18, 20])
    two = any(n >= 10 for clues in (record["rows"], record["columns"]) for c in clues for n, _ in c)
    rslots, cslots = slots(record)
    g = {"cell": cell, "slot": (3 * digit if two else 2 * digit), "cslot": size + 1, "gap": 3, "font": size,
         "rslots": rslots, "cslots": cslots}
    look = dict(theme, font=font, clues="text", colour_clues="chip", chip_radius=0, weight="normal", thin=1,
                thick=2, cross=rng.choice(["x", "dot"]), zero=rng.random() < 0.5)
    state, greyed = played(record, rng, 0.55, 0.1, 0.6)
    bw, bh, left, top = board.board_size(record, g)
    hud_w = 96
    width, height = int(bw + hud_w + 40), int(max(bh + 44, 200))
    x0, y0 = hud_w + 20, 22 + (height - 44 - bh) // 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    cursor = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    cx, cy = x0 + left + cursor[1] * cell, y0 + top + cursor[0] * cell
    marks = board.div(cx - 1, cy - 1, cell + 2, cell + 2, f"border:2px solid {theme['accent']};box-sizing:border-box")
    frame = board.div(x0 - 8, y0 - 8, bw + 16, bh + 16, f"background:{theme['panel']};border:4px solid {theme['frame']};"
                      f"box-sizing:border-box;box-shadow:4px 4px 0 {theme['line']}")
    hud = retro_hud(record, rng, theme, hud_w, height, font, size)
    scale = rng.choice([2, 3, 4])
    while scale > 2 and (width * scale > 2560 or height * scale > 1600):
        scale -= 1
    colours = [theme[k] for k in ("page", "panel", "ink", "paper", "band", "line", "thick_colour", "fill",
                                  "cross_colour", "done", "hud", "accent", "frame")]
    colours += [p["rgb"] for p in record["palette"]] + ["#000000", "#ffffff"]
    style = f"retro-{theme_name}-{font_tag(font)}-cell{cell}-x{scale}" + ("-played" if state else "")
    result = job(board.page(hud + frame + html_board + marks, width, height, theme["page"], font), width, height, 1,
                 style, state, greyed)
    result["post"] = lambda path: pixelate(path, colours, scale)
    return result


def retro_hud(record, rng, theme, w, height, font, size):
    hud = board.text(10, 12, "STAGE", size, theme["hud"], "normal", font)
    hud += board.text(10, 12 + size + 2, f"{rng.randrange(1, 9)}-{rng.randrange(1, 16)}", size, theme["hud"], "normal",
                      font)
    hud += board.text(10, 60, "TIME", size, theme["hud"], "normal", font)
    hud += board.text(10, 60 + size + 2, f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}", size, theme["hud"],
                      "normal", font)
    for i in range(rng.randrange(1, 6)):  # lives as blocks
        hud += board.div(10 + i * 14, 108, 10, 10, f"background:{theme['accent']}")
    hud += board.div(6, height - 40, w - 12, 30, f"border:2px solid {theme['hud']}")
    hud += board.text(12, height - 40 + (30 - size) / 2, "START", size, theme["hud"], "normal", font)
    return hud


def pixelate(path, colours, scale):
    """The shot in the game's flat colours only (no anti-aliasing), scaled up `scale` times
    with nearest-neighbour; returns the scale."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    palette = Image.new("P", (1, 1))
    flat = [v for c in colours for v in hex_rgb(c)]
    palette.putpalette(flat + flat[:3] * (256 - len(colours)))
    image = image.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
    image.resize((image.width * scale, image.height * scale), Image.NEAREST).save(path)
    return scale


# ---------------------------------------------------------------- eink (an e-reader)

EINK_SCREENS = [(536, 724, 2, "1072x1448"), (632, 840, 2, "1264x1680"), (618, 824, 2, "1236x1648")]


def eink(record, rng):
    """A puzzle book or game on an e-ink reader (Kindle-like, 1072x1448, 1264x1680 or
    1236x1648): the reader's top bar (book title, clock, battery), the puzzle's heading and
    line of instructions, the board as wide as the page allows (grey clue bands), the reading
    progress at the foot; the panel's 16 grey levels with dithering for the greys, and a faint
    ghost of the page before in the margins. Black and white puzzles only."""
    width, height, dpr, screen = rng.choice(EINK_SCREENS)
    font = rng.choice(["Gentium", "Yrsa"])
    band = rng.choice([None, "#e4e4e4", "#cccccc"])
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": band, "clues": "text", "colour_clues": "text",
            "weight": rng.choice(["normal", "bold"]), "done": "#999999", "line": rng.choice(["#888888", "#000000"]),
            "thin": 0.5 if rng.random() < 0.5 else 1, "thick": 2, "thick_colour": "#000000", "fill": "#000000",
            "cross": "x", "cross_colour": "#555555", "zero": rng.random() < 0.5}
    state, greyed = played(record, rng, 0.4, 0.1, 0.6)
    top = 120
    g, bw, bh = fit(record, width - 30, height - top - 70, 0.7, 0.72, dpr, 30, gap=3)
    x0, y0 = (width - bw) / 2, top + (height - top - 70 - bh) * 0.3
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    title = rng.choice(["Logic Pictures Vol. 2", "Nonograms for Travellers", "100 Griddlers", "Pixel Puzzles"])
    chrome = board.text(14, 8, title, 11, "#000", "normal", font)
    chrome += board.text(0, 8, f"{rng.randrange(1, 13)}:{rng.randrange(0, 60):02d}", 11, "#000", "bold", font,
                         "center", width)
    chrome += board.text(14, 8, "▮▮▯", 11, "#000", "normal", None, "right")
    chrome += board.div(0, 26, width, 1, "background:#000")
    number = rng.randrange(1, 150)
    chrome += board.text(0, 46, f"Puzzle {number}", 24, "#000", "bold", font, "center", width)
    chrome += board.text(0, 82, f"{record['width']} × {record['height']} · {escape(words(rng, 5))}", 13,
                         "#333", "normal", font, "center", width)
    chrome += board.text(14, height - 26, f"Location {rng.randrange(100, 4000)} of {rng.randrange(4000, 9000)}",
                         11, "#000", "normal", font)
    chrome += board.text(14, height - 26, f"{rng.randrange(1, 99)}%", 11, "#000", "normal", font, "right")
    ghost = board.div(20, 30, width - 40, 14, "opacity:0.08;font-size:12px;overflow:hidden;white-space:nowrap",
                      escape(words(rng, 20)))
    ghost += board.div(20, height - 50, width - 40, 14, "opacity:0.07;font-size:12px;overflow:hidden;"
                       "white-space:nowrap", escape(words(rng, 20)))
    style = f"eink-{screen}-{font_tag(font)}" + ("-band" if band else "") + ("-played" if state else "")
    result = job(board.page(chrome + ghost + html_board, width, height, "#ffffff", font), width, height, dpr, style,
                 state, greyed)
    dark_paper = rng.random() < 0.5
    result["post"] = lambda path: eink_panel(path, dark_paper)
    return result


def eink_panel(path, dark_paper):
    """The shot in the panel's 16 grey levels, the in-between greys dithered (Floyd-Steinberg);
    on half the paper a little darker, as an unlit panel is; returns the scale (1)."""
    from PIL import Image
    image = Image.open(path).convert("L")
    if dark_paper:
        image = image.point(lambda v: int(v * 0.88) + 8)
    levels = [round(i * 255 / 15) for i in range(16)]
    palette = Image.new("P", (1, 1))
    palette.putpalette([v for level in levels for v in (level, level, level)] + [0] * (3 * 240))
    image.convert("RGB").quantize(palette=palette, dither=Image.Dither.FLOYDSTEINBERG).convert("L").save(path)
    return 1


# ---------------------------------------------------------------- activity (a children's puzzle app)

ACTIVITY = [
    {"page": "#fff6e9", "band": "#ffe1ec", "stripe": "#e3f1ff", "chip": "#ffffff", "ink": "#4b3a8c", "paper": "#ffffff",
     "line": "#c9b8f0", "thick_colour": "#7a62d8", "fill": "#7a62d8", "cross_colour": "#e58aa8", "done": "#c2b8dd",
     "button": "#ffb547", "dots": ["#ffd0e0", "#c8ecff", "#d8f5c8", "#fff0a8"]},
    {"page": "#eefaf3", "band": "#d5f2e2", "stripe": "#fff1cc", "chip": "#ffffff", "ink": "#1f5c4a", "paper": "#ffffff",
     "line": "#a8dcc6", "thick_colour": "#2f9c7a", "fill": "#2f9c7a", "cross_colour": "#f29b6b", "done": "#a9cbbf",
     "button": "#5ab0f0", "dots": ["#ffe0b8", "#d0e8ff", "#f8d0f0", "#e0f8b8"]},
]
ACTIVITY_SCREENS = [(1024, 768, 2), (1180, 820, 2), (1280, 800, 1.5), (1133, 744, 2)]


def activity(record, rng):
    """A children's puzzle app on a tablet: big cells, thick rounded pastel lines, clue bands
    striped in two pastels, every clue number in a white circle (colour clues in circles of
    their colour), rounded filled cells, confetti dots, big rounded buttons, stars and a
    mascot; colour pictures with a crayon palette at the foot."""
    theme = rng.choice(ACTIVITY)
    font = rng.choice(["Jura", "M PLUS 2", "M PLUS 1"])
    width, height, dpr = rng.choice(ACTIVITY_SCREENS)
    look = dict(theme, font=font, clues="chip", colour_clues="chip", chip_radius=0.5, weight=rng.choice(["600", "700"]),
                thin=2, thick=4, cross=rng.choice(["x", "dot"]), fill_inset=0.1, fill_radius=0.28, zero=False,
                dark_text_from=170)
    state, greyed = played(record, rng, 0.5, 0.1, 0.6)
    top, foot = 96, 110 if record["colour"] else 40
    g, bw, bh = fit(record, width - 80, height - top - foot, 1.0, 1.0, dpr, 56, gap=6)
    x0, y0 = (width - bw) / 2, top + (height - top - foot - bh) / 2
    _, _, left, top_band = board.board_size(record, g)
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    gx, gy = x0 + left, y0 + top_band
    frame = board.div(gx - 8, gy - 8, record["width"] * g["cell"] + 16, record["height"] * g["cell"] + 16,
                      f"background:{theme['thick_colour']};border-radius:14px")
    chrome = activity_dots(rng, theme, width, height, (x0 - 10, y0 - 10, bw + 20, bh + 20))
    chrome += activity_bar(record, rng, theme, width, font)
    if record["colour"]:
        chrome += activity_crayons(record, theme, width, height)
    style = f"activity-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}" + ("-played" if state else "")
    return job(board.page(chrome + frame + html_board, width, height, theme["page"], font), width, height, dpr,
               style, state, greyed)


def activity_dots(rng, theme, width, height, keep):
    """Confetti dots on the page, none over the board."""
    out = []
    kx, ky, kw, kh = keep
    for _ in range(40):
        d = rng.uniform(8, 26)
        x, y = rng.uniform(0, width - d), rng.uniform(80, height - d)
        if x + d > kx and x < kx + kw and y + d > ky and y < ky + kh:
            continue
        out.append(board.div(x, y, d, d, f"background:{rng.choice(theme['dots'])};border-radius:50%"))
    return "".join(out)


def activity_bar(record, rng, theme, width, font):
    round_button = f"background:{theme['button']};border-radius:26px;color:#fff;font-size:22px;font-weight:700;" \
                   "display:flex;align-items:center;justify-content:center;box-shadow:0 4px 0 rgba(0,0,0,0.15)"
    out = board.div(20, 18, 56, 56, round_button, "\u25c0")
    out += board.div(width - 76, 18, 56, 56, round_button, "?")
    out += board.text(0, 22, f"{escape(rng.choice(['Bunny', 'Rocket', 'Apple', 'Kitty', 'Fish', 'Flower']))} "
                             f"\u00b7 Level {rng.randrange(1, 60)}", 26, theme["ink"], "700", font, "center", width)
    stars = rng.randrange(0, 4)
    out += board.text(0, 58, "\u2605" * stars + "\u2606" * (3 - stars), 20, theme["button"], "normal", None, "center",
                      width)
    out += board.div(92, 22, 48, 48, "background:#ffd966;border-radius:50%;box-shadow:inset -4px -4px 0 #f2b600")
    out += board.div(104, 38, 6, 6, "background:#333;border-radius:50%") + board.div(122, 38, 6, 6,
                                                                                    "background:#333;border-radius:50%")
    return out


def activity_crayons(record, theme, width, height):
    out = []
    colours = record["palette"][1:]
    x = (width - len(colours) * 70) / 2
    for i, p in enumerate(colours):
        out.append(board.div(x + i * 70 + 8, height - 92, 54, 54, f"background:{p['rgb']};border-radius:50%;"
                             f"border:4px solid #ffffff;box-shadow:0 3px 0 rgba(0,0,0,0.15)"))
    return "".join(out)


# ---------------------------------------------------------------- chat (a puzzle picture shared in a chat)

CHAT = {
    "green": {"page": "#efe7dd", "head": "#008069", "head_ink": "#ffffff", "in": "#ffffff", "out": "#d9fdd3",
              "ink": "#111b21", "muted": "#667781", "bar": "#f0f2f5"},
    "blue": {"page": "#ffffff", "head": "#f6f6f6", "head_ink": "#000000", "in": "#e9e9eb", "out": "#0a84ff",
             "ink": "#000000", "muted": "#8a8a8e", "bar": "#f6f6f6", "out_ink": "#ffffff"},
    "night": {"page": "#0e1621", "head": "#17212b", "head_ink": "#ffffff", "in": "#182533", "out": "#2b5278",
              "ink": "#f5f5f5", "muted": "#7d8b99", "bar": "#17212b"},
}
CHAT_SCREENS = [(360, 780, 3), (393, 852, 3), (412, 915, 2.625)]
CHAT_LINES = [("in", "can you do this one?"), ("in", "from the paper, stuck on it for ages"),
              ("out", "send it"), ("in", "row 7 makes no sense to me"), ("out", "on it"),
              ("out", "give me ten minutes"), ("in", "no cheating with an app!"), ("out", "haha ok")]


def chat(record, rng):
    """A phone screenshot of a messaging app where a friend shared a puzzle picture: the
    picture (a printed puzzle's board, in its own font) inside an incoming bubble, shrunk to
    the bubble and recompressed as chats do (blurred, JPEG blocks), messages and times above
    and below, the app's header and input bar; green, blue or night theme."""
    theme_name = rng.choice(sorted(CHAT))
    theme = CHAT[theme_name]
    font = rng.choice(["M PLUS 1", "M PLUS 2"])
    picture_font = rng.choice(["Anonymous Pro", "Jura", "M PLUS 1 Code", "GFS Neohellenic"])
    width, height, dpr = rng.choice(CHAT_SCREENS)
    state, greyed = played(record, rng, 0.3, 0.1, 0.5)
    bubble_w = width * rng.uniform(0.84, 0.92)
    look = {"font": picture_font, "ink": "#000000", "paper": "#ffffff", "band": rng.choice([None, "#eeeeee"]),
            "clues": "text", "colour_clues": "chip", "chip_radius": 0.1, "weight": rng.choice(["normal", "bold"]),
            "done": "#aaaaaa", "line": "#999999", "thin": 0.6, "thick": 1.4, "thick_colour": "#000000",
            "fill": "#222222", "cross": "x", "cross_colour": "#888888", "zero": False}
    g, bw, bh = fit(record, bubble_w - 24, height * 0.55, 0.75, 0.75, dpr, 30, gap=2)
    lines = rng.sample(CHAT_LINES, 4)
    y = 76 + 12
    parts = []
    for side, said in lines[:2]:
        parts.append(chat_bubble(theme, side, said, width, y, font))
        y += 44
    px, py, pw, ph = 10, y, bubble_w, bh + 48
    parts.append(board.div(px, py, pw, ph, f"background:{theme['in']};border-radius:10px"))
    parts.append(board.div(px + 4, py + 4, pw - 8, ph - 24, "background:#ffffff;border-radius:6px"))
    parts.append(board.text(px + 10, py + 8, f"No. {rng.randrange(10, 400)}", 11, "#333", "bold", picture_font))
    html_board, _, _ = board.board(record, look, g, px + (pw - bw) / 2, py + 24, state, greyed)
    parts.append(html_board)
    parts.append(board.text(px + pw - 50, py + ph - 16, f"{rng.randrange(7, 23)}:{rng.randrange(0, 60):02d}", 10,
                            theme["muted"], "normal", font))
    y = py + ph + 12
    for side, said in lines[2:]:
        if y + 44 < height - 60:
            parts.append(chat_bubble(theme, side, said, width, y, font))
        y += 44
    chrome = chat_chrome(rng, theme, width, height, font)
    style = f"chat-{theme_name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}-{font_tag(picture_font)}" \
        + ("-played" if state else "")
    result = job(board.page("".join(parts) + chrome, width, height, theme["page"], font), width, height, dpr, style,
                 state, greyed)
    box = [v * dpr for v in (px + 4, py + 4, pw - 8, ph - 24)]
    shrink, quality = rng.uniform(0.65, 0.9), rng.randrange(45, 76)
    result["post"] = lambda path: recompress(path, box, shrink, quality)
    return result


def chat_bubble(theme, side, said, width, y, font):
    ink = theme.get("out_ink", theme["ink"]) if side == "out" else theme["ink"]
    w = min(width * 0.75, 24 + 8.4 * len(said))
    x = width - w - 10 if side == "out" else 10
    return board.div(x, y, w, 34, f"background:{theme[side]};border-radius:12px;color:{ink};font-size:14px;"
                     f"font-family:'{font}';display:flex;align-items:center;padding:0 10px;box-sizing:border-box;white-space:nowrap",
                     escape(said))


def chat_chrome(rng, theme, width, height, font):
    out = board.div(0, 0, width, 76, f"background:{theme['head']}")
    out += board.text(16, 6, f"{rng.randrange(7, 23)}:{rng.randrange(0, 60):02d}", 12, theme["head_ink"], "600", font)
    out += board.text(16, 6, f"{rng.randrange(10, 100)}% \u25AE", 11, theme["head_ink"], "normal", font, "right")
    out += board.text(12, 34, "\u2039", 30, theme["head_ink"])
    out += board.div(40, 32, 36, 36, f"background:{rng.choice(['#f4a261', '#90be6d', '#577590'])};border-radius:50%")
    out += board.text(86, 34, rng.choice(["Grandma", "Sam", "Puzzle Club", "Alex"]), 16, theme["head_ink"], "700",
                      font)
    out += board.text(86, 54, "online", 11, theme["head_ink"], "normal", font)
    out += board.div(0, height - 56, width, 56, f"background:{theme['bar']}")
    out += board.div(12, height - 46, width - 70, 36, "background:#ffffff;border-radius:18px;border:1px solid #ddd")
    out += board.text(28, height - 38, "Message", 14, "#999999", "normal", font)
    send = theme["head"] if theme["head_ink"] == "#ffffff" else theme["out"]
    out += board.div(width - 50, height - 48, 40, 40, f"background:{send};border-radius:50%")
    return out


def recompress(path, box, shrink, quality):
    """The shared picture as a chat passes it on: shrunk, JPEG-compressed, shown at the
    bubble's size again; returns the scale (1)."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    x, y, w, h = (int(round(v)) for v in box)
    part = image.crop((x, y, x + w, y + h))
    small = part.resize((max(1, int(w * shrink)), max(1, int(h * shrink))), Image.BILINEAR)
    buffer = io.BytesIO()
    small.save(buffer, "JPEG", quality=quality)
    buffer.seek(0)
    image.paste(Image.open(buffer).convert("RGB").resize((w, h), Image.BICUBIC), (x, y))
    image.save(path)
    return 1


PAGES = {"web-inline": web_inline, "retro": retro, "eink": eink, "activity": activity, "chat": chat}
