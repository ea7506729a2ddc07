"""The fresh5 families' screenshot pages (split `fresh5`, bench/scan/README.md): looks none of
the forty earlier families has, after the devices, programs and pages players use, in fonts
the digit trainer refused while fresh5 was unseen (development data since). A handheld LCD game in
an emulator, a terminal (TUI) nonogram, a video call where someone shares a puzzle, a
high-contrast accessibility theme with a magnifier, a browser's print preview and a Japanese
puzzle site with vertical text. Each function returns a page job as html_styles' do; `meeting`
carries a `post` step (the shared screen's video compression) that corpus.py applies."""
import re
from html import escape

import board
from fresh3_pages import font_tag, recompress
from fresh_styles import fit, words
from html_styles import WORDS, job, played

# Kept for fresh5 (the digit trainer refused them while it was the unseen measure; development
# fonts since): no family before fresh5 draws in them. Sixtyfour is left out: Chromium draws it
# unlike itself (corpus.py's check refuses it).
LCD_FONTS = ["DSEG7 Classic", "DSEG7 Modern", "DSEG14 Classic"]
TERMINAL_FONTS = ["IBM 3270", "Unifont", "Courier Prime Code", "IBM 3270 Condensed"]
MEETING_FONTS = ["Tuffy", "Quattrocento", "Sora"]
CONTRAST_FONTS = ["OpenDyslexic", "Tiresias Infofont", "Tiresias PCfont"]
PREVIEW_FONTS = ["Courier Prime", "OCR B", "Routed Gothic", "Karmilla", "Junction", "Gamaliel", "Millimetre",
                 "Lemonada"]
JP_FONTS = ["Sawarabi Gothic", "VL Gothic", "TakaoGothic", "Klee One", "DotGothic16", "Smiley Sans", "LXGW WenKai"]
PRINT_FONTS = ["Dancing Script", "Kaushan Script", "Isabella", "Ecolier_court", "Cherry Bomb",  # worksheet
               "Vollkorn", "GFS Didot", "Goudy Bookletter 1911", "Linden Hill", "Fanwood", "Prociono",  # newspaper
               "Bebas Neue", "Yanone Kaffeesatz"]  # the flash-lit magazine (with Sora, Tuffy, Quattrocento)
FRESH5_FONTS = sorted(set(LCD_FONTS + TERMINAL_FONTS + MEETING_FONTS + CONTRAST_FONTS + PREVIEW_FONTS + JP_FONTS
                          + PRINT_FONTS))


def unmeasured(html):
    """A copy of a board's HTML that shoot.mjs does not measure (a magnifier's, a thumbnail's)."""
    return re.sub(r"data-(clue|grid)=", "data-copy-\\1=", html)


# ---------------------------------------------------------------- lcd (a handheld LCD game in an emulator)

LCD_THEMES = {  # reflective LCDs (dark segments on a greenish or grey glass) and a backlit colour one
    "pea": {"glass": "#9ca04c", "ink": "#1f2a14", "ghost": "rgba(31,42,20,0.09)", "body": "#c9c4bb",
            "paper": "#a3a853", "line": "rgba(31,42,20,0.16)", "fill": "#243018", "done": "#6e7636"},
    "grey": {"glass": "#b9c0a8", "ink": "#222622", "ghost": "rgba(34,38,34,0.08)", "body": "#3b3f4a",
             "paper": "#bcc3ab", "line": "rgba(34,38,34,0.18)", "fill": "#2a2e2a", "done": "#7f8676"},
    "blue": {"glass": "#7fb3c8", "ink": "#0f2233", "ghost": "rgba(15,34,51,0.10)", "body": "#e8e4da",
             "paper": "#86b9cd", "line": "rgba(15,34,51,0.17)", "fill": "#12293b", "done": "#4d7a8c"},
    "colour": {"glass": "#dfe6d2", "ink": "#1c1f1a", "ghost": "rgba(28,31,26,0.07)", "body": "#5b2a86",
               "paper": "#e6ecdb", "line": "rgba(28,31,26,0.15)", "fill": "#1c1f1a", "done": "#8a9080"},
}


