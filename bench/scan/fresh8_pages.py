"""The fresh8 families' screenshot pages (split `fresh8`, bench/scan/README.md): looks none of
the sixty-seven earlier families has, after the programs, screens and devices players meet a
puzzle in, in fonts the digit trainer refuses (apps/scan_train/train_digits.cpp kReserved). A
puzzle site inspected in the browser's developer tools, a game on an aircraft's seat-back
screen, a game on a parked car's wide dashboard screen, a puzzle magazine's double page in a
tablet's reading app mid page-turn, and a waiting-room kiosk's touch screen. Each function
returns a page job as html_styles' do."""
from html import escape

import board
from fresh2_print import print_look
from fresh3_pages import font_tag as spaced_tag
from fresh7_pages import denser
from fresh_styles import fit, words
from html_styles import WORDS, job, played
from states import solved_state

# Reserved for fresh8: the digit trainer refuses them (their fontconfig names begin with a
# kReserved prefix), no family before fresh8 draws in them.
DEVTOOLS_FONTS = ["Mandali", "NATS", "Mallanna", "Gurajada"]  # the inspected site's
DEVTOOLS_UI, DEVTOOLS_MONO = "Meera Inimai", "BPG Courier GPL&GNU"
SEAT_FONTS = ["Ramabhadra", "Gemunu Libre", "Syamala Ramana", "Potti Sreeramulu"]
SEAT_UI = "Gemunu Libre"
CAR_FONTS = ["Dhurjati", "NTR", "RaviPrakash", "BPG Nino Medium GPL&GNU"]
CAR_UI = "BPG Gorda GPL&GNU"
MAGAZINE_FONTS = ["Rachana", "Suranna", "Peddana", "Asana Math", "TenaliRamakrishna"]
MAGAZINE_HEAD, MAGAZINE_UI = "Ramaraja", "Gayathri"
KIOSK_FONTS = ["Manjari", "Uroob", "Keraleeyam", "Timmana", "LakkiReddy"]  # LakkiReddy: digits only
KIOSK_TITLE, KIOSK_UI = "Sree Krushnadevaraya", "Manjari"
PRINT_FONTS = ["Meera", "Ramaraja", "BPG Gorda GPL&GNU", "Mallanna",  # fridge doors
               "Because We Learn", "Because We Organize", "Chilanka",  # their notes
               "BPG Elite GPL&GNU", "Ponnala", "Suravaram", "Timmana", "Gidugu", "Because We Build",  # bags
               "BPG Chveulebrivi GPL&GNU", "BPG Nateli GPL&GNU", "BPG Algeti GPL&GNU",  # spiral books
               "Because We Create"]
FRESH8_FONTS = sorted(set(DEVTOOLS_FONTS + [DEVTOOLS_UI, DEVTOOLS_MONO] + SEAT_FONTS + [SEAT_UI] + CAR_FONTS
                          + [CAR_UI] + MAGAZINE_FONTS + [MAGAZINE_HEAD, MAGAZINE_UI] + KIOSK_FONTS
                          + [KIOSK_TITLE, KIOSK_UI] + PRINT_FONTS))


def font_tag(font):
    """A font's name in a style: the Georgian BPG faces' licence suffix left out."""
    return spaced_tag(font.replace(" GPL&GNU", ""))


def theme_look(t, font, **given):
    """A board's look from a screen's theme (its ink, card, band, muted, line, thick and fill
    colours): clues as text, done ones muted, one-pixel lines, fifth ones two; `given` changes
    any of it."""
    look = {"font": font, "ink": t["ink"], "paper": t["card"], "band": t["band"], "clues": "text", "done": t["muted"],
            "line": t["line"], "thin": 1, "thick": 2, "thick_colour": t["thick"], "fill": t["fill"],
            "cross_colour": t["muted"]}
    look.update(given)
    return look


def spans(pieces, font, size, x, y):
    """One line of coloured text runs ((text, colour) each) at (x, y)."""
    inner = "".join(f'<span style="color:{colour}">{escape(text)}</span>' for text, colour in pieces)
    return (f'<div style="position:absolute;left:{x:.1f}px;top:{y:.1f}px;white-space:pre;font-family:\'{font}\';'
            f'font-size:{size}px">{inner}</div>')


# ---------------------------------------------------------------- devtools (a site under the browser's inspector)

DEVTOOLS_THEMES = {
    "light": dict(chrome="#dee1e6", bar="#ffffff", panel="#ffffff", tabs="#f1f3f4", text="#1f1f1f",
                  muted="#5f6368", rule="#cacdd1", select="#cfe8fc", tag="#881280", attr="#994500",
                  value="#1a1aa6", prop="#c80000"),
    "dark": dict(chrome="#202124", bar="#35363a", panel="#242424", tabs="#292a2d", text="#e8eaed",
                 muted="#9aa0a6", rule="#3c4043", select="#3b4b63", tag="#5db0d7", attr="#9bbbdc",
                 value="#f29766", prop="#5db0d7"),
}
SITES = {
    "white": dict(page="#ffffff", head="#2e5c8a", ink="#222222", paper="#ffffff", band="#eef2f6", line="#b8c0c8",
                  fill="#2b2b2b", done="#a8b0b8", muted="#7a838c"),
    "sepia": dict(page="#f6f0e4", head="#7b4b24", ink="#3a2a1a", paper="#fffaf0", band=None, line="#c7b89e",
                  fill="#4a3522", done="#b9a88c", muted="#8c7a60"),
    "slate": dict(page="#1d2229", head="#0f1318", ink="#e6e9ee", paper="#262c34", band="#2d343d", line="#46505c",
                  fill="#9cc3ff", done="#66707c", muted="#8f99a6"),
}
OVERLAY = {"content": "rgba(111,168,220,0.66)", "padding": "rgba(147,196,125,0.55)", "margin": "rgba(246,178,107,0.66)"}


def frame(x, y, w, h, pad, colour):
    """Four strips `pad` wide round the box (x, y, w, h): an inspector's padding or margin."""
    if pad <= 0:
        return []
    return [board.div(x - pad, y - pad, w + 2 * pad, pad, f"background:{colour}"),
            board.div(x - pad, y + h, w + 2 * pad, pad, f"background:{colour}"),
            board.div(x - pad, y, pad, h, f"background:{colour}"),
            board.div(x + w, y, pad, h, f"background:{colour}")]


