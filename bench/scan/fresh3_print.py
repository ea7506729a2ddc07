"""The fresh3 families' pages for photos (split `fresh3`, bench/scan/README.md): a magazine's
puzzle page (the nonogram beside a sudoku and a crossword, which are not nonograms) held in
hand, and a puzzle ruled by hand on squared paper with printed clue strips pasted on; the
photo of a monitor shows one of fresh3_pages' screens. Each function returns a page job as
html_styles' do."""
import random
from html import escape

import board
from fresh2_print import pencil, print_look
from fresh3_pages import font_tag, retro, web_inline
from fresh_styles import words
from html_styles import WORDS, job, played

ACROSS = ["Small bird", "Ocean", "Not off", "Garden tool", "River mouth", "Opera song", "Frozen water",
          "Ship's pole", "Sheep sound", "Large deer", "Poem", "Tidy", "Cereal grain", "Fib"]


# ---------------------------------------------------------------- photo-magazine (a puzzle page held in hand)

def magazine_page(record, rng):
    """A puzzle magazine's page: banner, issue and page number; the nonogram (the only one on
    the page) with a sudoku beside it and a crossword with its clues below; printed in a
    book serif. The truth is the nonogram's."""
    font = rng.choice(["Yrsa", "Gentium", "GFS Neohellenic"])
    cell = rng.choice([14, 16, 18])
    look = print_look(font, band=rng.choice([None, "#e6e6e6", "#dfe8f2"]), weight=rng.choice(["normal", "bold"]),
                      line="#666666", thin=0.7, thick=1.8, zero=rng.random() < 0.4)
    g = board.geometry(record, cell, 0.78, 0.78, gap=2)
    bw, bh, _, _ = board.board_size(record, g)
    sudoku = 9 * 22
    width = int(40 + bw + 50 + sudoku + 40)
    x0, y0 = 40, 120
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    side_x = x0 + bw + 50
    body = board.div(0, 0, width, 70, f"background:{rng.choice(['#b0202a', '#1f4e8c', '#2b7a3d'])}")
    body += board.text(30, 16, rng.choice(["PUZZLE TIME", "Brain Games", "Logic Corner"]), 30, "#ffffff", "bold")
    body += board.text(30, 26, f"Issue {rng.randrange(10, 300)}", 13, "#ffffff", "normal", None, "right")
    body += board.text(x0, 86, f"Nonogram \u2013 {escape(rng.choice(WORDS))}", 18, "#000", "bold")
    body += html_board
    body += board.text(side_x, 86, "Sudoku", 18, "#000", "bold")
    body += sudoku_html(rng, side_x, y0, 22)
    body += board.div(side_x, y0 + sudoku + 16, sudoku, 120, "font-size:11px;line-height:1.35;color:#222",
                      "Fill the grid so that every row, column and 3\u00d73 box holds 1 to 9 once. "
                      + escape(words(rng, 14)))
    cross_y = int(max(y0 + bh, y0 + sudoku + 150) + 40)
    body += board.text(x0, cross_y - 28, "Crossword", 18, "#000", "bold")
    size, cross_cell = rng.choice([9, 11]), 20
    body += crossword_html(rng, x0, cross_y, size, cross_cell)
    body += crossword_clues(rng, x0 + size * cross_cell + 30, cross_y, width - x0 - size * cross_cell - 70)
    height = int(cross_y + size * cross_cell + 70)
    body += board.text(30, height - 30, str(rng.randrange(4, 90)), 12, "#333", "normal", None, "right")
    style = f"print-magazine-{font_tag(font)}"
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, None, ([], []))


def sudoku_html(rng, x, y, cell):
    out = [board.div(x, y, 9 * cell, 9 * cell, "border:2px solid #000;box-sizing:border-box")]
    for i in range(1, 9):
        w = 2 if i % 3 == 0 else 0.7
        out.append(board.div(x + i * cell - w / 2, y, w, 9 * cell, "background:#000"))
        out.append(board.div(x, y + i * cell - w / 2, 9 * cell, w, "background:#000"))
    for r in range(9):
        for c in range(9):
            if rng.random() < 0.35:
                out.append(board.div(x + c * cell, y + r * cell, cell, cell, "display:flex;align-items:center;"
                                     f"justify-content:center;font-size:{cell * 0.62:.1f}px", str(rng.randrange(1, 10))))
    return "".join(out)