def lcd(record, rng):
    """A handheld LCD puzzle game as an emulator shows it: the device's plastic body with its
    screen, D-pad, A/B and start buttons and a brand line, in the emulator's window; the screen
    a reflective green, grey or blue glass with dark segments (or a backlit one for colour
    puzzles), the clue numbers in seven- or fourteen-segment digits with the unlit segments
    faintly showing on most, every cell a pixel block with a faint unlit grid, no thick lines
    (fifth lines as a darker tick on some); the cursor's cell blinking dark."""
    theme_name = "colour" if record["colour"] else rng.choice(["pea", "grey", "blue"])
    theme = LCD_THEMES[theme_name]
    font = rng.choice(LCD_FONTS)
    width, height, dpr = rng.choice([(1280, 800, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2)])
    look = {"font": font, "ink": theme["ink"], "paper": theme["paper"], "band": None, "clues": "text",
            "colour_clues": "text", "chip_radius": 0.1, "weight": rng.choice(["normal", "bold"]), "done": theme["done"],
            "line": theme["line"], "thin": 1, "thick": rng.choice([1, 2]), "thick_colour": theme["ink"],
            "fill": theme["fill"], "fill_inset": rng.choice([0.06, 0.1, 0.14]), "cross": "dot",
            "cross_colour": theme["done"], "zero": rng.random() < 0.5, "font_scale": 0.9,
            "ghost": theme["ghost"] if rng.random() < 0.7 else None, "dark_text_from": 120}
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    screen_w, screen_h = rng.choice([(620, 560), (700, 600), (760, 640)])
    g, bw, bh = fit(record, screen_w - 40, screen_h - 70, 0.8, 0.8, dpr, 34, gap=4)
    body_w, body_h = screen_w + 120, screen_h + 330
    scale = min(1.0, (height - 60) / body_h)
    while g["cell"] * scale * dpr < 10 and dpr < 3:
        dpr += 0.5  # the emulator on a denser screen when the pixels would be tiny
    bx, by = (width - body_w * scale) / 2, 40 + (height - 40 - body_h * scale) / 2
    sx, sy = 60, 50
    x0, y0 = sx + (screen_w - bw) / 2, sy + 46 + (screen_h - 60 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    ink = theme["ink"]
    inner = board.div(0, 0, body_w, body_h, f"background:{theme['body']};border-radius:24px 24px 70px 24px;"
                      "box-shadow:inset -6px -6px 0 rgba(0,0,0,0.18),0 10px 30px rgba(0,0,0,0.5)")
    inner += board.div(sx - 24, sy - 24, screen_w + 48, screen_h + 48, "background:#4a4d57;border-radius:12px 12px 40px 12px")
    inner += board.div(sx, sy, screen_w, screen_h, f"background:{theme['glass']};box-shadow:inset 3px 3px 6px rgba(0,0,0,0.35)")
    inner += board.text(sx + 14, sy + 10, f"LV{rng.randrange(1, 99):02d}", 22, ink, "normal", font)
    inner += board.text(sx + 14, sy + 10, f"{rng.randrange(0, 59):02d}:{rng.randrange(0, 59):02d}", 22, ink, "normal",
                        font, "right")
    inner += html_board
    if state:
        r, c = rng.randrange(record["height"]), rng.randrange(record["width"])
        _, _, left, top = board.board_size(record, g)
        inner += board.div(x0 + left + c * g["cell"], y0 + top + r * g["cell"], g["cell"], g["cell"],
                           f"outline:2px solid {ink};outline-offset:-2px")
    inner += lcd_buttons(rng, sx, sy + screen_h + 60, screen_w)
    device = (f'<div style="position:absolute;left:{bx:.1f}px;top:{by:.1f}px;width:{body_w}px;height:{body_h}px;'
              f'transform:scale({scale:.3f});transform-origin:0 0">{inner}</div>')
    chrome = board.div(0, 0, width, 30, "background:#2d2d30;color:#cccccc;font-size:14px;padding:6px 12px;"
                       "box-sizing:border-box;font-family:'Tuffy'",
                       f"PocketLCD emulator \u2014 {escape(rng.choice(['picross_pocket.rom', 'LOGIC-8.bin', 'nonoboy.gb']))}"
                       f" \u2014 {rng.choice([2, 3, 4])}x \u2014 {rng.randrange(55, 61)} fps")
    style = f"lcd-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-ghost" if look["ghost"] else "") \
        + ("-played" if state else "")
    return job(board.page(chrome + device, width, height, "#1e1e1e", "Tuffy"), width, height, dpr, style, state,
               greyed)


def lcd_buttons(rng, x, y, w):
    out = board.div(x + 30, y + 50, 120, 40, "background:#2b2b2b;border-radius:6px")
    out += board.div(x + 70, y + 10, 40, 120, "background:#2b2b2b;border-radius:6px")
    for i, label in enumerate(["B", "A"]):
        out += board.div(x + w - 190 + i * 90, y + 40 - i * 30, 64, 64, "background:#a01c4a;border-radius:50%;"
                         "box-shadow:inset -3px -3px 0 rgba(0,0,0,0.3)")
        out += board.text(x + w - 190 + i * 90, y + 112 - i * 30, label, 18, "#333", "bold", "Tuffy", "center", 64)
    for i, label in enumerate(["SELECT", "START"]):
        out += board.div(x + w / 2 - 110 + i * 120, y + 170, 60, 14, "background:#777;border-radius:7px;"
                         "transform:rotate(-25deg)")
        out += board.text(x + w / 2 - 120 + i * 120, y + 196, label, 12, "#333", "bold", "Tuffy", "center", 80)
    out += board.text(x, y - 44, rng.choice(["PICROSS POCKET", "LOGIC BOY", "NONO-TRON 2000"]), 16, "#3a3a5a",
                      "bold", "Tuffy", "center", w)
    return out


