"""The fresh6 families' surfaces for photos (split `fresh6`, bench/scan/README.md): a puzzle
drawn by hand on a whiteboard or a chalkboard (marker or chalk, a hand-ruled grid, smudges of
old writing), a thermal printer's receipt with the day's puzzle (narrow, faded, streaked), and
a puzzle book's page held in hand outdoors. Each function returns a page job as html_styles'
do; photo.py photographs them (glare, curl, a thumb, the phone's shadow)."""
import random
from html import escape

import board
from fresh2_print import marked_cells, print_look
from fresh3_pages import font_tag
from fresh4_pages import wobbly_lines
from fresh_styles import words
from html_styles import WORDS, job, played

BOARD_FONTS = ["Breip", "DkgHandwriting", "femkeklaver", "Tomson Talks", "Purisa", "RocknRoll One"]
RECEIPT_FONTS = ["Tlwg Typist", "Konatu Tohaba", "Tlwg Mono"]
BOOK_FONTS = ["Accanthis ADF Std", "Baskervald ADF Std", "Romande ADF Std", "Oldania ADF Std", "GFS Baskerville",
              "GFS BodoniClassic", "GFS Olga", "GFS Porson", "GFS Theokritos"]

SURFACES = {  # a board's surface, its frame, and the markers or chalks written with
    "whiteboard": {"surface": "#f3f5f4", "frame": "#a9adb2", "inks": ["#1b2a8a", "#111111", "#b01818", "#11703a"],
                   "smudge": "rgba(120,130,140,0.16)"},
    "chalkboard": {"surface": "#2e4a3a", "frame": "#7a5a3a", "inks": ["#f4f4ec", "#f6eea0", "#f2f2f2"],
                   "smudge": "rgba(230,230,220,0.13)"},
    "blackboard": {"surface": "#24282b", "frame": "#5a4a3a", "inks": ["#f2f2ee", "#eaf0ff"],
                   "smudge": "rgba(230,230,230,0.12)"},
}


def board_page(record, rng):
    """A puzzle drawn by hand on a whiteboard (marker) or a chalkboard (chalk): the frame, a
    handwritten heading and date, the grid ruled by hand (each line a little bowed, the fifth
    and outer ones heavier), the clue numbers handwritten (each turned and nudged a little, in
    one ink or the lines in two), ghosts of wiped writing and smudges around; on some part-played
    with hatched fills and crosses in another ink. Black-and-white and colour (colour numbers in
    their own markers)."""
    kind = rng.choice(["whiteboard", "whiteboard", "chalkboard", "blackboard"])
    surface = SURFACES[kind]
    font = rng.choice(BOARD_FONTS)
    ink = rng.choice(surface["inks"])
    clue_ink = ink if rng.random() < 0.6 else rng.choice(surface["inks"])
    cell = rng.choice([20, 22, 24])
    g = board.geometry(record, cell, 0.95, 0.9, gap=6)
    g["font"] = 0.7 * cell
    bw, bh, left, top = board.board_size(record, g)
    width, height = int(bw + 260), int(bh + 260)
    x0, y0 = 130 + rng.uniform(-20, 20), 160
    gx, gy = x0 + left, y0 + top
    state = None
    if rng.random() < 0.4:
        state, _ = played(record, rng, 1.0, 0.1, 0.5)
    parts = [board.div(0, 0, width, height, f"background:{surface['frame']}"),
             board.div(16, 16, width - 32, height - 32, f"background:{surface['surface']}")]
    for _ in range(rng.randrange(3, 8)):  # wiped writing's ghosts and smudges, never on the board
        sx, sy = rng.choice([(rng.uniform(20, width - 180), rng.uniform(90, 110)),
                             (rng.uniform(20, width - 180), rng.uniform(y0 + bh + 20, height - 60))])
        parts.append(board.div(sx, sy, rng.uniform(60, 160), rng.uniform(16, 40),
                               f"background:{surface['smudge']};border-radius:40%;filter:blur(4px)"))
    parts.append(board.text(40, 40, rng.choice(["Puzzle of the week", "Nonogram!", "Logic break",
                                                 "Solve me :)", "Team puzzle"]), 34, ink, "normal", font))
    parts.append(board.text(40, 48, f"{rng.randrange(1, 29)}/{rng.randrange(1, 13)}", 24, ink, "normal", font, "right"))
    if state:
        parts += marker_marks(record, state, gx, gy, cell, rng.choice(surface["inks"]), random.Random(rng.random()))
    parts.append(wobbly_lines(record, rng, gx, gy, cell, ink))
    parts.append(board.div(gx, gy, record["width"] * cell, record["height"] * cell, "", "", 'data-grid="1"'))
    parts += handwritten_clues(record, rng, g, gx, gy, clue_ink, font)
    style = f"board-{kind}-{font_tag(font)}" + ("-played" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height,
                          surface["frame"], font), width, height, 2, style, state, ([], []))


