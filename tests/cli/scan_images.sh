# `nono scan IMAGE`: pictures drawn by `nono render` in several styles are read back to the
# same clues (black and white, dark, 2x, large cells, colour on boxes), the JSON gives
# geometry and confidence, --state reads a part-played board, --overlay draws the solution,
# and images without a puzzle, unreadable files and bad usage get their exit codes. The
# reader is a module (libnono_scan.so, OpenCV) that no other command loads.
source "$(dirname "$0")/lib.bash" "$@"

expect_module_apart libnono_scan.so libopencv_core libopencv_imgproc libopencv_imgcodecs

# same_clues SCANNED.json SOURCE: the scanned puzzle has the source's clues; colours are
# compared as a one-to-one mapping of palette entries (the scan names its colours itself).
same_clues() {
    "$NONO" convert "$2" "$TMP/source.json" >/dev/null 2>&1 || { fail "cannot convert $2"; return; }
    python3 - "$1" "$TMP/source.json" <<'PY' || fail "[$LAST] clues differ from $2"
import json, sys
read, source = (json.load(open(p)) for p in sys.argv[1:3])
def lines(p):
    out = []
    for clue in p["rows"] + p["columns"]:
        out.append([(b[0], b[1]) if isinstance(b, list) else (b, None) for b in clue])
    return out
a, b = lines(read), lines(source)
ok = [[n for n, _ in x] for x in a] == [[n for n, _ in x] for x in b]
mapping = {}
for x, y in zip(a, b):
    for (_, ca), (_, cb) in zip(x, y):
        ok = ok and mapping.setdefault(cb, ca) == ca
ok = ok and len(set(mapping.values())) == len(mapping)
if not ok:
    print("read:  ", a, "\nsource:", b, file=sys.stderr)
sys.exit(0 if ok else 1)
PY
}

EX="$ROOT/data/examples/ex36.non"
for style in "" "--dark" "--scale 2" "--cell 30 --no-title"; do
    # shellcheck disable=SC2086
    "$NONO" render "$EX" -o "$TMP/ex36.png" $style || fail "render $style"
    run "$NONO" scan "$TMP/ex36.png" -o "$TMP/read.json"
    expect_code 0
    same_clues "$TMP/read.json" "$EX"
done

# An empty line's 0 is no clue number (it was read as the likeliest other digit, a 6).
cat > "$TMP/empty-row.non" <<'NON'
width 6
height 6

rows
2 1
6
0
1 1 1
3
2

columns
2 3
2 2
1 2
2
1 1
1
NON
"$NONO" render "$TMP/empty-row.non" -o "$TMP/empty-row.png" || fail "render empty-row"
run "$NONO" scan "$TMP/empty-row.png" -o "$TMP/empty-row.json"
expect_code 0
same_clues "$TMP/empty-row.json" "$TMP/empty-row.non"

# Colour (light numbers on boxes of their colour): read right, or never passed off as right.
MUSHROOM="$ROOT/data/colour/mushroom.xml"
"$NONO" render "$MUSHROOM" -o "$TMP/mushroom.png" || fail "render mushroom"
run "$NONO" scan "$TMP/mushroom.png" -o "$TMP/mushroom.json"
if [ "$CODE" -eq 0 ]; then
    same_clues "$TMP/mushroom.json" "$MUSHROOM"
else
    expect_code 20
    expect_err_contains "the clues read do not fit"
    [ ! -e "$TMP/mushroom.json" ] || fail "an inconsistent reading was written to $TMP/mushroom.json"
fi

# A font the digit reader misreads shape by shape (a document page in GFS Solomos, fresh6's
# doc-rtl family: its 5 read as 3 by the samples and the network alike, sixteen numbers wrong):
# the check relabels the glyphs drawn alike, reads every clue right and says what it changed.
run "$NONO" scan "$ROOT/tests/data/scan-font/document-font.png" -o "$TMP/font.json"
expect_code 0
same_clues "$TMP/font.json" "$ROOT/tests/data/scan-font/document-font.non"
expect_err_contains "digits drawn alike read as 3: 5 (the image's font)"

# A font read surely wrong in part of one digit's glyphs (tests/data/scan-font: a photographed
# poster, its 9s read as 7 with no doubt, three 19s read as 17): the glyphs read as 7 are split
# by shape, the 9s' part read as 9, and the reading has one solution.
run "$NONO" scan "$ROOT/tests/data/scan-font/poster-font.jpg" -o "$TMP/poster-font.json"
expect_code 0
same_clues "$TMP/poster-font.json" "$ROOT/tests/data/scan-font/poster-font.non"
expect_err_contains "digits of one shape among those read as 7: 9 (the image's font)"