def crossword_html(rng, x, y, size, cell):
    """A crossword grid: black squares in a symmetric pattern, small numbers in the corners."""
    out = [board.div(x, y, size * cell, size * cell, "border:1.5px solid #000;box-sizing:border-box")]
    black = set()
    for r in range(size):
        for c in range(size):
            if rng.random() < 0.17:
                black |= {(r, c), (size - 1 - r, size - 1 - c)}
    number = 1
    for r in range(size):
        for c in range(size):
            cx, cy = x + c * cell, y + r * cell
            if (r, c) in black:
                out.append(board.div(cx, cy, cell, cell, "background:#111"))
                continue
            out.append(board.div(cx, cy, cell, cell, "border:0.5px solid #555;box-sizing:border-box"))
            starts = (c == 0 or (r, c - 1) in black) or (r == 0 or (r - 1, c) in black)
            if starts and rng.random() < 0.8:
                out.append(board.text(cx + 1.5, cy + 1, str(number), cell * 0.32, "#000"))
                number += 1
    return "".join(out)


def crossword_clues(rng, x, y, w):
    lines = ["<b>Across</b>"] + [f"{i * 2 + 1}. {escape(rng.choice(ACROSS))} ({rng.randrange(3, 8)})" for i in range(5)]
    lines += ["<b>Down</b>"] + [f"{i * 3 + 2}. {escape(rng.choice(ACROSS))} ({rng.randrange(3, 8)})" for i in range(5)]
    return board.div(x, y, max(w, 120), 240, "font-size:12px;line-height:1.45;color:#111", "<br>".join(lines))


# ---------------------------------------------------------------- photo-hand (ruled by hand on squared paper)

INKS = {"blue pen": "#1b2f8a", "black pen": "#1a1a1a", "pencil": "#4a4a4a"}


def hand_page(record, rng):
    """A puzzle ruled by hand on squared paper (a square a cell), the lines wobbling, thicker
    every fifth; the clues printed in a typewriter font on two strips of paper pasted left of
    and above the grid; on half part-played in the same pen (hatched cells, crosses)."""
    font = rng.choice(["League Mono", "Monoid", "Anonymous Pro"])
    pitch = rng.choice([18, 20, 22])
    ink_name = rng.choice(sorted(INKS))
    ink = INKS[ink_name]
    rslots = max([1] + [len(c) for c in record["rows"]])
    cslots = max([1] + [len(c) for c in record["columns"]])
    two = any(n >= 10 for clues in (record["rows"], record["columns"]) for c in clues for n, _ in c)
    slot, cslot, size = pitch * (1.05 if two else 0.75), pitch * 0.8, pitch * 0.58
    x0, y0 = 60, 110
    gx, gy = x0 + rslots * slot + pitch, y0 + cslots * cslot + pitch
    gx, gy = gx - gx % pitch, gy - gy % pitch  # on the paper's squares
    gw, gh = record["width"] * pitch, record["height"] * pitch
    width, height = int(gx + gw + 60), int(max(gy + gh + 80, (gx + gw + 60) * 1.3))
    paper = (f"background-color:#fbfbf7;background-image:linear-gradient(to right,#b9cbe4 0.6px,transparent 0.6px),"
             f"linear-gradient(to bottom,#b9cbe4 0.6px,transparent 0.6px);background-size:{pitch}px {pitch}px")
    body = board.div(0, 0, width, height, paper)
    body += board.text(x0, 40, rng.choice(["for Mia", "Puzzle no. 3", "Grandpa's puzzle", "try this one!"]), 22, ink,
                       "normal", "Jura")
    body += clue_strips(record, rng, gx, gy, rslots, cslots, slot, cslot, pitch, size, font)
    state = None
    if rng.random() < 0.5:
        state, _ = played(record, rng, 1.0, 0.15, 0.55)
        body += "".join(pencil(state, record, gx, gy, pitch, random.Random(rng.random()))).replace("#3c3c3c", ink)
    body += ruled_lines(record, rng, gx, gy, pitch, ink)
    body += board.div(gx, gy, gw, gh, "", "", 'data-grid="1"')
    style = f"hand-{ink_name.replace(' ', '-')}-{font_tag(font)}-pitch{pitch}" + ("-played" if state else "")
    return job(board.page(body, width, height, "#fbfbf7", font), width, height, 3, style, state, ([], []))