def handwritten_clues(record, rng, g, gx, gy, ink, font):
    """Every clue number written by hand: turned up to 7 degrees and nudged; a colour puzzle's in
    its colour's marker (a light colour circled in the board's ink)."""
    out = []
    cell, flex = g["cell"], "display:flex;align-items:center;justify-content:center;"
    zero = rng.random() < 0.4
    for axis, clues in (("r", record["rows"]), ("c", record["columns"])):
        for line, clue in enumerate(clues):
            numbers = list(clue) or ([(0, None)] if zero else [])
            for i, (n, k) in enumerate(numbers):
                if axis == "r":
                    x, y, w, h = gx - g["gap"] - (len(numbers) - i) * g["slot"], gy + line * cell, g["slot"], cell
                else:
                    x, y, w, h = gx + line * cell, gy - g["gap"] - (len(numbers) - i) * g["cslot"], cell, g["cslot"]
                colour, extra = ink, ""
                if record["colour"] and n:
                    colour = record["palette"][k]["rgb"]
                    if board.luminance(colour) >= 170:
                        extra = f"border:1.5px solid {ink};border-radius:50%;"
                turn, dx, dy = rng.uniform(-7, 7), rng.uniform(-0.08, 0.08) * w, rng.uniform(-0.08, 0.08) * h
                out.append(board.div(x + dx, y + dy, w, h, f"{flex}color:{colour};font-size:{g['font']:.2f}px;"
                                     f"font-family:'{font}';transform:rotate({turn:.1f}deg);{extra}", str(n),
                                     f'data-clue="{axis}:{line}:{i}"'))
    return out


def marker_marks(record, state, gx, gy, cell, ink, rng):
    """A solver's marks in marker: filled cells hatched with a few strokes, crossed ones an X."""
    out = []
    for x, y, ch in marked_cells(state, gx, gy, cell):
        j = lambda: rng.uniform(-0.06, 0.06) * cell
        if ch == "-":
            a, b = 0.28 * cell, 0.72 * cell
            path = (f"M{a + j():.1f} {a + j():.1f}L{b + j():.1f} {b + j():.1f}"
                    f"M{b + j():.1f} {a + j():.1f}L{a + j():.1f} {b + j():.1f}")
            width = 1.6
        else:
            path = "".join(f"M{0.15 * cell + j():.1f} {(0.2 + 0.2 * k) * cell + j():.1f}"
                           f"L{0.85 * cell + j():.1f} {(0.1 + 0.2 * k) * cell + j():.1f}" for k in range(4))
            width = 0.16 * cell
        colour = ink
        if record["colour"] and ch != "-":
            colour = {p["char"]: p["rgb"] for p in record["palette"]}[ch]
        out.append(f'<svg style="position:absolute;left:{x:.2f}px;top:{y:.2f}px;overflow:visible" '
                   f'width="{cell}" height="{cell}"><path d="{path}" fill="none" stroke="{colour}" '
                   f'stroke-width="{width:.2f}" stroke-linecap="round"/></svg>')
    return out


# ---------------------------------------------------------------- photo-receipt (a thermal printer's receipt)