def dom_lines(record, t, target, state):
    """The Elements panel's tree round the inspected element: (indent, pieces, selected)."""
    tag = lambda name, attrs="", close=False: [("<" + ("/" if close else ""), t["tag"]), (name, t["tag"])] + \
        [p for k, v in attrs for p in ((" " + k + "=", t["attr"]), ('"' + v + '"', t["value"]))] + [(">", t["tag"])]
    size = f"{record['width']}x{record['height']}"
    lines = [(0, [("<!DOCTYPE html>", t["muted"])], False), (0, tag("html", [("lang", "en")]), False),
             (1, tag("head") + [("\u2026", t["muted"])] + tag("head", close=True), False),
             (1, tag("body", [("class", "puzzle-page")]), False), (2, tag("header", [("class", "site")]) +
                                                                   [("\u2026", t["muted"])] + tag("header", close=True), False),
             (2, tag("main", [("id", "app")]), False)]
    lines.append((3, tag("div", [("class", "board"), ("data-size", size)]), target == "board"))
    lines.append((4, tag("div", [("class", "clues columns")]) + [("\u2026", t["muted"])] +
                  tag("div", close=True), target == "columns"))
    lines.append((4, tag("div", [("class", "clues rows")]) + [("\u2026", t["muted"])] + tag("div", close=True),
                  target == "rows"))
    lines.append((4, tag("div", [("class", "grid"), ("style", f"--cols: {record['width']}")]), target == "grid"))
    filled = sum(ch not in "?-" for row in state for ch in row) if state else 0
    for k in range(3):
        lines.append((5, tag("div", [("class", "cell" + (" filled" if k < filled else "")), ("data-r", str(k)),
                                     ("data-c", str(k + 2))]) + tag("div", close=True), False))
    lines.append((5, [(f"\u2026 {record['width'] * record['height'] - 3} more", t["muted"])], False))
    lines.append((4, tag("div", close=True), False))
    lines.append((3, tag("div", close=True), False))
    lines.append((3, tag("aside", [("class", "stats")]) + [("\u2026", t["muted"])] + tag("aside", close=True), False))
    return [(indent, pieces + ([("  == $0", t["muted"])] if sel else []), sel) for indent, pieces, sel in lines]


def devtools(record, rng):
    """A desktop browser (light or dark) on a puzzle site (white, sepia or slate) with its
    developer tools open, docked on the right or at the foot: the Elements tree with the
    inspected element's line selected, the Styles pane with its rules and the box-model figure
    full of other numbers; on the page the inspector's overlay over the inspected element (the
    board, its grid, or one of its clue bands: content tinted blue, padding green, margin
    orange) and its tooltip with the element's name and size beside the board."""
    theme_name = rng.choice(["light", "light", "dark"])
    t = DEVTOOLS_THEMES[theme_name]
    site_name = rng.choice(list(SITES))
    s = SITES[site_name]
    font = rng.choice(DEVTOOLS_FONTS)
    ui, mono = DEVTOOLS_UI, DEVTOOLS_MONO
    width, height, dpr = rng.choice([(1440, 900, 1), (1920, 1080, 1), (1280, 800, 2), (1536, 864, 1.25),
                                     (1680, 1050, 1)])
    top = 36 + 40
    bottom_dock = max(record["width"], record["height"]) <= 20 and rng.random() < 0.4
    if bottom_dock:
        ph = int(height * rng.uniform(0.32, 0.4))
        panel = (0, height - ph, width, ph)
        page = (0, top, width, height - top - ph)
    else:
        pw = int(width * rng.uniform(0.34, 0.44))
        panel = (width - pw, top, pw, height - top)
        page = (0, top, width - pw, height - top)
    # Colour clues as text only on a light page: a dark colour on the slate page could not be read.
    look = {"font": font, "ink": s["ink"], "paper": s["paper"], "band": s["band"], "clues": "text",
            "colour_clues": "chip" if site_name == "slate" else rng.choice(["text", "chip"]), "chip_radius": 0.15, "weight": rng.choice(["normal", "bold"]),
            "done": s["done"], "line": s["line"], "thin": 1, "thick": 2, "thick_colour": s["ink"], "fill": s["fill"],
            "cross": rng.choice(["x", "dot"]), "cross_colour": s["muted"], "zero": rng.random() < 0.4}
    state, greyed = played(record, rng, 0.5, 0.1, 0.6)
    side = 210 if page[2] > 900 else 0
    area = (page[0] + 24, page[1] + 104, page[2] - 48 - side, page[3] - 104 - 14)
    g, bw, bh = fit(record, area[2], area[3], 0.8, 0.8, dpr, 30, gap=4)
    dpr = denser(g, dpr, 12)
    x0, y0 = area[0] + (area[2] - bw) / 2, area[1] + max(0, (area[3] - bh) / 3)
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, left, top_band = board.board_size(record, g)
    cell = g["cell"]
    gw, gh = record["width"] * cell, record["height"] * cell
    parts = [board.div(0, 0, width, height, f"background:{t['chrome']}")]
    # The browser: its tabs, the address bar.
    title = f"Daily nonogram #{rng.randrange(100, 999)} \u2013 {rng.choice(WORDS)}"
    for i, name in enumerate([title, rng.choice(["Inbox (3)", "Docs", "Search"])]):
        parts.append(board.div(70 + i * 230, 6, 220, 30, (f"background:{t['bar']};" if i == 0 else "") +
                               "border-radius:8px 8px 0 0"))
        parts.append(board.text(84 + i * 230, 13, name[:28], 12, t["text"], "normal", ui))
    parts.append(board.div(0, 36, width, 40, f"background:{t['bar']};border-bottom:1px solid {t['rule']}"))
    parts.append(board.div(110, 42, min(760, width - 300), 28, f"background:{t['tabs']};border-radius:14px"))
    parts.append(board.text(128, 48, f"{rng.choice(['picross', 'griddle', 'nonodaily'])}.example/puzzle/"
                            f"{rng.randrange(1000, 99999)}", 13, t["text"], "normal", ui))
    parts.append(board.text(20, 46, "\u2190  \u2192  \u21bb", 14, t["muted"], "normal", ui))
    # The page.
    parts.append(board.div(*page, f"background:{s['page']}"))
    parts.append(board.div(page[0], page[1], page[2], 52, f"background:{s['head']}"))
    parts.append(board.text(page[0] + 24, page[1] + 14, rng.choice(["Picross Daily", "Griddle", "Nono Club"]), 22,
                            "#ffffff", "bold", font))
    parts.append(board.text(width - page[0] - page[2] + 24, page[1] + 18, "Puzzles   Ranking   Forum   Help", 14,
                            "#ffffff", "normal", font, "right") if page[2] > 700 else "")
    parts.append(board.text(page[0] + 24, page[1] + 66, f"#{rng.randrange(100, 9999)} {rng.choice(WORDS)} "
                            f"{rng.choice(WORDS).lower()} \u00b7 {record['width']}\u00d7{record['height']}", 18, s["ink"],
                            "normal", font))
    parts.append(html_board)
    if side:
        sx = page[0] + page[2] - side - 12
        parts.append(board.div(sx, area[1], side - 12, 150, f"border:1px solid {s['line']};border-radius:6px"))
        for i, line in enumerate([f"Time {rng.randrange(0, 30):02d}:{rng.randrange(0, 60):02d}",
                                  f"Solved by {rng.randrange(12, 9000)}", f"Rating {rng.randrange(1, 5)}.{rng.randrange(10)}",
                                  f"Best {rng.randrange(1, 9)}:{rng.randrange(0, 60):02d}"]):
            parts.append(board.text(sx + 14, area[1] + 14 + i * 32, line, 15, s["ink"], "normal", font))
    # The inspector's overlay over the inspected element, and its tooltip beside the board.
    target = rng.choice(["board", "grid", "grid", "rows", "columns"])
    box = {"board": (x0, y0, bw, bh), "grid": (x0 + left, y0 + top_band, gw, gh),
           "rows": (x0, y0 + top_band, left - g["gap"], gh),
           "columns": (x0 + left, y0, gw, top_band - g["gap"])}[target]
    pad, margin = rng.choice([0, 3, 6]), rng.choice([0, 4, 8])
    if target != "board":  # a clue band's or the grid's neighbours stay clear of the padding and margin
        pad, margin = min(pad, g["gap"] / 2), min(margin, g["gap"] / 2)
    parts.append(board.div(*box, f"background:{OVERLAY['content']}"))
    parts += frame(*box, pad, OVERLAY["padding"])
    parts += frame(box[0] - pad, box[1] - pad, box[2] + 2 * pad, box[3] + 2 * pad, margin, OVERLAY["margin"])
    name = {"board": "div.board", "grid": "div.grid", "rows": "div.clues.rows", "columns": "div.clues.columns"}[target]
    tip_w, tip_h = 230, 74
    below, above = y0 + bh + margin + pad + 12, y0 - margin - pad - 12 - tip_h
    tip_y = below if below + tip_h < page[1] + page[3] else above if above > page[1] + 52 else None
    if tip_y is not None:
        tx = min(max(page[0] + 6, box[0]), page[0] + page[2] - tip_w - 6)
        parts.append(board.div(tx, tip_y, tip_w, tip_h, "background:#ffffff;border-radius:4px;"
                               "box-shadow:0 1px 5px rgba(0,0,0,0.35)"))
        parts.append(spans([(name, "#881280"), (f"   {box[2]:.0f} \u00d7 {box[3]:.0f}", "#5f6368")], mono, 12,
                           tx + 10, tip_y + 8))
        parts.append(spans([("Color ", "#5f6368"), (s["ink"], "#222222")], mono, 11, tx + 10, tip_y + 30))
        parts.append(spans([("Font  ", "#5f6368"), (f"{g['font']:.0f}px", "#222222")], mono, 11, tx + 10, tip_y + 48))
    # The developer tools.
    px, py, pw, ph = panel
    parts.append(board.div(px, py, pw, ph, f"background:{t['panel']};border-{'top' if bottom_dock else 'left'}:1px "
                           f"solid {t['rule']}"))
    parts.append(board.div(px, py, pw, 30, f"background:{t['tabs']};border-bottom:1px solid {t['rule']}"))
    for i, tab in enumerate(["Elements", "Console", "Sources", "Network", "Performance", "Memory"]):
        tx = px + 60 + i * 86
        if tx + 80 < px + pw:
            parts.append(board.text(tx, py + 8, tab, 12, t["text"] if i == 0 else t["muted"], "normal", ui))
    errors = rng.randrange(0, 9)
    parts.append(board.text(px + 14, py + 8, f"\u26a0 {errors}  \u2716 {rng.randrange(0, 4)}", 12, "#e37400", "normal",
                            ui, "right") if bottom_dock else "")
    tree_w, tree_h = (pw * 0.58, ph - 30) if bottom_dock else (pw, (ph - 30) * 0.5)
    lines = dom_lines(record, t, target, state)
    for i, (indent, pieces, selected) in enumerate(lines):
        ly = py + 38 + i * 18
        if ly + 18 > py + 30 + tree_h:
            break
        if selected:
            parts.append(board.div(px, ly - 1, tree_w, 18, f"background:{t['select']}"))
        parts.append(spans(pieces, mono, 12, px + 12 + indent * 14, ly))
    # The Styles pane: the element's rules and its box-model figure.
    sx, sy = (px + tree_w, py + 30) if bottom_dock else (px, py + 30 + tree_h)
    sw, sh = (pw - tree_w, ph - 30) if bottom_dock else (pw, ph - 30 - tree_h)
    parts.append(board.div(sx, sy, sw, sh, f"border-{'left' if bottom_dock else 'top'}:1px solid {t['rule']}"))
    for i, tab in enumerate(["Styles", "Computed", "Layout", "Event Listeners"]):
        parts.append(board.text(sx + 12 + i * 78, sy + 6, tab, 12, t["text"] if i == 0 else t["muted"], "normal", ui))
    rules = [[(f".{name.split('.')[1]} {{", t["tag"])],
             [("  display", t["prop"]), (": grid;", t["text"])],
             [("  grid-template-columns", t["prop"]), (f": repeat({record['width']}, {cell:.0f}px);", t["text"])],
             [("  gap", t["prop"]), (f": {rng.choice([0, 1])}px;", t["text"])],
             [("  padding", t["prop"]), (f": {pad:g}px;", t["text"])],
             [("  margin", t["prop"]), (f": {margin:g}px auto;", t["text"])],
             [("  font", t["prop"]), (f": {rng.choice([400, 700])} {g['font']:.0f}px/1 sans-serif;", t["text"])],
             [("}", t["tag"])]]
    for i, pieces in enumerate(rules):
        if sy + 32 + i * 17 + 17 < sy + sh:
            parts.append(spans(pieces, mono, 12, sx + 14, sy + 32 + i * 17))
    fig_y = sy + 32 + len(rules) * 17 + 10
    fig_w = min(sw - 40, 300)
    if fig_y + 120 < sy + sh:
        for k, (label, value, colour) in enumerate([("margin", margin, "#f9cc9d"), ("border", 0, "#fbdda0"),
                                                    ("padding", pad, "#c3d08b")]):
            inset = k * 22
            parts.append(board.div(sx + 20 + inset, fig_y + inset * 0.8, fig_w - 2 * inset, 120 - 1.6 * inset,
                                   f"background:{colour};border:1px dashed #333"))
            parts.append(board.text(sx + 24 + inset, fig_y + inset * 0.8 + 2, f"{label} {format(value, 'g') if value else '-'}", 10,
                                    "#333333", "normal", mono))
        parts.append(board.div(sx + 20 + 66, fig_y + 53, fig_w - 132, 22, "background:#8cb6c0;border:1px solid #333;"
                               f"font-family:'{mono}';font-size:11px;color:#111;text-align:center;line-height:22px",
                               f"{box[2]:.0f} \u00d7 {box[3]:.0f}"))
    style = f"devtools-{theme_name}-{site_name}-{font_tag(font)}-{width}x{height}-x{dpr}-{target}" + \
        ("-bottom" if bottom_dock else "") + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, t["chrome"], ui), width, height, dpr, style, state, greyed)


