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


def marked_cells(state, gx, gy, cell):
    """The cells a played state marks (filled or crossed): (x, y, its character) each."""
    for r, line in enumerate(state):
        for c, ch in enumerate(line):
            if ch != "?":
                yield gx + c * cell, gy + r * cell, ch


def pencil(state, record, gx, gy, cell, rng):
    """Hand-filled cells: a graphite scribble in each filled cell, a pencil X in crossed ones."""
    out = []
    for x, y, ch in marked_cells(state, gx, gy, cell):
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


def printed_sheet(record, rng, pencilled=True):
    """A sheet printed from a puzzle site (the browser's print header and footer, the title,
    a line of instructions, the puzzle, a few lines of text), on half of them part-solved in
    pencil when `pencilled`: {body, width, height, state, font, cell, board_top, board_height}."""
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
    if rng.random() < 0.5 and pencilled:
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
    return {"body": body, "width": width, "height": height, "state": state, "font": font, "cell": cell,
            "board_top": y0, "board_height": bh}


def desk_sheet(record, rng):
    """The printed sheet (printed_sheet) for photo-desk: the truth's state is what the pencil
    marks, the clues are the printed ones."""
    sheet = printed_sheet(record, rng)
    style = f"print-sheet-{font_tag(sheet['font'])}" + ("-pencil" if sheet["state"] else "")
    return job(board.page(sheet["body"], sheet["width"], sheet["height"], "#ffffff", sheet["font"]), sheet["width"],
               sheet["height"], 3, style, sheet["state"], ([], []))


# ---------------------------------------------------------------- pdf-view (a PDF at print-preview zoom)

PDF_VIEWERS = {
    "chrome": {"backdrop": "#525659", "bar": "#323639", "bar_h": 56, "ink": "#f1f1f1", "side": 0},
    "evince": {"backdrop": "#d6d6d6", "bar": "#f6f5f4", "bar_h": 46, "ink": "#2e3436", "side": 0},
    "acrobat": {"backdrop": "#e4e4e4", "bar": "#f8f8f8", "bar_h": 84, "ink": "#333333", "side": 170},
}
PDF_SCREENS = [(1366, 768, 1), (1920, 1080, 1), (1536, 864, 1.25), (1440, 900, 2)]


def pdf_view(record, rng):
    """A printable puzzle sheet (printed_sheet, no pencil) open in a PDF viewer (Chrome's,
    Evince, Acrobat with its page thumbnails) at a print-preview zoom of 50-125 %: the page
    with its shadow on the viewer's backdrop, scrolled so that the board shows whole, the
    toolbar with the file name, the page number and the zoom."""
    sheet = printed_sheet(record, rng, pencilled=False)
    name = rng.choice(["chrome", "evince", "acrobat"])
    viewer = PDF_VIEWERS[name]
    width, height, dpr = rng.choice(PDF_SCREENS)
    wanted = rng.choice([0.75, 0.9, 1.0, 1.25])
    for screen in [(width, height, dpr), (2560, 1440, 1), (1440, 2560, 1)]:
        width, height, dpr = screen
        room_w, room_h = width - viewer["side"] - 40, height - viewer["bar_h"] - 30
        zoom = min(wanted, room_w / sheet["width"], room_h / (sheet["board_height"] + 30))
        if sheet["cell"] * zoom * dpr >= 15:  # else too small to read: a larger monitor
            break
    zoom = int(zoom * 100) / 100
    x = viewer["side"] + (width - viewer["side"] - sheet["width"] * zoom) / 2
    shown = sheet["board_top"] * zoom - rng.uniform(10, 40)  # scrolled down to the board ...
    fits = height - 10 - viewer["bar_h"] - (sheet["board_top"] + sheet["board_height"]) * zoom - 10
    y = viewer["bar_h"] + 10 + min(max(fits, -shown), 0)  # ... as little as shows it whole
    page = board.div(x, y, sheet["width"], sheet["height"], f"background:#fff;transform:scale({zoom});"
                     "transform-origin:0 0;box-shadow:0 2px 8px rgba(0,0,0,0.5);font-family:'"
                     f"{sheet['font']}';overflow:hidden", sheet["body"])
    chrome = pdf_chrome(name, viewer, rng, width, height, zoom)
    style = f"pdf-view-{name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(sheet['font'])}-zoom{int(zoom * 100)}"
    return job(board.page(f'<div style="position:absolute;inset:0;background:{viewer["backdrop"]}"></div>' + page
                          + chrome, width, height, viewer["backdrop"], sheet["font"]),
               width, height, dpr, style, None, ([], []))


def pdf_chrome(name, viewer, rng, width, height, zoom):
    file = f"{rng.choice(WORDS).lower()}-nonograms-{rng.randrange(1, 60)}.pdf"
    pages = rng.randrange(2, 40)
    out = board.div(0, 0, width, viewer["bar_h"], f"background:{viewer['bar']};box-shadow:0 1px 4px rgba(0,0,0,0.3)")
    out += board.text(16, viewer["bar_h"] / 2 - 8, file, 14, viewer["ink"], "normal", "TeX Gyre Heros")
    out += board.text(0, viewer["bar_h"] / 2 - 8, f"1 / {pages}     \u2212   {int(zoom * 100)}%   +", 14,
                      viewer["ink"], "normal", "TeX Gyre Heros", "center", width)
    out += board.text(16, viewer["bar_h"] / 2 - 8, "\u2913  \u2399  \u22ee", 16, viewer["ink"], "normal", None, "right")
    if viewer["side"]:
        out += board.div(0, viewer["bar_h"], viewer["side"], height - viewer["bar_h"], "background:#f0f0f0;"
                         "border-right:1px solid #cfcfcf")
        for i in range(int((height - viewer["bar_h"]) / 170) + 1):
            y = viewer["bar_h"] + 16 + i * 170
            out += board.div(45, y, 80, 113, "background:#fff;border:" + ("3px solid #1473e6" if i == 0 else
                                                                         "1px solid #bbb"))
            out += board.text(0, y + 120, str(i + 1), 12, "#555", "normal", "TeX Gyre Heros", "center", viewer["side"])
    return out


# The printed pages photographed or scanned, by family (photo.py), and the screenshot of one.
PAGES = {"scan-book": book_page, "photo-desk": desk_sheet}
SCREENS = {"pdf-view": pdf_view}
