"""The fresh2 families' printed pages, photographed or scanned by photo.py (split `fresh2`,
bench/scan/README.md): a puzzle book's page for the flatbed scan or photocopy, and a sheet
printed from a puzzle site, part-solved in pencil, for the photo of it on a desk. Each
function returns a page job as html_styles' do."""
import random
from html import escape

import board
import states
from fresh2_pages import font_tag
from fresh_styles import words
from html_styles import WORDS, job


def print_look(font, **given):
    """A printed board's look: black on white, clues as text (colour ones on chips), fifth
    lines black; `given` changes any of it."""
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": None, "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.0, "chip": "#eeeeee", "weight": "normal", "done": "#999",
            "line": "#555555", "thin": 0.8, "thick": 1.8, "thick_colour": "#000000", "fill": "#111", "cross": "x",
            "cross_colour": "#888", "zero": False}
    look.update(given)
    return look


def book_page(record, rng):
    """A puzzle book's page: running head, the puzzle number and its difficulty, clues on a
    grey band (a halftone when printed), the grid with fifth lines, the page number at the
    foot on the outer side; left or right page (the scan's gutter on the inner side)."""
    font = rng.choice(["TeX Gyre Schola", "Charis SIL", "Linux Libertine O", "TeX Gyre Termes"])
    cell = rng.choice([16, 18, 20])
    right_page = rng.random() < 0.5
    band = rng.choice(["#d4d4d4", "#c8c8c8", "#e0e0e0"])
    look = print_look(font, ink="#111111", band=band, chip_radius=0.0, weight=rng.choice(["normal", "bold"]),
                      line="#444444", thin=0.7, thick=2, zero=rng.random() < 0.5)
    g = board.geometry(record, cell, 0.8, 0.8, gap=2)
    bw, bh, _, _ = board.board_size(record, g)
    width = int(max(bw + 120, 560))
    height = int(max(width * 1.45, bh + 260))
    x0, y0 = (width - bw) / 2, 130 + (height - 260 - bh) * 0.3
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    number, page = rng.randrange(1, 200), rng.randrange(8, 240) * 2 + (1 if right_page else 0)
    head = board.text(50, 36, rng.choice(["NONOGRAMS", "Logic Pictures", "Paint by Numbers"]), 13, "#333", "normal",
                      None, "right" if right_page else "left")
    head += board.div(50, 56, width - 100, 1, "background:#333")
    head += board.text(0, 76, f"Puzzle {number}", 22, "#000", "bold", None, "center", width)
    head += board.text(0, 104, "\u2605" * rng.randrange(1, 5) + f"   {record['width']} \u00d7 {record['height']}",
                       12, "#333", "normal", None, "center", width)
    foot = board.text(50, height - 48, str(page), 13, "#222", "normal", None, "right" if right_page else "left")
    if rng.random() < 0.5:
        foot += board.text(0, height - 48, f"Solution on page {rng.randrange(200, 260)}", 11, "#444", "normal",
                           None, "center", width)
    style = f"print-book-{'right' if right_page else 'left'}-{font_tag(font)}"
    result = job(board.page(head + html_board + foot, width, height, "#ffffff", font), width, height, 3, style,
                 None, ([], []))
    result["gutter"] = "left" if right_page else "right"
    return result