# ---------------------------------------------------------------- terminal (a TUI nonogram)

TERMINALS = {
    "classic": {"bg": "#000000", "fg": "#c0c0c0", "bright": "#ffffff", "dim": "#6c6c6c", "box": "#8a8a8a",
                "fill": "#d0d0d0", "accent": "#00aa00", "bar": "#00aa00", "bar_fg": "#000000"},
    "solarized": {"bg": "#002b36", "fg": "#93a1a1", "bright": "#eee8d5", "dim": "#586e75", "box": "#657b83",
                  "fill": "#268bd2", "accent": "#b58900", "bar": "#073642", "bar_fg": "#93a1a1"},
    "green": {"bg": "#0a0f0a", "fg": "#33ff66", "bright": "#99ffaa", "dim": "#1d7a35", "box": "#22aa44",
              "fill": "#33ff66", "accent": "#33ff66", "bar": "#1d7a35", "bar_fg": "#0a0f0a"},
    "light": {"bg": "#fdf6e3", "fg": "#333333", "bright": "#000000", "dim": "#a0a0a0", "box": "#777777",
              "fill": "#333333", "accent": "#d33682", "bar": "#e0dccc", "bar_fg": "#333333"},
}


def terminal(record, rng):
    """A nonogram played in a terminal: a TUI drawn in a monospace font (IBM 3270 or its
    condensed face, Unifont, Courier Prime Code) in a terminal emulator's window (title bar and tabs):
    every cell two characters wide and one line high, filled cells as full blocks, crossed ones
    as `x` or a middle dot, unknown ones blank, box-drawing rules only every fifth line, clue
    numbers as text in their character cells (colour puzzles: ANSI-like colours), done clues
    dimmed; a header line, the command that started it, a status line and a tmux-like bar."""
    theme_name = rng.choice(sorted(TERMINALS))
    theme = TERMINALS[theme_name]
    font = rng.choice(TERMINAL_FONTS)
    width, height, dpr = rng.choice([(1280, 800, 1), (1440, 900, 2), (1920, 1080, 1), (1680, 1050, 1)])
    size = rng.choice([14, 15, 16, 18, 20, 24])
    line = round(size * 1.25)
    look = {"font": font, "ink": theme["fg"], "paper": theme["bg"], "band": None, "clues": "text",
            "colour_clues": "text", "chip_radius": 0, "weight": rng.choice(["normal", "bold"]), "done": theme["dim"],
            "line": theme["box"], "thin": 0, "thick": 1, "thick_colour": theme["box"], "fill": theme["fill"],
            "cross": rng.choice(["x", "dot"]), "cross_colour": theme["dim"], "zero": rng.random() < 0.5,
            "dark_text_from": 100}
    state, greyed = played(record, rng, 0.7, 0.1, 0.7)
    avail_w, avail_h = width - 40, height - 40 - 6 * line
    cell = line
    g = board.geometry(record, cell, 1.0, 1.0, gap=line * 0.5)
    g["font"] = size
    bw, bh, _, _ = board.board_size(record, g)
    if bw > avail_w or bh > avail_h:  # the terminal's font made smaller until the board fits
        f = min(avail_w / bw, avail_h / bh)
        size, line = max(8, size * f), max(10, line * f)
        g = board.geometry(record, line, 1.0, 1.0, gap=line * 0.5)
        g["font"] = size
        bw, bh, _, _ = board.board_size(record, g)
    while (g["cell"] * dpr < 11 or bw > width - 40) and dpr < 3:
        dpr += 0.5  # a denser screen when the cells would be tiny
    x0, y0 = 20 + line * 2, 40 + 3 * line
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    text = lambda row, s, colour, x=20: board.text(x, 40 + row * line, s, size, colour, "normal", font)
    head = text(0, f"$ nonogram-tui {escape(rng.choice(['--size', '-p']))} {escape(record['name'][:24])}", theme["fg"])
    head += text(1, f"NONOGRAM {record['width']}x{record['height']}   moves {rng.randrange(0, 400)}   "
                 f"[f]ill [x]cross [u]ndo [q]uit", theme["accent"])
    foot_y = (y0 + bh + line - 40) / line
    foot = text(foot_y, f"row {rng.randrange(1, record['height'] + 1)} col {rng.randrange(1, record['width'] + 1)}"
                f"  filled {rng.randrange(0, 300)}/{rng.randrange(300, 900)}  {rng.randrange(0, 59)}m{rng.randrange(0, 59)}s",
                theme["dim"])
    foot += text(foot_y + 1, "> " + escape(rng.choice(["", "help", "goto 12 4", "check"])) + "\u2588", theme["fg"])
    bar = board.div(0, height - line - 4, width, line + 4, f"background:{theme['bar']}")
    bar += board.text(8, height - line - 2, f"[0] 0:nono* 1:zsh  \"{escape(rng.choice(WORDS))}\" "
                      f"{rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d} {rng.randrange(1, 29)}-Nov-26", size * 0.9,
                      theme["bar_fg"], "normal", font)
    title = board.div(0, 0, width, 30, "background:#3c3c3c;color:#dddddd;font-size:13px;font-family:'Sora';"
                      "padding:7px 90px;box-sizing:border-box", f"user@box: ~/games \u2014 {escape(font)} {size:.0f}")
    for i, colour in enumerate(["#ff5f56", "#ffbd2e", "#27c93f"]):
        title += board.div(12 + i * 20, 9, 12, 12, f"background:{colour};border-radius:50%")
    style = f"terminal-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-played" if state else "")
    return job(board.page(title + head + html_board + foot + bar, width, height, theme["bg"], font), width, height,
               dpr, style, state, greyed)


