"""The fresh6 families' screenshot pages (split `fresh6`, bench/scan/README.md): looks none of
the forty-nine earlier families has, after the devices, programs and pages players use, in
fonts the digit trainer refuses (apps/scan_train/train_digits.cpp kReserved). A round
smartwatch, a retro game through an emulator's CRT shader, a pixel-art editor with the puzzle
as a sprite on its checkered transparency, a notebook plotting the puzzle with its clues as
tick labels, and a forum post sharing the puzzle as a picture among comments. Each function
returns a page job as html_styles' do; `crt` and `forum` carry a `post` step (the shader, the
forum's recompressed picture) that corpus.py applies."""
from html import escape

import board
import fresh6_print
from fresh3_pages import font_tag, recompress
from fresh_styles import fit, words
from html_styles import WORDS, job, played

# Reserved for fresh6: the digit trainer refuses them (their fontconfig names begin with a
# kReserved prefix), no family before fresh6 draws in them.
WATCH_FONTS = ["Switzera ADF", "Verana Sans", "Gillius ADF"]
CRT_FONTS = ["MisakiGothic", "Konatu Tohaba", "Tlwg Mono"]
EDITOR_FONTS = ["MisakiGothic", "MisakiGothic2nd", "PT Sans"]
NOTEBOOK_FONTS = ["Universalis ADF Std", "Garuda", "Waree", "PT Mono", "PT Sans"]
FORUM_FONTS = ["Ikarius ADF Std", "Libris ADF Std", "Irianis ADF Std", "Berenis ADF Pro", "PT Serif", "PT Sans"]
STYLUS_FONTS = ["Umpush", "Sawasdee", "Tribun ADF Std", "Purisa"]  # the last for the margin notes
DOC_FONTS = ["Norasi", "Kinnari", "GFS Gazis", "GFS Solomos", "Amiri", "Garuda"]  # the UI's own script too
PRINT_FONTS = ["Breip", "DkgHandwriting", "femkeklaver", "Tomson Talks", "Purisa", "RocknRoll One",  # boards
               "Tlwg Typist", "Konatu Tohaba", "Tlwg Mono",  # receipts
               "Accanthis ADF Std", "Baskervald ADF Std", "Romande ADF Std", "Oldania ADF Std", "GFS Baskerville",
               "GFS BodoniClassic", "GFS Olga", "GFS Porson", "GFS Theokritos"]  # books held in hand
FRESH6_FONTS = sorted(set(WATCH_FONTS + CRT_FONTS + EDITOR_FONTS + NOTEBOOK_FONTS + FORUM_FONTS + STYLUS_FONTS
                          + DOC_FONTS + PRINT_FONTS))


# ---------------------------------------------------------------- watch (a round smartwatch)

WATCH_THEMES = {
    "black": {"face": "#000000", "ink": "#f2f2f2", "paper": "#1b1e23", "band": None, "line": "#3a3f47",
              "thick": "#8d96a3", "done": "#5b616b", "muted": "#9aa0a8"},
    "navy": {"face": "#0b1526", "ink": "#e6f0ff", "paper": "#13233d", "band": "#0f1c31", "line": "#2c4266",
             "thick": "#7f9cc9", "done": "#4a5f80", "muted": "#8ea4c7"},
    "light": {"face": "#f1f1ef", "ink": "#1c1c1c", "paper": "#ffffff", "band": "#e6e6e2", "line": "#c4c4c0",
              "thick": "#555555", "done": "#b0b0ab", "muted": "#6d6d6d"},
}
WATCH_ACCENTS = ["#4fc3f7", "#ffb74d", "#81c784", "#f06292", "#ba68c8"]


