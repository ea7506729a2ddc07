"""The fresh7 families' screenshot pages (split `fresh7`, bench/scan/README.md): looks none of
the fifty-nine earlier families has, after the programs, pages and devices players meet a
puzzle in, in fonts the digit trainer refuses (apps/scan_train/train_digits.cpp kReserved). An
email newsletter with the week's puzzle, a presentation editor with the puzzle on a slide, an
encyclopedia article with the puzzle as its figure, a smart-TV puzzle app seen from the sofa,
and a phone's photo gallery cropping a screenshot of a puzzle game. Each function returns a
page job as html_styles' do; `gallery` carries a `post` step (the gallery's resampled preview
of the screenshot) that corpus.py applies."""
from html import escape

import board
from fresh3_pages import font_tag, recompress
from fresh5_pages import unmeasured
from fresh_styles import fit, words
from html_styles import WORDS, job, played

# Reserved for fresh7: the digit trainer refuses them (their fontconfig names begin with a
# kReserved prefix), no family before fresh7 draws in them.
EMAIL_FONTS = ["Arapey", "Century Catalogue", "Galatia SIL", "Allerta"]  # the newsletter's
EMAIL_UI = "Radis Sans"
SLIDE_FONTS = ["okolaks", "BetecknaGS", "Compagnon", "Berenika"]
SLIDE_UI = "Klaudia"
WIKI_FONTS = ["osifont", "Stick", "GNUTypewriter"]  # the figure's (a diagram)
WIKI_TEXT = ["Galatia SIL", "Radis Sans"]  # headings, body
TV_FONTS = ["National Park", "BIZ UDPGothic", "BIZ UDGothic", "eurofurence", "Ferrite Core DX"]
GAME_FONTS = ["eurofurence classic", "Yusei Magic", "Berenika", "Klaudia"]  # the game in the screenshot
GALLERY_UI = "Radis Sans"
PRINT_FONTS = ["Leckerli One", "Rufscript", "Summersby", "Steve", "Kristi",  # placemats
               "Train One", "Apropal", "Engadget", "Fantasma",  # cereal boxes
               "Le Murmure", "Essays1743", "Solide Mirage", "OCRA", "Bajaderka", "Delphine"]  # noticeboards
FRESH7_FONTS = sorted(set(EMAIL_FONTS + [EMAIL_UI] + SLIDE_FONTS + [SLIDE_UI] + WIKI_FONTS + WIKI_TEXT + TV_FONTS
                          + GAME_FONTS + [GALLERY_UI] + PRINT_FONTS))

SCREENS = [(1280, 800, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2), (1536, 864, 1.25)]


def denser(g, dpr, smallest, most=3):
    """A denser screen when the board's cells would be under `smallest` device pixels."""
    while g["cell"] * dpr < smallest and dpr < most:
        dpr += 0.5
    return dpr


# ---------------------------------------------------------------- email (a newsletter in a mail client)

MAIL_THEMES = {
    "light": dict(app="#f6f8fc", pane="#ffffff", text="#1f1f1f", muted="#5f6368", rule="#e0e0e0",
                  select="#d3e3fd", body="#ffffff", ink="#202124", line="#9aa0a6"),
    "dark": dict(app="#1f1f1f", pane="#2d2e30", text="#e3e3e3", muted="#9aa0a6", rule="#3c4043",
                 select="#004a77", body="#2d2e30", ink="#e8eaed", line="#80868b"),
}
BANNERS = ["#1b4d89", "#b3261e", "#1e6b52", "#6d3fa0", "#c25e00"]