# ---------------------------------------------------------------- meeting (a puzzle shared in a video call)

def shared_site(record, rng, font, width, height):
    """The shared window: a plain puzzle site (its header, the board, a few buttons), as HTML
    of `width` x `height` CSS px, and its state and done lines."""
    theme = rng.choice([{"page": "#ffffff", "ink": "#222222", "band": "#eef1f5", "line": "#b0b6c0", "thick": "#222222",
                         "fill": "#263238", "head": "#3f51b5"},
                        {"page": "#fbfaf5", "ink": "#3a2f25", "band": "#efe6d2", "line": "#c4b59a", "thick": "#3a2f25",
                         "fill": "#4a3b2c", "head": "#8d5524"}])
    look = {"font": font, "ink": theme["ink"], "paper": "#ffffff", "band": theme["band"], "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.15, "weight": rng.choice(["normal", "bold"]),
            "done": "#b0b0b0", "line": theme["line"], "thin": 1, "thick": 2, "thick_colour": theme["thick"],
            "fill": theme["fill"], "cross": "x", "cross_colour": "#999999", "zero": rng.random() < 0.5}
    state, greyed = played(record, rng, 0.5, 0.1, 0.6)
    g, bw, bh = fit(record, width - 80, height - 150, 0.75, 0.75, 1, 36)
    x0, y0 = (width - bw) / 2, 100 + (height - 150 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    head = board.div(0, 0, width, 56, f"background:{theme['head']}")
    head += board.text(24, 14, "Daily Nonogram", 24, "#ffffff", "bold", font)
    head += board.text(24, 18, "Puzzles  Archive  Forum  Login", 16, "#ffffff", "normal", font, "right")
    head += board.text(24, 68, f"#{rng.randrange(100, 9999)} \u00b7 {record['width']}x{record['height']} \u00b7 "
                       f"{rng.randrange(1, 99)} solvers today", 15, theme["ink"], "normal", font)
    body = (f'<div style="position:absolute;left:0;top:0;width:{width}px;height:{height}px;background:{theme["page"]};'
            f'overflow:hidden;font-family:\'{font}\'">{head}{html_board}</div>')
    return body, state, greyed


def meeting(record, rng):
    """A video call where someone shares a puzzle site: the meeting app's dark window (a
    banner saying whose screen it is, the shared window scaled down to the stage, a strip of
    participant tiles with names and muted mics, a toolbar with mute, video, share, chat and a
    red leave button, a timer); the shared screen sent as video (shrunk, JPEG at quality
    40-75, shown at the stage's size again); sometimes a chat panel with numbers in it."""
    font = rng.choice(["Tuffy", "Quattrocento"])
    width, height, dpr = rng.choice([(1280, 720, 1), (1920, 1080, 1), (1440, 900, 2), (1536, 864, 1.25)])
    side = rng.choice([0, 220, 280])  # participant strip on the right, or tiles along the top
    top = 44 if side else 150
    stage_w, stage_h = width - side - 32, height - top - 80
    share_w, share_h = rng.choice([(1920, 1080), (1600, 1000), (2560, 1440)])
    scale = min(stage_w / share_w, stage_h / share_h)
    shared, state, greyed = shared_site(record, rng, font, share_w, share_h)
    sx, sy = 16 + (stage_w - share_w * scale) / 2, top + (stage_h - share_h * scale) / 2
    stage = (f'<div style="position:absolute;left:{sx:.1f}px;top:{sy:.1f}px;width:{share_w}px;height:{share_h}px;'
             f'transform:scale({scale:.4f});transform-origin:0 0">{shared}</div>')
    chrome = board.div(0, 0, width, height, "background:#1c1c1e")
    chrome += board.div(width / 2 - 170, 8, 340, 28, "background:#2d8cff;border-radius:6px;color:#fff;font-size:14px;"
                        "font-family:'Sora';display:flex;align-items:center;justify-content:center",
                        f"You are viewing {escape(rng.choice(['Maria', 'Kenji', 'Alex', 'Priya']))}'s screen")
    chrome += meeting_tiles(rng, width, height, side, top)
    chrome += meeting_toolbar(rng, width, height)
    result = job(board.page(chrome + stage, width, height, "#1c1c1e", "Sora"), width, height, dpr,
                 f"meeting-{width}x{height}-x{dpr}-{'side' if side else 'top'}-share{share_w}-{font_tag(font)}"
                 + ("-played" if state else ""), state, greyed)
    shrink, quality = rng.uniform(0.55, 0.9), rng.randrange(40, 76)
    box = [v * dpr for v in (sx, sy, share_w * scale, share_h * scale)]
    result["style"] += f"-q{quality}"
    result["post"] = lambda path: recompress(path, box, shrink, quality)
    return result


def meeting_tiles(rng, width, height, side, top):
    names = ["Maria G.", "Kenji", "Alex (Host)", "Priya S.", "Tom", "Lea", "Sam 2", "Ola"]
    colours = ["#5b8def", "#e0795b", "#58b07e", "#a86fd8", "#d8b35b", "#5bc0c8"]
    out = ""
    count = rng.randrange(3, 7)
    for i in range(count):
        if side:
            x, y, w, h = width - side - 8, top + i * (side * 0.62), side, side * 0.56
            if y + h > height - 80:
                break
        else:
            w, h = 180, 100
            x, y = width / 2 - count * 95 + i * 190, 40
        out += board.div(x, y, w, h, f"background:#2c2c2e;border-radius:8px;border:2px solid "
                         f"{'#3fd16b' if i == 1 else '#2c2c2e'};box-sizing:border-box")
        out += board.div(x + w / 2 - 26, y + h / 2 - 30, 52, 52, f"background:{rng.choice(colours)};border-radius:50%;"
                         "color:#fff;font-size:20px;font-family:'Sora';display:flex;align-items:center;"
                         "justify-content:center", escape(names[i][0]))
        out += board.text(x + 8, y + h - 24, f"\u2298 {names[i]}", 12, "#ffffff", "normal", "Sora")
    return out


def meeting_toolbar(rng, width, height):
    out = board.div(0, height - 64, width, 64, "background:#111113")
    for i, (icon, label) in enumerate([("\U0001F3A4", "Mute"), ("\u25B6", "Stop video"), ("\u2191", "Share"),
                                       ("\u263A", f"Participants {rng.randrange(3, 40)}"), ("\u2709", "Chat")]):
        out += board.text(40 + i * 120, height - 56, icon, 20, "#dddddd", "normal", None, "center", 100)
        out += board.text(40 + i * 120, height - 26, label, 11, "#bbbbbb", "normal", "Sora", "center", 100)
    out += board.div(width - 120, height - 48, 90, 32, "background:#e02f2f;border-radius:8px;color:#fff;font-size:14px;"
                     "font-family:'Sora';display:flex;align-items:center;justify-content:center", "Leave")
    out += board.text(width - 220, height - 42, f"{rng.randrange(0, 2)}:{rng.randrange(0, 60):02d}:"
                      f"{rng.randrange(0, 60):02d}", 14, "#bbbbbb", "normal", "Sora")
    return out


# ---------------------------------------------------------------- high-contrast (an accessibility theme)

CONTRAST = {
    "black-yellow": {"page": "#000000", "ink": "#ffff00", "line": "#ffff00", "fill": "#ffffff", "cross": "#00ffff",
                     "focus": "#ff00ff", "done": "#808000", "ui": "#ffffff"},
    "black-white": {"page": "#000000", "ink": "#ffffff", "line": "#ffffff", "fill": "#1aebff", "cross": "#3ff23f",
                    "focus": "#ffff00", "done": "#7a7a7a", "ui": "#ffff00"},
    "white-black": {"page": "#ffffff", "ink": "#000000", "line": "#000000", "fill": "#000000", "cross": "#600000",
                    "focus": "#0000ff", "done": "#8a8a8a", "ui": "#000000"},
    "navy-yellow": {"page": "#000033", "ink": "#ffff66", "line": "#ffffff", "fill": "#ffff66", "cross": "#ff9999",
                    "focus": "#00ffff", "done": "#77774a", "ui": "#ffffff"},
}


def high_contrast(record, rng):
    """A puzzle app in a high-contrast accessibility theme (yellow or white on black, black on
    white, yellow on navy) and a font made for reading (OpenDyslexic, Tiresias): big clue
    digits, heavy lines, a thick focus outline around the chosen cell, and a screen magnifier's
    lens beside the board showing the focused part at twice the size (a copy the truth does not
    count); big buttons with text labels."""
    theme_name = rng.choice(sorted(CONTRAST))
    theme = CONTRAST[theme_name]
    font = rng.choice(CONTRAST_FONTS)
    width, height, dpr = rng.choice([(1280, 800, 1), (1920, 1080, 1), (1440, 900, 1.5), (1366, 768, 1)])
    look = {"font": font, "ink": theme["ink"], "paper": theme["page"], "band": None, "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.1, "weight": "bold", "done": theme["done"], "line": theme["line"],
            "thin": rng.choice([1, 1.5]), "thick": rng.choice([3, 4]), "thick_colour": theme["line"],
            "fill": theme["fill"], "cross": "x", "cross_colour": theme["cross"], "zero": rng.random() < 0.6,
            "font_scale": rng.uniform(1.0, 1.15)}
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    lens = rng.choice([0, 300, 340])
    g, bw, bh = fit(record, width - lens - 120, height - 190, 0.85, 0.85, dpr, 48)
    x0, y0 = 40 + (width - lens - 120 - bw) / 2, 110 + (height - 190 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, left, top = board.board_size(record, g)
    fr, fc = rng.randrange(record["height"]), rng.randrange(record["width"])
    fx, fy = x0 + left + fc * g["cell"], y0 + top + fr * g["cell"]
    focus = board.div(fx - 3, fy - 3, g["cell"] + 6, g["cell"] + 6, f"border:4px solid {theme['focus']};"
                      "box-sizing:border-box")
    out = board.text(40, 24, "Nonogram", 40, theme["ui"], "bold", font)
    out += board.text(40, 30, f"Puzzle {rng.randrange(1, 300)}   Size {record['width']} by {record['height']}", 22,
                      theme["ui"], "normal", font, "right")
    for i, label in enumerate(["Fill (F)", "Cross (X)", "Undo (Z)", "Hint (H)"]):
        out += board.div(40 + i * 190, height - 66, 170, 50, f"border:3px solid {theme['ui']};color:{theme['ui']};"
                         f"font-family:'{font}';font-size:20px;display:flex;align-items:center;justify-content:center;"
                         f"{'background:' + theme['focus'] + ';color:' + theme['page'] if i == 0 else ''}", label)
    if lens:
        lx, ly, r = width - lens - 20, 110, lens - 20
        zoom = 2
        cx, cy = fx + g["cell"] / 2, fy + g["cell"] / 2
        copy = unmeasured(html_board + focus)
        out += (f'<div style="position:absolute;left:{lx}px;top:{ly}px;width:{r}px;height:{r}px;border-radius:50%;'
                f'overflow:hidden;border:5px solid {theme["focus"]};background:{theme["page"]}">'
                f'<div style="position:absolute;left:{r / 2 - cx * zoom:.1f}px;top:{r / 2 - cy * zoom:.1f}px;'
                f'width:{width}px;height:{height}px;transform:scale({zoom});transform-origin:0 0">{copy}</div></div>')
        out += board.text(lx, ly + r + 16, "Magnifier 200%", 18, theme["ui"], "normal", font, "center", r)
    style = f"high-contrast-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-lens" if lens else "") \
        + ("-played" if state else "")
    return job(board.page(out + html_board + focus, width, height, theme["page"], font), width, height, dpr, style,
               state, greyed)


# ---------------------------------------------------------------- print-preview (a browser's print preview)

def print_preview(record, rng):
    """A puzzle site's page in the browser's print preview: the dialog's dark backdrop, the
    page as it will print (the browser's header with date and title, the site's print
    stylesheet: title, the board in one of the site's fonts, a line of notes; the footer with
    the address and page count) scaled to the preview, and the settings panel on the right
    (destination, pages, layout, colour, margins, Print and Cancel)."""
    font = rng.choice(PREVIEW_FONTS)
    width, height, dpr = rng.choice([(1366, 768, 1), (1920, 1080, 1), (1440, 900, 2), (1280, 800, 1.5)])
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": rng.choice([None, "#eeeeee"]),
            "clues": "text", "colour_clues": "chip", "chip_radius": 0.1, "weight": rng.choice(["normal", "bold"]),
            "done": "#999999", "line": "#666666", "thin": 0.6, "thick": 1.6, "thick_colour": "#000000",
            "fill": "#000000", "cross": "x", "cross_colour": "#888888", "zero": rng.random() < 0.5}
    page_w, page_h = 794, 1123  # A4 at 96 dpi
    margin = rng.choice([48, 64, 76])
    g, bw, bh = fit(record, page_w - 2 * margin, page_h - 2 * margin - 200, 0.8, 0.8, 1, 30, gap=3)
    panel = 380
    zoom = min((height - 40) / page_h, (width - panel - 60) / page_w) * rng.uniform(0.85, 1.0)
    while g["cell"] * zoom * dpr < 11 and dpr < 3:
        dpr += 0.5
    x0, y0 = (page_w - bw) / 2, margin + 130
    html_board, _, _ = board.board(record, look, g, x0, y0, None)
    title = escape(rng.choice(["Puzzle", "Nonogram"]) + f" #{rng.randrange(100, 9999)}")
    date = f"{rng.randrange(1, 12)}/{rng.randrange(1, 28)}/26, {rng.randrange(1, 12)}:{rng.randrange(0, 60):02d} PM"
    page = board.text(24, 14, date, 9, "#000", "normal", "Karmilla")
    page += board.text(0, 14, f"{title} | {escape(rng.choice(WORDS))} puzzles", 9, "#000", "normal", "Karmilla",
                       "center", page_w)
    page += board.text(margin, margin + 20, title, 30, "#000", "bold", font)
    page += board.text(margin, margin + 70, f"{record['width']} \u00d7 {record['height']} \u00b7 "
                       f"difficulty {rng.randrange(1, 6)}/5 \u00b7 by {escape(rng.choice(WORDS))}", 14, "#333", "normal",
                       font)
    page += html_board
    page += board.div(margin, y0 + bh + 24, page_w - 2 * margin, 60, f"font-family:'{font}';font-size:12px;"
                      "color:#333;line-height:1.4", escape(words(rng, 24)))
    page += board.text(24, page_h - 28, f"https://nonograms.example/puzzle/{rng.randrange(100, 99999)}/print", 9,
                       "#000", "normal", "Karmilla")
    page += board.text(24, page_h - 28, f"1/{rng.choice([1, 1, 2])}", 9, "#000", "normal", "Karmilla", "right")
    px, py = 30 + (width - panel - 60 - page_w * zoom) / 2, (height - page_h * zoom) / 2
    sheet = (f'<div style="position:absolute;left:{px:.1f}px;top:{py:.1f}px;width:{page_w}px;height:{page_h}px;'
             f'background:#fff;transform:scale({zoom:.4f});transform-origin:0 0;box-shadow:0 0 8px rgba(0,0,0,0.6)">'
             f'{page}</div>')
    chrome = board.div(0, 0, width, height, "background:#525659")
    chrome += preview_panel(rng, width, height, panel, record["colour"])
    style = f"print-preview-{font_tag(font)}-{width}x{height}-x{dpr}-zoom{round(zoom * 100)}"
    return job(board.page(chrome + sheet, width, height, "#525659", "Karmilla"), width, height, dpr, style, None,
               ([], []))