def receipt_page(record, rng):
    """A thermal printer's receipt with the day's puzzle (a shop's or a kiosk's, 58 or 80 mm
    wide): the shop's name and address, date, time and receipt number, dashed rules, the puzzle
    in the printer's monospace font at small size, a total, a barcode and a thank-you line;
    printed faintly (grey, worn-head streaks down the paper)."""
    font = rng.choice(RECEIPT_FONTS)
    ink = rng.choice(["#2a2a2a", "#444444", "#585858", "#6a6a6a"])
    width = rng.choice([300, 330, 384, 420])
    cell = 11 if max(record["width"], record["height"]) <= 15 else 9.5
    look = print_look(font, ink=ink, line=ink, thick_colour=ink, thin=0.7, thick=1.6, band=None, fill=ink,
                      weight=rng.choice(["normal", "bold"]), zero=rng.random() < 0.4, colour_clues="text")
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(width, bw + 30))
    x0 = (width - bw) / 2
    line = lambda y, s, size=13, anchor="center": board.text(0, y, s, size, ink, "normal", font, anchor, width)
    shop = rng.choice(["CORNER NEWS & CO", "PUZZLE KIOSK", "CAFE LOGIQUE", "STATION MART"])
    parts = [line(20, shop, 17), line(44, f"{rng.randrange(1, 300)} {rng.choice(WORDS).upper()} ST"),
             line(62, f"TEL 0{rng.randrange(100, 999)} {rng.randrange(100000, 999999)}"),
             line(90, f"{rng.randrange(1, 29):02d}/{rng.randrange(1, 13):02d}/2026  {rng.randrange(0, 24):02d}:"
                      f"{rng.randrange(0, 60):02d}  #{rng.randrange(10000, 99999)}"),
             line(110, "-" * 40), line(128, f"DAILY NONOGRAM No.{rng.randrange(1, 999)}", 14),
             line(146, f"{record['width']}x{record['height']}  FREE WITH ANY PURCHASE", 11)]
    y0 = 172
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    y = y0 + bh + 20
    parts += [line(y, "-" * 40),
              line(y + 20, f"COFFEE {rng.randrange(1, 5)} x {rng.randrange(1, 4)}.{rng.randrange(10, 99)}"),
              line(y + 40, f"TOTAL  {rng.randrange(1, 30)}.{rng.randrange(10, 99)}", 15),
              line(y + 62, f"CARD ****{rng.randrange(1000, 9999)}")]
    bars = "".join(f'<div style="display:inline-block;width:{rng.choice([1, 2, 3])}px;height:40px;margin-right:'
                   f'{rng.choice([1, 2])}px;background:{ink}"></div>' for _ in range(50))
    parts.append(f'<div style="position:absolute;left:0;top:{y + 90}px;width:{width}px;text-align:center">{bars}</div>')
    parts.append(line(y + 140, rng.choice(["THANK YOU!", "SEE YOU TOMORROW", "ANSWER IN TOMORROW'S RECEIPT"])))
    height = int(y + 180)
    for _ in range(rng.randrange(1, 5)):  # a worn print head: faint streaks down the paper
        parts.append(board.div(rng.uniform(0, width), 0, rng.uniform(1, 4), height,
                               f"background:rgba(255,255,255,{rng.uniform(0.3, 0.7):.2f})"))
    style = f"receipt-{font_tag(font)}-{width}px-ink{ink[1:]}"
    return job(board.page("".join(parts), width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


# ---------------------------------------------------------------- photo-held (a book's page held in hand)

def held_page(record, rng):
    """A puzzle book's page (running head with the book's name and page number, the puzzle's
    number, stars and a solving time, clues on a tinted band or plain, a hint line) in a
    classic book serif; photographed held in hand outdoors (photo.py: thumbs, the phone's
    shadow, a steep angle)."""
    font = rng.choice(BOOK_FONTS)
    cell = rng.choice([16, 18, 20])
    look = print_look(font, band=rng.choice([None, "#e8e8e8", "#e6eef6"]), weight=rng.choice(["normal", "bold"]),
                      line="#444444", thin=0.8, thick=2, zero=rng.random() < 0.4)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 160, 560))
    height = int(max(width * 1.45, bh + 300))
    x0, y0 = (width - bw) / 2, 150
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    page = rng.randrange(10, 220)
    body = board.text(50, 30, rng.choice(["PICTURE LOGIC", "GRIDDLERS GOLD", "THE NONOGRAM BOOK"]) + " \u00b7 "
                      f"VOLUME {rng.randrange(1, 9)}", 12, "#333", "normal", font)
    body += board.text(50, 30, str(page), 12, "#333", "normal", font, "right")
    body += board.div(50, 50, width - 100, 1, "background:#555")
    body += board.text(50, 76, f"Puzzle {rng.randrange(1, 400)}", 30, "#000", "bold", font)
    body += board.text(50, 86, "\u2605" * rng.randrange(1, 6) + f"  {rng.randrange(5, 90)} min", 16, "#333",
                       "normal", font, "right")
    body += html_board
    body += board.div(50, y0 + bh + 30, width - 100, 60, f"font-family:'{font}';font-size:14px;color:#222;"
                      "line-height:1.35;font-style:italic", f"Hint: {escape(words(rng, 14))}.")
    style = f"print-held-{font_tag(font)}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


# The surfaces photographed, by family (photo.py).
PAGES = {"photo-board": board_page, "photo-receipt": receipt_page, "photo-held": held_page}
