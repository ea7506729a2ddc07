"""The fresh5 families' pages for photos (split `fresh5`, bench/scan/README.md): a teacher's
worksheet in a handwriting-like font, photocopied (grey cast, toner specks, the copier's dark
edge, a staple and punched holes) and photographed on a desk; a newspaper's puzzle page (column
rules, a crossword, a horoscope, a halftone photo) photographed with a fold across it; a glossy
puzzle magazine's page photographed with the phone's flash (a hot spot washing part of it
out). Each function returns a page job as html_styles' do."""
import random
from html import escape

import board
from fresh2_print import pencil, print_look
from fresh3_pages import font_tag
from fresh_styles import words
from html_styles import WORDS, job, played

WORKSHEET_FONTS = ["Dancing Script", "Kaushan Script", "Isabella", "Ecolier_court", "Cherry Bomb"]
NEWS_FONTS = ["Vollkorn", "GFS Didot", "Goudy Bookletter 1911", "Linden Hill", "Fanwood", "Prociono"]
MAGAZINE_FONTS = ["Sora", "Tuffy", "Bebas Neue", "Yanone Kaffeesatz", "Quattrocento"]


# ---------------------------------------------------------------- photo-worksheet (a photocopied worksheet)

def worksheet_page(record, rng):
    """A teacher's worksheet: the school's line, a name, class and date line to fill in, the
    title and instructions in a handwriting-like font (the clue numbers too), the puzzle, a
    star chart at the foot; photocopied: the copier's dark band along one edge, a staple in
    the top-left corner and two or three punched holes in the left margin; on some part-played
    in pencil by the pupil."""
    font = rng.choice(WORKSHEET_FONTS)
    cell = rng.choice([18, 20, 22])
    look = print_look(font, band=None, weight=rng.choice(["normal", "bold"]), line="#222222", thin=1, thick=2.2,
                      zero=rng.random() < 0.4, font_scale=rng.uniform(1.0, 1.15))
    g = board.geometry(record, cell, 0.85, 0.85, gap=4)
    bw, bh, left, top = board.board_size(record, g)
    width = int(max(bw + 200, 640))
    height = int(max(width * 1.414, bh + 380))
    x0, y0 = 90 + (width - 90 - bw) / 2, 230
    state = None
    if rng.random() < 0.4:
        state, _ = played(record, rng, 1.0, 0.1, 0.5)
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    marks = "".join(pencil(state, record, x0 + left, y0 + top, g["cell"], random.Random(rng.random()))) if state else ""
    body = board.text(90, 28, rng.choice(["Oakfield Primary", "St Mary's School", "Room 12 \u2014 Maths"]), 14, "#000",
                      "normal", font)
    body += board.text(90, 58, "Name: ______________________   Class: ______   Date: __________", 15, "#000", "normal",
                       font)
    body += board.text(90, 100, rng.choice(["Picture Logic!", "Mystery Picture", "Secret Squares"])
                       + f"  (sheet {rng.randrange(1, 20)})", 32, "#000", "bold", font)
    body += board.div(90, 150, width - 150, 70, f"font-family:'{font}';font-size:16px;line-height:1.3;color:#000",
                      "Colour in the squares. The numbers tell you how many squares in a row to colour. "
                      f"Leave a gap between groups. {escape(words(rng, 8))}.")
    body += html_board + marks
    body += board.text(90, y0 + bh + 40, "How did you find it?  \u2606 \u2606 \u2606", 18, "#000", "normal", font)
    # The staple, the punched holes (the desk shows through: dark) and the copier's dark edge.
    body += board.div(26, 22, 46, 5, "background:linear-gradient(#9a9a9a,#e0e0e0,#6a6a6a);transform:rotate(-38deg);"
                      "border-radius:2px")
    holes = rng.choice([2, 3])
    for i in range(holes):
        hy = height * (0.5 + (i - (holes - 1) / 2) * (0.3 if holes == 2 else 0.25))
        body += board.div(22, hy - 13, 26, 26, "background:#3a3632;border-radius:50%")
    edge = rng.choice(["left", "right", "top", "bottom"])
    body += (f'<div style="position:absolute;{edge}:0;{"width" if edge in ("left", "right") else "height"}:'
             f'{rng.randrange(6, 18)}px;{"height" if edge in ("left", "right") else "width"}:100%;'
             f'background:linear-gradient(to {dict(left="right", right="left", top="bottom", bottom="top")[edge]},'
             'rgba(0,0,0,0.75),rgba(0,0,0,0))"></div>')
    style = f"print-worksheet-{font_tag(font)}-{holes}holes-edge{edge}" + ("-played" if state else "")
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, state, ([], []))