def pencil(state, record, gx, gy, cell, rng):
    """Hand-filled cells: a graphite scribble in each filled cell, a pencil X in crossed ones."""
    out = []
    for r, line in enumerate(state):
        for c, ch in enumerate(line):
            if ch == "?":
                continue
            x, y = gx + c * cell, gy + r * cell
            j = lambda: rng.uniform(-0.06, 0.06) * cell
            if ch == "-":
                path = (f"M{0.25 * cell + j():.1f} {0.25 * cell + j():.1f}L{0.75 * cell + j():.1f} {0.75 * cell + j():.1f}"
                        f"M{0.75 * cell + j():.1f} {0.25 * cell + j():.1f}L{0.25 * cell + j():.1f} {0.75 * cell + j():.1f}")
                width = 1.1
            else:
                strokes = [f"M{0.12 * cell + j():.1f} {0.15 * cell:.1f}"]
                for k in range(7):
                    yy = (0.15 + 0.7 * k / 6) * cell
                    strokes.append(f"L{(0.88 if k % 2 == 0 else 0.12) * cell + j():.1f} {yy + j():.1f}")
                path = "".join(strokes)
                width = 0.22 * cell
            out.append(f'<svg style="position:absolute;left:{x:.2f}px;top:{y:.2f}px;overflow:visible" '
                       f'width="{cell:.2f}" height="{cell:.2f}"><path d="{path}" fill="none" stroke="#3c3c3c" '
                       f'stroke-opacity="{rng.uniform(0.55, 0.8):.2f}" stroke-width="{width:.2f}" '
                       'stroke-linecap="round" stroke-linejoin="round"/></svg>')
    return out


def desk_sheet(record, rng):
    """A sheet printed from a puzzle site (the browser's print header and footer, the title,
    a line of instructions, the puzzle, a few lines of text), on half of them part-solved in
    pencil: the truth's state is what the pencil marks, the clues are the printed ones."""
    font = rng.choice(["TeX Gyre Heros", "Charis SIL", "Inconsolata", "TeX Gyre Heros"])
    cell = rng.choice([16, 18, 20])
    look = print_look(font, band=rng.choice([None, "#eeeeee"]), chip_radius=0.1, line="#777777", thin=0.8,
                      thick=1.8, zero=rng.random() < 0.5)
    g = board.geometry(record, cell, 0.75, 0.75, gap=3)
    bw, bh, left, top = board.board_size(record, g)
    width = int(max(bw + 140, 620))
    height = int(max(width * 1.414, bh + 330))
    x0, y0 = (width - bw) / 2, 150
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    state = None
    if rng.random() < 0.5:
        state = states.part_played(record, rng, rng.uniform(0.15, 0.6))
        html_board += "".join(pencil(state, record, x0 + left, y0 + top, cell, random.Random(rng.random())))
    site = rng.choice(["puzzle-grid.net", "picrossdaily.com", "nonograms.example.org"])
    day = f"{rng.randrange(1, 29):02d}/{rng.randrange(1, 13):02d}/20{rng.randrange(19, 27)}"
    body = board.text(24, 14, f"{day}, {rng.randrange(0, 24)}:{rng.randrange(0, 60):02d}", 9, "#333", "normal", "TeX Gyre Heros")
    body += board.text(0, 14, f"{escape(rng.choice(WORDS))} \u2013 {site}", 9, "#333", "normal", "TeX Gyre Heros",
                       "center", width)
    body += board.text(0, 64, f"{escape(rng.choice(WORDS))} {escape(rng.choice(WORDS))}", 24, "#000", "bold", None,
                       "center", width)
    body += board.text(0, 100, f"{record['width']}x{record['height']} \u00b7 {escape(words(rng, 6))}", 12, "#333",
                       "normal", None, "center", width)
    body += html_board
    body += board.div(60, y0 + bh + 30, width - 120, 60, "font-size:11px;line-height:1.4;color:#333",
                      escape(words(rng, 30)))
    body += board.text(24, height - 26, f"https://{site}/puzzle/{rng.randrange(1000, 99999)}", 9, "#333", "normal",
                       "TeX Gyre Heros")
    body += board.text(24, height - 26, "1/1", 9, "#333", "normal", "TeX Gyre Heros", "right")
    style = f"print-sheet-{font_tag(font)}" + ("-pencil" if state else "")
    greyed = ([], [])
    return job(board.page(body, width, height, "#ffffff", font), width, height, 3, style, state, greyed)


PAGES = {"scan-book": book_page, "photo-desk": desk_sheet}