def preview_panel(rng, width, height, panel, colour):
    x = width - panel
    out = board.div(x, 0, panel, height, "background:#ffffff;border-left:1px solid #ccc")
    out += board.text(x + 24, 20, "Print", 22, "#202124", "normal", "Karmilla")
    out += board.text(24, 26, f"{rng.choice([1, 2])} sheet{'s' if rng.random() < 0.5 else ''} of paper", 13,
                      "#5f6368", "normal", "Karmilla", "right")
    rows = [("Destination", rng.choice(["Save as PDF", "HP LaserJet M404", "Brother HL-L2350"])), ("Pages", "All"),
            ("Layout", "Portrait"), ("Color", "Color" if colour else rng.choice(["Color", "Black and white"])),
            ("Margins", "Default"), ("Scale", f"{rng.choice([100, 90, 80])}")]
    for i, (label, value) in enumerate(rows):
        out += board.text(x + 24, 80 + i * 52, label, 14, "#202124", "normal", "Karmilla")
        out += board.div(x + 160, 72 + i * 52, panel - 190, 32, "border:1px solid #dadce0;border-radius:4px;"
                         "font-family:'Karmilla';font-size:13px;color:#202124;padding:7px;box-sizing:border-box", value)
    out += board.div(width - 200, height - 60, 80, 36, "background:#1a73e8;color:#fff;border-radius:4px;"
                     "font-family:'Karmilla';font-size:14px;display:flex;align-items:center;justify-content:center", "Print")
    out += board.div(width - 110, height - 60, 80, 36, "border:1px solid #dadce0;color:#1a73e8;border-radius:4px;"
                     "font-family:'Karmilla';font-size:14px;display:flex;align-items:center;justify-content:center",
                     "Cancel")
    return out