# A grid found wrong (tests/data/scan-grid: a played board in a shared screen, its fifth lines
# hidden under filled cells, bounded at 10x7): its clues do not fit, so the page's other
# lattices are read in turn, and the one whose clues the check solves is kept and named.
run "$NONO" scan "$ROOT/tests/data/scan-grid/shared-screen-played.png" -o "$TMP/shared.json"
expect_code 0
same_clues "$TMP/shared.json" "$ROOT/tests/data/scan-grid/shared-screen-played.non"
expect_err_contains "the grid: 10x10, another of the page's lattices"

# Touching digits read as one glyph (tests/data/scan-touching: a forum's shrunk, recompressed
# picture of a printed puzzle whose 14s are each one glyph, read as 4): when nothing else mends
# the reading, such glyphs' two-digit readings are offered to the check, which takes them.
run "$NONO" scan "$ROOT/tests/data/scan-touching/forum-touching.png" -o "$TMP/touching.json"
expect_code 0
same_clues "$TMP/touching.json" "$ROOT/tests/data/scan-touching/forum-touching.non"
expect_err_contains "the number read as 4: 14"

# One colour read in two shades (tests/data/scan-shades: a stream overlay's rose numbers on
# white and on lavender stripes, one colour from the start; an LCD's shades further apart,
# whose totals disagree until they are read as one colour).
run "$NONO" scan "$ROOT/tests/data/scan-shades/stream-shades.png" -o "$TMP/shades.json"
expect_code 0
same_clues "$TMP/shades.json" "$ROOT/tests/data/scan-shades/stream-shades.json"
run "$NONO" scan "$ROOT/tests/data/scan-shades/lcd-joined.png" -o "$TMP/lcd-joined.json"
expect_code 0
same_clues "$TMP/lcd-joined.json" "$ROOT/tests/data/scan-shades/lcd-joined.json"
expect_err_contains "colours joined: the 7 colours read do not make the clues agree, 5 do"

# Done clues faded (tests/data/scan-fading): each is read as the colour it is a fading of, on
# the clues' own paper, at the page's share of its ink; a colour near the paper stays a colour
# of its own.
for image in dark-done-chips faded-peach-chip comic-cream-band comic-lone-faded retro-navy-panel; do
    run "$NONO" scan "$ROOT/tests/data/scan-fading/$image.png" -o "$TMP/fading-$image.json"
    expect_code 0
    same_clues "$TMP/fading-$image.json" "$ROOT/tests/data/scan-fading/$image.json"
done

# A page that sets many two-digit numbers (tests/data/scan-spacing: a scaled app's 11s and 12s,
# their digits just past the usual rule for one number): its own rule reads them whole.
run "$NONO" scan "$ROOT/tests/data/scan-spacing/scaled-elevens.png" -o "$TMP/elevens.json"
expect_code 0
same_clues "$TMP/elevens.json" "$ROOT/tests/data/scan-spacing/scaled-elevens.json"

# A digit read as 0 among its line's numbers (tests/data/scan-zero: a chat's JPEG'd 8 at a
# row's start) is read as its next likeliest digits, not dropped as an empty line's 0.
run "$NONO" scan "$ROOT/tests/data/scan-zero/chat-first-eight.png" -o "$TMP/first-eight.json"
expect_code 0
same_clues "$TMP/first-eight.json" "$ROOT/tests/data/scan-zero/chat-first-eight.json"

# A narrow chip holding a 1 (tests/data/scan-narrow: a dark site's 8-pixel-wide chips) is a
# box: its white 1 takes the chip's colour, not a colour of its own.
run "$NONO" scan "$ROOT/tests/data/scan-narrow/web-dark-ones.png" -o "$TMP/narrow.json"
expect_code 0
same_clues "$TMP/narrow.json" "$ROOT/tests/data/scan-narrow/web-dark-ones.json"

# Touching two-digit numbers (tests/data/scan-cut: a scaled-down game's column clues nearly all
# 10-12): the column band has too few single digits to say a digit's width, the row band's cuts
# its touching digits apart, and the clues are read exactly.
run "$NONO" scan "$ROOT/tests/data/scan-cut/app-scaled-tens.png" -o "$TMP/tens.json"
expect_code 0
same_clues "$TMP/tens.json" "$ROOT/tests/data/scan-cut/app-scaled-tens.json"

