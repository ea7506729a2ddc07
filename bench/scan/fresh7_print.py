"""The fresh7 families' surfaces for photos (split `fresh7`, bench/scan/README.md): a
restaurant's paper placemat for children with the puzzle among its games, the back of a
cereal box with the puzzle on its panel, and a puzzle poster pinned to a cork noticeboard
among flyers. Each function returns a page job as html_styles' do; photo.py photographs them
(a glass's wet ring, the box's bulging face and gloss, the hallway's light and the phone's
sharpening)."""
import random
from html import escape

import board
from fresh2_print import print_look
from fresh3_pages import font_tag
from fresh6_print import marker_marks
from fresh_styles import words
from html_styles import WORDS, job, played

PLACEMAT_FONTS = ["Rufscript", "Summersby", "Steve"]  # the clues; titles in Leckerli One, notes in Kristi
BOX_FONTS = ["Apropal", "Engadget", "Fantasma", "Leckerli One"]  # the clues; the title in Train One
POSTER_FONTS = ["Essays1743", "Solide Mirage", "OCRA"]  # the clues; the title in Le Murmure
FLYER_FONTS = ["Bajaderka", "Delphine", "Kristi", "Le Murmure"]

CRAYONS = ["#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#6d4c41"]


def crayon(x, y, w, h, colour, rng, strokes=5):
    """A child's crayon scribble in the box (x, y, w, h): a few waxy zigzag strokes."""
    points = [(x + rng.uniform(0, w), y + rng.uniform(0, h)) for _ in range(strokes)]
    path = "M" + "L".join(f"{px:.1f} {py:.1f}" for px, py in points)
    return (f'<svg style="position:absolute;left:0;top:0;overflow:visible" width="1" height="1"><path d="{path}" '
            f'fill="none" stroke="{colour}" stroke-width="{rng.uniform(3, 6):.1f}" stroke-linecap="round" '
            f'stroke-linejoin="round" stroke-opacity="{rng.uniform(0.55, 0.8):.2f}"/></svg>')


# ---------------------------------------------------------------- photo-placemat (a kids' placemat)

MATS = {"sun": "#ffe45c", "sky": "#9fd8ff", "tangerine": "#ffbf7a", "mint": "#a8e6bd"}


def placemat_page(record, rng):
    """A restaurant's paper placemat for children (landscape, printed in two colours on a
    yellow, blue, orange or green sheet): the restaurant's name and a wavy border, a maze, a
    tic-tac-toe grid, a connect-the-dots with its numbered dots, a colouring outline and the
    nonogram in a white rounded box with its title and a line of rules; crayon scribbles in the
    margins and on the games, and on 40 % the puzzle part-coloured in crayon (the truth's
    state)."""
    mat_name = rng.choice(list(MATS))
    mat = MATS[mat_name]
    font = rng.choice(PLACEMAT_FONTS)
    ink = rng.choice(["#1a1a1a", "#213a7a", "#5a1f1f"])
    cell = rng.choice([26, 30, 34] if max(record["width"], record["height"]) <= 10 else [20, 22, 24])
    look = print_look(font, ink=ink, line=ink, thick_colour=ink, thin=1, thick=2.2, band=None,
                      weight=rng.choice(["normal", "bold"]), zero=rng.random() < 0.3, colour_clues="text")
    g = board.geometry(record, cell, 0.85, 0.85, gap=5)
    bw, bh, left, top = board.board_size(record, g)
    width, height = int(max(1100, bw + 640)), int(max(740, bh + 240))
    box_x, box_y = width - bw - 90, (height - bh - 60) / 2 + 30
    x0, y0 = box_x + 30, box_y + 50
    state = None
    if rng.random() < 0.4:
        state, _ = played(record, rng, 1.0, 0.15, 0.6)
    parts = [board.div(0, 0, width, height, f"background:{mat}")]
    parts.append(board.div(14, 14, width - 28, height - 28, f"border:4px dashed {ink};border-radius:26px;"
                           "box-sizing:border-box;opacity:0.6"))
    name = rng.choice(["Rosie's Diner", "Luigi's Pizzeria", "The Pancake Barn", "Harbour Fish & Chips"])
    parts.append(board.text(50, 34, name, 40, ink, "normal", "Leckerli One"))
    parts.append(board.text(52, 88, "Kids' Fun Page \u2013 crayons at the counter!", 18, ink, "normal", "Kristi"))
    # The other games, all left of the puzzle's box.
    parts.append(board.div(50, 140, 220, 220, f"border:3px solid {ink};background:#ffffff"))
    for k in range(rng.randrange(9, 15)):  # the maze's walls
        vertical = rng.random() < 0.5
        mx, my = 50 + rng.randrange(1, 10) * 22, 140 + rng.randrange(1, 10) * 22
        parts.append(board.div(mx, my, 3 if vertical else 22 * rng.randrange(1, 4), 22 * rng.randrange(1, 4)
                               if vertical else 3, f"background:{ink}"))
    parts.append(board.text(50, 368, "Help the cat find the fish!", 15, ink, "normal", "Kristi"))
    tx, ty = 310, 150
    for k in (1, 2):
        parts.append(board.div(tx + k * 50, ty, 4, 150, f"background:{ink}"))
        parts.append(board.div(tx, ty + k * 50, 150, 4, f"background:{ink}"))
    if box_x > 520:  # the dots, numbered, when there is room
        for k in range(1, rng.randrange(8, 16)):
            dx, dy = 60 + rng.uniform(0, 380), 420 + rng.uniform(0, height - 500)
            parts.append(board.div(dx, dy, 6, 6, f"background:{ink};border-radius:50%"))
            parts.append(board.text(dx + 8, dy - 6, str(k), 13, ink, "normal", "Kristi"))
    parts.append(board.div(box_x, box_y, bw + 60, bh + 80, "background:#ffffff;border-radius:18px;"
                           f"border:3px solid {ink}"))
    parts.append(board.text(box_x + 20, box_y + 12, rng.choice(["Picture Puzzle!", "Secret Picture", "Colour by Logic"]),
                            24, ink, "normal", "Leckerli One"))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    if state:
        pen = random.Random(rng.random())
        parts += marker_marks(record, state, x0 + left, y0 + top, cell, rng.choice(CRAYONS), pen)
    parts.append(board.text(box_x + 20, y0 + bh + 6, "Colour the squares the numbers tell you!", 13, ink, "normal",
                            "Kristi"))
    for _ in range(rng.randrange(3, 7)):  # scribbles on the games and the margins, never on the puzzle
        sx, sy = rng.uniform(40, max(60, box_x - 160)), rng.uniform(120, height - 120)
        parts.append(crayon(sx, sy, 120, 80, rng.choice(CRAYONS), rng))
    style = f"placemat-{mat_name}-{font_tag(font)}" + ("-played" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, mat, font),
               width, height, 2, style, state, ([], []))


