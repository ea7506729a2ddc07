"""The fresh8 families' surfaces for photos (split `fresh8`, bench/scan/README.md): a puzzle
page held on a fridge door by magnets among the household's notes, a puzzle printed on a
kraft-paper bag, and a spiral-bound puzzle book's page lying open on a duvet. Each function
returns a page job as html_styles' do; photo.py photographs them (the lens's colour fringes,
the kraft paper's fibres and soaked-in ink, the page's waves and the quilt round it)."""
import random
from html import escape

import board
from fresh2_print import pencil, print_look
from fresh8_pages import font_tag
from fresh6_print import marker_marks
from fresh7_print import CRAYONS, crayon
from fresh_styles import words
from html_styles import WORDS, job, played

FRIDGE_FONTS = ["Meera", "Ramaraja", "BPG Gorda GPL&GNU", "Mallanna"]  # the clues
NOTE_FONTS = ["Because We Learn", "Because We Organize", "Chilanka"]  # the household's notes
BAG_FONTS = ["BPG Elite GPL&GNU", "Ponnala", "Suravaram", "Timmana"]  # the clues (Ponnala's digits only)
BAG_TEXT, BAG_SHOP = "BPG Elite GPL&GNU", "Gidugu"
SPIRAL_FONTS = ["BPG Chveulebrivi GPL&GNU", "BPG Nateli GPL&GNU", "BPG Algeti GPL&GNU"]  # the clues
HAND_FONTS = ["Because We Create", "Because We Build", "Chilanka"]  # notes in the margin, on the bag


def rotated(x, y, w, h, turn, style, content=""):
    """A box turned `turn` degrees about its centre."""
    return board.div(x, y, w, h, f"transform:rotate({turn:.1f}deg);{style}", content)


# ---------------------------------------------------------------- photo-fridge (a page under magnets on a fridge)

DOORS = {
    "white": "linear-gradient(90deg,#e9e9e6,#f7f7f5 35%,#efefec 70%,#e4e4e1)",
    "steel": "repeating-linear-gradient(90deg,rgba(255,255,255,0.07) 0 1px,rgba(0,0,0,0.05) 1px 3px),"
             "linear-gradient(90deg,#aeb2b6,#d6d9dc 38%,#c2c5c9 66%,#a9adb1)",
    "cream": "linear-gradient(90deg,#e6d9b6,#f2e8cc 40%,#e9ddbd)",
    "mint": "linear-gradient(90deg,#a9d6bf,#c4e8d5 40%,#b1dcc6)",
}
MAGNETS = ["#e63946", "#1d70b8", "#2a9d8f", "#f4a261", "#8e44ad", "#ffd166", "#111111"]


def magnet(cx, cy, r, rng):
    """A round magnet with its highlight and shadow."""
    colour = rng.choice(MAGNETS)
    return board.div(cx - r, cy - r, 2 * r, 2 * r, f"border-radius:50%;background:radial-gradient(circle at 35% 30%,"
                     f"#ffffffb0,{colour} 40%,{colour});box-shadow:{r * 0.15:.1f}px {r * 0.25:.1f}px {r * 0.3:.1f}px "
                     "rgba(0,0,0,0.45)")