def clue_strips(record, rng, gx, gy, rslots, cslots, slot, cslot, pitch, size, font):
    """Two printed strips, pasted a little off square: the row clues' and the column clues'."""
    out = []
    dx, dy = rng.uniform(-2, 2), rng.uniform(-2, 2)
    shadow = "background:#ffffff;box-shadow:1px 1px 2px rgba(0,0,0,0.35)"
    out.append(board.div(gx - rslots * slot - 8 + dx, gy - 3 + dy, rslots * slot + 4, record["height"] * pitch + 6,
                         shadow))
    out.append(board.div(gx - 3 - dx, gy - cslots * cslot - 8 - dy, record["width"] * pitch + 6, cslots * cslot + 4,
                         shadow))
    flex = f"display:flex;align-items:center;justify-content:center;font-size:{size:.1f}px;color:#111"
    for line, clue in enumerate(record["rows"]):
        for i, (n, _) in enumerate(clue):
            x = gx - 4 - (len(clue) - i) * slot + dx
            out.append(board.div(x, gy + line * pitch + dy, slot, pitch, flex, str(n), f'data-clue="r:{line}:{i}"'))
    for line, clue in enumerate(record["columns"]):
        for i, (n, _) in enumerate(clue):
            y = gy - 4 - (len(clue) - i) * cslot - dy
            out.append(board.div(gx + line * pitch - dx, y, pitch, cslot, flex, str(n), f'data-clue="c:{line}:{i}"'))
    return f'<div style="font-family:\'{font}\';line-height:1">{"".join(out)}</div>'


def ruled_lines(record, rng, gx, gy, pitch, ink):
    """The grid's lines drawn by hand along a ruler: each a little off, slightly bowed, the
    fifth and outer ones gone over twice."""
    paths = []
    w, h = record["width"], record["height"]
    for axis, count in (("v", w), ("h", h)):
        for i in range(count + 1):
            heavy = i in (0, count) or i % 5 == 0
            for _ in range(2 if heavy else 1):
                j = lambda: rng.uniform(-0.8, 0.8)
                bow = rng.uniform(-1.2, 1.2)
                if axis == "v":
                    x, y1, y2 = gx + i * pitch, gy + rng.uniform(-3, 1), gy + h * pitch + rng.uniform(-1, 3)
                    paths.append(f"M{x + j():.1f} {y1:.1f}Q{x + bow:.1f} {(y1 + y2) / 2:.1f} {x + j():.1f} {y2:.1f}")
                else:
                    y, x1, x2 = gy + i * pitch, gx + rng.uniform(-3, 1), gx + w * pitch + rng.uniform(-1, 3)
                    paths.append(f"M{x1:.1f} {y + j():.1f}Q{(x1 + x2) / 2:.1f} {y + bow:.1f} {x2:.1f} {y + j():.1f}")
    width = rng.uniform(1.0, 1.5)
    return (f'<svg style="position:absolute;left:0;top:0;overflow:visible" width="1" height="1"><path d="'
            f'{"".join(paths)}" fill="none" stroke="{ink}" stroke-width="{width:.2f}" stroke-linecap="round" '
            f'stroke-opacity="0.9"/></svg>')


def monitor_screen(record, rng):
    """What the photographed monitor shows: the desktop site or the pixel game."""
    return (web_inline if rng.random() < 0.65 else retro)(record, rng)


# The printed pages photographed, by family (photo.py), and the screens.
PAGES = {"photo-magazine": magazine_page, "photo-hand": hand_page, "photo-monitor": monitor_screen}