# The seat-back, dashboard and kiosk screens' themes: (device, theme) -> background, bars (the
# header, rails, docks and panels), card, clue band, ink, muted, line, fifth line, accent (fills too),
# each a hexadecimal colour.
SCREEN_THEMES = {
    ("seatback", "night"): "0b1020 070b16 151b2f 1a2140 e9edf7 8d96b3 2c3553 9fb0da ffb547",
    ("seatback", "plum"): "2a1033 1c0a22 3a1846 43204f fbeefc c09ac8 5a3566 e4b6ee ff7eb6",
    ("seatback", "day"): "eef1f5 dfe4ea ffffff f0f3f7 1d2433 6b7689 c9d0da 39445a 1f5fbf",
    ("car", "graphite"): "111315 1b1e22 22262b 262a30 f1f3f5 8a9199 363c44 aab3bd 4fc3f7",
    ("car", "midnight"): "0a1224 101b33 14213d 18284a eaf0ff 8394bd 2a3b63 9db1e0 7cf0c5",
    ("car", "day"): "e9ecef f7f8fa ffffff f0f2f5 15191e 6c757d cfd4da 3d444c e0482b",
    ("kiosk", "civic"): "f4f7f8 00796b ffffff e0f2f1 102a2a 5c7373 b2cccc 1d4d4d 00897b",
    ("kiosk", "navy"): "0d1b2a 1b263b 1b263b 22324a f0f4f8 8fa3b8 34496a a9bcd6 ffc857",
    ("kiosk", "sunny"): "fff8ec e76f2e ffffff fff0dc 3a2414 8c6c55 ead2b8 6b4226 e76f2e",
}