def fridge_note(x, y, w, h, rng):
    """Something else on the door: a shopping list on a sticky note, a child's drawing, an
    appointment card or a row of letter magnets; turned a little, inside (x, y, w, h)."""
    kind = rng.choice(["list", "drawing", "card", "letters"])
    font = rng.choice(NOTE_FONTS)
    turn = rng.uniform(-6, 6)
    pad = 0.05 * max(w, h)
    out = []
    if kind == "list":
        items = rng.sample([f"milk \u00d7{rng.randrange(1, 4)}", f"eggs ({rng.choice([6, 10, 12])})", "bread",
                            f"apples {rng.randrange(1, 3)} kg", "coffee", f"{rng.randrange(2, 9)} yoghurts", "batteries",
                            "pasta", "cat food"], 5)
        out.append(rotated(x + pad, y + pad, w - 2 * pad, h - 2 * pad, turn, "background:#fff27a;box-shadow:2px 3px 5px "
                           f"rgba(0,0,0,0.3);font-family:'{font}';font-size:{max(14, w / 11):.0f}px;color:#1f3a93;"
                           "padding:10px;box-sizing:border-box;line-height:1.35", "<br>".join(escape(i) for i in items)))
    elif kind == "drawing":
        inner = "".join(crayon(0, 0, w - 2 * pad, h - 2 * pad, rng.choice(CRAYONS), rng, 7) for _ in range(4))
        out.append(rotated(x + pad, y + pad, w - 2 * pad, h - 2 * pad, turn, "background:#ffffff;box-shadow:2px 3px "
                           "5px rgba(0,0,0,0.3);overflow:hidden", inner))
    elif kind == "card":
        text = (f"{rng.choice(['DENTIST', 'Swimming', 'Vet', 'Parents evening'])}<br>{rng.choice(['Tue', 'Thu', 'Sat'])} "
                f"{rng.randrange(1, 29)}/{rng.randrange(1, 13)} \u00b7 {rng.randrange(8, 18)}:{rng.choice(['00', '15', '30'])}")
        out.append(rotated(x + pad, y + pad, w - 2 * pad, min(h - 2 * pad, 0.6 * w), turn, "background:#ffffff;"
                           "border-top:8px solid #3a86ff;box-shadow:2px 3px 5px rgba(0,0,0,0.3);"
                           f"font-family:'{font}';font-size:{max(14, w / 10):.0f}px;color:#222;padding:10px;"
                           "box-sizing:border-box;line-height:1.4;overflow:hidden", text))
    else:
        word = rng.choice(["HELLO", "MUM", "PIZZA", "CAT", "BYE"])
        step = min((w - 2 * pad) / len(word), 60)
        for i, letter in enumerate(word):
            out.append(rotated(x + pad + i * step, y + pad + rng.uniform(0, 20), step * 0.9, step * 1.1,
                               rng.uniform(-12, 12), f"color:{rng.choice(MAGNETS[:6])};font-family:'{font}';"
                               f"font-size:{step:.0f}px;font-weight:bold;text-shadow:2px 3px 3px rgba(0,0,0,0.35);"
                               "text-align:center;line-height:1", letter))
    return out


