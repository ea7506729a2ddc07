"""The fresh4 families' pages for photos (split `fresh4`, bench/scan/README.md): a LaTeX puzzle
book's page (photographed with the page curled towards the spine), a club's handout printed on
coloured paper or newsprint (photographed under a lamp at night, a pen's shadow across it) and
a tear-off puzzle calendar's page (photographed at a steep angle). Each function returns a page
job as html_styles' do."""
import random
from html import escape

import board
from fresh2_print import pencil, print_look
from fresh4_pages import SOCIAL_FONTS, TEX_FONTS, TEX_INTRO, font_tag, tex_rules
from fresh_styles import words
from html_styles import WORDS, job, played


# ---------------------------------------------------------------- photo-curl (a LaTeX book's page, curled)

def tex_book_page(record, rng):
    """A page of a puzzle book typeset with LaTeX: the running head in small capitals with the
    page number and a rule, the puzzle's heading, the board with its clue areas ruled like a
    tabular or boxed, a paragraph under it. Left or right page: the spine (where photo.py curls
    the page) on the inner side."""
    font = rng.choice(TEX_FONTS)
    cell = rng.choice([14, 16, 18])
    rule = rng.choice(["ruled", "boxed", "plain"])
    look = print_look(font, line="#000000", thin=0.5, thick=1.3 if rule != "plain" else 0.7, zero=rule == "ruled",
                      every=5 if rule != "plain" else 0)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 160, 600))
    height = int(max(width * 1.45, bh + 330))
    right_page = rng.random() < 0.5
    x0, y0 = (width - bw) / 2, 150
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    page = rng.randrange(8, 200) * 2 + (1 if right_page else 0)
    chapter = rng.choice(["CHAPTER 2. SMALL GRIDS", "CHAPTER 5. PICTURES", "PART II. HARDER PUZZLES"])
    body = board.text(60, 40, str(page), 13, "#000", "normal", font, "right" if right_page else "left")
    body += board.text(0, 40, chapter, 11, "#000", "normal", font, "center", width)
    body += board.div(60, 60, width - 120, 0.6, "background:#000")
    body += board.text(60, 92, f"Puzzle {rng.randrange(1, 120)}\u2003{escape(rng.choice(WORDS))}", 17, "#000", "bold",
                       font)
    body += tex_rules(record, look, g, x0, y0, rule) + html_board
    body += board.div(60, y0 + bh + 30, width - 120, 120, f"font-family:'{font}';font-size:12px;line-height:1.4;"
                      "text-align:justify;color:#000", escape(TEX_INTRO))
    style = f"print-texbook-{'right' if right_page else 'left'}-{rule}-{font_tag(font)}"
    result = job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))
    result["gutter"] = "left" if right_page else "right"
    return result


# ---------------------------------------------------------------- photo-lamp (a handout on coloured paper)

def handout_page(record, rng):
    """A puzzle club's or a class's handout: the club's name, a name and date line to fill
    in, the week's puzzle with a line of instructions, a joke or notice at the foot; printed
    in black on coloured paper (photo.py's paper); on half part-played in pencil."""
    font = rng.choice(SOCIAL_FONTS)
    cell = rng.choice([16, 18, 20])
    look = print_look(font, band=rng.choice([None, "#dddddd"]), weight=rng.choice(["normal", "bold"]),
                      line="#333333", thin=0.8, thick=2, zero=rng.random() < 0.5)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 140, 620))
    height = int(max(width * 1.3, bh + 300))
    x0, y0 = (width - bw) / 2, 190
    _, _, left, top = board.board_size(record, g)
    state = None
    if rng.random() < 0.5:
        state, _ = played(record, rng, 1.0, 0.15, 0.55)
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    marks = "".join(pencil(state, record, x0 + left, y0 + top, g["cell"], random.Random(rng.random()))) if state else ""
    body = board.text(0, 30, rng.choice(["Riverside Puzzle Club", "Year 6 Logic Corner", "Library Brain Teasers"]),
                      26, "#000", "bold", font, "center", width)
    body += board.text(60, 84, "Name: ____________________     Date: __________", 14, "#000", "normal", font)
    body += board.div(60, 116, width - 120, 60, f"font-family:'{font}';font-size:13px;line-height:1.35;color:#000",
                      f"Puzzle of week {rng.randrange(1, 52)}. " + escape(words(rng, 16)) + ".")
    body += html_board + marks
    body += board.text(0, y0 + bh + 40, f"Hand it in by {rng.choice(['Friday', 'Monday'])} for a prize! "
                       f"Room {rng.randrange(1, 40)}", 13, "#000", "normal", font, "center", width)
    style = f"print-handout-{font_tag(font)}" + ("-played" if state else "")
    result = job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, state, ([], []))
    return result


# ---------------------------------------------------------------- photo-steep (a tear-off calendar page)

def calendar_page(record, rng):
    """A tear-off puzzle-a-day calendar's page: the day's date in big numbers, the month and
    weekday, the day's puzzle under it, a hint line at the foot."""
    font = rng.choice(["Cardo", "Junicode Two Beta", "Old Standard TT", "Averia Serif GWF"])
    cell = rng.choice([14, 16, 18])
    look = print_look(font, band=rng.choice([None, "#f0e0e0", "#e0e8f0"]), weight="bold",
                      line="#444444", thin=0.7, thick=1.8, zero=False)
    g = board.geometry(record, cell, 0.8, 0.8, gap=3)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 80, 420))
    height = int(bh + 260)
    x0, y0 = (width - bw) / 2, 190
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    accent = rng.choice(["#c0392b", "#1f5fa8", "#2e7d32"])
    body = board.div(0, 0, width, 14, "background:repeating-linear-gradient(90deg,#999 0 3px,transparent 3px 9px)")
    body += board.text(0, 24, rng.choice(["JANUARY", "APRIL", "JULY", "NOVEMBER"]), 20, accent, "bold", font,
                       "center", width)
    body += board.text(0, 50, str(rng.randrange(1, 32)), 84, accent, "bold", font, "center", width)
    body += board.text(0, 150, rng.choice(["Monday", "Wednesday", "Saturday", "Sunday"]), 16, "#333", "normal", font,
                       "center", width)
    body += html_board
    dots = "\u25cf" * rng.randrange(1, 5)
    body += board.text(0, y0 + bh + 24, f"Difficulty {dots} \u00b7 solution tomorrow", 12,
                       "#555", "normal", font, "center", width)
    style = f"print-calendar-{font_tag(font)}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


# The printed pages photographed, by family (photo.py).
PAGES = {"photo-curl": tex_book_page, "photo-lamp": handout_page, "photo-steep": calendar_page}