def screen_theme(device, name):
    """One of SCREEN_THEMES as a dict (its accent is also the fills' colour)."""
    keys = ("bg", "bars", "card", "band", "ink", "muted", "line", "thick", "accent")
    theme = dict(zip(keys, ("#" + c for c in SCREEN_THEMES[(device, name)].split())))
    return dict(theme, fill=theme["accent"])


def themes(device):
    return [name for d, name in SCREEN_THEMES if d == device]


# ---------------------------------------------------------------- seatback (an aircraft's seat-back screen)



def seatback(record, rng):
    """A puzzle game on an aircraft's seat-back screen (1280x720, 1024x600 or 1366x768; night,
    plum or day theme): the airline's bar with the flight number, route and local time, a
    ticker of altitude, ground speed, outside temperature and time to go, the entertainment
    menu down the left (Games chosen), the board on a card, a side panel with the time, hints
    and a small moving map with distances; the seat number, volume and brightness at the foot.
    On some the seat-belt announcement across the top, and on some the screen dimmed for the
    night."""
    theme_name = rng.choice(["night", "night", "plum", "day"])
    t = screen_theme("seatback", theme_name)
    font = rng.choice(SEAT_FONTS)
    ui = SEAT_UI
    width, height, dpr = rng.choice([(1280, 720, 1), (1280, 720, 1.5), (1024, 600, 1.25), (1366, 768, 1)])
    look = theme_look(t, font, colour_clues=rng.choice(["text", "chip"]) if theme_name == "day" else "chip",
                      chip_radius=0.25, weight="bold",
                      fill_inset=0.08, fill_radius=0.15, cross=rng.choice(["x", "dot"]), zero=rng.random() < 0.3)
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    rail, side = 92, 230 if width > 1100 else 200
    area = (rail + 20, 126, width - rail - side - 40, height - 126 - 56)
    g, bw, bh = fit(record, area[2], area[3], 0.8, 0.8, dpr, 40, gap=5)
    dpr = denser(g, dpr, 12)
    x0, y0 = area[0] + (area[2] - bw) / 2, area[1] + (area[3] - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts = [board.div(0, 0, width, height, f"background:{t['bg']}")]
    airline = rng.choice(["SKYLINE", "AEROVISTA", "NORTHWIND", "BLUE HERON"])
    route = rng.choice(["LHR \u2192 SIN", "FRA \u2192 JFK", "DXB \u2192 SYD", "CDG \u2192 GRU", "AMS \u2192 NRT"])
    parts.append(board.div(0, 0, width, 54, f"background:{t['bars']}"))
    parts.append(board.text(20, 14, f"{airline} \u2708", 22, t["accent"], "bold", ui))
    parts.append(board.text(230, 18, f"{airline[:2]} {rng.randrange(10, 999)}   {route}", 17, t["ink"], "normal", ui))
    parts.append(board.text(20, 18, f"Local time at destination {rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d}",
                            15, t["muted"], "normal", ui, "right"))
    ticker = (f"Altitude {rng.randrange(9, 12)} {rng.randrange(100, 999)} m  \u00b7  Ground speed "
              f"{rng.randrange(780, 960)} km/h  \u00b7  Outside \u2212{rng.randrange(40, 60)} \u00b0C  \u00b7  "
              f"{rng.randrange(1, 11)} h {rng.randrange(0, 60)} min to go")
    parts.append(board.text(rail + 20, 66, ticker, 14, t["muted"], "normal", ui))
    for i, item in enumerate(["Movies", "TV", "Music", "Games", "Map", "Shop"]):
        y = 96 + i * 74
        if y + 60 > height - 50:
            break
        if item == "Games":
            parts.append(board.div(6, y - 6, rail - 12, 62, f"background:{t['card']};border-radius:10px;"
                                   f"border-left:4px solid {t['accent']}"))
        parts.append(board.div(rail / 2 - 14, y, 28, 28, f"border:2px solid {t['accent'] if item == 'Games' else t['muted']};"
                               "border-radius:8px"))
        parts.append(board.text(0, y + 34, item, 13, t["ink"] if item == "Games" else t["muted"], "normal", ui,
                                "center", rail))
    parts.append(board.text(area[0], 98, f"Picture Logic \u00b7 Level {rng.randrange(1, 120)}", 18, t["ink"], "bold",
                            font))
    parts.append(board.div(x0 - 12, y0 - 12, bw + 24, bh + 24, f"background:{t['card']};border-radius:14px"))
    parts.append(html_board)
    # The side panel: time, hints, buttons, the moving map.
    sx = width - side - 20
    parts.append(board.div(sx, 96, side, height - 96 - 56, f"background:{t['card']};border-radius:14px"))
    for i, (text, size) in enumerate([(f"\u23f1 {rng.randrange(0, 40):02d}:{rng.randrange(0, 60):02d}", 24),
                                      (f"Hints left {rng.randrange(0, 6)}", 16), (f"Mistakes {rng.randrange(0, 4)}", 16)]):
        parts.append(board.text(sx + 18, 112 + i * 38, text, size, t["ink"], "normal", ui))
    for i, label in enumerate(["Pause", "New game"]):
        parts.append(board.div(sx + 18, 232 + i * 50, side - 36, 38, f"border:2px solid {t['accent']};border-radius:19px;"
                               f"color:{t['ink']};font-family:'{ui}';font-size:15px;display:flex;align-items:center;"
                               "justify-content:center", label))
    map_y = 344
    if map_y + 150 < height - 70:
        map_h = min(190, height - 70 - map_y - 10)
        parts.append(board.div(sx + 14, map_y, side - 28, map_h, "background:linear-gradient(160deg,#1d4f7a,#2e7d9b);"
                               "border-radius:10px;overflow:hidden"))
        w2, h2 = side - 28, map_h
        parts.append(f'<svg style="position:absolute;left:{sx + 14}px;top:{map_y}px" width="{w2}" height="{h2}">'
                     f'<path d="M12 {h2 - 20} Q {w2 / 2} 10 {w2 - 12} {h2 / 2}" fill="none" stroke="#ffffff" '
                     'stroke-width="2" stroke-dasharray="5 4"/></svg>')
        done = rng.randrange(500, 9000)
        parts.append(board.text(sx + 24, map_y + h2 - 40, f"{done} km flown", 12, "#ffffff", "normal", ui))
        parts.append(board.text(sx + 24, map_y + h2 - 22, f"{rng.randrange(300, 6000)} km to go", 12, "#ffffff",
                                "normal", ui))
        parts.append(board.text(sx + 14 + w2 * rng.uniform(0.3, 0.6), map_y + h2 * 0.25, "\u2708", 18, "#ffffff",
                                "normal", ui))
    # The foot: seat, volume, brightness, attendant.
    parts.append(board.div(0, height - 44, width, 44, f"background:{t['bars']}"))
    parts.append(board.text(20, height - 32, f"Seat {rng.randrange(8, 60)}{rng.choice('ABCDEFHJK')}", 15, t["ink"],
                            "normal", ui))
    parts.append(board.text(150, height - 32, "Vol", 15, t["muted"], "normal", ui))
    parts.append(board.div(190, height - 24, 120, 6, f"background:{t['line']};border-radius:3px"))
    parts.append(board.div(190, height - 24, rng.uniform(20, 120), 6, f"background:{t['accent']};border-radius:3px"))
    parts.append(board.text(20, height - 32, "\u2600 Brightness    \u260e Call attendant", 15, t["muted"], "normal",
                            ui, "right"))
    belt = rng.random() < 0.3
    if belt:  # the announcement across the top, clear of the board
        parts.append(board.div(0, 54, width, 40, "background:#f5b400;box-shadow:0 2px 8px rgba(0,0,0,0.4)"))
        parts.append(board.text(0, 63, "\u26a0  Fasten seat belt \u00b7 The captain has switched on the seat belt sign",
                                17, "#1a1a1a", "bold", ui, "center", width))
    dim = rng.uniform(0.2, 0.35) if rng.random() < 0.35 else 0
    if dim:  # the screen dimmed for the night
        parts.append(board.div(0, 0, width, height, f"background:rgba(0,0,0,{dim:.2f})"))
    style = f"seatback-{theme_name}-{font_tag(font)}-{width * dpr:.0f}x{height * dpr:.0f}" + \
        ("-belt" if belt else "") + (f"-dim{dim:.2f}" if dim else "") + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, t["bg"], ui), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- car (a parked car's dashboard screen)



def car(record, rng):
    """A puzzle app on a parked car's wide dashboard screen (1920x720, or 1280x480 or 1600x600
    UIs scaled up; graphite, midnight or day theme): the dock of app icons down the left, the
    status line with the clock, the outside temperature, the gear (P) and, on electric cars,
    the charge; the puzzle in the middle with "Available while parked"; the music card on the
    right (title, artist, the track's time); the climate bar along the foot with both
    temperatures, the fan's level, seat heating and the volume."""
    theme_name = rng.choice(["graphite", "graphite", "midnight", "day"])
    t = screen_theme("car", theme_name)
    font = rng.choice(CAR_FONTS)
    ui = CAR_UI
    width, height, dpr = rng.choice([(1920, 720, 1), (1280, 480, 1.5), (1600, 600, 1.25)])
    u = height / 720  # the UI's unit
    look = theme_look(t, font, colour_clues="chip", chip_radius=0.3, weight=rng.choice(["normal", "bold"]),
                      fill_inset=0.1, fill_radius=0.2, cross="dot", zero=rng.random() < 0.3)
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    dock, status, climate, media = 96 * u, 56 * u, 96 * u, 420 * u
    area = (dock + 24 * u, status + 64 * u, width - dock - media - 48 * u, height - status - climate - 80 * u)
    g, bw, bh = fit(record, area[2], area[3], 0.8, 0.8, dpr, 44 * u, gap=5 * u)
    dpr = denser(g, dpr, 12)
    x0, y0 = area[0] + (area[2] - bw) / 2, area[1] + (area[3] - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts = [board.div(0, 0, width, height, f"background:{t['bg']}")]
    # The dock.
    parts.append(board.div(0, 0, dock, height, f"background:{t['bars']}"))
    for i in range(6):
        y = (status + 10 * u) + i * 86 * u
        if y + 60 * u > height - climate:
            break
        on = i == 3
        parts.append(board.div(dock / 2 - 26 * u, y, 52 * u, 52 * u, f"border-radius:{14 * u:.1f}px;background:"
                               f"{t['accent'] if on else t['card']}"))
    # The status line.
    clock = f"{rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}"
    parts.append(board.text(dock + 24 * u, 16 * u, clock, 24 * u, t["ink"], "bold", ui))
    parts.append(board.text(dock + 120 * u, 19 * u, f"{rng.randrange(-5, 34)}\u00b0C", 20 * u, t["muted"], "normal", ui))
    parts.append(board.div(dock + 210 * u, 12 * u, 34 * u, 34 * u, f"border:2px solid {t['accent']};border-radius:"
                           f"{8 * u:.1f}px;color:{t['accent']};font-family:'{ui}';font-size:{20 * u:.1f}px;"
                           "display:flex;align-items:center;justify-content:center;font-weight:bold", "P"))
    electric = rng.random() < 0.5
    if electric:
        parts.append(board.text(dock + 262 * u, 19 * u, f"\u26a1 {rng.randrange(10, 99)} % \u00b7 "
                                f"{rng.randrange(7, 250)} kW \u00b7 0:{rng.randrange(5, 59):02d} to 80 %", 18 * u,
                                t["muted"], "normal", ui))
    parts.append(board.text(24 * u, 19 * u, "LTE \u2582\u2584\u2586", 18 * u, t["muted"], "normal", ui, "right"))
    # The puzzle app.
    parts.append(board.text(area[0], status + 12 * u, rng.choice(["Puzzles", "Logic Pix", "Nonogram"]), 30 * u,
                            t["ink"], "bold", ui))
    parts.append(board.div(area[0] + 230 * u, status + 14 * u, 250 * u, 30 * u, f"background:{t['card']};"
                           f"border-radius:{15 * u:.1f}px;color:{t['muted']};font-family:'{ui}';"
                           f"font-size:{15 * u:.1f}px;display:flex;align-items:center;justify-content:center",
                           "Available while parked"))
    parts.append(board.div(x0 - 14 * u, y0 - 14 * u, bw + 28 * u, bh + 28 * u, f"background:{t['card']};"
                           f"border-radius:{16 * u:.1f}px"))
    parts.append(html_board)
    # The music card.
    mx, my = width - media - 12 * u, status + 12 * u
    mh = height - status - climate - 24 * u
    parts.append(board.div(mx, my, media, mh, f"background:{t['bars']};border-radius:{18 * u:.1f}px"))
    art = rng.choice(["#e76f51,#f4a261", "#2a9d8f,#264653", "#8338ec,#3a86ff", "#ef476f,#ffd166"])
    parts.append(board.div(mx + 24 * u, my + 24 * u, 150 * u, 150 * u, f"background:linear-gradient(135deg,{art});"
                           f"border-radius:{12 * u:.1f}px"))
    parts.append(board.text(mx + 194 * u, my + 44 * u, rng.choice(["Night Drive", "Open Road", "Blue Hour", "Tides"]),
                            24 * u, t["ink"], "bold", ui))
    parts.append(board.text(mx + 194 * u, my + 80 * u, rng.choice(["The Outlines", "Mira Kaye", "Lumen"]), 18 * u,
                            t["muted"], "normal", ui))
    length = rng.randrange(150, 330)
    at = rng.randrange(0, length)
    bar_y = my + 200 * u
    if bar_y + 60 * u < my + mh:
        parts.append(board.div(mx + 24 * u, bar_y, media - 48 * u, 5 * u, f"background:{t['line']}"))
        parts.append(board.div(mx + 24 * u, bar_y, (media - 48 * u) * at / length, 5 * u, f"background:{t['accent']}"))
        parts.append(board.text(mx + 24 * u, bar_y + 14 * u, f"{at // 60}:{at % 60:02d}", 15 * u, t["muted"], "normal",
                                ui))
        parts.append(board.text(width - mx - media + 24 * u, bar_y + 14 * u, f"{length // 60}:{length % 60:02d}",
                                15 * u, t["muted"], "normal", ui, "right"))
        parts.append(board.text(mx, bar_y + 44 * u, "\u23ee      \u25b6      \u23ed", 30 * u, t["ink"], "normal", ui,
                                "center", media))
    for i in range(4):  # what plays next, with its length
        ny = my + 330 * u + i * 44 * u
        if ny + 30 * u > my + mh:
            break
        parts.append(board.text(mx + 24 * u, ny, f"{i + 2}. {rng.choice(WORDS)} {rng.choice(WORDS).lower()}", 17 * u,
                                t["muted"], "normal", ui))
        parts.append(board.text(width - mx - media + 24 * u, ny, f"{rng.randrange(2, 6)}:{rng.randrange(0, 60):02d}",
                                17 * u, t["muted"], "normal", ui, "right"))
    # The climate bar.
    cy = height - climate
    parts.append(board.div(0, cy, width, climate, f"background:{t['bars']};border-top:1px solid {t['line']}"))
    driver, passenger = rng.randrange(170, 260) / 10, rng.randrange(170, 260) / 10
    parts.append(board.text(dock + 30 * u, cy + 26 * u, f"\u02c4 {driver:.1f}\u00b0 \u02c5", 32 * u, t["ink"], "normal",
                            ui))
    parts.append(board.text(30 * u, cy + 26 * u, f"\u02c4 {passenger:.1f}\u00b0 \u02c5", 32 * u, t["ink"], "normal", ui,
                            "right"))
    fan = rng.randrange(1, 8)
    for k in range(7):
        parts.append(board.div(width / 2 - 100 * u + k * 30 * u, cy + 60 * u - k * 5 * u, 20 * u, 10 * u + k * 5 * u,
                               f"background:{t['accent'] if k < fan else t['line']};border-radius:2px"))
    parts.append(board.text(width / 2 - 300 * u, cy + 32 * u, "A/C  \u267a", 22 * u, t["muted"], "normal", ui))
    parts.append(board.text(width / 2 + 140 * u, cy + 32 * u, f"Vol {rng.randrange(0, 40)}", 22 * u, t["muted"],
                            "normal", ui))
    style = f"car-{theme_name}-{font_tag(font)}-{width * dpr:.0f}x{height * dpr:.0f}" + ("-ev" if electric else "") + \
        ("-played" if state else "")
    return job(board.page("".join(parts), width, height, t["bg"], ui), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- magazine-app (a magazine's double page on a tablet)

MAGAZINE_TINTS = ["#fde8d0", "#e3eefc", "#e6f5e6", "#f3e6f8", None]


def other_page(rng, x, y, w, h, head, body):
    """The spread's other page: an article in two columns, an advert, or a word search."""
    out = []
    kind = rng.choice(["article", "advert", "search"])
    m = 0.08 * w
    if kind == "article":
        out.append(board.div(x + m, y + m, w - 2 * m, 0.12 * h, f"font-family:'{head}';font-size:{0.055 * w:.1f}px;"
                             "color:#1a1a1a;line-height:1.1", escape(f"{rng.choice(WORDS)} {words(rng, 3)}")))
        col = (w - 2 * m - 14) / 2
        for k in range(2):
            out.append(board.div(x + m + k * (col + 14), y + m + 0.15 * h, col, 0.7 * h,
                                 f"font-family:'{body}';font-size:{max(8, 0.022 * w):.1f}px;line-height:1.45;"
                                 "color:#222;text-align:justify;overflow:hidden", escape(words(rng, 160))))
    elif kind == "advert":
        colours = rng.choice(["#0f4c81,#5fa8d3", "#9a031e,#e36414", "#1b4332,#52b788", "#3c096c,#c77dff"])
        out.append(board.div(x + m, y + m, w - 2 * m, h - 2 * m, f"background:linear-gradient(160deg,{colours})"))
        out.append(board.div(x + 1.6 * m, y + 2 * m, w - 3.2 * m, 0.3 * h, f"font-family:'{head}';"
                             f"font-size:{0.09 * w:.1f}px;color:#ffffff;line-height:1.05",
                             escape(rng.choice(["Puzzle Box Deluxe", "Subscribe & save", "Logic Quest II"]))))
        out.append(board.text(x + 1.6 * m, y + h - 4.8 * m, f"\u00a3{rng.randrange(2, 40)}.{rng.choice([49, 99])}",
                              0.1 * w, "#ffffff", "bold", head))
        out.append(board.text(x + 1.6 * m, y + h - 2.2 * m, f"Issue {rng.randrange(40, 300)} on sale "
                              f"{rng.randrange(1, 29)} March", 0.025 * w, "#ffffff", "normal", body))
    else:
        n = 12
        side = min(w - 2 * m, 0.6 * h)
        step = side / n
        out.append(board.text(x + m, y + m, "Word Search", 0.05 * w, "#1a1a1a", "normal", head))
        letters = "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUVWY") for _ in range(n * n))
        out.append(board.div(x + m, y + m + 0.09 * h, side, side, f"border:1.5px solid #333;font-family:'{body}';"
                             f"font-size:{0.6 * step:.1f}px;color:#222;display:grid;grid-template-columns:repeat({n},1fr);"
                             "text-align:center;align-items:center", "".join(f"<span>{c}</span>" for c in letters)))
        out.append(board.div(x + m, y + m + 0.11 * h + side, w - 2 * m, 0.2 * h,
                             f"font-family:'{body}';font-size:{max(8, 0.024 * w):.1f}px;color:#222;line-height:1.5;"
                             "column-count:3", "<br>".join(escape(rng.choice(WORDS).upper()) for _ in range(9))))
    return out, kind


def magazine_app(record, rng):
    """A puzzle magazine's digital edition in a tablet's reading app, landscape (2732x2048,
    2360x1640, 2560x1600 or 2388x1668): a double page, the puzzle page with its running head
    and page number, the puzzle's heading, stars and a line of instructions, the board printed
    (plain or tinted clue bands; on a quarter the solution, its filled cells only), and the
    other page an article, an advert or a word search; the spine's shadow down the middle,
    and on some the other page being turned, its shadow falling across the spine onto the
    puzzle page; on most the app's bars (back to the library, the issue, page thumbnails with
    their numbers, the page count)."""
    font = rng.choice(MAGAZINE_FONTS)
    head, ui = MAGAZINE_HEAD, MAGAZINE_UI
    width, height, dpr = rng.choice([(1366, 1024, 2), (1180, 820, 2), (1280, 800, 2), (1194, 834, 2)])
    chrome = rng.random() < 0.6
    top, foot = (52, 96) if chrome else (0, 0)
    area_h, area_w = height - top - foot - 20, width - 40
    page_h = min(area_h, area_w / 2 / 0.72)
    page_w = page_h * 0.72
    sx, sy = (width - 2 * page_w) / 2, top + 10 + (area_h - page_h) / 2
    puzzle_left = rng.random() < 0.5
    px, ox = (sx, sx + page_w) if puzzle_left else (sx + page_w, sx)
    tint = rng.choice(MAGAZINE_TINTS)
    look = print_look(font, ink="#111111", band=tint, colour_clues=rng.choice(["text", "chip"]),
                      weight=rng.choice(["normal", "bold"]), zero=rng.random() < 0.4)
    solved = rng.random() < 0.25
    state = None
    if solved:  # a solution as printed: its filled cells only
        state = ["".join("?" if ch == "-" else ch for ch in row) for row in solved_state(record)]
    m = 0.08 * page_w
    board_top = sy + m + 0.2 * page_h
    g, bw, bh = fit(record, page_w - 2 * m, page_h - (board_top - sy) - m - 0.06 * page_h, 0.8, 0.8, dpr, 30, gap=3)
    dpr = denser(g, dpr, 12)
    x0, y0 = px + (page_w - bw) / 2, board_top
    html_board, _, _ = board.board(record, look, g, x0, y0, state)
    parts = [board.div(0, 0, width, height, "background:#2b2b2e")]
    parts.append(board.div(sx, sy, 2 * page_w, page_h, "background:#fffdf8;box-shadow:0 4px 18px rgba(0,0,0,0.6)"))
    number = rng.randrange(12, 110) * 2  # the left page's
    magazine = rng.choice(["PUZZLER MONTHLY", "LOGIC PIX", "GRID & GO", "PICTURE PUZZLES"])
    for k, page_x in enumerate((sx, sx + page_w)):
        anchor = "left" if k == 0 else "right"
        edge = page_x + m if k == 0 else width - page_x - page_w + m
        parts.append(board.text(edge, sy + 0.45 * m, f"{number + k}  \u00b7  {magazine}", max(8, 0.02 * page_w),
                                "#555555", "normal", head, anchor))
    parts.append(board.text(px + m, sy + m, f"Picture Puzzle {rng.randrange(1, 60)}", 0.06 * page_w, "#111111", "normal",
                            head))
    parts.append(board.text(px + m, sy + m + 0.085 * page_w, "\u2605" * rng.randrange(1, 6) +
                            f"   {record['width']} \u00d7 {record['height']}", max(9, 0.028 * page_w), "#333333",
                            "normal", font))
    parts.append(board.div(px + m, sy + m + 0.13 * page_w, page_w - 2 * m, 0.2 * page_h - 0.13 * page_w - 4,
                           f"font-family:'{font}';font-size:{max(8, 0.024 * page_w):.1f}px;color:#333;line-height:1.35;"
                           "overflow:hidden", escape("Solution to last issue's puzzle. " if solved else
                                                     "Shade the cells the numbers tell you. ") + escape(words(rng, 14))))
    parts.append(html_board)
    foot_y = y0 + bh + 0.02 * page_h
    if foot_y + 0.03 * page_h < sy + page_h - m / 2:
        parts.append(board.text(px + m, foot_y, f"Solution on page {rng.randrange(100, 130)}" if not solved else
                                f"Puzzle {rng.randrange(1, 60)} of issue {rng.randrange(40, 300)}",
                                max(8, 0.022 * page_w), "#555555", "normal", font))
    other, kind = other_page(rng, ox, sy, page_w, page_h, head, font)
    parts += other
    # The spine's shadow on both pages.
    spine = rng.uniform(0.06, 0.12) * page_w
    dark = rng.uniform(0.18, 0.32)
    parts.append(board.div(sx + page_w - spine, sy, spine, page_h,
                           f"background:linear-gradient(to left,rgba(0,0,0,{dark:.2f}),rgba(0,0,0,0))"))
    parts.append(board.div(sx + page_w, sy, spine, page_h,
                           f"background:linear-gradient(to right,rgba(0,0,0,{dark:.2f}),rgba(0,0,0,0))"))
    turning = rng.random() < 0.45
    if turning:  # the other page lifted at its outer lower corner, its shadow across the spine
        lift = rng.uniform(0.25, 0.6) * page_w
        corner = (ox + (page_w if puzzle_left else 0), sy + page_h)
        a, b = (corner[0], corner[1] - 1.4 * lift), (corner[0] + (-1 if puzzle_left else 1) * lift, corner[1])
        d = ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5
        ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
        along = (corner[0] - a[0]) * ux + (corner[1] - a[1]) * uy
        folded = (2 * (a[0] + along * ux) - corner[0], 2 * (a[1] + along * uy) - corner[1])
        polygon = lambda points: ",".join(f"{x - ox:.1f}px {y - sy:.1f}px" for x, y in points)
        parts.append(board.div(ox, sy, page_w, page_h, f"background:#f1ede4;clip-path:polygon({polygon([a, b, corner])})"))
        parts.append(board.div(ox, sy, page_w, page_h, "background:linear-gradient(135deg,#f4f1ea,#c9c4ba);"
                               f"filter:drop-shadow(0 0 6px rgba(0,0,0,0.5));clip-path:polygon({polygon([a, b, folded])})"))
        reach = rng.uniform(0.1, 0.3) * page_w
        shade = rng.uniform(0.12, 0.3)
        parts.append(board.div(sx + page_w - (reach if puzzle_left else 0), sy, reach, page_h,
                               f"background:linear-gradient(to {'left' if puzzle_left else 'right'},"
                               f"rgba(0,0,0,{shade:.2f}),rgba(0,0,0,0))"))
    if chrome:  # the reading app's bars
        parts.append(board.div(0, 0, width, top, "background:rgba(28,28,30,0.96)"))
        parts.append(board.text(18, 15, "\u2039 Library", 17, "#0a84ff", "normal", ui))
        parts.append(board.text(0, 15, f"{magazine.title()} \u00b7 {rng.choice(['March', 'June', 'October'])} "
                                f"{rng.randrange(2019, 2028)}", 17, "#ffffff", "bold", ui, "center", width))
        parts.append(board.text(18, 15, "Aa   \u2630   \u2922", 17, "#ffffff", "normal", ui, "right"))
        parts.append(board.div(0, height - foot, width, foot, "background:rgba(28,28,30,0.96)"))
        pages = number + rng.randrange(8, 80)
        for k in range(-6, 7):
            n = number + 2 * k
            tx = width / 2 - 24 + k * 64
            if 0 < n < pages and 10 < tx < width - 60:
                parts.append(board.div(tx, height - foot + 12, 48, 34, "background:#d9d6cf" +
                                       (";outline:2px solid #0a84ff" if k == 0 else "")))
                parts.append(board.text(tx, height - foot + 52, f"{n}\u2013{n + 1}", 11, "#bbbbbb", "normal", ui,
                                        "center", 48))
        parts.append(board.text(18, height - 28, f"{number}\u2013{number + 1} of {pages}", 13, "#bbbbbb", "normal", ui,
                                "right"))
    style = f"magazine-app-{font_tag(font)}-{width * dpr}x{height * dpr}-{'left' if puzzle_left else 'right'}-{kind}" + \
        ("-turning" if turning else "") + ("-bars" if chrome else "") + ("-solved" if solved else "")
    return job(board.page("".join(parts), width, height, "#2b2b2e", ui), width, height, dpr, style, state, ([], []))


# ---------------------------------------------------------------- kiosk (a waiting room's touch screen)



def qr(x, y, size, rng, ink):
    """A QR code's look (finder squares in three corners, random modules elsewhere)."""
    n = 25
    step = size / n
    out = [board.div(x - step, y - step, size + 2 * step, size + 2 * step, "background:#ffffff")]
    for r in range(n):
        for c in range(n):
            finder = (r < 7 and c < 7) or (r < 7 and c >= n - 7) or (r >= n - 7 and c < 7)
            if finder:
                rr, cc = r % (n - 7) if r >= 7 else r, c % (n - 7) if c >= 7 else c
                on = rr in (0, 6) or cc in (0, 6) or (2 <= rr <= 4 and 2 <= cc <= 4)
            else:
                on = rng.random() < 0.5
            if on:
                out.append(board.div(x + c * step, y + r * step, step, step, f"background:{ink}"))
    return out


def kiosk(record, rng):
    """A touch-screen kiosk in a library's, clinic's or town hall's waiting area, portrait
    (1080x1920, or 720x1280 or 900x1600 UIs scaled up; civic, navy or sunny theme): the
    venue's header with the clock and language buttons, the queue's ticket numbers (now
    serving, yours, minutes to wait), a playful title, the board on a big card with big
    Fill/Cross/Undo/New buttons under it, a QR code to go on on the phone, the opening hours
    and the kiosk's number; on some the idle warning over the lower screen, the whole screen
    dimmed behind it."""
    theme_name = rng.choice(themes("kiosk"))
    t = screen_theme("kiosk", theme_name)
    font = rng.choice(KIOSK_FONTS)
    title_font, ui = KIOSK_TITLE, KIOSK_UI
    width, height, dpr = rng.choice([(1080, 1920, 1), (720, 1280, 1.5), (900, 1600, 1.2)])
    u = width / 1080
    look = theme_look(t, font, colour_clues="chip" if theme_name == "navy" else rng.choice(["text", "chip"]),
                      chip_radius=0.3, weight=rng.choice(["normal", "bold"]), thin=1.5 * u, thick=3 * u, fill_inset=0.06,
                      fill_radius=0.15, cross=rng.choice(["x", "dot"]), zero=rng.random() < 0.3)
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    area = (60 * u, 500 * u, width - 120 * u, height - 980 * u)  # the buttons and the foot below
    g, bw, bh = fit(record, area[2], area[3], 0.8, 0.8, dpr, 60 * u, gap=6 * u)
    dpr = denser(g, dpr, 14)
    x0, y0 = area[0] + (area[2] - bw) / 2, area[1] + (area[3] - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts = [board.div(0, 0, width, height, f"background:{t['bg']}")]
    venue = rng.choice(["Riverside Library", "Elm Street Clinic", "Town Hall \u00b7 Citizen Services", "Harbour Station"])
    parts.append(board.div(0, 0, width, 130 * u, f"background:{t['bars']}"))
    parts.append(board.text(40 * u, 32 * u, venue, 40 * u, "#ffffff", "bold", ui))
    parts.append(board.text(40 * u, 86 * u, "Self-service \u00b7 Touch the screen", 22 * u, "#ffffffcc", "normal", ui))
    parts.append(board.text(40 * u, 40 * u, f"{rng.randrange(8, 19)}:{rng.randrange(0, 60):02d}", 40 * u, "#ffffff",
                            "normal", ui, "right"))
    for i, lang in enumerate(["EN", "ES", "FR"]):
        parts.append(board.div(width - (250 - i * 70) * u, 92 * u, 56 * u, 30 * u, "border:2px solid #ffffff;"
                               f"border-radius:{15 * u:.1f}px;color:#fff;font-family:'{ui}';font-size:{16 * u:.1f}px;"
                               "display:flex;align-items:center;justify-content:center", lang))
    letter = rng.choice("ABCDK")
    now = rng.randrange(10, 180)
    mine = now + rng.randrange(2, 12)
    for i, (label, value) in enumerate([("Now serving", f"{letter}{now:03d}"), ("Your ticket", f"{letter}{mine:03d}"),
                                        ("About", f"{rng.randrange(3, 25)} min")]):
        bx = (40 + i * 340) * u
        parts.append(board.div(bx, 160 * u, 320 * u, 130 * u, f"background:{t['card']};border-radius:{18 * u:.1f}px;"
                               f"border:2px solid {t['line']}"))
        parts.append(board.text(bx + 24 * u, 176 * u, label, 22 * u, t["muted"], "normal", ui))
        parts.append(board.text(bx + 24 * u, 214 * u, value, 50 * u, t["accent"] if i == 1 else t["ink"], "bold", ui))
    parts.append(board.text(0, 330 * u, rng.choice(["Brain Break!", "Puzzle while you wait", "Pixel Logic"]), 64 * u,
                            t["accent"], "normal", title_font, "center", width))
    parts.append(board.text(0, 420 * u, "Tap a cell to fill it \u00b7 tap twice to cross it out", 24 * u, t["muted"],
                            "normal", ui, "center", width))
    parts.append(board.div(x0 - 20 * u, y0 - 20 * u, bw + 40 * u, bh + 40 * u, f"background:{t['card']};"
                           f"border-radius:{28 * u:.1f}px;box-shadow:0 {6 * u:.1f}px {24 * u:.1f}px rgba(0,0,0,0.12)"))
    parts.append(html_board)
    by = area[1] + area[3] + 40 * u
    for i, label in enumerate(["Fill", "Cross", "Undo", "New"]):
        bx = (60 + i * 245) * u
        parts.append(board.div(bx, by, 225 * u, 110 * u, f"background:{t['accent'] if i == 0 else t['card']};"
                               f"border:3px solid {t['accent']};border-radius:{26 * u:.1f}px;"
                               f"color:{t['card'] if i == 0 else t['accent']};font-family:'{ui}';"
                               f"font-size:{34 * u:.1f}px;display:flex;align-items:center;justify-content:center", label))
    fy = height - 300 * u
    parts += qr(60 * u, fy, 190 * u, rng, "#111111")
    parts.append(board.text(290 * u, fy + 10 * u, "Scan to keep playing", 30 * u, t["ink"], "bold", ui))
    parts.append(board.text(290 * u, fy + 56 * u, "on your phone", 26 * u, t["muted"], "normal", ui))
    parts.append(board.text(290 * u, fy + 120 * u, f"Open Mon\u2013Fri {rng.randrange(7, 10)}:00\u2013"
                            f"{rng.randrange(17, 21)}:00 \u00b7 Sat {rng.randrange(9, 11)}:00\u2013{rng.randrange(13, 17)}:00",
                            22 * u, t["muted"], "normal", ui))
    parts.append(board.text(40 * u, height - 56 * u, f"Kiosk K-{rng.randrange(1, 40):02d}  \u00b7  \u267f Lower screen",
                            22 * u, t["muted"], "normal", ui, "right"))
    idle = rng.random() < 0.4
    if idle:  # the idle warning: the screen dimmed, a dialog over its lower part, clear of the board
        parts.append(board.div(0, 0, width, height, f"background:rgba(0,0,0,{rng.uniform(0.3, 0.5):.2f})"))
        dy = max(by - 10 * u, y0 + bh + 40 * u)
        parts.append(board.div(90 * u, dy, width - 180 * u, 330 * u, f"background:{t['card']};border-radius:"
                               f"{28 * u:.1f}px;box-shadow:0 {10 * u:.1f}px {40 * u:.1f}px rgba(0,0,0,0.45)"))
        parts.append(board.text(90 * u, dy + 40 * u, "Are you still there?", 44 * u, t["ink"], "bold", ui, "center",
                                width - 180 * u))
        parts.append(board.text(90 * u, dy + 112 * u, f"This game ends in 0:{rng.randrange(5, 59):02d}", 30 * u,
                                t["muted"], "normal", ui, "center", width - 180 * u))
        parts.append(board.div(width / 2 - 180 * u, dy + 190 * u, 360 * u, 96 * u, f"background:{t['accent']};"
                               f"border-radius:{48 * u:.1f}px;color:#ffffff;font-family:'{ui}';font-size:{34 * u:.1f}px;"
                               "display:flex;align-items:center;justify-content:center", "Keep playing"))
    style = f"kiosk-{theme_name}-{font_tag(font)}-{width * dpr:.0f}x{height * dpr:.0f}" + ("-idle" if idle else "") + \
        ("-played" if state else "")
    return job(board.page("".join(parts), width, height, t["bg"], ui), width, height, dpr, style, state, greyed)


PAGES = {"devtools": devtools, "seatback": seatback, "car": car, "magazine-app": magazine_app, "kiosk": kiosk}