def fridge_page(record, rng):
    """A fridge's door (white, brushed steel, cream or mint, its handle down one side) with a
    printed puzzle page held by round magnets at its corners (a heading, a line of
    instructions, the board, a line underneath; on newsprint or white paper, its foot torn on
    some) and the household's other things round it: shopping lists, a child's drawing, an
    appointment card, letter magnets. On 40 % the puzzle part-solved in marker (the truth's
    state)."""
    door_name = rng.choice(list(DOORS))
    font = rng.choice(FRIDGE_FONTS)
    cell = rng.choice([18, 20, 22] if max(record["width"], record["height"]) <= 15 else [14, 16, 18])
    look = print_look(font, band=rng.choice([None, "#eeeeee"]), weight=rng.choice(["normal", "bold"]), thin=0.8,
                      thick=2, line="#555555", zero=rng.random() < 0.4)
    g = board.geometry(record, cell, 0.85, 0.85, gap=4)
    bw, bh, left, top = board.board_size(record, g)
    sheet_w, sheet_h = int(max(bw + 100, 440)), int(bh + 230)
    side = int(rng.uniform(240, 320))
    width, height = sheet_w + 2 * side, sheet_h + 330
    handle_left = rng.random() < 0.5
    qx, qy = side + rng.uniform(-20, 20), 110
    x0, y0 = qx + (sheet_w - bw) / 2, qy + 150
    paper = rng.choice(["#fdfdfb", "#efeadb", "#fbf7ee"])
    parts = [board.div(0, 0, width, height, f"background:{DOORS[door_name]}")]
    hx = 24 if handle_left else width - 54
    parts.append(board.div(hx, 60, 30, height - 120, "border-radius:15px;background:linear-gradient(90deg,#8d9196,"
                           "#e8eaec 45%,#a4a8ad);box-shadow:3px 0 6px rgba(0,0,0,0.35)"))
    for column in (70 if handle_left else 20, qx + sheet_w + 20):  # the things round the sheet, under its margins
        y = 40
        while y < height - 200:
            h = rng.uniform(170, 260)
            parts += fridge_note(column, y, side - 100, h, rng)
            y += h + rng.uniform(10, 40)
    parts += fridge_note(qx + 40, qy + sheet_h + 40, sheet_w - 80, 170, rng)
    torn = rng.random() < 0.5
    edge = ""
    if torn:  # a ragged foot, well below the board
        points = ["0 0", "100% 0"] + [f"{100 - k * 5}% {sheet_h - rng.uniform(0, 14):.0f}px" for k in range(21)]
        edge = f"clip-path:polygon({','.join(points)});"
    parts.append(board.div(qx, qy, sheet_w, sheet_h, f"background:{paper};box-shadow:3px 5px 10px rgba(0,0,0,0.3);{edge}"))
    parts.append(board.text(qx, qy + 40, rng.choice(["PUZZLE OF THE WEEK", "Fridge Friday", "FAMILY PUZZLE",
                                                     f"Nonogram No. {rng.randrange(1, 300)}"]), 30, "#111111", "bold",
                            font, "center", sheet_w))
    parts.append(board.div(qx + 40, qy + 90, sheet_w - 80, 50, f"font-family:'{font}';font-size:14px;color:#333;"
                           "text-align:center;line-height:1.3", escape(f"Shade the cells. {words(rng, 8)}.")))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    state = None
    if rng.random() < 0.4:
        state, _ = played(record, rng, 1.0, 0.15, 0.6)
        parts += marker_marks(record, state, x0 + left, y0 + top, cell, rng.choice(["#1a1a1a", "#1a3fb0", "#c0392b"]),
                              random.Random(rng.random()))
    parts.append(board.text(qx, y0 + bh + 26, f"Answer next week \u00b7 page {rng.randrange(2, 60)}", 13, "#444",
                            "normal", font, "center", sheet_w))
    r = rng.uniform(16, 24)
    for mx, my in ((qx + 26, qy + 14), (qx + sheet_w - 26, qy + 14)) + (
            ((qx + 26, qy + sheet_h - 30), (qx + sheet_w - 26, qy + sheet_h - 30)) if rng.random() < 0.5 else ()):
        parts.append(magnet(mx + rng.uniform(-6, 6), my + rng.uniform(-4, 4), r, rng))
    style = f"fridge-{door_name}-{font_tag(font)}" + ("-torn" if torn else "") + ("-marker" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, "#dddddd", font),
               width, height, 2, style, state, ([], []))


# ---------------------------------------------------------------- photo-kraft (a puzzle printed on a paper bag)

KRAFTS = {"tan": "#c9a27a", "brown": "#b8875a", "light": "#d8b98f", "grey": "#ab9072"}
INKS = ["#2b1d14", "#1b1b1b", "#1c2d5a", "#6e1c1c"]