# ---------------------------------------------------------------- photo-newspaper (a newspaper's puzzle page)

def newspaper_page(record, rng):
    """A newspaper's puzzles page: the paper's masthead line with date and page, column rules,
    the nonogram in one column with its heading and instructions, a crossword (black squares,
    small numbers in its cells) and its clues, a horoscope, and a halftone photo of an
    advertisement; in a newspaper serif (Vollkorn, GFS Didot, Goudy Bookletter, Linden Hill,
    Fanwood, Prociono)."""
    font = rng.choice(NEWS_FONTS)
    cell = rng.choice([14, 16, 18])
    look = print_look(font, band=rng.choice([None, "#d8d8d8"]), weight=rng.choice(["normal", "bold"]), line="#333333",
                      thin=0.7, thick=1.8, zero=rng.random() < 0.3)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    col = int(max(bw + 40, 420))
    side = 300
    width = col + side + 90
    height = int(max(bh + 420, 900))
    x0, y0 = 30 + (col - bw) / 2, 170
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    body = board.text(30, 16, f"THE {rng.choice(['DAILY', 'EVENING', 'WEEKEND'])} "
                      f"{rng.choice(['COURIER', 'HERALD', 'GAZETTE'])}", 14, "#000", "bold", font)
    body += board.text(30, 18, f"{rng.choice(['Monday', 'Thursday', 'Saturday'])}, {rng.randrange(1, 29)} "
                       f"{rng.choice(['March', 'June', 'October'])} 2026 \u00b7 Page {rng.randrange(20, 60)}", 12, "#000",
                       "normal", font, "right")
    body += board.div(30, 40, width - 60, 3, "background:#000")
    body += board.text(30, 56, "PUZZLES", 40, "#000", "bold", font)
    body += board.text(30, 112, f"Nonogram No. {rng.randrange(100, 4000)}", 20, "#000", "bold", font)
    body += board.div(30, 138, col, 30, f"font-family:'{font}';font-size:12px;color:#222",
                      "Shade the cells so each row and column has runs of the lengths given, in order.")
    body += html_board
    body += board.div(30, y0 + bh + 24, col, 60, f"font-family:'{font}';font-size:12px;color:#222;line-height:1.3",
                      f"Yesterday's solution: a {escape(rng.choice(WORDS))}. {escape(words(rng, 12))}.")
    sx = col + 60
    body += board.div(sx - 15, 112, 1, height - 140, "background:#000")
    body += crossword(rng, sx, 112, side, font)
    body += newspaper_side(rng, sx, 112 + side + 80, side, height, font)
    style = f"print-newspaper-{font_tag(font)}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


def crossword(rng, x, y, size, font):
    n = 11
    c = size / n
    out = board.text(x, y, "Quick Crossword", 18, "#000", "bold", font)
    y += 30
    number = 1
    for r in range(n):
        for k in range(n):
            black = (r % 2 == 1 and k % 2 == 1) or rng.random() < 0.08
            out += board.div(x + k * c, y + r * c, c + 0.5, c + 0.5, "border:0.7px solid #000;box-sizing:border-box;"
                             + ("background:#000" if black else ""))
            if not black and (r == 0 or k == 0 or rng.random() < 0.12):
                out += board.text(x + k * c + 1.5, y + r * c + 1, str(number), 7, "#000", "normal", font)
                number += 1
    out += board.div(x, y + size + 6, size, 40, f"font-family:'{font}';font-size:11px;color:#000",
                     f"ACROSS 1 {escape(rng.choice(WORDS))} (5) 4 {escape(rng.choice(WORDS))} (7) "
                     f"DOWN 2 {escape(rng.choice(WORDS))} (4)")
    return out


