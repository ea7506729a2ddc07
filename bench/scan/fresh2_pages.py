"""The fresh2 families' screenshot pages (split `fresh2`, bench/scan/README.md): looks none of
the fourteen earlier families has, after the apps, pages and sheets players use, in fonts kept
from the digit trainer (apps/scan_train/train_digits.cpp kReserved). A handheld-console picross
game, a puzzle made in a spreadsheet, a dark puzzle site, a colour phone game with a palette
bar and a tablet app side by side. Each function returns a page job as html_styles' do."""
from html import escape

import board
from fresh_styles import fit
from html_styles import WORDS, job, played

# Reserved for fresh2: the digit trainer refuses them, no family before fresh2 draws in them.
FRESH2_FONTS = ["Manrope", "League Spartan", "TeX Gyre Adventor", "TeX Gyre Heros", "TeX Gyre Schola",
                "TeX Gyre Termes", "Charis SIL", "Linux Libertine O", "Inconsolata"]


def font_tag(font):
    return font.replace(" ", "").replace("TeXGyre", "Gyre")


def overlay(x, y, w, h, rgba):
    """A translucent tint over what is drawn (a highlighted clue band, a cursor's glow)."""
    return board.div(x, y, w, h, f"background:{rgba};pointer-events:none")


# ---------------------------------------------------------------- console (handheld picross)

CONSOLE = {
    "sky": {"page": "linear-gradient(135deg,#5ec8f2,#3a7fd8)", "pattern": "rgba(255,255,255,0.08)",
            "panel": "#ffffff", "ink": "#26324a", "paper": "#ffffff", "band": "#e9f2fb", "stripe": "#d8e8f8",
            "line": "#b9c9dc", "thick_colour": "#4d6483", "fill": "#2c3e66", "done": "#b3bfcf",
            "cross_colour": "#8d9bb4", "highlight": "#fff3c2", "cursor": "#ff8a00", "muted": "#6e7c95",
            "chrome": "#ffffff"},
    "sunset": {"page": "linear-gradient(160deg,#ffb36b,#f0609e)", "pattern": "rgba(255,255,255,0.10)",
               "panel": "#fffaf4", "ink": "#4a2b2b", "paper": "#fffdf9", "band": "#fdeee2", "stripe": "#f9dfcc",
               "line": "#e3c6b2", "thick_colour": "#9a5a44", "fill": "#5a2f3a", "done": "#d8bcae",
               "cross_colour": "#c0907c", "highlight": "#e3f4ff", "cursor": "#2a8cff", "muted": "#8d6a60",
               "chrome": "#ffffff"},
    "night": {"page": "linear-gradient(180deg,#1b1f3a,#2c1f46)", "pattern": "rgba(255,255,255,0.04)",
              "panel": "#262a45", "ink": "#e9ecff", "paper": "#1e2138", "band": "#2f3456", "stripe": "#383e66",
              "line": "#4a507a", "thick_colour": "#a2a9e0", "fill": "#9fb2ff", "done": "#5a608a",
              "cross_colour": "#7a80aa", "highlight": "#3b3560", "cursor": "#ffd23f", "muted": "#a0a6d0",
              "chrome": "#e9ecff"},
}