def kraft_page(record, rng):
    """The face of a kraft-paper bag from a bakery or a takeaway (tan, brown, light or greyish
    paper): its top edge cut in a zigzag, the side's fold shaded down one edge and the bottom's
    fold across the foot, the shop's round stamp and name, a line about bringing the bag back,
    and the puzzle printed in one ink straight on the paper (colour puzzles in their colours);
    the order's number written on it in marker. On 30 % part-solved in pen (the truth's
    state)."""
    kraft_name = rng.choice(list(KRAFTS))
    kraft = KRAFTS[kraft_name]
    font = rng.choice(BAG_FONTS)
    ink = rng.choice(INKS)
    cell = rng.choice([20, 22, 24] if max(record["width"], record["height"]) <= 10 else [16, 18, 20])
    look = print_look(font, ink=ink, paper="transparent", line=ink, thick_colour=ink, thin=1, thick=2.2,
                      weight=rng.choice(["normal", "bold"]), colour_clues=rng.choice(["text", "chip"]), chip_radius=0.2,
                      zero=rng.random() < 0.3, done=ink)
    g = board.geometry(record, cell, 0.85, 0.85, gap=4)
    bw, bh, left, top = board.board_size(record, g)
    width, height = int(max(720, bw + 200)), int(max(940, bh + 500))
    x0, y0 = (width - bw) / 2, 330
    parts = [board.div(0, 0, width, height, f"background:{kraft}")]
    teeth = int(width // 18)
    points = ["0 0"] + [f"{k * width / teeth + (9 if j else 0):.1f}px {12 if j else 0}px" for k in range(teeth)
                        for j in (0, 1)] + [f"{width}px 0"]
    parts.append(board.div(0, 0, width, 14, f"background:#3a3a3c;clip-path:polygon({','.join(points)})"))
    gusset = rng.choice(["left", "right"])
    parts.append(board.div(0 if gusset == "left" else width - 60, 0, 60, height,
                           f"background:linear-gradient(to {'right' if gusset == 'left' else 'left'},rgba(0,0,0,0.22),"
                           "rgba(0,0,0,0.04))"))
    parts.append(board.div(0, height - 90, width, 3, "background:rgba(0,0,0,0.18)"))
    parts.append(board.div(0, height - 87, width, 10, "background:rgba(255,255,255,0.12)"))
    shop = rng.choice(["Crumb & Co.", "Rosa's Bakery", "Noodle Bar 88", "The Bagel Shop", "Green Grocer"])
    parts.append(board.div(width / 2 - 70, 40, 140, 140, f"border:4px solid {ink};border-radius:50%;color:{ink};"
                           f"font-family:'{BAG_SHOP}';font-size:17px;display:flex;align-items:center;justify-content:center;"
                           "text-align:center;line-height:1.2;box-sizing:border-box",
                           f"{escape(shop)}<br>EST. {rng.randrange(1950, 2020)}"))
    parts.append(board.text(0, 206, rng.choice(["Puzzle to go!", "Solve it while it's warm", "A puzzle with your order"]),
                            30, ink, "normal", BAG_SHOP, "center", width))
    parts.append(board.text(0, 256, f"Bring the solved bag back: {rng.randrange(5, 25)}% off your next visit", 15, ink,
                            "normal", BAG_TEXT, "center", width))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    state = None
    if rng.random() < 0.3:
        state, _ = played(record, rng, 1.0, 0.15, 0.6)
        parts += marker_marks(record, state, x0 + left, y0 + top, cell, "#1a3fb0", random.Random(rng.random()))
    parts.append(board.text(0, y0 + bh + 36, f"{rng.randrange(1, 999)} {rng.choice(WORDS)} Street \u00b7 "
                            f"open {rng.randrange(6, 10)}\u2013{rng.randrange(17, 23)} \u00b7 please recycle", 14, ink,
                            "normal", BAG_TEXT, "center", width))
    hand = rng.choice(HAND_FONTS)
    parts.append(rotated(width - 210, 50, 170, 90, rng.uniform(-10, 6), f"font-family:'{hand}';font-size:34px;"
                         "color:#1a1a1a;line-height:1.1", f"#{rng.randrange(10, 200)}<br>{rng.randrange(1, 5)}\u00d7 "
                         f"{escape(rng.choice(['croissant', 'bagel', 'bao', 'muffin']))}"))
    style = f"kraft-{kraft_name}-{font_tag(font)}-ink{ink[1:]}" + ("-pen" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, kraft, font),
               width, height, 2, style, state, ([], []))


# ---------------------------------------------------------------- photo-spiral (a spiral-bound book on a duvet)

SPIRAL_STYLES = {  # the book's print: clue bands, thin lines, ink
    "plain": (None, "#555555", "#000000"), "grey": ("#e9e9e9", "#555555", "#000000"),
    "blue": ("#e6eef6", "#6a7a90", "#14233c"), "brown": ("#f1e8da", "#8a7660", "#2e2116")}