# ---------------------------------------------------------------- jp-site (a Japanese puzzle site)

JP_THEMES = {
    "washi": {"page": "#f7f3e8", "ink": "#2b2b2b", "band": "#ebe4d0", "line": "#b8ad92", "thick": "#5a4a32",
              "fill": "#3a3a3a", "accent": "#b7282e", "side": "#efe8d6"},
    "mint": {"page": "#f2f8f5", "ink": "#1d3b2f", "band": "#dcefe6", "line": "#a6c8b8", "thick": "#1d3b2f",
             "fill": "#1d3b2f", "accent": "#2a9d6f", "side": "#e3f1ea"},
    "night": {"page": "#1f1d2b", "ink": "#e8e6f0", "band": "#2a2838", "line": "#4a4760", "thick": "#b9b4d8",
              "fill": "#d6d2f0", "accent": "#f29bb0", "side": "#26243a"},
}


def jp_site(record, rng):
    """A Japanese puzzle site (イラストロジック): the site's name and menu set vertically
    (writing-mode vertical-rl) in a side column, the puzzle's title and number, the board with
    its clues in the site's Japanese font, on many in full-width digits (１２), a vertical
    notice beside the board, ranking and comment boxes with dates and counts; washi, mint or
    night theme; desktop at 1x to 2x."""
    theme_name = rng.choice(sorted(JP_THEMES))
    theme = JP_THEMES[theme_name]
    font = rng.choice(JP_FONTS)
    width, height, dpr = rng.choice([(1366, 768, 1), (1440, 900, 2), (1920, 1080, 1), (1280, 800, 1.5)])
    full = rng.random() < 0.6
    look = {"font": font, "ink": theme["ink"], "paper": "#ffffff" if theme_name != "night" else "#25233a",
            "band": theme["band"], "clues": "text", "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.2,
            "weight": rng.choice(["normal", "bold"]), "done": "#a0a0a0", "line": theme["line"], "thin": 1, "thick": 2,
            "thick_colour": theme["thick"], "fill": theme["fill"], "cross": rng.choice(["x", "dot"]),
            "cross_colour": "#999999", "zero": rng.random() < 0.5, "numerals": "full-width" if full else None}
    state, greyed = played(record, rng, 0.5, 0.1, 0.6)
    side, notice = 120, 90
    # Full-width digits are wider: the row clue slots as wide as two of them.
    ratio = 1.2 if full else 0.78
    g, bw, bh = fit(record, width - side - notice - 300, height - 130, ratio, 0.8, dpr, 36)
    x0, y0 = side + 40 + (width - side - notice - 300 - bw) / 2, 100 + (height - 130 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    vertical = "writing-mode:vertical-rl;text-orientation:upright;"
    out = board.div(0, 0, side, height, f"background:{theme['side']};border-right:2px solid {theme['accent']}")
    out += board.div(20, 24, 44, 300, f"{vertical}font-family:'{font}';font-size:30px;color:{theme['accent']};"
                     "font-weight:bold", "お絵かきロジック")
    for i, item in enumerate(["問題一覧", "ランキング", "遊び方"]):
        out += board.div(74 - i * 0, 24 + i * 130, 30, 120, f"{vertical}font-family:'{font}';font-size:16px;"
                         f"color:{theme['ink']}", item)
    out += board.text(side + 40, 24, f"第{rng.randrange(1, 3000)}問「{escape(rng.choice(['ねこ', 'さくら', 'ふじさん', 'きんぎょ', 'かさ']))}」",
                      26, theme["ink"], "bold", font)
    out += board.text(side + 40, 62, f"サイズ {record['width']}×{record['height']} ・ 難易度 {'★' * rng.randrange(1, 6)} ・ "
                      f"正解者 {rng.randrange(10, 9999)}人", 15, theme["ink"], "normal", font)
    nx = width - 300 - notice + 20
    out += board.div(nx, 100, 50, height - 160, f"{vertical}font-family:'{font}';font-size:18px;color:{theme['ink']};"
                     f"border-left:1px solid {theme['line']};padding-left:8px",
                     f"{rng.randrange(1, 13)}月{rng.randrange(1, 29)}日の新作を公開しました")
    px = width - 290
    out += board.div(px, 100, 270, 300, f"background:{theme['side']};border-radius:8px")
    out += board.text(px + 16, 112, "今日のランキング", 16, theme["accent"], "bold", font)
    for i in range(5):
        out += board.text(px + 16, 146 + i * 46, f"{i + 1}位 {escape(rng.choice(['たろう', 'ゆき', 'ken', 'みどり', 'sora']))}"
                          f"  {rng.randrange(1, 59)}分{rng.randrange(0, 59)}秒", 15, theme["ink"], "normal", font)
    out += board.div(px, 420, 270, 56, f"background:{theme['accent']};color:#fff;border-radius:8px;font-size:18px;"
                     f"font-family:'{font}';display:flex;align-items:center;justify-content:center", "答え合わせ")
    style = f"jp-site-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-fullwidth" if full else "") \
        + ("-played" if state else "")
    return job(board.page(out + html_board, width, height, theme["page"], font), width, height, dpr, style, state,
               greyed)


PAGES = {"lcd": lcd, "terminal": terminal, "meeting": meeting, "high-contrast": high_contrast,
         "print-preview": print_preview, "jp-site": jp_site}