# Glare (tests/data/scan-glare: a flash's reflection on a printed page): the clues under it,
# paled, were whitened with the paper and three columns read empty; read again with the glare
# taken out, every number is read and the puzzle has one solution.
run "$NONO" scan "$ROOT/tests/data/scan-glare/flash-glare.jpg" -o "$TMP/glare.json"
expect_code 0
same_clues "$TMP/glare.json" "$ROOT/tests/data/scan-glare/flash-glare.json"
expect_err_contains "the reading: with the glare on the clues taken out"

# Read the other way (tests/data/scan-way: a forum post's JPEG picture of a colour board): read
# as the screenshot it is, the clues do not fit; straightened and read as a photo, they do.
run "$NONO" scan "$ROOT/tests/data/scan-way/forum-picture.png" -o "$TMP/way.json"
expect_code 0
same_clues "$TMP/way.json" "$ROOT/tests/data/scan-way/forum-picture.json"
expect_err_contains "the reading: as a photo, straightened (as a screenshot: the clues read do not fit"

# The other way on the same grid (tests/data/scan-way/lcd-done-lines: an LCD game's greyed done
# lines): read as a photo, with more than two changes (bare lines read off the board, 11s
# joined), the reading has one solution on the grid the screenshot's reading had; it is kept.
run "$NONO" scan "$ROOT/tests/data/scan-way/lcd-done-lines.png" -o "$TMP/way-lcd.json"
expect_code 0
same_clues "$TMP/way-lcd.json" "$ROOT/tests/data/scan-way/lcd-done-lines.json"
expect_err_contains "the reading: as a photo, straightened (as a screenshot: the clues read do not fit"

# Lines a game greyed once done (tests/data/scan-board: a high-contrast theme's faded chips,
# not read): their clues are read off the board as played, and the reading has one solution.
run "$NONO" scan "$ROOT/tests/data/scan-board/high-contrast-done-lines.png" -o "$TMP/board.json"
expect_code 0
same_clues "$TMP/board.json" "$ROOT/tests/data/scan-board/high-contrast-done-lines.json"
expect_err_contains "their clues read off the board as played (row 3: 4 2 2 2 3; row 15: 3 3 2 3 1 1; column 15: 3 2 2 5 1)"

# A number read off the board is sure (tests/data/scan-board: a social app's recompressed
# post): the check makes up a number lost elsewhere, not by changing the board's row 5 8 to 7.
run "$NONO" scan "$ROOT/tests/data/scan-board/social-played.png" -o "$TMP/social.json"
expect_code 0
same_clues "$TMP/social.json" "$ROOT/tests/data/scan-board/social-played.json"
expect_err_contains "column 12: a number 1 added before the number read as 3"

# A player's marks beside the clues (tests/data/scan-marks: a stylus's green rings round two
# chips): on a page whose clue glyphs all stand on boxes, the rings' arcs on the paper are no
# 1s. Every clue is read; the puzzle has several solutions.
run "$NONO" scan "$ROOT/tests/data/scan-marks/stylus-rings.png" -o "$TMP/marks.json"
expect_code 10
same_clues "$TMP/marks.json" "$ROOT/tests/data/scan-marks/stylus-rings.json"

# A small font's 0 as wide as it is tall (tests/data/scan-cut: a site's five-pixel digits) is
# no two digits: only a piece half again as wide as the band's typical digit is cut.
run "$NONO" scan "$ROOT/tests/data/scan-cut/jp-site-small-zero.png" -o "$TMP/zero.json"
expect_code 0
same_clues "$TMP/zero.json" "$ROOT/tests/data/scan-cut/jp-site-small-zero.json"

# A small serif 0 broken in two (tests/data/scan-cut: an e-mail's 7-pixel digits, the 0's thin
# top and bottom anti-aliased under the ink level) is one digit: fainter ink joins its sides,
# and the three 10s are read, not lost as bars.
run "$NONO" scan "$ROOT/tests/data/scan-cut/email-broken-zeros.png" -o "$TMP/broken.json"
expect_code 0
same_clues "$TMP/broken.json" "$ROOT/tests/data/scan-cut/email-broken-zeros.json"