def spiral_page(record, rng):
    """A spiral-bound puzzle book's page (white or cream): a row of punched holes along its top
    or left edge with the wire (silver, black or a colour) through them, the running head with
    the book's name and page, the puzzle's number and stars, the board, a line of hints, notes
    written in the margin below; on 45 % part-solved in pencil (the truth's state), an
    eraser's grey smudges in the margin. photo.py lays it on a duvet, its page wavy."""
    bound_top = rng.random() < 0.5
    font = rng.choice(SPIRAL_FONTS)
    style_name = rng.choice(list(SPIRAL_STYLES))
    band, line, ink = SPIRAL_STYLES[style_name]
    look = print_look(font, band=band, line=line, ink=ink, thick_colour=ink, weight=rng.choice(["normal", "bold"]),
                      thin=0.8, thick=2, zero=rng.random() < 0.4)
    cell = rng.choice([16, 18, 20])
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, left, top = board.board_size(record, g)
    off_x, off_y = (0, 50) if bound_top else (60, 0)
    width = int(max(bw + 150, 560)) + off_x
    height = int(max((width - off_x) * 1.35, bh + 330)) + off_y
    x0, y0 = off_x + (width - off_x - bw) / 2, off_y + 150
    wire = rng.choice(["silver", "black", "#d62828", "#1d4ed8"])
    metal = {"silver": "linear-gradient(90deg,#777,#eee 45%,#999)", "black": "linear-gradient(90deg,#111,#555 45%,#222)"}
    parts = [board.div(0, 0, width, height, "background:#ffffff")]
    step = 22
    for k in range(int((width if bound_top else height) // step) - 1):
        at = step * (k + 1)
        hx, hy = (at - 4, 26) if bound_top else (30, at - 4)
        parts.append(board.div(hx, hy, 8, 8, "border-radius:50%;background:#3a3a3a"))
        loop = (at - 3, 0, 6, 31) if bound_top else (0, at - 3, 35, 6)
        parts.append(board.div(*loop, f"border-radius:3px;background:{metal.get(wire, wire)}"))
    name = rng.choice(["MEGA NONOGRAMS", "Picture Cross Book", "Pocket Pixel Puzzles", "Griddlers for Grown-ups"])
    page = rng.randrange(3, 240)
    parts.append(board.text(off_x + 40, off_y + 30, f"{name} \u00b7 Vol. {rng.randrange(1, 9)}", 12, "#444", "normal",
                            font))
    parts.append(board.text(40, off_y + 30, str(page), 12, "#444", "normal", font, "right"))
    parts.append(board.div(off_x + 40, off_y + 50, width - off_x - 80, 1, "background:#777"))
    parts.append(board.text(off_x + 40, off_y + 74, f"Puzzle {rng.randrange(1, 400)}", 28, "#111", "bold", font))
    parts.append(board.text(40, off_y + 82, "\u25cf" * rng.randrange(1, 6) + "\u25cb" * rng.randrange(0, 3), 14, "#333",
                            "normal", font, "right"))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    state = None
    if rng.random() < 0.45:
        state, _ = played(record, rng, 1.0, 0.15, 0.6)
        parts += pencil(state, record, x0 + left, y0 + top, cell, random.Random(rng.random()))
    foot = y0 + bh + 24
    parts.append(board.div(off_x + 40, foot, width - off_x - 80, 40, f"font-family:'{font}';font-size:13px;color:#333;"
                           "line-height:1.35;font-style:italic", f"Hint: {escape(words(rng, 12))}."))
    hand = rng.choice(HAND_FONTS)
    if foot + 110 < height - 20:
        parts.append(rotated(off_x + 50, foot + 56, width - off_x - 120, 50, rng.uniform(-4, 4),
                             f"font-family:'{hand}';font-size:22px;color:#4a4a4a",
                             escape(rng.choice([f"took {rng.randrange(10, 90)} min!", "start with the big ones",
                                                f"row {rng.randrange(1, 30)} again?", "a cat? a teapot?"]))))
        for _ in range(rng.randrange(0, 3)):  # an eraser's smudges in the margin
            parts.append(board.div(rng.uniform(off_x + 40, width - 140), rng.uniform(foot + 50, height - 50), 90, 30,
                                   "border-radius:50%;background:radial-gradient(rgba(90,90,90,0.16),rgba(90,90,90,0))"))
    style = f"spiral-{'top' if bound_top else 'left'}-{style_name}-{font_tag(font)}-wire{wire.strip('#')}" + \
        ("-pencil" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, "#ffffff", font),
               width, height, 2, style, state, ([], []))


# The surfaces photographed, by family (photo.py).
PAGES = {"photo-fridge": fridge_page, "photo-kraft": kraft_page, "photo-spiral": spiral_page}