# ---------------------------------------------------------------- photo-box (the back of a cereal box)

BOX_COLOURS = {"red": ("#d7261e", "#ff7a2f"), "blue": ("#1552b8", "#36a3ff"), "green": ("#1f8a3b", "#9bd34a"),
               "purple": ("#5b2a9c", "#d04fd8")}


def box_page(record, rng):
    """The back of a cereal box: a saturated panel with a starburst behind, the title in an
    outlined display face, a round mascot with a speech bubble, the nonogram on a white
    rounded panel with a thick outline (clues in a bold display face; colour clues in their
    colour or on chips), a line saying where the answer is, on half a nutrition table full of
    other numbers down one side; the box's side panel seen edge on, darker, along one edge.
    On 30 % played in pen (the truth's state)."""
    colour_name = rng.choice(list(BOX_COLOURS))
    dark, light = BOX_COLOURS[colour_name]
    font = rng.choice(BOX_FONTS)
    cell = rng.choice([24, 28, 30] if max(record["width"], record["height"]) <= 10 else [18, 20, 22])
    look = print_look(font, band=None, weight="bold", thin=1, thick=2.4, line="#333333",
                      colour_clues=rng.choice(["text", "chip"]), chip_radius=0.25, zero=rng.random() < 0.3)
    g = board.geometry(record, cell, 0.9, 0.9, gap=5)
    bw, bh, left, top = board.board_size(record, g)
    nutrition = rng.random() < 0.5
    side_w = rng.choice([0, 60, 90])
    side_left = rng.random() < 0.5
    width = int(max(760, bw + 140 + side_w + (230 if nutrition else 0)))
    height = int(max(780, bh + 440))
    front = width - side_w - 80  # the front panel's width inside its margins
    px = (side_w if side_left else 0) + 40
    panel_x, panel_y = px + (width - side_w - 80 - (230 if nutrition else 0) - bw - 60) / 2, 260
    x0, y0 = panel_x + 30, panel_y + 30
    state = None
    if rng.random() < 0.3:
        state, _ = played(record, rng, 1.0, 0.15, 0.6)
    parts = [board.div(0, 0, width, height, f"background:{dark}")]
    parts.append(board.div(0, 0, width, height, f"background:repeating-conic-gradient(from 0deg at 50% 20%,{light} "
                           f"0deg 8deg,{dark} 8deg 16deg);opacity:0.55"))
    title = rng.choice(["PUZZLE TIME!", "BRAIN FLAKES", "CRUNCH & SOLVE", "BREAKFAST BRAINTEASER"])
    parts.append(board.text(px, 40, title, min(64, 1.5 * front / len(title)), "#ffffff", "normal", "Train One",
                            "center", front))
    parts.append(board.div(px + 10, 130, 110, 110, "background:#ffd23f;border-radius:50%;border:4px solid #222"))
    parts.append(board.div(px + 36, 162, 14, 14, "background:#222;border-radius:50%"))
    parts.append(board.div(px + 78, 162, 14, 14, "background:#222;border-radius:50%"))
    parts.append(board.div(px + 140, 140, 300, 70, "background:#ffffff;border-radius:30px;border:3px solid #222;"
                           f"font-family:'{font}';font-size:20px;display:flex;align-items:center;"
                           "justify-content:center;color:#222", "Can you find the picture?"))
    parts.append(board.div(panel_x, panel_y, bw + 60, bh + 60, "background:#ffffff;border-radius:22px;"
                           "border:5px solid #222;box-sizing:border-box"))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    if state:
        parts += marker_marks(record, state, x0 + left, y0 + top, cell, "#1a3fb0", random.Random(rng.random()))
    parts.append(board.div(px, panel_y + bh + 80, front - (230 if nutrition else 0), 80,
                           f"font-family:'{font}';font-size:22px;color:#ffffff;text-align:center;line-height:1.3",
                           f"Answer on the {rng.choice(['side', 'bottom'])} panel! Collect all "
                           f"{rng.randrange(4, 13)} puzzles."))
    if nutrition:
        nx = width - (side_w if not side_left else 0) - 250
        rows = [("Serving size", f"{rng.randrange(25, 45)}g"), ("Calories", str(rng.randrange(90, 190))),
                ("Total fat", f"{rng.randrange(0, 4)}g {rng.randrange(0, 6)}%"),
                ("Sodium", f"{rng.randrange(90, 240)}mg {rng.randrange(3, 11)}%"),
                ("Carbohydrate", f"{rng.randrange(20, 40)}g {rng.randrange(7, 15)}%"),
                ("Sugars", f"{rng.randrange(4, 14)}g"), ("Protein", f"{rng.randrange(1, 5)}g"),
                ("Iron", f"{rng.randrange(10, 45)}%"), ("Vitamin D", f"{rng.randrange(5, 25)}%")]
        body = "<b style='font-size:22px'>Nutrition Facts</b><br>" + "".join(
            f"<div style='display:flex;justify-content:space-between;border-top:1px solid #000'>"
            f"<span>{escape(a)}</span><span>{escape(b)}</span></div>" for a, b in rows)
        parts.append(board.div(nx, 300, 220, 330, "background:#ffffff;border:2px solid #000;padding:6px;"
                               "box-sizing:border-box;font-family:'Engadget';font-size:14px;color:#000;line-height:1.5",
                               body))
    if side_w:  # the box's side, seen edge on
        parts.append(board.div(0 if side_left else width - side_w, 0, side_w, height,
                               f"background:linear-gradient({'90deg' if side_left else '270deg'},#00000080,#00000030),"
                               f"{dark}"))
    style = f"box-{colour_name}-{font_tag(font)}" + ("-nutrition" if nutrition else "") + ("-played" if state else "")
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, dark, font),
               width, height, 2, style, state, ([], []))