# A figure's frame a cell off the board (tests/data/scan-cut: a wiki's solved 15x15 in a white
# figure box on a dark page) is no line of the grid: the grid is 15 wide, not 16 with an empty
# last column.
run "$NONO" scan "$ROOT/tests/data/scan-cut/wiki-figure-frame.png" -o "$TMP/frame.json"
expect_code 0
same_clues "$TMP/frame.json" "$ROOT/tests/data/scan-cut/wiki-figure-frame.json"

# Clue chips side by side a pixel apart (tests/data/scan-cut: a wiki's colour 10x10 at 2x) seem
# to carry the grid's lines on into the row band, as a table's ruled clue cells do; no line
# closes the band where they end, so the band runs on to the row's first chip.
run "$NONO" scan "$ROOT/tests/data/scan-cut/wiki-chip-rows.png" -o "$TMP/chips.json"
expect_code 0
same_clues "$TMP/chips.json" "$ROOT/tests/data/scan-cut/wiki-chip-rows.json"

# Clue chips packed on a slide's navy inside an app's white window (tests/data/scan-cut): the
# chips cover more of the bands than the navy does, so the bands are read on the window's
# white, and the navy between two chips of one colour, grown round them, made a "box" that
# hid both. A region still open when grown, of the band's own commonest colour, is no box.
run "$NONO" scan "$ROOT/tests/data/scan-cut/slides-chips-on-navy.png" -o "$TMP/navy.json"
expect_code 0
same_clues "$TMP/navy.json" "$ROOT/tests/data/scan-cut/slides-chips-on-navy.json"

# A phone gallery's game (tests/data/scan-cut): the column numbers stand on the board's panel,
# the app's darker background above it holds the level's title and timer. The column band ends
# where the panel's colour leaves off for a cell and a half, and is read on the panel's colour.
run "$NONO" scan "$ROOT/tests/data/scan-cut/gallery-board-panel.png" -o "$TMP/panel.json"
expect_code 0
same_clues "$TMP/panel.json" "$ROOT/tests/data/scan-cut/gallery-board-panel.json"

# Digits run together are no box (tests/data/scan-blobs: a CRT's dotted pixel 12): a few grey
# "boxes" among many loose digits stay ink, and the column they were in is read.
run "$NONO" scan "$ROOT/tests/data/scan-blobs/crt-blobs.png" -o "$TMP/blobs.json"
expect_code 0
same_clues "$TMP/blobs.json" "$ROOT/tests/data/scan-blobs/crt-blobs.json"

# A photo's digits read with those most like them (tests/data/scan-alike: a lamp-lit handout,
# four numbers misread glyph by glyph): tried when nothing else mends the first reading, and
# named first among the changes.
run "$NONO" scan "$ROOT/tests/data/scan-alike/photo-lamp.jpg" -o "$TMP/alike.json" --json
expect_code 0
expect_out_contains "each read with the photo's digits most like it"
same_clues "$TMP/alike.json" "$ROOT/tests/data/scan-alike/photo-lamp.json"

# Two-digit numbers written as one glyph (tests/data/scan-fused: a script face's 10, 11 and 16
# on a photographed worksheet): every glyph as wide as two digits, its halves as likely as the
# whole, is read as two when the check's few changes cannot mend the reading.
run "$NONO" scan "$ROOT/tests/data/scan-fused/script-worksheet.jpg" -o "$TMP/fused.json" --json
expect_code 0
expect_out_contains "glyphs as wide as two digits read as two"
same_clues "$TMP/fused.json" "$ROOT/tests/data/scan-fused/script-worksheet.json"

# Square cells (tests/data/scan-grid: a sprite editor's board on its checkered canvas, whose
# columns' lines ran at a pitch a cell and a half wide): looked for again at the rows' pitch.
run "$NONO" scan "$ROOT/tests/data/scan-grid/pixel-editor-square.png" -o "$TMP/square.json"
expect_code 0
same_clues "$TMP/square.json" "$ROOT/tests/data/scan-grid/pixel-editor-square.json"

# Faint lines at a fractional pitch (tests/data/scan-grid: a dark site's 35x35, every other
# line split over two pixels): the column clues' digits made short lines between the grid's,
# and the lattice at half its pitch was taken; the run keeps its longer lines.
run "$NONO" scan "$ROOT/tests/data/scan-grid/web-dark-faint.png" -o "$TMP/faint.json"
expect_code 0
same_clues "$TMP/faint.json" "$ROOT/tests/data/scan-grid/web-dark-faint.json"