def watch(record, rng):
    """A nonogram app on a round smartwatch (a 454-480 px round screen, or a rounded-square one
    of 396x484): the face's black corners, the time at the top, a tiny title, the board in the
    circle's inscribed square, a progress ring along the rim, a fill/cross toggle at the
    foot; black, navy or light face, an accent colour for fills and the ring."""
    theme_name = rng.choice(["black", "black", "navy", "light"])
    theme = WATCH_THEMES[theme_name]
    accent = rng.choice(WATCH_ACCENTS)
    font = rng.choice(WATCH_FONTS)
    shape, (width, height) = rng.choice([("round", (227, 227)), ("round", (233, 233)), ("round", (240, 240)),
                                         ("square", (198, 242))])
    dpr = 2
    look = {"font": font, "ink": theme["ink"], "paper": theme["paper"], "band": theme["band"], "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.2, "weight": rng.choice(["normal", "bold"]), "done": theme["done"],
            "line": theme["line"], "thin": 0.5, "thick": 1, "thick_colour": theme["thick"], "fill": accent,
            "fill_inset": rng.choice([0, 0.08]), "fill_radius": 0.15, "cross": "dot", "cross_colour": theme["muted"],
            "zero": rng.random() < 0.3}
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    side = (0.72 if shape == "round" else 0.92) * width
    top = (height - side) / 2 + 6
    g, bw, bh = fit(record, side, side - 8, 0.8, 0.8, dpr, 22, gap=1.5)
    while g["cell"] * dpr < 9 and dpr < 3.5:
        dpr += 0.5  # a denser screen (or the screenshot scaled up) when the cells would be tiny
    x0, y0 = (width - bw) / 2, top + (side - 8 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    radius = "50%" if shape == "round" else "38px"
    done = rng.uniform(0.05, 0.95)
    parts = [board.div(0, 0, width, height, f"background:{theme['face']};border-radius:{radius};overflow:hidden")]
    if shape == "round":  # the progress ring along the rim
        parts.append(board.div(2, 2, width - 4, height - 4, f"border-radius:50%;background:conic-gradient({accent} "
                               f"0 {done * 360:.0f}deg,transparent {done * 360:.0f}deg)"))
        parts.append(board.div(6, 6, width - 12, height - 12, f"border-radius:50%;background:{theme['face']}"))
    clock = f"{rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d}"
    parts.append(board.text(0, 9 if shape == "round" else 6, clock, 11, theme["ink"], "bold", font, "center", width))
    parts.append(board.text(0, 22 if shape == "round" else 19, f"Nono \u00b7 {record['width']}\u00d7{record['height']}",
                            7.5, theme["muted"], "normal", font, "center", width))
    parts.append(html_board)
    foot = y0 + bh + 4
    if foot + 16 < height - 4:
        for i, (label, on) in enumerate([("\u25a0", True), ("\u2715", False)]):
            parts.append(board.div(width / 2 - 30 + i * 34, foot, 26, 14,
                                   f"border-radius:7px;background:{accent if on else theme['paper']};color:"
                                   f"{theme['face'] if on else theme['ink']};font-size:8px;display:flex;"
                                   "align-items:center;justify-content:center", label))
    style = f"watch-{shape}-{theme_name}-{font_tag(font)}-{width * 2}px-x{dpr}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, "#000000", font), width, height, dpr, style, state, greyed)


# ---------------------------------------------------------------- crt (a retro game through a CRT shader)

PHOSPHORS = {
    "green": {"bg": "#041a09", "ink": "#3dff6e", "dim": "#1c7a36", "line": "#145a27", "fill": "#3dff6e"},
    "amber": {"bg": "#1c0f00", "ink": "#ffb52e", "dim": "#8a5a10", "line": "#5a3a08", "fill": "#ffb52e"},
    "white": {"bg": "#0b0d16", "ink": "#dfe8ff", "dim": "#6b7390", "line": "#39405a", "fill": "#dfe8ff"},
    "arcade": {"bg": "#000000", "ink": "#ffffff", "dim": "#7a7a7a", "line": "#3030a0", "fill": "#ff4040"},
}


def crt(record, rng):
    """A retro console picross game at its own low resolution (320x240 to 640x480; a pixel or
    terminal font, phosphor colours: green, amber, white or an arcade palette), shown through an
    emulator's CRT shader: scaled 3 or 4 times, scanlines, the phosphor mask, a bloom around
    bright strokes, dark rounded corners and a vignette (the post step)."""
    theme_name = "arcade" if record["colour"] else rng.choice(["green", "amber", "white", "arcade"])
    theme = PHOSPHORS[theme_name]
    font = rng.choice(CRT_FONTS)
    look = {"font": font, "ink": theme["ink"], "paper": theme["bg"], "band": None, "clues": "text",
            "colour_clues": "chip", "chip_radius": 0, "weight": "normal", "done": theme["dim"], "line": theme["line"],
            "thin": 1, "thick": rng.choice([1, 2]), "thick_colour": theme["dim"], "fill": theme["fill"],
            "fill_inset": rng.choice([0, 0.12]), "cross": "x", "cross_colour": theme["dim"], "zero": rng.random() < 0.5,
            "dark_text_from": 120}
    state, greyed = played(record, rng, 0.6, 0.1, 0.6)
    for width, height in [(320, 240), (400, 300), (512, 384), (640, 480)]:
        try:
            g, bw, bh = fit(record, width - 16, height - 36, 0.8, 0.8, 1, 14, gap=2)
        except ValueError:
            continue
        if g["cell"] >= 8 or width == 640:
            break
    scale = rng.choice([3, 4]) if width <= 400 else rng.choice([2, 3])
    x0, y0 = (width - bw) / 2, 24 + (height - 30 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    hud = board.text(6, 4, f"STAGE {rng.randrange(1, 60)}", 12, theme["ink"], "normal", font)
    hud += board.text(6, 4, f"TIME {rng.randrange(0, 9)}:{rng.randrange(0, 60):02d}", 12, theme["ink"], "normal", font,
                      "right")
    style = f"crt-{theme_name}-{font_tag(font)}-{width}x{height}-s{scale}" + ("-played" if state else "")
    result = job(board.page(hud + html_board, width, height, theme["bg"], font), width, height, 1, style, state, greyed)
    strength = rng.uniform(0.25, 0.5), rng.uniform(0.08, 0.2), rng.uniform(0.2, 0.45)
    result["post"] = lambda path: crt_shader(path, scale, *strength)
    return result


def crt_shader(path, scale, scanline, mask, bloom):
    """The shot as a CRT shader shows it: scaled `scale` times (smoothly across, sharply down),
    each source line a bright beam with a dark gap (`scanline` deep), an RGB phosphor mask
    (`mask` deep), the bright strokes glowing (`bloom`), dark rounded corners and a vignette;
    returns the scale."""
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter
    image = Image.open(path).convert("RGB")
    w, h = image.size
    big = image.resize((w * scale, h), Image.BILINEAR).resize((w * scale, h * scale), Image.NEAREST)
    a = np.asarray(big, float)
    rows = np.arange(h * scale)
    beam = 1 - scanline * ((rows % scale) == scale - 1) - 0.4 * scanline * ((rows % scale) == 0)
    a = a * beam[:, None, None]
    triad = np.ones((w * scale, 3)) * (1 - mask)
    for k in range(3):
        triad[k::3, k] = 1.0
    a = a * triad[None, :, :]
    glow = np.asarray(Image.fromarray(a.clip(0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(scale * 1.5)),
                      float)
    a = a + bloom * glow
    yy, xx = np.mgrid[0:h * scale, 0:w * scale].astype(float)
    r2 = ((xx / (w * scale) - 0.5) ** 2 + (yy / (h * scale) - 0.5) ** 2) * 2
    a = a * (1 - 0.3 * r2)[..., None]
    corners = Image.new("L", (w * scale, h * scale), 0)
    ImageDraw.Draw(corners).rounded_rectangle((0, 0, w * scale - 1, h * scale - 1), radius=int(0.06 * w * scale),
                                              fill=255)
    a = a * (np.asarray(corners.filter(ImageFilter.GaussianBlur(scale * 2)), float) / 255)[..., None]
    Image.fromarray(a.clip(0, 255).astype(np.uint8)).save(path)
    return scale


# ---------------------------------------------------------------- pixel-editor (the puzzle as a sprite)

EDITOR_THEMES = {
    "dark": {"ui": "#3a3a46", "panel": "#2b2b34", "text": "#d8d8e0", "muted": "#8c8c9c", "canvas": "#1f1f25"},
    "light": {"ui": "#d6d2c4", "panel": "#eae6d8", "text": "#2a2a2a", "muted": "#6a6658", "canvas": "#a8a49a"},
}
SWATCHES = ["#000000", "#222034", "#45283c", "#663931", "#8f563b", "#df7126", "#d9a066", "#eec39a", "#fbf236",
            "#99e550", "#6abe30", "#37946e", "#4b692f", "#524b24", "#323c39", "#3f3f74", "#306082", "#5b6ee1",
            "#639bff", "#5fcde4", "#cbdbfc", "#ffffff", "#9badb7", "#847e87", "#696a6a", "#595652", "#76428a",
            "#ac3232", "#d95763", "#d77bba", "#8f974a", "#8a6f30"]


def pixel_editor(record, rng):
    """A pixel-art editor (Aseprite- or Piskel-like) with the puzzle drawn as a sprite: the
    sprite's transparent background as the editor's grey checkerboard (through every empty
    cell), one-pixel grid lines and clue digits in a pixel font, zoomed 2-6 times; the menu bar,
    a tool column, a palette panel of colour swatches with the chosen one's RGB numbers, the
    layers and frames timeline with frame numbers, and a status bar of sizes and positions."""
    theme_name = rng.choice(["dark", "dark", "light"])
    theme = EDITOR_THEMES[theme_name]
    font = rng.choice(EDITOR_FONTS[:2])
    width, height, dpr = rng.choice([(1280, 800, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2)])
    ink = rng.choice(["#000000", "#222034", "#3f3f74"])
    look = {"font": font, "ink": ink, "paper": "transparent", "band": None, "clues": "text", "colour_clues": "text",
            "chip_radius": 0, "weight": "normal", "done": "#847e87",
            "line": rng.choice(["#595652", "#9badb7", "#000000"]),
            "thin": 1, "thick": 1, "thick_colour": ink, "fill": rng.choice(["#000000", "#306082", "#ac3232"]),
            "cross": "x", "cross_colour": "#ac3232", "zero": rng.random() < 0.4, "dark_text_from": 120}
    state, greyed = played(record, rng, 0.5, 0.1, 0.6)
    cell = 10 if max(record["width"], record["height"]) <= 25 else 9
    g = board.geometry(record, cell, 1.0, 1.0, gap=2)
    g["font"], g["slot"] = 8, max(g["slot"], 9 if max(n for c in record["rows"] for n, _ in c or [(0, 0)]) >= 10 else 6)
    bw, bh, _, _ = board.board_size(record, g)
    area_x, area_y, area_w, area_h = 48, 56, width - 48 - 260, height - 56 - 150
    zoom = max(1, min(6, int(min((area_w - 40) / (bw + 8), (area_h - 40) / (bh + 8)))))
    if zoom < 2:
        dpr = 2  # a HiDPI screen shows the sprite at 2 device pixels a pixel at least
    sprite_w, sprite_h = bw + 8, bh + 8
    sx = area_x + (area_w - sprite_w * zoom) / 2
    sy = area_y + (area_h - sprite_h * zoom) / 2
    html_board, _, _ = board.board(record, look, g, 4, 4, state, greyed)
    check = rng.choice([2, 4])
    sprite = (f'<div style="position:absolute;left:{sx:.1f}px;top:{sy:.1f}px;width:{sprite_w}px;height:{sprite_h}px;'
              f'transform:scale({zoom});transform-origin:0 0;background-color:#ffffff;background-image:'
              f'conic-gradient(#cccccc 25%,transparent 0 50%,#cccccc 0 75%,transparent 0);'
              f'background-size:{check * 2}px {check * 2}px">{html_board}</div>')
    parts = [board.div(0, 0, width, height, f"background:{theme['canvas']}"), sprite]
    parts += editor_chrome(record, rng, theme, width, height, zoom, sprite_w, sprite_h)
    style = f"pixel-editor-{theme_name}-{font_tag(font)}-zoom{zoom}-{width}x{height}-x{dpr}" + \
        ("-played" if state else "")
    return job(board.page("".join(parts), width, height, theme["canvas"], "PT Sans"), width, height, dpr, style,
               state, greyed)


def editor_chrome(record, rng, theme, width, height, zoom, sprite_w, sprite_h):
    """The editor around the canvas: menu, tools, palette with numbers, timeline, status."""
    t, ui = theme["text"], "PT Sans"
    out = [board.div(0, 0, width, 24, f"background:{theme['ui']}")]
    for i, item in enumerate(["File", "Edit", "Sprite", "Layer", "Frame", "Select", "View", "Help"]):
        out.append(board.text(10 + i * 58, 4, item, 13, t, "normal", ui))
    out.append(board.div(0, 24, width, 28, f"background:{theme['panel']}"))
    out.append(board.text(10, 30, f"nonogram_{rng.randrange(1, 99):02d}.aseprite  \u00d7", 13, t, "normal", ui))
    out.append(board.div(0, 52, 44, height - 52, f"background:{theme['ui']}"))
    for i in range(12):
        out.append(board.div(8, 62 + i * 34, 28, 28, f"background:{theme['panel']};border-radius:3px"))
    px = width - 252
    out.append(board.div(px - 8, 52, 260, height - 52, f"background:{theme['ui']}"))
    out.append(board.text(px, 60, "Palette", 13, t, "bold", ui))
    chosen = rng.randrange(len(SWATCHES))
    for i, colour in enumerate(SWATCHES):
        x, y = px + (i % 8) * 30, 84 + (i // 8) * 30
        ring = "outline:2px solid #ffffff;outline-offset:-2px;" if i == chosen else ""
        out.append(board.div(x, y, 28, 28, f"background:{colour};{ring}"))
    rgb = SWATCHES[chosen]
    y = 84 + 4 * 30 + 12
    out.append(board.text(px, y, f"Index {chosen}   {rgb}", 13, t, "normal", ui))
    for k, name in enumerate("RGB"):
        out.append(board.text(px, y + 24 + k * 22, f"{name}  {int(rgb[1 + 2 * k:3 + 2 * k], 16)}", 13, t, "normal", ui))
        out.append(board.div(px + 60, y + 30 + k * 22, 170, 6, f"background:{theme['panel']}"))
    tl = height - 148
    out.append(board.div(44, tl, px - 52, 124, f"background:{theme['panel']}"))
    for k, layer in enumerate(["Clues", "Grid", "Marks", "Background"]):
        out.append(board.text(56, tl + 30 + k * 22, "\u25c9 " + layer, 12, t, "normal", ui))
    for f in range(1, 13):
        out.append(board.text(170 + f * 30, tl + 8, str(f), 11, theme["muted"], "normal", ui))
    out.append(board.div(0, height - 24, width, 24, f"background:{theme['ui']}"))
    out.append(board.text(10, height - 20, f"Sprite: {sprite_w:.0f}x{sprite_h:.0f}  Zoom: {zoom * 100}%  "
                          f"Pos: {rng.randrange(0, int(sprite_w))},{rng.randrange(0, int(sprite_h))}  Frame: "
                          f"{rng.randrange(1, 12)}/12  {rng.randrange(8, 200)} colours", 12, t, "normal", ui))
    return out


# ---------------------------------------------------------------- notebook (the puzzle plotted in a notebook)

NOTEBOOK_THEMES = {
    "light": {"page": "#ffffff", "cell": "#f7f7f7", "border": "#e0e0e0", "code": "#1a1a1a", "prompt": "#307fc1",
              "figure": "#ffffff", "ink": "#000000", "muted": "#616161", "kw": "#008000", "num": "#098658"},
    "dark": {"page": "#111111", "cell": "#1e1e1e", "border": "#333333", "code": "#d4d4d4", "prompt": "#6a9ee0",
             "figure": "#ffffff", "ink": "#000000", "muted": "#9e9e9e", "kw": "#c586c0", "num": "#b5cea8"},
}


def notebook(record, rng):
    """A Jupyter-like notebook plotting the puzzle with matplotlib-like axes: a code cell with
    its prompt (In [7]:) above, the figure (a title, the board drawn as an image with its axis
    spines, light grid lines, row clues as the y tick labels, column clues as the top x tick
    labels stacked line by line, small tick marks), the next cell's code and its printed output
    full of other numbers below; light or dark theme (the figure keeps its white face)."""
    theme_name = rng.choice(["light", "light", "dark"])
    theme = NOTEBOOK_THEMES[theme_name]
    font = rng.choice(NOTEBOOK_FONTS[:3])
    mono = "PT Mono"
    width, height, dpr = rng.choice([(1280, 800, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2),
                                     (1536, 864, 1.25)])
    look = {"font": font, "ink": theme["ink"], "paper": "#ffffff", "band": None, "clues": "text",
            "colour_clues": "text", "chip_radius": 0.1, "weight": "normal", "done": "#9e9e9e",
            "line": rng.choice(["#b0b0b0", "#dddddd"]), "thin": 0.8, "thick": rng.choice([0.8, 1.5]),
            "thick_colour": rng.choice(["#b0b0b0", "#444444"]), "fill": rng.choice(["#000000", "#440154", "#21305e"]),
            "cross": "x", "cross_colour": "#c0c0c0", "zero": rng.random() < 0.5, "outer_colour": "#000000",
            "font_scale": rng.uniform(0.8, 0.95)}
    state, greyed = played(record, rng, 0.35, 0.1, 0.6)
    left, top = 130, 200
    g, bw, bh = fit(record, width - left - 120, height - top - 150, 0.75, 0.7, dpr, 30, gap=8)
    while g["cell"] * dpr < 11 and dpr < 3:
        dpr += 0.5
    x0, y0 = left + 40, top + 50
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    _, _, bl, bt = board.board_size(record, g)
    gx, gy, gw, gh = x0 + bl, y0 + bt, record["width"] * g["cell"], record["height"] * g["cell"]
    parts = [board.div(0, 0, width, 40, f"background:{theme['cell']};border-bottom:1px solid {theme['border']}")]
    parts.append(board.text(16, 11, f"puzzle_{rng.randrange(1, 40)}.ipynb   File  Edit  View  Run  Kernel  Help", 14,
                            theme["code"], "normal", font))
    parts.append(board.text(16, 11, f"Python 3 (ipykernel) \u25cb  {rng.randrange(1, 99)}%", 13, theme["muted"],
                            "normal", font, "right"))
    code = [f"fig, ax = plt.subplots(figsize=({rng.randrange(6, 12)}, {rng.randrange(6, 12)}))",
            f"ax.imshow(board, cmap='{rng.choice(['binary', 'Greys', 'viridis'])}')",
            f"plot_clues(ax, puzzle, fontsize={rng.randrange(8, 14)})"]
    parts.append(code_cell(rng, theme, 56, rng.randrange(2, 30), code, left, width, mono))
    parts.append(board.div(x0 - 30, y0 - 40, bw + 80, bh + 80, f"background:{theme['figure']}"))
    title = f"{escape(record['title'][:30] or 'puzzle')} ({record['width']}\u00d7{record['height']})"
    parts.append(board.text(gx, y0 - 34, title, 15, "#000000", "normal", font, "center", gw))
    parts.append(html_board)
    parts.append(board.div(gx - 1, gy - 1, gw + 2, gh + 2, "border:1px solid #000;box-sizing:border-box"))
    for r in range(record["height"]):  # tick marks by every row's and column's clue
        parts.append(board.div(gx - 4, gy + (r + 0.5) * g["cell"], 4, 1, "background:#000"))
    for c in range(record["width"]):
        parts.append(board.div(gx + (c + 0.5) * g["cell"], gy - 4, 1, 4, "background:#000"))
    below = y0 + bh + 50
    out = [f"solved in {rng.uniform(0.01, 3):.3f} s, {rng.randrange(10, 9000)} nodes",
           f"filled {rng.randrange(10, 900)} of {record['width'] * record['height']}"]
    parts.append(code_cell(rng, theme, below, rng.randrange(30, 60), ["stats = solve(puzzle)", "print(stats)"], left,
                           width, mono, out))
    style = f"notebook-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, theme["page"], font), width, height, dpr, style, state,
               greyed)


def code_cell(rng, theme, y, number, lines, left, width, mono, output=()):
    """A code cell: its prompt, the code in a monospace font, and any printed output."""
    h = 12 + 20 * len(lines)
    out = board.text(left - 70, y + 6, f"[{number}]:", 14, theme["prompt"], "normal", mono)
    out += board.div(left, y, width - left - 40, h, f"background:{theme['cell']};border:1px solid {theme['border']}")
    for i, line in enumerate(lines):
        out += board.text(left + 10, y + 6 + i * 20, line, 14, theme["code"], "normal", mono)
    for i, line in enumerate(output):
        out += board.text(left + 10, y + h + 8 + i * 20, line, 14, theme["code"], "normal", mono)
    return out


# ---------------------------------------------------------------- forum (a puzzle picture in a forum post)

FORUM_THEMES = {
    "light": {"page": "#dae0e6", "card": "#ffffff", "ink": "#1c1c1c", "muted": "#7c7c7c", "accent": "#ff4500",
              "line": "#edeff1"},
    "dark": {"page": "#030303", "card": "#1a1a1b", "ink": "#d7dadc", "muted": "#818384", "accent": "#ff4500",
             "line": "#343536"},
}


def forum(record, rng):
    """A forum or Reddit-like thread where someone posted a puzzle as a picture: the
    community's header, the post's votes, title, author and age, the picture (a printed puzzle
    in its own book font, shrunk and recompressed by the site: the post step), then comments
    quoting row and column numbers, each with its votes and replies; light or dark."""
    theme_name = rng.choice(["light", "dark"])
    theme = FORUM_THEMES[theme_name]
    font = rng.choice(FORUM_FONTS[:5])
    ui = "PT Sans"
    width, height, dpr = rng.choice([(1280, 900, 1), (1440, 1000, 1), (1920, 1080, 1), (1280, 900, 1.5)])
    card_x, card_w = (width - 740) / 2, 740
    look = {"font": font, "ink": "#111111", "paper": "#ffffff", "band": rng.choice([None, "#eeeeee"]), "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0.15, "weight": rng.choice(["normal", "bold"]),
            "done": "#aaaaaa", "line": "#888888", "thin": 0.8, "thick": 2, "thick_colour": "#111111", "fill": "#111111",
            "cross": "x", "cross_colour": "#999999", "zero": rng.random() < 0.4}
    state, greyed = played(record, rng, 0.3, 0.1, 0.5)
    pic_y = 200
    g, bw, bh = fit(record, card_w - 100, height - pic_y - 90, 0.8, 0.8, dpr, 28, gap=4)
    while g["cell"] * dpr < 12 and dpr < 3:
        dpr += 0.5
    pic_w, pic_h = bw + 40, bh + 40
    px, py = card_x + 60 + (card_w - 100 - pic_w) / 2, pic_y
    html_board, _, _ = board.board(record, look, g, px + 20, py + 20, state, greyed)
    parts = [board.div(0, 0, width, 48, f"background:{theme['card']};border-bottom:1px solid {theme['line']}")]
    parts.append(board.text(20, 13, f"r/{rng.choice(['nonograms', 'picross', 'puzzles', 'griddlers'])}", 18,
                            theme["ink"], "bold", ui))
    parts.append(board.div(card_x, 60, card_w, height - 60, f"background:{theme['card']};border-radius:4px"))
    votes = rng.randrange(3, 4000)
    parts.append(board.text(card_x + 8, 72, "\u25b2", 16, theme["accent"], "normal", ui))
    parts.append(board.text(card_x + 4, 94, f"{votes / 1000:.1f}k" if votes >= 1000 else str(votes), 12, theme["ink"],
                            "bold", ui))
    parts.append(board.text(card_x + 60, 70, f"Posted by u/{rng.choice(WORDS)}{rng.randrange(1, 999)} \u00b7 "
                            f"{rng.randrange(1, 23)}h", 12, theme["muted"], "normal", ui))
    parts.append(board.div(card_x + 60, 92, card_w - 80, 60, f"font-family:'{ui}';font-size:19px;color:{theme['ink']};"
                           "font-weight:bold;line-height:1.25",
                           escape(rng.choice(["Stuck on this one, any hints?", f"Daily #{rng.randrange(1, 900)}",
                                              f"Made my first {record['width']}x{record['height']}! Unique?",
                                              "Is row 4 even solvable?"]))))
    parts.append(board.div(px, py, pic_w, pic_h, "background:#ffffff"))
    parts.append(html_board)
    cy = py + pic_h + 16
    parts.append(board.text(card_x + 60, cy, f"\U0001f5e8 {rng.randrange(2, 300)} Comments   Share   Save", 12,
                            theme["muted"], "bold", ui))
    cy += 34
    while cy < height - 60:
        parts.append(forum_comment(record, rng, theme, card_x + 60, cy, card_w - 90, ui))
        cy += 84
    style = f"forum-{theme_name}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-played" if state else "")
    result = job(board.page("".join(parts), width, height, theme["page"], ui), width, height, dpr, style, state,
                 greyed)
    shrink, quality = rng.uniform(0.6, 0.9), rng.randrange(50, 80)
    box = [v * dpr for v in (px, py, pic_w, pic_h)]
    result["post"] = lambda path: recompress(path, box, shrink, quality)
    return result


def forum_comment(record, rng, theme, x, y, w, font):
    row, col = rng.randrange(1, record["height"] + 1), rng.randrange(1, record["width"] + 1)
    says = rng.choice([f"Row {row} has to start with the {rng.randrange(1, 9)}, then column {col} falls out.",
                       f"Try column {col}: {rng.randrange(1, 12)} + {rng.randrange(1, 12)} leaves only "
                       f"{rng.randrange(1, 5)} cells.", f"Took me {rng.randrange(3, 59)} minutes. {words(rng, 6)}.",
                       f"> row {row} is {rng.randrange(1, 9)} {rng.randrange(1, 9)} {rng.randrange(1, 9)}?"])
    out = board.text(x, y, f"{rng.choice(WORDS)}_{rng.randrange(10, 99)} \u00b7 {rng.randrange(1, 59)}m", 12,
                     theme["muted"], "bold", font)
    out += board.div(x, y + 20, w, 40, f"font-family:'{font}';font-size:14px;color:{theme['ink']}", escape(says))
    out += board.text(x, y + 46, f"\u25b2 {rng.randrange(1, 500)} \u25bc   Reply", 12, theme["muted"], "bold", font)
    return out


# ---------------------------------------------------------------- stylus (a tablet's page written on)

PAPERS = {"white": "#ffffff", "cream": "#fbf6e9", "dots": "#ffffff", "lines": "#fdfdf8", "dark": "#1f2124"}


def stylus(record, rng):
    """A tablet note-taking app (GoodNotes- or Notability-like) where the puzzle was imported as a
    page and is being solved with a stylus: the app's bar with pens, colours and page tools,
    the page (white, cream, dotted, ruled, or dark), the printed board; over it the stylus's
    strokes: circles round some clue numbers and lines struck through others (they stay
    clues), filled cells scribbled in, crossed ones with an X, and a note in the margin with
    other numbers. Colour puzzles: cells scribbled in their colours."""
    paper_name = rng.choice(["white", "white", "cream", "dots", "lines", "dark"])
    dark = paper_name == "dark"
    font = rng.choice(STYLUS_FONTS[:3])
    width, height, dpr = rng.choice([(1024, 768, 2), (1180, 820, 2), (1366, 1024, 2), (1280, 800, 2)])
    ink = "#e8e8e8" if dark else "#111111"
    look = {"font": font, "ink": ink, "paper": PAPERS[paper_name], "band": None, "clues": "text",
            "colour_clues": "chip", "chip_radius": 0.15, "weight": rng.choice(["normal", "bold"]), "done": ink,
            "line": "#6a6a6a" if dark else "#9a9a9a", "thin": 0.8, "thick": 2, "thick_colour": ink, "fill": ink,
            "cross": "x", "cross_colour": ink, "zero": rng.random() < 0.4}
    state, _ = played(record, rng, 0.7, 0.1, 0.6)
    top = 70
    g, bw, bh = fit(record, width - 260, height - top - 60, 0.8, 0.8, dpr, 34, gap=6)
    x0, y0 = 60 + (width - 260 - bw) / 2, top + 30 + (height - top - 60 - bh) / 2
    html_board, _, _ = board.board(record, look, g, x0, y0, None, ([], []))
    _, _, left, top_band = board.board_size(record, g)
    gx, gy = x0 + left, y0 + top_band
    pen = rng.choice(["#1e5bd8", "#d12a2a", "#111111", "#1f8a3b"] if not dark else ["#6ab0ff", "#ff6b6b", "#ffd54f"])
    parts = [board.div(0, 0, width, height, f"background:{PAPERS[paper_name]}")]
    if paper_name == "dots":
        parts.append(board.div(0, top, width, height - top, "background-image:radial-gradient(#c8c8c8 1px,transparent "
                               "1.5px);background-size:24px 24px"))
    elif paper_name == "lines":
        parts.append(board.div(0, top, width, height - top, "background-image:linear-gradient(#cfdcef 1px,transparent "
                               "1px);background-size:100% 30px"))
    parts.append(html_board)
    if state:
        parts += fresh6_print.marker_marks(record, state, gx, gy, g["cell"], pen, rng)
    parts += stylus_strokes(record, rng, g, gx, gy, pen)
    parts += stylus_chrome(rng, width, height, top, dark, pen)
    note = rng.choice([f"row {rng.randrange(1, record['height'] + 1)}: {rng.randrange(1, 9)}+{rng.randrange(1, 9)}?",
                       f"{rng.randrange(2, 40)} min so far", f"col {rng.randrange(1, record['width'] + 1)} done!"])
    parts.append(board.text(width - 190, y0 + rng.uniform(0, bh / 2), note, 22, pen, "normal", "Purisa"))
    style = f"stylus-{paper_name}-{font_tag(font)}-{width * dpr}x{height * dpr}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, PAPERS[paper_name], font), width, height, dpr, style, state,
               ([], []))


def stylus_strokes(record, rng, g, gx, gy, pen):
    """Circles round a few clue numbers and strokes through a few others, as a stylus draws
    them (each a little off, its width varying)."""
    out, cell = [], g["cell"]
    numbers = [("r", line, i, len(clue)) for line, clue in enumerate(record["rows"]) for i in range(len(clue))]
    numbers += [("c", line, i, len(clue)) for line, clue in enumerate(record["columns"]) for i in range(len(clue))]
    for axis, line, i, k in rng.sample(numbers, min(len(numbers), rng.randrange(3, 9))):
        if axis == "r":
            x, y, w, h = gx - g["gap"] - (k - i) * g["slot"], gy + line * cell, g["slot"], cell
        else:
            x, y, w, h = gx + line * cell, gy - g["gap"] - (k - i) * g["cslot"], cell, g["cslot"]
        cx, cy = x + w / 2 + rng.uniform(-0.1, 0.1) * w, y + h / 2 + rng.uniform(-0.1, 0.1) * h
        width = rng.uniform(1.2, 2.4)
        if rng.random() < 0.5:  # a circle round it, not quite closed
            rx, ry = 0.55 * w, 0.55 * h
            path = (f"M{cx + rx:.1f} {cy:.1f}A{rx:.1f} {ry:.1f} 0 1 1 {cx + rx * 0.9:.1f} {cy - ry * 0.3:.1f}")
        else:  # struck through, a little slanted
            dy = rng.uniform(-0.25, 0.25) * h
            path = f"M{x + 0.1 * w:.1f} {cy - dy:.1f}L{x + 0.9 * w:.1f} {cy + dy:.1f}"
        out.append(f'<svg style="position:absolute;left:0;top:0;overflow:visible" width="1" height="1"><path d="{path}"'
                   f' fill="none" stroke="{pen}" stroke-width="{width:.2f}" stroke-linecap="round" '
                   f'stroke-opacity="{rng.uniform(0.75, 0.95):.2f}"/></svg>')
    return out


def stylus_chrome(rng, width, height, top, dark, pen):
    bar, ink = ("#2b2d31", "#e8e8e8") if dark else ("#f2f2f4", "#333333")
    out = [board.div(0, 0, width, top, f"background:{bar};border-bottom:1px solid #c8c8cc")]
    out.append(board.text(20, 12, f"‹ Puzzles   Nonogram {rng.randrange(1, 99)}.pdf", 16, ink, "normal", "Umpush"))
    for i, colour in enumerate(["#111111", "#1e5bd8", "#d12a2a", "#1f8a3b", "#ffd54f"]):
        ring = f"outline:2px solid {ink};outline-offset:2px;" if colour == pen else ""
        out.append(board.div(width / 2 - 80 + i * 34, 42, 20, 20, f"background:{colour};border-radius:50%;{ring}"))
    for i in range(5):
        out.append(board.div(width / 2 - 280 + i * 36, 40, 24, 24, f"border:2px solid {ink};border-radius:5px"))
    out.append(board.text(20, 12, f"{rng.randrange(1, 12)} / {rng.randrange(12, 40)}", 15, ink, "normal", "Umpush",
                          "right"))
    return out


# ---------------------------------------------------------------- doc-rtl (a document editor in another script)

DOC_UI = {  # the UI's words in its own script, and its digits (Arabic-Indic for Arabic) for counts
    "ar": {"dir": "rtl", "font": "Amiri", "menu": ["ملف", "تحرير",
                                                   "عرض", "إدراج",
                                                   "تنسيق", "أدوات"],
           "title": "لغز الصور", "digits": "٠١٢٣٤"
           "٥٦٧٨٩", "text": "حل اللغز بت"
           "ظليل المربعات"},
    "th": {"dir": "ltr", "font": "Garuda", "menu": ["แฟ้ม", "แก้ไข",
                                                   "มุมมอง", "แทรก",
                                                   "รูปแบบ",
                                                   "เครื่องมือ"],
           "title": "ปริศนาภาพ", "digits": "0123456789",
           "text": "ระบายช่องตามตัว"
           "เลข"},
    "el": {"dir": "ltr", "font": "GFS Gazis", "menu": ["Αρχείο",
                                                      "Επεξεργασία",
                                                      "Προβολή",
                                                      "Εισαγωγή",
                                                      "Μορφή",
                                                      "Εργαλεία"],
           "title": "Γρίφος", "digits": "0123456789",
           "text": "Χρωματίστε τα τετ"
           "ράγωνα"},
}


def doc_rtl(record, rng):
    """A word processor whose UI is in Arabic (right to left: menus, ruler and side panel
    mirrored, Arabic-Indic digits in the ruler and status bar), Thai or Greek, with a puzzle set
    as a table in the document: a heading and paragraphs in the UI's script, the board's clues
    in ASCII digits in Norasi, Kinnari, GFS Gazis, GFS Solomos or Amiri; the page on the
    editor's grey backdrop, the page count and word count in the status bar."""
    lang = rng.choice(["ar", "ar", "th", "el"])
    ui = DOC_UI[lang]
    font = rng.choice(["Norasi", "Kinnari", "GFS Solomos", "Amiri"] if lang == "ar" else
                      ["Norasi", "Kinnari", "Garuda"] if lang == "th" else ["GFS Gazis", "GFS Solomos", "Norasi"])
    width, height, dpr = rng.choice([(1366, 768, 1), (1440, 900, 1), (1920, 1080, 1), (1280, 800, 2),
                                     (1536, 864, 1.25)])
    look = {"font": font, "ink": "#000000", "paper": "#ffffff", "band": rng.choice([None, "#f2f2f2"]),
            "clues": "text",
            "colour_clues": rng.choice(["text", "chip"]), "chip_radius": 0, "weight": rng.choice(["normal", "bold"]),
            "done": "#999999", "line": "#000000", "thin": 0.6, "thick": rng.choice([0.6, 1.6]),
            "thick_colour": "#000000",
            "fill": "#000000", "cross": "x", "cross_colour": "#777777", "zero": rng.random() < 0.4}
    state, greyed = played(record, rng, 0.25, 0.1, 0.5)
    rtl = ui["dir"] == "rtl"
    side = 230
    page_x = (40 if rtl else side + 40) + (width - side - 80 - 794) / 2
    page_w, top = 794, 150
    g, bw, bh = fit(record, page_w - 140, height - top - 170, 0.8, 0.8, dpr, 26, gap=4)
    while g["cell"] * dpr < 12 and dpr < 3:
        dpr += 0.5
    x0, y0 = page_x + (page_w - bw) / 2, top + 110
    html_board, _, _ = board.board(record, look, g, x0, y0, state, greyed)
    parts = [board.div(0, 0, width, height, "background:#e3e3e3")]
    parts.append(board.div(page_x, top - 20, page_w, height, "background:#ffffff;box-shadow:0 1px 4px rgba(0,0,0,0.3)"))
    para = f"font-family:'{ui['font']}';font-size:18px;color:#222;direction:{ui['dir']};text-align:" \
        + ("right" if rtl else "left")
    parts.append(board.div(page_x + 70, top + 10, page_w - 140, 40, para + ";font-size:28px;font-weight:bold",
                           f"{ui['title']} {rng.randrange(1, 50)}"))
    parts.append(board.div(page_x + 70, top + 56, page_w - 140, 40, para, ui["text"]))
    parts.append(html_board)
    parts += doc_chrome(rng, ui, width, height, top, side, rtl, page_x, page_w)
    style = f"doc-{lang}-{font_tag(font)}-{width}x{height}-x{dpr}" + ("-played" if state else "")
    return job(board.page("".join(parts), width, height, "#e3e3e3", ui["font"]), width, height, dpr, style, state,
               greyed)


def doc_chrome(rng, ui, width, height, top, side, rtl, page_x, page_w):
    """The editor around the page: menus, toolbar, a ruler with numbers, the side panel of
    headings and the status bar, mirrored for a right-to-left UI."""
    digits = lambda n: "".join(ui["digits"][int(d)] for d in str(n))
    anchor = "right" if rtl else "left"
    out = [board.div(0, 0, width, 36, "background:#2b579a")]
    out.append(board.text(16, 8, ui["title"] + ".docx", 15, "#ffffff", "normal", ui["font"], anchor))
    out.append(board.div(0, 36, width, 70, "background:#f3f3f3;border-bottom:1px solid #d0d0d0"))
    for i, item in enumerate(ui["menu"]):
        out.append(board.text(20 + i * 90, 42, item, 15, "#222", "normal", ui["font"], anchor))
    for i in range(14):
        out.append(board.div((width - 40 - i * 34 - 26) if rtl else 20 + i * 34, 74, 26, 24,
                             "border:1px solid #c0c0c0;border-radius:3px;background:#ffffff"))
    out.append(board.div(page_x, top - 40, page_w, 18, "background:#ffffff;border-bottom:1px solid #b0b0b0"))
    for k in range(1, 17):  # the ruler's centimetres
        x = page_x + page_w - k * 46 if rtl else page_x + k * 46
        out.append(board.text(x - 6, top - 40, digits(k), 10, "#555", "normal", ui["font"]))
    sx = width - side if rtl else 0
    out.append(board.div(sx, 106, side, height - 130, "background:#fafafa;border:1px solid #d8d8d8"))
    for i in range(rng.randrange(3, 7)):
        out.append(board.div(sx + 14, 120 + i * 30, side - 28, 24, f"font-family:'{ui['font']}';font-size:14px;"
                             f"color:#333;direction:{ui['dir']}", f"{digits(i + 1)}. {ui['menu'][i % 6]}"))
    out.append(board.div(0, height - 24, width, 24, "background:#2b579a"))
    out.append(board.text(16, height - 21, f"{digits(rng.randrange(1, 5))} / {digits(rng.randrange(5, 9))}   "
                          f"{digits(rng.randrange(40, 900))}   {digits(rng.randrange(60, 200))}%", 13, "#ffffff",
                          "normal", ui["font"], anchor))
    return out


PAGES = {"watch": watch, "crt": crt, "pixel-editor": pixel_editor, "notebook": notebook, "forum": forum,
         "stylus": stylus, "doc-rtl": doc_rtl}