# ---------------------------------------------------------------- photo-poster (a noticeboard's poster)

PAPERS = ["#ffffff", "#fff6c9", "#e6f3ff", "#fde4ec"]


def flyer(x, y, w, h, turn, rng):
    """Another notice pinned on the board: a club's or a lost pet's, with tear-off tabs of
    phone numbers along its foot on some."""
    font = rng.choice(FLYER_FONTS)
    paper = rng.choice(["#ffffff", "#fff3a8", "#c9f0ff", "#ffd6e0", "#d8f5c8"])
    text = rng.choice([f"CHESS CLUB\nThursdays {rng.randrange(3, 8)}pm\nRoom {rng.randrange(100, 400)}",
                       f"LOST CAT\n\u201c{rng.choice(WORDS)}\u201d\nReward!", f"Yoga for all\n{rng.randrange(6, 10)}:30 am",
                       f"BAKE SALE\nFriday {rng.randrange(1, 29)}/{rng.randrange(1, 13)}",
                       f"Room to rent\n{rng.randrange(300, 900)} a month"])
    inner = "<br>".join(escape(s) for s in text.split("\n"))
    out = (f'<div style="position:absolute;left:{x:.1f}px;top:{y:.1f}px;width:{w:.1f}px;height:{h:.1f}px;'
           f"background:{paper};transform:rotate({turn:.1f}deg);box-shadow:2px 3px 6px rgba(0,0,0,0.35);"
           f"font-family:'{font}';font-size:{max(14, w / 9):.0f}px;color:#222;text-align:center;padding-top:16px;"
           f'box-sizing:border-box;line-height:1.3">{inner}')
    if rng.random() < 0.5:
        number = f"0{rng.randrange(100, 999)} {rng.randrange(100000, 999999)}"
        for k in range(int(w // 28)):
            out += (f'<div style="position:absolute;left:{k * 28 + 4}px;bottom:0;width:22px;height:70px;'
                    f"border-left:1px dashed #777;font-size:10px;writing-mode:vertical-rl;font-family:'{font}'\">"
                    f"{number}</div>")
    return out + "</div>"


def poster_page(record, rng):
    """A cork noticeboard in a school, library or office corridor: the puzzle's poster (white or
    pastel paper; the title in a display face, where to hand in the answer and by when, the
    board with its clues in a book, old-style or OCR face) pinned at its corners with coloured
    push pins, other notices and flyers pinned round it and over its margins (never over the
    board), tear-off tabs with phone numbers on some."""
    font = rng.choice(POSTER_FONTS)
    paper = rng.choice(PAPERS)
    cell = rng.choice([16, 18, 20])
    look = print_look(font, band=rng.choice([None, "#ececec"]), weight=rng.choice(["normal", "bold"]), thin=0.8,
                      thick=2, line="#555555", zero=rng.random() < 0.4, paper="#ffffff")
    g = board.geometry(record, cell, 0.85, 0.85, gap=4)
    bw, bh, _, _ = board.board_size(record, g)
    pw, ph = int(max(bw + 120, 520)), int(bh + 300)
    width, height = pw + 520, ph + 240
    qx, qy = 260 + rng.uniform(-30, 30), 120
    x0, y0 = qx + (pw - bw) / 2, qy + 190
    parts = [board.div(0, 0, width, height, "background:#b0834f")]
    parts.append(board.div(0, 0, width, height, "background-image:radial-gradient(#8a6236 1px,transparent 1.6px),"
                           "radial-gradient(#c79a63 1px,transparent 1.6px);background-size:7px 7px,11px 11px;"
                           "background-position:0 0,3px 4px"))
    parts.append(board.div(0, 0, width, height, "border:18px solid #6b4a2b;box-sizing:border-box"))
    for k in range(rng.randrange(3, 6)):  # flyers round the poster (under it where they meet)
        fx = rng.choice([rng.uniform(30, 140), rng.uniform(qx + pw - 80, width - 220)])
        fy = rng.uniform(40, height - 300)
        parts.append(flyer(fx, fy, rng.uniform(170, 210), rng.uniform(220, 280), rng.uniform(-8, 8), rng))
    parts.append(board.div(qx, qy, pw, ph, f"background:{paper};box-shadow:3px 4px 8px rgba(0,0,0,0.4)"))
    parts.append(board.text(qx, qy + 30, rng.choice(["PUZZLE OF THE MONTH", "LOGIC CORNER", "CAN YOU SOLVE IT?"]), 40,
                            "#1a1a1a", "normal", "Le Murmure", "center", pw))
    parts.append(board.div(qx + 40, qy + 90, pw - 80, 80, f"font-family:'{font}';font-size:16px;color:#222;"
                           "text-align:center;line-height:1.35",
                           escape(f"Hand your answer in at the {rng.choice(['library desk', 'office', 'staff room'])} "
                                  f"by {rng.randrange(1, 29)}/{rng.randrange(1, 13)}. {words(rng, 6)}.")))
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    parts.append(html_board)
    parts.append(board.text(qx, y0 + bh + 24, f"Prize draw among {rng.randrange(3, 20)} right answers", 15, "#333",
                            "normal", font, "center", pw))
    for cx, cy in ((qx + 14, qy + 14), (qx + pw - 14, qy + 14), (qx + 14, qy + ph - 14), (qx + pw - 14, qy + ph - 14)):
        pin = rng.choice(["#d62828", "#1d4ed8", "#16a34a", "#f59e0b", "#ffffff"])
        parts.append(board.div(cx - 9, cy - 9, 18, 18, f"background:radial-gradient(circle at 35% 35%,#ffffffaa,{pin} "
                               "45%);border-radius:50%;box-shadow:3px 4px 4px rgba(0,0,0,0.45)"))
    if rng.random() < 0.6:  # a flyer over the poster's lower corner, clear of the board
        fx = qx + pw - 90 if rng.random() < 0.5 else qx - 120
        parts.append(flyer(fx, max(y0 + bh + 50, qy + ph - 140), 200, 230, rng.uniform(-10, 10), rng))
    style = f"poster-{font_tag(font)}-paper{paper[1:]}"
    return job(board.page('<div style="line-height:1">' + "".join(parts) + "</div>", width, height, "#b0834f", font),
               width, height, 2, style, None, ([], []))


# The surfaces photographed, by family (photo.py).
PAGES = {"photo-placemat": placemat_page, "photo-box": box_page, "photo-poster": poster_page}