def console(record, rng):
    """A handheld console's picross game, captured at 1280x720 or 1920x1080: a patterned
    backdrop, the board on a rounded panel, clue bands striped line by line, the cursor's cell
    outlined and its row and column lit (their clue bands too), a side panel with the level,
    timer, hints and button legend."""
    theme_name = rng.choice(["sky", "sunset", "night"])
    theme = CONSOLE[theme_name]
    font = rng.choice(["Manrope", "League Spartan"])
    big = max(record["width"], record["height"]) > 25
    dpr = 1.5 if big or rng.random() < 0.5 else 1
    width, height = 1280, 720
    look = dict(theme, font=font, clues="text", colour_clues=rng.choice(["chip", "text"]), chip_radius=0.2,
                weight=rng.choice(["700", "800"]), thin=1, thick=2, cross=rng.choice(["x", "dot"]),
                zero=rng.random() < 0.6)
    state, greyed = played(record, rng, 0.6, 0.1, 0.7)
    cursor = (rng.randrange(record["height"]), rng.randrange(record["width"]))
    look["focus"] = cursor
    left_w, top = 300, 70
    g, bw, bh = fit(record, width - left_w - 70, height - top - 50, 0.85, 0.85, dpr, 34, gap=6)
    x0 = left_w + 30 + (width - left_w - 70 - bw) / 2
    y0 = top + 12 + (height - top - 50 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, left, top_band = board.board_size(record, g)
    gx, gy, cell = x0 + left, y0 + top_band, g["cell"]
    r, c = cursor
    lit = "rgba(255,214,0,0.22)" if theme_name != "night" else "rgba(255,210,60,0.16)"
    if record["colour"]:  # a tint would change the clue chips' colours: an outline instead
        ring = f"border:2px solid {theme['cursor']};border-radius:4px;box-sizing:border-box"
        marks = board.div(x0 - 2, gy + r * cell - 2, left - g["gap"] + 4, cell + 4, ring)
        marks += board.div(gx + c * cell - 2, y0 - 2, cell + 4, top_band - g["gap"] + 4, ring)
    else:
        marks = overlay(x0, gy + r * cell, left - g["gap"], cell, lit)
        marks += overlay(gx + c * cell, y0, cell, top_band - g["gap"], lit)
    marks += board.div(gx + c * cell - 2, gy + r * cell - 2, cell + 4, cell + 4,
                       f"border:3px solid {theme['cursor']};border-radius:3px;box-sizing:border-box;"
                       f"box-shadow:0 0 6px {theme['cursor']}")
    panel = board.div(x0 - 16, y0 - 16, bw + 32, bh + 32, f"background:{theme['panel']};border-radius:18px;"
                      "box-shadow:0 6px 18px rgba(0,0,0,0.25)")
    chrome = console_backdrop(theme, width, height) + console_side(record, rng, theme, left_w, height, font)
    chrome += console_top(record, rng, theme, width)
    style = f"console-{theme_name}-{int(width * dpr)}x{int(height * dpr)}-{font_tag(font)}" \
        + ("-played" if state else "")
    return job(board.page(chrome + panel + html_board + marks, width, height, "#000000", font), width, height,
               dpr, style, state, greyed)


def console_backdrop(theme, width, height):
    return board.div(0, 0, width, height, f"background:repeating-linear-gradient(45deg,{theme['pattern']} 0 18px,"
                     f"transparent 18px 36px),{theme['page']}")


def console_top(record, rng, theme, width):
    bar = board.div(20, 14, width - 40, 40, "background:rgba(0,0,0,0.22);border-radius:20px")
    bar += board.text(44, 22, rng.choice(["PICROSS", "Pixel Logic", "Picture Cross"]), 20, theme["chrome"], "800")
    bar += board.text(44, 25, "L / R  Zoom    \u2630  Menu", 14, theme["chrome"], "600", None, "right")
    return bar


def console_side(record, rng, theme, w, height, font):
    panel = board.div(24, 74, w - 24, height - 100, f"background:{theme['panel']};border-radius:18px;"
                      "box-shadow:0 6px 18px rgba(0,0,0,0.25)")
    world = f"{rng.choice('ABCDEFGH')}-{rng.randrange(1, 16)}"
    panel += board.text(48, 96, f"Level {world}", 24, theme["ink"], "800")
    panel += board.text(48, 130, f"{escape(rng.choice(WORDS))}  \u00b7  {record['width']}\u00d7{record['height']}",
                        15, theme["muted"], "600")
    panel += board.div(48, 166, w - 72, 70, f"background:{theme['band']};border-radius:12px")
    panel += board.text(66, 176, "TIME", 12, theme["muted"], "700")
    panel += board.text(66, 196, f"{rng.randrange(0, 60):02d}:{rng.randrange(0, 60):02d}", 26, theme["ink"], "800")
    hints = rng.randrange(0, 4)
    panel += board.div(48, 252, w - 72, 96, f"background:{theme['band']};border-radius:12px")
    panel += board.text(66, 262, "HINT", 12, theme["muted"], "700")
    panel += board.text(66, 284, "\u2605" * hints + "\u2606" * (3 - hints), 22, theme["cursor"])
    panel += board.text(66, 318, "Reveal a row and a column", 12, theme["muted"])
    for i, (button, action) in enumerate([("A", "Fill"), ("B", "Erase"), ("Y", "Mark \u2715"), ("X", "Hint")]):
        y = 372 + i * 44
        panel += board.div(48, y, 32, 32, f"background:{theme['cursor']};border-radius:50%;color:#fff;"
                           "font-weight:800;font-size:16px;display:flex;align-items:center;justify-content:center",
                           button)
        panel += board.text(92, y + 7, action, 16, theme["ink"], "600")
    return panel


PAGES = {"console": console}