def email(record, rng):
    """A webmail client (light or dark) showing a puzzle newsletter: the folder column with
    unread counts, the search bar, the message's subject, sender, address and date, then the
    newsletter in its 600-px column: a coloured banner with the issue number, a greeting, the
    week's puzzle set as a table in the newsletter's serif or sans (colour clues in their
    colour or on chips), a Solve-online button, last week's solvers and the footer's address
    and unsubscribe line."""
    theme_name = rng.choice(["light", "light", "dark"])
    t = MAIL_THEMES[theme_name]
    font = rng.choice(EMAIL_FONTS)
    width, height, dpr = rng.choice(SCREENS)
    banner = rng.choice(BANNERS)
    look = {"font": font, "ink": t["ink"], "paper": t["body"], "band": rng.choice([None, None, t["rule"]]),
            "clues": "text", "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.15,
            "weight": rng.choice(["normal", "bold"]), "done": t["muted"], "line": t["line"], "thin": 1,
            "thick": rng.choice([1, 2]), "thick_colour": t["ink"], "fill": t["ink"], "cross": "x",
            "cross_colour": t["muted"], "zero": rng.random() < 0.4}
    side, top = 240, 64
    col_x = side + 40 + max(0, (width - side - 80 - 600) / 2)
    g, bw, bh = fit(record, 560, height - top - 330, 0.8, 0.8, dpr, 26, gap=4)
    dpr = denser(g, dpr, 12)
    x0, y0 = col_x + (600 - bw) / 2, top + 290
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    ui = EMAIL_UI
    parts = [board.div(0, 0, width, height, f"background:{t['app']}")]
    parts.append(board.div(side + 20, 10, min(720, width - side - 200), 44,
                           f"background:{t['pane']};border-radius:22px;border:1px solid {t['rule']}"))
    parts.append(board.text(side + 60, 22, "Search mail", 16, t["muted"], "normal", ui))
    parts.append(board.text(24, 18, "Mail", 22, t["text"], "normal", ui))
    folders = [("Inbox", rng.randrange(2, 400)), ("Starred", None), ("Snoozed", None), ("Sent", None),
               ("Drafts", rng.randrange(1, 9)), ("Puzzles", rng.randrange(1, 40)), ("Spam", rng.randrange(1, 99))]
    for i, (name, count) in enumerate(folders):
        y = top + 20 + i * 34
        if i == 0:
            parts.append(board.div(8, y - 6, side - 20, 30, f"background:{t['select']};border-radius:15px"))
        parts.append(board.text(36, y, name, 14, t["text"], "bold" if count else "normal", ui))
        if count:
            parts.append(board.text(width - side + 36, y, str(count), 13, t["text"], "bold", ui, "right"))
    parts.append(board.div(side, top, width - side - 16, height - top - 8,
                           f"background:{t['pane']};border-radius:14px"))
    issue = rng.randrange(12, 480)
    subject = rng.choice([f"Your weekly nonogram #{issue}", f"Puzzle Post \u00b7 issue {issue}",
                          f"The Grid Gazette {issue}: a {record['width']}\u00d7{record['height']} to start the week"])
    parts.append(board.text(side + 40, top + 20, subject, 21, t["text"], "normal", ui))
    parts.append(board.div(side + 40, top + 64, 36, 36, f"background:{banner};border-radius:50%"))
    parts.append(board.text(side + 88, top + 64, f"Puzzle Post <news@{rng.choice(WORDS).lower()}puzzles.com>", 14,
                            t["text"], "bold", ui))
    parts.append(board.text(side + 88, top + 84, "to me", 12, t["muted"], "normal", ui))
    parts.append(board.text(40, top + 66, f"{rng.choice(['Mon', 'Tue', 'Sat'])}, Nov {rng.randrange(1, 29)}, "
                            f"{rng.randrange(6, 11)}:{rng.randrange(0, 60):02d} AM ({rng.randrange(1, 6)} days ago)",
                            12, t["muted"], "normal", ui, "right"))
    parts.append(board.div(col_x, top + 120, 600, 100, f"background:{banner}"))
    parts.append(board.text(col_x, top + 140, rng.choice(["PUZZLE POST", "THE GRID GAZETTE", "WEEKLY PICTURE LOGIC"]),
                            30, "#ffffff", "bold", font, "center", 600))
    parts.append(board.text(col_x, top + 184, f"Issue {issue} \u00b7 {rng.randrange(1, 29)} November 2026", 14,
                            "#ffffff", "normal", font, "center", 600))
    parts.append(board.div(col_x + 20, top + 232, 560, 50, f"font-family:'{font}';font-size:15px;color:{t['ink']};"
                           "line-height:1.35", escape(f"Hello puzzler! This week: {words(rng, 12)}.")))
    parts.append(html_board)
    y = y0 + bh + 24
    if y + 40 < height:
        parts.append(board.div(col_x + 200, y, 200, 40, f"background:{banner};border-radius:6px;color:#fff;"
                               f"font-family:'{font}';font-size:16px;display:flex;align-items:center;"
                               "justify-content:center", "Solve online"))
    if y + 70 < height:
        parts.append(board.text(col_x, y + 58, f"{rng.randrange(100, 9000)} readers solved issue {issue - 1}. "
                                f"Fastest: {rng.randrange(1, 9)}:{rng.randrange(0, 60):02d}", 13, t["muted"],
                                "normal", font, "center", 600))
    if y + 96 < height:
        parts.append(board.text(col_x, y + 84, f"{rng.randrange(1, 999)} Market St \u00b7 Unsubscribe \u00b7 "
                                "View in browser", 11, t["muted"], "normal", font, "center", 600))
    style = f"email-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}"
    return job(board.page("".join(parts), width, height, t["app"], ui), width, height, dpr, style, None, ([], []))


