# nono import of pictures of a grid (issue 41): nono's own solution picture comes back as the
# puzzle it was drawn from, with or without --size, at any cell size; a margin round a pixel
# picture is cut off; a drawn puzzle (grid lines with clue numbers beside them) is refused
# with a pointer to nono scan, never imported and praised; and `nono solve` of a PNG that is
# a drawing rather than a one-pixel-a-cell solution picture warns before it solves.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve examples:36 -q -o "$TMP/ex36.txt"
expect_code 0

# The solution picture (10 px margin, 20 px cells, thin and thick lines) at 15x15 and with no
# size (the lines count the cells); then other cell sizes, where lines are thinner than a pixel.
run "$NONO" render examples:36 --solution --no-clues --no-title -o "$TMP/sol.png"
expect_code 0
run "$NONO" import "$TMP/sol.png" --size 15x15 -o "$TMP/sol.non"
expect_code 0
expect_out_contains "320x320 pixels -> 15x15 cells (the grid inside drawn lines at 10,10, 300x300 pixels)"
expect_err_empty
run "$NONO" convert "$TMP/sol.non" - --to grid
expect_stdout "$(cat "$TMP/ex36.txt")
"
# A size the lines do not make: read as asked, with a warning.
run "$NONO" import "$TMP/sol.png" --size 10x10
expect_code 0
expect_err_contains "sol.png: warning: its drawn lines make 15x15 cells; read as 10x10 as asked"
for cell in 5 8 12 33; do
    run "$NONO" render examples:36 --solution --no-clues --no-title --cell "$cell" -o "$TMP/sol$cell.png"
    expect_code 0
    run "$NONO" import "$TMP/sol$cell.png" -o "$TMP/sol$cell.non"
    expect_code 0
    expect_out_contains "-> 15x15 cells"
    run "$NONO" convert "$TMP/sol$cell.non" - --to grid
    expect_stdout "$(cat "$TMP/ex36.txt")
"
done
# A dark page (render --dark): light lines and light filled cells, read inverted.
run "$NONO" render examples:36 --solution --no-clues --no-title --dark -o "$TMP/dark.png"
run "$NONO" import "$TMP/dark.png" -o "$TMP/dark.non"
expect_code 0
expect_out_contains "15x15 cells (the grid inside drawn lines at 10,10, 300x300 pixels), threshold"
expect_out_contains ", inverted"
run "$NONO" convert "$TMP/dark.non" - --to grid
expect_stdout "$(cat "$TMP/ex36.txt")
"
# A wide one, with its title above it (not clues): 14x12, the lines count it.
run "$NONO" solve examples:duck -q -o "$TMP/duck.txt"
run "$NONO" render examples:duck --solution --no-clues -o "$TMP/duck.png"
expect_code 0
run "$NONO" import "$TMP/duck.png" --json
expect_code 0
expect_json 'j["width"], j["height"], j["grid"]["lines"]' '[14, 12, true]'
expect_json '"\n".join(j["picture"])' "$(python3 -c 'import json,sys; print(json.dumps(open(sys.argv[1]).read().rstrip("\n")))' "$TMP/duck.txt")"

# A pixel picture (letter_a, 10 px a cell) inside a 13 px white margin: the margin is cut off.
# Without lines the size must be given.
python3 - "$DATA/letter_a.txt" "$TMP/margin.png" <<'PY'
import struct, sys, zlib
rows = [line.strip() for line in open(sys.argv[1]) if line.strip()]
scale, margin = 10, 13
width = len(rows[0]) * scale + 2 * margin
lines = [bytes([255]) * width] * margin
for row in rows:
    line = bytes([255]) * margin + bytes(30 if c == "#" else 255 for c in row for _ in range(scale)) + bytes([255]) * margin
    lines += [line] * scale
lines += [bytes([255]) * width] * margin
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, len(lines), 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(b"\0" + line for line in lines))) + chunk(b"IEND", b"")
open(sys.argv[2], "wb").write(png)
PY
run "$NONO" import "$TMP/margin.png" --size 5x5 -o "$TMP/margin.non"
expect_code 0
expect_out_contains "76x76 pixels -> 5x5 cells (the grid inside a margin at 13,13, 50x50 pixels)"
run "$NONO" convert "$TMP/margin.non" - --to grid
expect_stdout "$(cat "$DATA/letter_a.txt")
"
run "$NONO" import "$TMP/margin.png"
expect_code 2
expect_err_contains "no drawn grid lines to count the cells by"