def newspaper_side(rng, x, y, w, height, font):
    out = board.text(x, y, "Your Stars", 18, "#000", "bold", font)
    signs = ["ARIES", "TAURUS", "GEMINI", "CANCER", "LEO", "VIRGO"]
    for i, sign in enumerate(rng.sample(signs, 3)):
        out += board.div(x, y + 28 + i * 64, w, 60, f"font-family:'{font}';font-size:11px;color:#111;line-height:1.3",
                         f"<b>{sign}</b> ({rng.randrange(1, 28)} Mar\u2013{rng.randrange(1, 28)} Apr) "
                         f"{escape(words(rng, 14))}. Lucky number {rng.randrange(1, 50)}.")
    py = y + 28 + 3 * 64 + 10
    if py + 120 < height - 20:  # a halftone advertisement's photo
        out += board.div(x, py, w, min(160, height - 30 - py), "background:radial-gradient(circle,#000 0 1.3px,"
                         "transparent 1.6px) 0 0/4px 4px,linear-gradient(135deg,#bbb,#666);border:1px solid #000")
        out += board.text(x + 8, py + 8, f"SALE {rng.randrange(10, 70)}% OFF", 18, "#fff", "bold", font)
    return out


# ---------------------------------------------------------------- photo-flash (a glossy magazine, flash-lit)

MAGAZINE = [{"head": "#e6007e", "band": "#fde3f0", "tint": "#fff4fa"}, {"head": "#0077c8", "band": "#dcefff",
             "tint": "#f3f9ff"}, {"head": "#f39200", "band": "#ffefd6", "tint": "#fffaf0"},
            {"head": "#00a36c", "band": "#daf5e9", "tint": "#f2fcf7"}]


def magazine_page(record, rng):
    """A glossy puzzle magazine's page: a coloured header bar with the magazine's name and the
    puzzle's number and prize, the board on a tinted panel (colour puzzles with their numbers
    in colour or on chips; black and white ones on a light band), a difficulty line, a prize
    box and a strip of small adverts; in Sora, Tuffy, Bebas Neue, Yanone Kaffeesatz or
    Quattrocento."""
    font = rng.choice(MAGAZINE_FONTS)
    theme = rng.choice(MAGAZINE)
    cell = rng.choice([16, 18, 20])
    look = print_look(font, band=theme["band"], colour_clues=rng.choice(["chip", "text"]), chip_radius=0.2,
                      weight=rng.choice(["normal", "bold"]), line="#555555", thin=0.8, thick=2,
                      thick_colour="#222222", zero=rng.random() < 0.4)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 140, 620))
    height = int(max(width * 1.3, bh + 330))
    x0, y0 = (width - bw) / 2, 170
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    body = board.div(0, 0, width, 90, f"background:{theme['head']}")
    body += board.text(30, 14, rng.choice(["PUZZLE POWER", "LOGIC LIFE", "PIXEL PUZZLES", "BRAIN GYM"]), 44, "#fff",
                       "bold", font)
    body += board.text(30, 30, f"No. {rng.randrange(1, 300)}", 22, "#fff", "bold", font, "right")
    body += board.text(30, 110, f"{rng.choice(['Colour', 'Classic', 'Mega'])} Nonogram {rng.randrange(1, 60)}", 24,
                       theme["head"], "bold", font)
    body += board.text(30, 116, "\u2605" * rng.randrange(1, 6), 18, theme["head"], "normal", None, "right")
    body += board.div(x0 - 20, y0 - 20, bw + 40, bh + 40, f"background:{theme['tint']};border-radius:12px")
    body += html_board
    body += board.div(30, y0 + bh + 40, width - 60, 70, f"background:{theme['band']};border-radius:10px;"
                      f"font-family:'{font}';font-size:15px;color:#222;padding:12px;box-sizing:border-box",
                      f"WIN \u00a3{rng.choice([50, 100, 250])}! Send your answer by {rng.randrange(1, 29)} "
                      f"{rng.choice(['May', 'July'])}. Text PUZZLE to {rng.randrange(60000, 89999)}.")
    body += board.div(30, y0 + bh + 124, width - 60, 50, "background:linear-gradient(90deg,#ffd54f,#ff8a65,#ba68c8);"
                      "border-radius:6px")
    style = f"print-magazine-{font_tag(font)}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


# The printed pages photographed, by family (photo.py).
PAGES = {"photo-worksheet": worksheet_page, "photo-newspaper": newspaper_page, "photo-flash": magazine_page}