# ---------------------------------------------------------------- slides (a presentation editor)

SLIDE_THEMES = {
    "white": {"bg": "#ffffff", "ink": "#222222", "accent": "#c0504d", "line": "#9a9a9a", "panel": None},
    "navy": {"bg": "linear-gradient(135deg,#0f2747,#1d4e89)", "ink": "#f4f4f4", "accent": "#f2b134",
             "line": "#8fa6c4", "panel": "#16365f"},
    "sand": {"bg": "#f3ead8", "ink": "#3a2e22", "accent": "#2f7d6d", "line": "#a8987f", "panel": None},
    "mint": {"bg": "linear-gradient(90deg,#2f7d6d 0 5%,#eef6f3 5%)", "ink": "#1d3b34", "accent": "#2f7d6d",
             "line": "#8fb5aa", "panel": None},
}


def slides(record, rng):
    """A presentation editor (PowerPoint- or Impress-like) with the puzzle on a slide: the
    ribbon with its tabs and a font-size box, the slide thumbnails numbered down the left (the
    current one a small copy of the slide), the slide in a theme (white, navy gradient, sand,
    or mint with a side bar) with a title, a few rules as bullets and the board, on some shown
    part-solved; the speaker notes below and the status bar (slide N of M, zoom)."""
    theme_name = rng.choice(list(SLIDE_THEMES))
    t = SLIDE_THEMES[theme_name]
    font = rng.choice(SLIDE_FONTS)
    ui = SLIDE_UI
    width, height, dpr = rng.choice([(1366, 768, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2),
                                     (2560, 1440, 1)])
    look = {"font": font, "ink": t["ink"], "paper": t["panel"] or "transparent", "band": None, "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.2, "weight": rng.choice(["normal", "bold"]),
            "done": t["line"], "line": t["line"], "thin": 1, "thick": 2, "thick_colour": t["ink"],
            "fill": t["accent"] if rng.random() < 0.5 else t["ink"], "cross": "x", "cross_colour": t["line"],
            "zero": rng.random() < 0.4}
    state, greyed = played(record, rng, 0.35, 0.15, 0.6)
    ribbon, strip, notes, status = 118, 190, 90, 26
    area_w, area_h = width - strip - 40, height - ribbon - notes - status - 30
    slide_w = min(area_w, area_h * 16 / 9)
    slide_h = slide_w * 9 / 16
    sx, sy = strip + 20 + (area_w - slide_w) / 2, ribbon + 15 + (area_h - slide_h) / 2
    rules_w = slide_w * 0.3 if slide_w > 900 and rng.random() < 0.6 else 0
    g, bw, bh = fit(record, slide_w - rules_w - 60, slide_h - slide_h * 0.2 - 30, 0.8, 0.8, dpr, 44, gap=5)
    dpr = denser(g, dpr, 11)
    x0 = sx + rules_w + 30 + (slide_w - rules_w - 60 - bw) / 2
    y0 = sy + slide_h * 0.2 + (slide_h * 0.8 - 30 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    slide = [board.div(sx, sy, slide_w, slide_h, f"background:{t['bg']};box-shadow:0 1px 6px rgba(0,0,0,0.35)")]
    title = rng.choice(["Warm-up puzzle", f"Nonogram #{rng.randrange(1, 30)}", "Brain break!",
                        f"Logic challenge \u2013 week {rng.randrange(1, 40)}"])
    slide.append(board.text(sx + slide_w * 0.05, sy + slide_h * 0.05, title, max(14, slide_h * 0.07), t["ink"], "bold",
                            font))
    if rules_w:
        rules = ["Each number is a run of filled cells", "Runs keep their order", "At least one gap between runs",
                 f"You have {rng.randrange(3, 15)} minutes"]
        for i, rule in enumerate(rules):
            slide.append(board.div(sx + slide_w * 0.05, y0 + i * slide_h * 0.12, rules_w - 10, slide_h * 0.11,
                                   f"font-family:'{font}';font-size:{max(10, slide_h * 0.035):.1f}px;color:{t['ink']}",
                                   "\u2022 " + escape(rule)))
    slide.append(html_board)
    parts = [board.div(0, 0, width, height, "background:#e6e6e6")]
    parts += slide
    # The ribbon: tabs, tool groups, the font and its size.
    parts.append(board.div(0, 0, width, 30, "background:#b7472a" if rng.random() < 0.5 else "background:#3c6eb4"))
    parts.append(board.text(12, 6, f"{rng.choice(WORDS)} lesson {rng.randrange(1, 20)}.pptx", 14, "#ffffff", "normal",
                            ui))
    parts.append(board.div(0, 30, width, ribbon - 30, "background:#f5f5f5;border-bottom:1px solid #cfcfcf"))
    for i, tab in enumerate(["File", "Home", "Insert", "Design", "Transitions", "Animations", "Slide Show", "View"]):
        parts.append(board.text(14 + i * 92, 36, tab, 13, "#333333", "bold" if i == 1 else "normal", ui))
    parts.append(board.div(300, 64, 140, 24, "background:#ffffff;border:1px solid #bdbdbd"))
    parts.append(board.text(306, 68, font, 13, "#222", "normal", ui))
    parts.append(board.div(446, 64, 44, 24, "background:#ffffff;border:1px solid #bdbdbd"))
    parts.append(board.text(452, 68, str(rng.choice([18, 24, 28, 32, 40])), 13, "#222", "normal", ui))
    for i in range(10):
        parts.append(board.div(520 + i * 34, 62, 28, 28, "border:1px solid #cfcfcf;border-radius:3px;background:#fff"))
    # The thumbnails, the current one a copy of the slide (never measured).
    count, current = rng.randrange(8, 20), rng.randrange(1, 6)
    tw, th = strip - 50, (strip - 50) * 9 / 16
    scale = tw / slide_w
    for k in range(1, 8):
        ty = ribbon + 12 + (k - 1) * (th + 20)
        if ty + th > height - status - 6:
            break
        parts.append(board.text(8, ty, str(k), 12, "#444", "normal", ui))
        ring = "outline:2px solid #c55a11;" if k == current else "border:1px solid #c8c8c8;"
        inner = ""
        if k == current:
            inner = (f'<div style="position:absolute;left:0;top:0;width:{width}px;height:{height}px;transform:'
                     f'translate({-sx * scale:.2f}px,{-sy * scale:.2f}px) scale({scale:.4f});transform-origin:0 0">'
                     + unmeasured("".join(slide)) + "</div>")
        parts.append(board.div(30, ty, tw, th, f"background:#ffffff;overflow:hidden;{ring}", inner))
    parts.append(board.div(strip + 20, height - status - notes, width - strip - 40, notes - 8,
                           "background:#ffffff;border:1px solid #d0d0d0"))
    parts.append(board.div(strip + 30, height - status - notes + 8, width - strip - 60, notes - 20,
                           f"font-family:'{ui}';font-size:13px;color:#555",
                           escape(rng.choice(["Click to add notes", f"Give them {rng.randrange(3, 12)} minutes, then "
                                              f"reveal row {rng.randrange(1, record['height'] + 1)}.",
                                              f"Answer on slide {count}. {words(rng, 8)}."]))))
    parts.append(board.div(0, height - status, width, status, "background:#f0f0f0;border-top:1px solid #cfcfcf"))
    parts.append(board.text(12, height - status + 5, f"Slide {current} of {count}   English (US)", 12, "#444",
                            "normal", ui))
    parts.append(board.text(12, height - status + 5, f"Notes   {rng.randrange(40, 120)}%", 12, "#444", "normal", ui,
                            "right"))
    style = f"slides-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, "#e6e6e6", ui), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- wiki (an encyclopedia article's figure)

WIKI_THEMES = {
    "light": dict(page="#ffffff", text="#202122", link="#3366cc", muted="#54595d", thumb="#f8f9fa",
                  rule="#a2a9b1"),
    "dark": dict(page="#101418", text="#eaecf0", link="#88a3e8", muted="#a2a9b1", thumb="#202122",
                 rule="#54595d"),
}


def wiki(record, rng):
    """An encyclopedia article about nonograms (light or dark reading mode): the wiki's side
    menu, the Article/Talk and Read/Edit tabs, the title in a serif, the contents box with its
    numbered sections, paragraphs with bracketed reference numbers, and the puzzle as the
    article's figure in a bordered thumbnail frame with its caption: a diagram in a drafting or
    typewriter font on its own white face, blank, part-solved or solved."""
    theme_name = rng.choice(["light", "light", "dark"])
    t = WIKI_THEMES[theme_name]
    font = rng.choice(WIKI_FONTS)
    head, body = WIKI_TEXT
    width, height, dpr = rng.choice(SCREENS)
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": None, "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0, "weight": "normal", "done": "#000000",
            "line": rng.choice(["#000000", "#808080"]), "thin": 1, "thick": rng.choice([1, 2]),
            "thick_colour": "#000000", "fill": "#000000", "cross": rng.choice(["x", "dot"]), "cross_colour": "#606060",
            "zero": rng.random() < 0.5}
    state, _ = played(record, rng, 0.4, 0.2, 0.7)
    solved = state is None and rng.random() < 0.3
    if solved:  # the picture shown: its cells filled, the others left blank (no crosses)
        background = record["palette"][0]["char"]
        state = ["".join("?" if ch == background else ch for ch in row) for row in record["solution"]]
    greyed = ([], [])  # a diagram does not grey its clues
    side = 176
    content_x, content_w = side + 24, min(width - side - 48, 1000)
    thumb_w_max = min(460, content_w * 0.5)
    g, bw, bh = fit(record, thumb_w_max - 30, height - 260, 0.8, 0.8, dpr, 22, gap=3)
    dpr = denser(g, dpr, 11)
    thumb_w, thumb_h = bw + 30, bh + 30
    tx, ty = content_x + content_w - thumb_w - 8, 150
    parts = [board.div(0, 0, width, height, f"background:{t['page']}")]
    parts.append(board.div(24, 16, 52, 52, f"border-radius:50%;background:{t['thumb']};border:1px solid {t['rule']}"))
    for i, item in enumerate(["Main page", "Contents", "Current events", "Random article", "About", "Contact us",
                              "Help", "Learn to edit", "Recent changes", "Upload file"]):
        parts.append(board.text(16, 96 + i * 24, item, 13, t["link"], "normal", body))
    for i, tab in enumerate(["Article", "Talk"]):
        parts.append(board.text(content_x + i * 70, 50, tab, 13, t["link"] if i else t["text"], "normal", body))
    for i, tab in enumerate(["Read", "Edit", "View history", "Tools"]):
        parts.append(board.text(width - content_x - content_w + (3 - i) * 86, 50, tab, 13, t["link"], "normal", body,
                                "right"))
    parts.append(board.div(content_x, 74, content_w, 1, f"background:{t['rule']}"))
    parts.append(board.text(content_x, 86, rng.choice(["Nonogram", "Paint by numbers", "Griddlers"]), 30, t["text"],
                            "normal", head))
    parts.append(board.div(content_x, 126, content_w, 1, f"background:{t['rule']}"))
    text_w = tx - content_x - 24
    para = f"font-family:'{body}';font-size:14px;line-height:1.6;color:{t['text']}"
    y = 140
    ref = lambda: f"<sup style='color:{t['link']}'>[{rng.randrange(1, 40)}]</sup>"
    for _ in range(3):
        parts.append(board.div(content_x, y, text_w, 110, para, escape(words(rng, 22)) + ref() + " "
                               + escape(words(rng, 14)) + ref()))
        y += 120
    parts.append(board.div(content_x, y, 230, 150, f"border:1px solid {t['rule']};background:{t['thumb']};"
                           f"font-family:'{body}';font-size:13px;line-height:1.7;color:{t['text']};padding:8px;"
                           "box-sizing:border-box", "<b>Contents</b><br>" + "<br>".join(
                               f"{n} {escape(s)}" for n, s in [("1", "Names"), ("2", "Solution techniques"),
                                                                ("2.1", "Simple boxes"), ("3", "History"),
                                                                ("4", "See also")])))
    parts.append(board.div(tx, ty, thumb_w + 8, thumb_h + 70, f"border:1px solid {t['rule']};background:{t['thumb']}"))
    parts.append(board.div(tx + 4, ty + 4, thumb_w, thumb_h, "background:#ffffff;border:1px solid #c8ccd1"))
    html_board, _, _ = board.board(record, look, g, tx + 4 + 15, ty + 4 + 15, state, greyed)
    parts.append(html_board)
    caption = ("A solved nonogram" if solved else "Example of a nonogram puzzle being solved" if state else
               "An unsolved nonogram") + \
        f" ({record['width']}\u00d7{record['height']}). " + words(rng, 6) + "."
    parts.append(board.div(tx + 6, ty + thumb_h + 12, thumb_w - 4, 56, f"font-family:'{body}';font-size:12px;"
                           f"line-height:1.4;color:{t['text']}", escape(caption)))
    style = f"wiki-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + \
        ("-solved" if solved else "-played" if state else "")
    return job(board.page("".join(parts), width, height, t["page"], body), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- tv (a smart-TV puzzle app)

TV_THEMES = {
    "night": {"bg": "radial-gradient(circle at 30% 20%,#26315c,#0b0f24)", "panel": "#141a36", "band": "#1b2347",
              "ink": "#f2f4ff", "line": "#3b4675", "thick": "#aab4e8", "fill": "#7fd1ff", "muted": "#8c95c4",
              "highlight": "#22305e", "ring": "#ffd34d"},
    "forest": {"bg": "linear-gradient(160deg,#0f3b2e,#06201a)", "panel": "#0d2a22", "band": "#123a2f",
               "ink": "#eafff4", "line": "#2f5e4f", "thick": "#9fe0c3", "fill": "#ffcf5a", "muted": "#86b8a4",
               "highlight": "#1c4a3c", "ring": "#ff8a5c"},
    "paper": {"bg": "linear-gradient(180deg,#f4efe4,#e3dccb)", "panel": "#fffdf7", "band": "#efe7d6",
              "ink": "#2b2620", "line": "#c9bfa8", "thick": "#5a5042", "fill": "#35302a", "muted": "#8a7f6c",
              "highlight": "#f6e9c6", "ring": "#e0452b"},
}


def tv(record, rng):
    """A puzzle app on a smart TV, captured at 1920x1080 (or a 4K panel at 2x, or a 720p UI
    at 1.5x): the ten-foot interface inside the screen's safe area, a dark or paper theme, the
    board large on a panel, the remote's focus as a glowing ring round one cell with its row
    and column lit, a side panel (puzzle name and size, time, mistakes, progress) and the
    remote's legend at the foot (coloured A-D keys, OK, arrows), a clock at the top right."""
    theme_name = rng.choice(["night", "night", "forest", "paper"])
    t = TV_THEMES[theme_name]
    font = rng.choice(TV_FONTS)
    width, height, dpr = rng.choice([(1920, 1080, 1), (1920, 1080, 2), (1280, 720, 1.5)])
    k = width / 1920  # the UI's unit
    look = {"font": font, "ink": t["ink"], "paper": t["panel"], "band": t["band"], "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.25, "weight": "bold", "done": t["muted"], "line": t["line"],
            "thin": 1, "thick": 3 * k, "thick_colour": t["thick"], "fill": t["fill"], "fill_inset": 0.08,
            "fill_radius": 0.12, "cross": rng.choice(["x", "dot"]), "cross_colour": t["muted"],
            "zero": rng.random() < 0.3, "highlight": t["highlight"]}
    state, greyed = played(record, rng, 0.7, 0.1, 0.6)
    safe_x, safe_y = 96 * k, 54 * k
    panel_w = 380 * k
    area_w, area_h = width - 2 * safe_x - panel_w - 40 * k, height - 2 * safe_y - 130 * k
    g, bw, bh = fit(record, area_w, area_h, 0.8, 0.8, dpr, 90 * k, gap=8 * k)
    x0 = safe_x + panel_w + 40 * k + (area_w - bw) / 2
    y0 = safe_y + 40 * k + (area_h - bh) / 2
    if state and rng.random() < 0.8:
        look["focus"] = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, left, top_band = board.board_size(record, g)
    parts = [board.div(0, 0, width, height, f"background:{t['bg']}"), html_board]
    if look.get("focus"):
        r, c = look["focus"]
        cell = g["cell"]
        parts.append(board.div(x0 + left + c * cell - 3 * k, y0 + top_band + r * cell - 3 * k, cell + 6 * k,
                               cell + 6 * k, f"border:{4 * k:.1f}px solid {t['ring']};border-radius:{6 * k:.1f}px;"
                               f"box-sizing:border-box;box-shadow:0 0 {14 * k:.1f}px {t['ring']}"))
    # The side panel.
    px, py = safe_x, safe_y + 40 * k
    parts.append(board.div(px, py, panel_w - 20 * k, area_h, f"background:{t['panel']};border-radius:{18 * k:.1f}px;"
                           "opacity:0.92"))
    lines = [(rng.choice(["Lighthouse", "Fox", "Teapot", "Sailboat", "Owl", "Cactus"]), 40, "bold"),
             (f"{record['width']} \u00d7 {record['height']}", 30, "normal"),
             (f"\u23f1 {rng.randrange(0, 40):02d}:{rng.randrange(0, 60):02d}", 34, "normal"),
             (f"Mistakes {rng.randrange(0, 4)}/3", 28, "normal"),
             (f"Progress {rng.randrange(0, 100)}%", 28, "normal"),
             (f"Pack {rng.randrange(1, 12)} \u00b7 {rng.randrange(1, 60)}/60", 26, "normal")]
    for i, (text, size, weight) in enumerate(lines):
        parts.append(board.text(px + 28 * k, py + (30 + i * 70) * k, text, size * k, t["ink"] if i < 3 else t["muted"],
                                weight, font))
    # The remote's legend and the clock.
    ly = height - safe_y - 60 * k
    keys = [("#e53935", "A", "Fill"), ("#43a047", "B", "Cross"), ("#fdd835", "C", "Hint"), ("#1e88e5", "D", "Menu")]
    for i, (colour, key, label) in enumerate(keys):
        lx = safe_x + i * 230 * k
        parts.append(board.div(lx, ly, 44 * k, 44 * k, f"background:{colour};border-radius:50%;color:#111;"
                               f"font-family:'{font}';font-size:{24 * k:.1f}px;display:flex;align-items:center;"
                               "justify-content:center;font-weight:bold", key))
        parts.append(board.text(lx + 56 * k, ly + 6 * k, label, 28 * k, t["ink"], "normal", font))
    parts.append(board.text(safe_x, ly + 6 * k, "OK Select   \u25c0 \u25b6 \u25b2 \u25bc Move", 26 * k, t["muted"],
                            "normal", font, "right"))
    parts.append(board.text(safe_x, safe_y, f"{rng.randrange(17, 24)}:{rng.randrange(0, 60):02d}", 34 * k, t["ink"],
                            "normal", font, "right"))
    style = f"tv-{theme_name}-{font_tag(font)}-{width * dpr:.0f}x{height * dpr:.0f}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, "#000000", font), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- gallery (cropping a screenshot in a phone's gallery)

GAME_THEMES = {
    "light": {"bg": "#f7f4ee", "card": "#ffffff", "ink": "#2c2f3a", "line": "#c9ccd6", "thick": "#5a6070",
              "fill": "#3f51b5", "done": "#b5b9c4", "muted": "#7a7f8c", "band": "#eef0f6"},
    "dark": {"bg": "#16181d", "card": "#20232b", "ink": "#e6e8ee", "line": "#3a3f4c", "thick": "#9aa3b8",
             "fill": "#8ab4f8", "done": "#5d6373", "muted": "#8c92a0", "band": "#262a34"},
}


def game_screenshot(record, rng, w, h, state, greyed):
    """The screenshot being edited: a phone puzzle game (status bar, level header, the board
    on a card, round buttons) at w x h CSS px, its top-left at 0, 0; returns (html, style)."""
    theme_name = rng.choice(["light", "light", "dark"])
    t = GAME_THEMES[theme_name]
    font = rng.choice(GAME_FONTS)
    look = {"font": font, "ink": t["ink"], "paper": t["card"], "band": t["band"], "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.2, "weight": "bold", "done": t["done"],
            "line": t["line"], "thin": 1, "thick": 2, "thick_colour": t["thick"], "fill": t["fill"],
            "fill_radius": 0.1, "fill_inset": 0.06, "cross": "x", "cross_colour": t["muted"], "zero": False}
    g, bw, bh = fit(record, w - 24, h - 260, 0.8, 0.8, 3, 30, gap=4)
    x0, y0 = (w - bw) / 2, 120 + (h - 260 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts = [board.div(0, 0, w, h, f"background:{t['bg']}")]
    parts.append(board.text(18, 10, f"{rng.randrange(7, 23)}:{rng.randrange(0, 60):02d}", 14, t["ink"], "bold", font))
    parts.append(board.text(18, 10, f"{rng.randrange(5, 100)}%", 13, t["ink"], "normal", font, "right"))
    parts.append(board.text(0, 52, f"Level {rng.randrange(1, 500)}", 22, t["ink"], "bold", font, "center", w))
    parts.append(board.text(0, 82, f"\u2665 {rng.randrange(0, 4)}    \u23f1 {rng.randrange(0, 30):02d}:"
                            f"{rng.randrange(0, 60):02d}", 14, t["muted"], "normal", font, "center", w))
    parts.append(board.div(x0 - 8, y0 - 8, bw + 16, bh + 16, f"background:{t['card']};border-radius:10px"))
    parts.append(html_board)
    for i, label in enumerate(["Undo", "Fill", "Cross", "Hint"]):
        bx = w / 2 - 150 + i * 80
        parts.append(board.div(bx + 14, h - 110, 44, 44, f"border-radius:50%;border:2px solid {t['muted']}"))
        parts.append(board.text(bx, h - 58, label, 12, t["muted"], "normal", font, "center", 72))
    return "".join(parts), f"{theme_name}-{font_tag(font)}", t["bg"]


def gallery(record, rng):
    """A phone's photo gallery (dark, as galleries are) cropping a screenshot of a puzzle game:
    the screenshot shrunk to fit the editor, the crop frame round it (or round the board, the
    rest of the screenshot dimmed), its corner handles, on half the rule-of-thirds lines over
    it; Cancel and Reset above, the straightening dial with its degree ticks and numbers, the
    aspect and tool buttons and Done below. The gallery's preview is the screenshot resampled
    and compressed (the post step)."""
    width, height, dpr = rng.choice([(360, 780, 3), (393, 852, 3), (412, 915, 2.625)])
    shot_w, shot_h = rng.choice([(360, 780), (393, 852), (412, 915)])
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    game, game_style, _ = game_screenshot(record, rng, shot_w, shot_h, state, greyed)
    area_y, area_h = 70, height - 70 - 215
    scale = min((width - 32) / shot_w, area_h / shot_h)
    sx, sy = (width - shot_w * scale) / 2, area_y + (area_h - shot_h * scale) / 2
    ui = GALLERY_UI
    parts = [board.div(0, 0, width, height, "background:#000000")]
    parts.append(f'<div style="position:absolute;left:{sx:.2f}px;top:{sy:.2f}px;width:{shot_w}px;height:{shot_h}px;'
                 f'transform:scale({scale:.4f});transform-origin:0 0;overflow:hidden">{game}</div>')
    cw, ch = shot_w * scale, shot_h * scale
    cx, cy = sx, sy
    if rng.random() < 0.5:  # cropped to the board's card: the rest dimmed
        top, bottom = cy + 100 * scale, cy + ch - 130 * scale
        parts.append(board.div(cx, cy, cw, top - cy, "background:rgba(0,0,0,0.55)"))
        parts.append(board.div(cx, bottom, cw, cy + ch - bottom, "background:rgba(0,0,0,0.55)"))
        cy, ch = top, bottom - top
    parts.append(board.div(cx, cy, cw, ch, "border:1.5px solid rgba(255,255,255,0.95);box-sizing:border-box"))
    thirds = rng.random() < 0.5
    if thirds:
        for f in (1 / 3, 2 / 3):
            parts.append(board.div(cx + f * cw, cy, 1, ch, "background:rgba(255,255,255,0.55)"))
            parts.append(board.div(cx, cy + f * ch, cw, 1, "background:rgba(255,255,255,0.55)"))
    for hx, hy in ((0, 0), (1, 0), (0, 1), (1, 1)):  # the corner handles
        x, y = cx + hx * cw - (4 if hx == 0 else 18), cy + hy * ch - (4 if hy == 0 else 18)
        parts.append(board.div(x, y, 22, 22, f"border-{'left' if hx == 0 else 'right'}:4px solid #fff;"
                               f"border-{'top' if hy == 0 else 'bottom'}:4px solid #fff;box-sizing:border-box"))
    parts.append(board.text(18, 28, "Cancel", 16, "#ffffff", "normal", ui))
    parts.append(board.text(18, 28, "Reset", 16, "#ffd60a", "normal", ui, "right"))
    dial_y = height - 170
    angle = rng.randrange(-12, 13)
    for k in range(-45, 46, 5):
        x = width / 2 + (k - angle) * 4.2
        if 8 < x < width - 8:
            parts.append(board.div(x, dial_y + (0 if k % 15 == 0 else 6), 1.5, 18 if k % 15 == 0 else 10,
                                   "background:#bbbbbb"))
            if k % 15 == 0:
                parts.append(board.text(x - 20, dial_y + 22, f"{k}\u00b0", 11, "#bbbbbb", "normal", ui, "center", 40))
    parts.append(board.text(0, dial_y - 26, f"{angle}\u00b0", 14, "#ffd60a", "bold", ui, "center", width))
    for i, label in enumerate(["Free", "Original", "Square", "9:16", "4:3"]):
        parts.append(board.text(12 + i * (width - 24) / 5, height - 110, label, 12,
                                "#ffd60a" if i == 0 else "#cccccc", "normal", ui, "center", (width - 24) / 5))
    parts.append(board.text(0, height - 60, "Crop   Adjust   Filters   Markup", 14, "#ffffff", "normal", ui, "center",
                            width))
    parts.append(board.text(18, height - 30, "Done", 16, "#ffd60a", "bold", ui, "right"))
    style = f"gallery-{game_style}-{width * dpr:.0f}x{height * dpr:.0f}-shot{scale:.2f}" + \
        ("-thirds" if thirds else "") + ("-played" if state else "")
    result = job(board.page("".join(parts), width, height, "#000000", ui), width, height, dpr, style, state, greyed)
    shrink, quality = rng.uniform(0.75, 0.95), rng.randrange(72, 92)
    box = [v * dpr for v in (sx, sy, shot_w * scale, shot_h * scale)]
    result["post"] = lambda path: recompress(path, box, shrink, quality)
    return result


PAGES = {"email": email, "slides": slides, "wiki": wiki, "tv": tv, "gallery": gallery}