# Small cells on a large page (tests/data/scan-grid: a dark app at 50%, 16-pixel cells on a
# 2560x1440 page): rows of filled cells stood out as lines along the cells' middle; the lines
# are looked for again compared a quarter of a cell away.
run "$NONO" scan "$ROOT/tests/data/scan-grid/app-scaled-small.png" -o "$TMP/small.json"
expect_code 0
same_clues "$TMP/small.json" "$ROOT/tests/data/scan-grid/app-scaled-small.json"

# A board on an image editor's checkered transparency (tests/data/scan-grid): on either of the
# checker's colours alone the other's squares are a lattice larger than the board; on both as
# the paper the board's 8x8 is found and read.
run "$NONO" scan "$ROOT/tests/data/scan-grid/pixel-editor-checkered.png" -o "$TMP/checkered.json"
expect_code 0
same_clues "$TMP/checkered.json" "$ROOT/tests/data/scan-grid/pixel-editor-checkered.json"

# A digit as wide as two (tests/data/scan-cut: a print preview's clue chips at 61% zoom, whose
# 2s are cut in two by the band's cutter and were read 82): the piece is read whole, since
# whole it is nearer a digit than its halves are.
run "$NONO" scan "$ROOT/tests/data/scan-cut/print-preview-chips.png" -o "$TMP/cut.json"
expect_code 0
same_clues "$TMP/cut.json" "$ROOT/tests/data/scan-cut/print-preview-chips.json"

# No -o: a text picture of the clues; --json: geometry and confidence per number.
"$NONO" render "$EX" -o "$TMP/ex36.png"
run "$NONO" scan "$TMP/ex36.png"
expect_code 0
expect_out_contains "10 3"
run "$NONO" scan "$TMP/ex36.png" --json
expect_code 0
expect_json_valid
expect_json 'j["verdict"]' '"unique"'
expect_json 'len(j["grid"]["cells"])' '225'
expect_json 'j["grid"]["cells"][0]' '[130, 136, 20, 20]'
expect_json 'all(0 <= n["confidence"] <= 1 and len(n["box"]) == 4 for n in j["numbers"])' 'true'
expect_json '[n["value"] for n in j["numbers"] if n.get("row") == 6]' '[10, 3]'
expect_json 'j["solution"][0]' '"---###---------"'

# A part-played board: filled cells and dotted (crossed) ones are read into --state, and are
# not taken for clues.
"$NONO" solve "$EX" -o "$TMP/solution.txt" >/dev/null
python3 - "$TMP/solution.txt" "$TMP/state.txt" <<'PY'
import sys
rows = open(sys.argv[1]).read().split()
out = []
for r, row in enumerate(rows):
    # The first five rows played; the rest untouched.
    out.append(row if r < 5 else "?" * len(row))
open(sys.argv[2], "w").write("\n".join(out) + "\n")
PY
"$NONO" render "$EX" --state "$TMP/state.txt" -o "$TMP/played.png" || fail "render --state"
run "$NONO" scan "$TMP/played.png" -o "$TMP/played.json" --state "$TMP/read-state.txt"
expect_code 0
same_clues "$TMP/played.json" "$EX"
expect_file_text "$TMP/read-state.txt" "$(cat "$TMP/state.txt")"$'\n'

# --overlay: the solution drawn onto the image, as PNG.
run "$NONO" scan "$TMP/ex36.png" -o "$TMP/read.non" --overlay "$TMP/overlay.png"
expect_code 0
[ "$(head -c 8 "$TMP/overlay.png" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ] ||
    fail "--overlay did not write a PNG"

# A grid without clue numbers beside it (a picture of the solution alone) is no puzzle: exit
# 2, saying what was found. A file that is no image: exit 2, named. A bad output name: a usage
# error before anything is read.
"$NONO" render "$EX" --solution --no-clues -o "$TMP/picture.png" || fail "render --no-clues"
run "$NONO" scan "$TMP/picture.png"
expect_code 2
expect_err_contains "grid but no clue numbers"
printf 'not an image' > "$TMP/text.png"
run "$NONO" scan "$TMP/text.png"
expect_code 2
expect_err_contains "$TMP/text.png: cannot read it as an image"
run "$NONO" scan "$TMP/missing.png"
expect_code 2
run "$NONO" scan "$TMP/ex36.png" -o "$TMP/out.unknown"
expect_code 2
expect_err_contains "cannot tell the output format"
[ ! -e "$TMP/out.unknown" ] || fail "a failed scan left $TMP/out.unknown"

finish
