"""Two images the scan tests of the bindings and the page use to check how `nono scan` says it
read nothing usable, made so that no reader, however good, may read them otherwise (the
corpus's images must not serve: a better reader reads them):
  no-puzzle.png          text and shapes on a gradient, no grid of cells: "no puzzle found";
  clues-do-not-fit.png   a 10x10 `nono render` (a 6x6 square) whose column-clue band is another
                         render's (an 8x8 square): every number clean, the rows' clues fill 36
                         cells and the columns' 64, so the clues read are inconsistent.
  python3 tests/scan/constructed_images.py build/nono   (writes tests/data/scan-constructed)
Needs PIL (Debian's python3-pil)."""
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFont

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "scan-constructed")


def square_puzzle(first, last):
    """A 10x10 puzzle whose picture is the square of cells first..last each way (.non text)."""
    line = lambda i: str(last - first + 1) if first <= i <= last else "0"
    lines = "\n".join(line(i) for i in range(10))
    return f"width 10\nheight 10\nrows\n{lines}\ncolumns\n{lines}\n"


def render(nono, text, work, name):
    source, picture = os.path.join(work, name + ".non"), os.path.join(work, name + ".png")
    with open(source, "w") as f:
        f.write(text)
    subprocess.run([nono, "render", source, "--no-title", "-o", picture], check=True)
    return Image.open(picture).convert("RGB")


def grid_top(image):
    """The first pixel row more than half dark: the grid's top border."""
    width, height = image.size
    pixels = image.load()
    for y in range(height):
        if sum(1 for x in range(width) if sum(pixels[x, y]) < 200) > width // 2:
            return y
    raise SystemExit("no grid border found in the render")


def clues_do_not_fit(nono):
    with tempfile.TemporaryDirectory() as work:
        rows_from = render(nono, square_puzzle(2, 7), work, "six")
        columns_from = render(nono, square_puzzle(1, 8), work, "eight")
    top = grid_top(rows_from)
    assert top == grid_top(columns_from) and rows_from.size == columns_from.size
    rows_from.paste(columns_from.crop((0, 0, rows_from.size[0], top)), (0, 0))
    return rows_from


def no_puzzle():
    image = Image.new("RGB", (480, 320))
    pixels = image.load()
    for y in range(320):
        for x in range(480):
            pixels[x, y] = (200 + x * 40 // 480, 180 + y * 50 // 320, 150)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 18)
    for i, text in enumerate(["A picture with no puzzle in it:", "a few words, 3 numbers 12 7 45,",
                              "and shapes, but no grid of cells."]):
        draw.text((24, 30 + i * 30), text, fill=(40, 30, 20), font=font)
    draw.ellipse((300, 160, 440, 290), outline=(60, 40, 30), width=4)
    draw.rectangle((40, 180, 200, 280), fill=(90, 120, 160))
    return image


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    no_puzzle().save(os.path.join(OUT, "no-puzzle.png"), optimize=True)
    clues_do_not_fit(sys.argv[1]).save(os.path.join(OUT, "clues-do-not-fit.png"), optimize=True)