# A drawn puzzle, blank or solved: refused (exit 2), pointing to nono scan; no verdict.
run "$NONO" render examples:36 -o "$TMP/blank.png"
expect_code 0
for size in "--size 15x15" ""; do
    run "$NONO" import "$TMP/blank.png" $size
    expect_code 2
    expect_err_contains "blank.png: this looks like a drawn puzzle (a grid of 15x15 cells with clue numbers beside it)"
    expect_err_contains "nono scan"
    [[ "$OUT" != *unique* ]] || fail "[$LAST] a drawn puzzle was praised: $OUT"
done
for theme in "" --dark; do
    run "$NONO" render examples:36 --solution $theme -o "$TMP/solved.png"
    run "$NONO" import "$TMP/solved.png" --size 15x15
    expect_code 2
    expect_err_contains "nono scan"
done

# Lines that run through the clues too (the numbers inside the grid's box, in bands along its
# top and left): refused the same. Crosses in every empty cell of a solved grid are no band.
cat >"$TMP/grid.py" <<'PY'
# A line grid of 20x20 cells, 12 px a cell, lines through everything; with "clues": digits
# (small strokes) in most cells of the top 4 rows and left 4 columns (the corner blank),
# filled cells elsewhere; with "crosses": an X in every empty cell of a picture instead.
import random, struct, sys, zlib
kind, path = sys.argv[1], sys.argv[2]
cells, pitch, margin = 20, 12, 6
side = cells * pitch + 2 * margin + 1
img = [[255] * side for _ in range(side)]
rng = random.Random(4)
def cell_box(r, c):
    return margin + c * pitch, margin + r * pitch
for r in range(cells):
    for c in range(cells):
        x, y = cell_box(r, c)
        band = r < 4 or c < 4
        corner = r < 4 and c < 4
        if kind == "clues" and band and not corner and rng.random() < 0.7:
            for dy in range(3, 9):          # a '1': a vertical stroke and a foot
                img[y + dy][x + 6] = 0
            img[y + 3][x + 5] = 0
            for dx in range(4, 9):
                img[y + 9][x + dx] = 0
        elif not band or kind == "crosses":
            if rng.random() < 0.45:
                for dy in range(pitch):
                    for dx in range(pitch):
                        img[y + dy][x + dx] = 0
            elif kind == "crosses":
                for d in range(3, 10):
                    img[y + d][x + d] = 0
                    img[y + d][x + pitch - d] = 0
for i in range(cells + 1):                   # the lines, through the bands too
    at = margin + i * pitch
    for t in range(margin, side - margin):
        img[at][t] = 0
        img[t][at] = 0
def chunk(k, d):
    return struct.pack(">I", len(d)) + k + d + struct.pack(">I", zlib.crc32(k + d))
raw = b"".join(b"\0" + bytes(row) for row in img)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open(path, "wb").write(png)
PY
python3 "$TMP/grid.py" clues "$TMP/inside.png"
python3 "$TMP/grid.py" crosses "$TMP/crosses.png"
run "$NONO" import "$TMP/inside.png"
expect_code 2
expect_err_contains "this looks like a drawn puzzle (a grid of 20x20 cells"
run "$NONO" import "$TMP/crosses.png"
expect_code 0
expect_out_contains "-> 20x20 cells"

# solve reads a PNG as a solution picture, one pixel a cell: a drawing (440x446, hundreds of
# greys) gets a warning before any solving (--count with a limit keeps it short); a real
# solution picture (15x15, two greys) gets none.
run "$NONO" solve "$TMP/blank.png" --count --max-nodes 1
expect_err_contains "blank.png: warning: read as a 440x446-cell puzzle, one pixel a cell, but the picture has a side over 200 pixels"
expect_err_contains "grey levels"
run "$NONO" solve examples:36 -o "$TMP/one.png"
expect_code 0
run "$NONO" solve "$TMP/one.png" -q
expect_code 0
expect_err_empty

finish
