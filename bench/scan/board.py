"""One puzzle board (clue bands and grid) as absolutely placed HTML, in a look given as data:
line colours and widths, thick lines every fifth or shaded 5x5 blocks, clue numbers as text
or on chips, crossed cells as X or dot, greyed "done" clues. The page styles (web-boxes,
phone-a, phone-b, prints for photos) wrap it in their own chrome. Every clue number carries
data-clue="r|c:LINE:INDEX" and the cell area data-grid, so shoot.mjs can measure them."""
from html import escape


def luminance(rgb):
    r, g, b = (int(rgb[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_text(rgb, dark_from=150):
    """Black text on a colour at least `dark_from` light, else white."""
    return "#000000" if luminance(rgb) >= dark_from else "#ffffff"


def geometry(record, cell, slot_ratio=0.72, column_ratio=0.72, gap=None):
    """Sizes in CSS px: cell side, row-clue slot width, column-clue slot height, gap."""
    two_digit = any(n >= 10 for c in record["rows"] for n, _ in c)
    font = 0.58 * cell
    # Two digits in a bold font need about 1.4 font sizes; a little more keeps "1 11" apart.
    slot = max(slot_ratio * cell, 1.6 * font if two_digit else 0.7 * font + 2)
    return {"cell": cell, "slot": slot, "cslot": column_ratio * cell,
            "gap": 0.25 * cell if gap is None else gap, "font": font,
            "rslots": max([1] + [len(c) for c in record["rows"]]),
            "cslots": max([1] + [len(c) for c in record["columns"]])}


def board_size(record, g):
    """(width, height, grid left, grid top) of the board in CSS px."""
    left = g["rslots"] * g["slot"] + g["gap"]
    top = g["cslots"] * g["cslot"] + g["gap"]
    return left + record["width"] * g["cell"], top + record["height"] * g["cell"], left, top


def div(x, y, w, h, style, content="", attrs=""):
    return (f'<div {attrs} style="position:absolute;left:{x:.3f}px;top:{y:.3f}px;'
            f'width:{w:.3f}px;height:{h:.3f}px;{style}">{content}</div>')


def cross_svg(colour, width):
    return (f'<svg viewBox="0 0 10 10" width="100%" height="100%"><path d="M2.5 2.5L7.5 7.5M7.5 '
            f'2.5L2.5 7.5" stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/></svg>')


FULL_WIDTH = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")


def numeral(n, look):
    """A clue number as the look writes it: ASCII digits, or full-width ones (as Japanese sites
    do); a look's `ghost` (an LCD's unlit segments) drawn behind it."""
    text = str(n).translate(FULL_WIDTH) if look.get("numerals") == "full-width" else str(n)
    if look.get("ghost"):
        return (f'<span style="position:relative"><span style="color:{look["ghost"]}">{"8" * len(text)}</span>'
                f'<span style="position:absolute;right:0;top:0">{text}</span></span>')
    return text


def clue_html(record, look, g, gx, gy, greyed):
    out = []
    cell, font = g["cell"], g["font"]
    flex = "display:flex;align-items:center;justify-content:center;"
    for axis, clues, done in (("r", record["rows"], greyed[0]), ("c", record["columns"], greyed[1])):
        for line, clue in enumerate(clues):
            numbers = list(clue) or ([(0, None)] if look.get("zero", True) else [])
            k = len(numbers)
            for i, (n, colour_index) in enumerate(numbers):
                if axis == "r":
                    x, y, w, h = gx - g["gap"] - (k - i) * g["slot"], gy + line * cell, g["slot"], cell
                else:
                    x, y, w, h = gx + line * cell, gy - g["gap"] - (k - i) * g["cslot"], cell, g["cslot"]
                colour = record["palette"][colour_index]["rgb"] if record["colour"] and n else None
                is_done = line in done
                text_colour = look["ink"]
                chip = ""
                # A light colour (yellow, cream) as text on a light page cannot be read: it
                # gets a chip of its colour with dark text, as games and nono render do.
                colour_chip = colour and (look["colour_clues"] == "chip" or luminance(colour) >= 180)
                if look["clues"] == "chip" or colour_chip:
                    chip_bg = colour if colour_chip else look["chip"]
                    text_colour = contrast_text(chip_bg, look.get("dark_text_from", 150)) if colour_chip \
                        else (colour or look["ink"])
                    inset = 0.08 * min(w, h)
                    chip = div(x + inset, y + inset, w - 2 * inset, h - 2 * inset,
                               f"background:{chip_bg};border-radius:{look.get('chip_radius', 0.15) * cell:.2f}px;"
                               + ("opacity:0.35;" if is_done else ""))
                elif colour:
                    text_colour = colour
                # A colour number stays in its colour when done (only fainter).
                done_colour = look["done"] if not colour else text_colour
                fade = ""
                if is_done and not chip:
                    text_colour = done_colour
                    fade = "opacity:0.4;" if colour else ""
                weight = look.get("weight", "normal")
                out.append(chip)
                out.append(div(x, y, w, h, f"{flex}color:{text_colour};font-size:{font * look.get('font_scale', 1):.2f}px;"
                               f"font-weight:{weight};{fade}" + ("opacity:0.45;" if is_done and chip else ""),
                               numeral(n, look), f'data-clue="{axis}:{line}:{i}"'))
    return out


def band_html(record, look, g, gx, gy, width, height):
    """Clue band backgrounds, plain or striped line by line."""
    out = []
    bg, stripe = look.get("band"), look.get("stripe")
    cell = g["cell"]
    if not bg:
        return out
    left, top = gx - g["gap"] - g["rslots"] * g["slot"], gy - g["gap"] - g["cslots"] * g["cslot"]
    out.append(div(left, gy, gx - left, height, f"background:{bg}"))
    out.append(div(gx, top, width, gy - top, f"background:{bg}"))
    if stripe:
        for r in range(1, record["height"], 2):
            out.append(div(left, gy + r * cell, gx - left, cell, f"background:{stripe}"))
        for c in range(1, record["width"], 2):
            out.append(div(gx + c * cell, top, cell, gy - top, f"background:{stripe}"))
    return out


def cells_html(record, look, g, gx, gy, state):
    out = []
    cell = g["cell"]
    width, height = record["width"] * cell, record["height"] * cell
    out.append(div(gx, gy, width, height, f"background:{look['paper']}"))
    if look.get("blocks"):
        for br in range(0, record["height"], 5):
            for bc in range(0, record["width"], 5):
                if (br // 5 + bc // 5) % 2:
                    out.append(div(gx + bc * cell, gy + br * cell, min(5, record["width"] - bc) * cell,
                                   min(5, record["height"] - br) * cell, f"background:{look['blocks']}"))
    if look.get("focus"):
        # The cell the player last touched: its row and column tinted, as games show it.
        r, c = look["focus"]
        out.append(div(gx, gy + r * cell, width, cell, f"background:{look['highlight']}"))
        out.append(div(gx + c * cell, gy, cell, height, f"background:{look['highlight']}"))
    if state:
        chars = {p["char"]: p["rgb"] for p in record["palette"]}
        pad = look.get("fill_inset", 0) * cell
        radius = look.get("fill_radius", 0) * cell
        for r, line in enumerate(state):
            for c, ch in enumerate(line):
                x, y = gx + c * cell, gy + r * cell
                if ch == "?":
                    continue
                if ch == "-":
                    mark = look.get("cross", "x")
                    if mark == "x":
                        out.append(div(x, y, cell, cell, "", cross_svg(look["cross_colour"], 1.1)))
                    elif mark == "dot":
                        d = 0.22 * cell
                        out.append(div(x + (cell - d) / 2, y + (cell - d) / 2, d, d,
                                       f"background:{look['cross_colour']};border-radius:50%"))
                    continue
                colour = chars[ch] if record["colour"] else look["fill"]
                out.append(div(x + pad, y + pad, cell - 2 * pad, cell - 2 * pad,
                               f"background:{colour};border-radius:{radius:.2f}px"))
    return out


def lines_html(record, look, g, gx, gy):
    out = []
    cell = g["cell"]
    width, height = record["width"] * cell, record["height"] * cell
    thin, thick = look["thin"], look["thick"]
    every = look.get("every", 5)
    for axis, count, length in (("v", record["width"], height), ("h", record["height"], width)):
        for i in range(count + 1):
            heavy = i in (0, count) or (every and i % every == 0)
            w = thick if heavy else thin
            colour = look["thick_colour"] if heavy else look["line"]
            if i in (0, count) and look.get("outer_colour"):
                colour = look["outer_colour"]  # a border unlike the fifth lines (fresh looks)
            if axis == "v":
                out.append(div(gx + i * cell - w / 2, gy - (thick / 2 if heavy else 0), w,
                               length + (thick if heavy else 0), f"background:{colour}"))
            else:
                out.append(div(gx - (thick / 2 if heavy else 0), gy + i * cell - w / 2,
                               length + (thick if heavy else 0), w, f"background:{colour}"))
    out.append(div(gx, gy, width, height, "", "", 'data-grid="1"'))
    return out


def board(record, look, g, x0, y0, state=None, greyed=([], [])):
    """The board's HTML with its top-left corner at (x0, y0); returns (html, width, height)."""
    width, height, left, top = board_size(record, g)
    gx, gy = x0 + left, y0 + top
    parts = [f'<div style="font-family:\'{look["font"]}\';line-height:1">']
    parts += band_html(record, look, g, gx, gy, record["width"] * g["cell"], record["height"] * g["cell"])
    parts += cells_html(record, look, g, gx, gy, state)
    parts += lines_html(record, look, g, gx, gy)
    parts += clue_html(record, look, g, gx, gy, greyed)
    parts.append("</div>")
    return "".join(parts), width, height


def page(body, width, height, background, font, extra_css=""):
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>html,body{{margin:0;"
            f"padding:0;background:{background};font-family:'{font}';width:{width}px;"
            f"height:{height}px;overflow:hidden;position:relative}}{extra_css}</style></head>"
            f"<body>{body}</body></html>")


def text(x, y, content, size, colour, weight="normal", font=None, anchor="left", w=None):
    style = f"position:absolute;top:{y:.2f}px;font-size:{size}px;color:{colour};font-weight:{weight};white-space:nowrap;"
    if font:
        style += f"font-family:'{font}';"
    if anchor == "left":
        style += f"left:{x:.2f}px;"
    elif anchor == "right":
        style += f"right:{x:.2f}px;"
    else:
        style += f"left:{x:.2f}px;width:{w:.2f}px;text-align:center;"
    return f'<div style="{style}">{escape(content)}</div>'
