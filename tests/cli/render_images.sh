# nono render: each format is written and is what its name says (PNG signature and size,
# SVG that parses, one-page PDF, XBM / PBM of the solution), the content options, the notes
# and exit codes for several / no solutions, and usage errors that leave no file behind.
source "$(dirname "$0")/lib.bash" "$@"

png_size() {  # prints "WIDTH HEIGHT" of a PNG from its IHDR chunk
    python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(); assert d[:8]==b"\x89PNG\r\n\x1a\n"; print(*struct.unpack(">II", d[16:24]))' "$1"
}

run "$NONO" render examples:36 --solution -o "$TMP/ex36.png"
expect_code 0
expect_err_empty
[ "$(png_size "$TMP/ex36.png")" == "440 446" ] || fail "[$LAST] PNG size $(png_size "$TMP/ex36.png"), expected 440 446"

# --scale and --cell change the size; --format overrides the extension.
run "$NONO" render examples:36 --scale 2 -o "$TMP/ex36x2.png"
expect_code 0
[ "$(png_size "$TMP/ex36x2.png")" == "880 892" ] || fail "[$LAST] PNG size $(png_size "$TMP/ex36x2.png")"
run "$NONO" render examples:36 --cell 10 --format png -o "$TMP/small.img"
expect_code 0
[ "$(png_size "$TMP/small.img")" == "220 226" ] || fail "[$LAST] PNG size $(png_size "$TMP/small.img")"

run "$NONO" render "$DATA/letter_a.non" --solution -o "$TMP/a.svg"
expect_code 0
python3 - "$TMP/a.svg" <<'EOF' || fail "[$LAST] the SVG is not what was expected"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "clue"]
# rows 3 / 1 1 / 5 / 1 1 / 1 1, then columns 4 / 1 1 / 1 1 / 1 1 / 4
assert texts == "3 1 1 5 1 1 1 1 4 1 1 1 1 1 1 4".split(), texts
titles = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "title"]
assert titles == ["Letter A (5x5, unique)"], titles
EOF

run "$NONO" render "$DATA/letter_a.non" --dark --no-title -o "$TMP/a.pdf"
expect_code 0
[ "$(head -c 5 "$TMP/a.pdf")" == "%PDF-" ] || fail "[$LAST] not a PDF"
[ "$(grep -ac '/Type /Page$\|/Type /Page ' "$TMP/a.pdf")" == 1 ] || fail "[$LAST] not one page"

# Bitmaps draw the solution (solved here: the file has no goal).
run "$NONO" render "$DATA/letter_a.non" --format pbm -o -
expect_code 0
[ "$(printf '%s' "$OUT" | head -c 7)" == "P4
5 5" ] || fail "[$LAST] PBM header: $OUT"
run "$NONO" render "$DATA/letter_a.non" -o "$TMP/letter.xbm"
expect_code 0
expect_file_text "$TMP/letter.xbm" '#define letter_width 5
#define letter_height 5
static unsigned char letter_bits[] = {
   0x0e, 0x11, 0x1f, 0x11, 0x11};
'
run "$NONO" render "$DATA/letter_a.non" --cell 2 --format xbm -o -
expect_out_contains "#define nono_width 10"

# Several solutions: the first is drawn and stderr says so; --diff shades and counts.
run "$NONO" render "$DATA/two_solutions.non" --solution -o "$TMP/two.png"
expect_code 0
expect_err_contains "2 solutions"
expect_err_contains "drawing the first"
[ -s "$TMP/two.png" ] || fail "[$LAST] no picture written"
run "$NONO" render examples:twoways --diff -o "$TMP/twoways.svg"
expect_code 0
expect_err_contains "differ in 4 cells"
run "$NONO" render "$DATA/letter_a.non" --diff -o "$TMP/unique.svg"
expect_code 0
expect_err_contains "nothing to shade"

# No solution: nothing written, the solve exit code.
run "$NONO" render "$DATA/contradiction.non" --solution -o "$TMP/none.png"
expect_code 20
expect_err_contains "no solution"
[ ! -e "$TMP/none.png" ] || fail "[$LAST] a picture was written for a puzzle without solution"

# A partial state, and what line logic alone decides.
printf '?###?\n#???#\n?????\n-???-\n?????\n' >"$TMP/state.txt"
run "$NONO" render "$DATA/letter_a.non" --state "$TMP/state.txt" -o "$TMP/state.png"
expect_code 0
printf '?###?\n#???#\n' >"$TMP/short.txt"
run "$NONO" render "$DATA/letter_a.non" --state "$TMP/short.txt" -o "$TMP/short.png"
expect_code 2
expect_err_contains "5x2 cells but the puzzle is 5x5"
run "$NONO" render examples:36 --deduced -o "$TMP/deduced.svg"
expect_code 0

# Usage errors: nothing is written.
run "$NONO" render "$DATA/letter_a.non" -o "$TMP/a.jpg"
expect_code 2
expect_err_contains "cannot tell the image format"
run "$NONO" render "$DATA/letter_a.non" --format gif -o "$TMP/a.gif"
expect_code 2
run "$NONO" render "$DATA/letter_a.non" --blank --format pbm -o "$TMP/blank.pbm"
expect_code 2
expect_err_contains "draws only cells"
run "$NONO" render "$DATA/letter_a.non" --solution --blank -o "$TMP/both.png"
expect_code 2
run "$NONO" render "$DATA/letter_a.non" --ink red -o "$TMP/red.png"
expect_code 2
expect_err_contains "not a colour"
run "$NONO" render "$DATA/letter_a.non" --format png -o -
expect_code 0  # stdout is a file here, not a terminal
run "$NONO" render "$DATA/letter_a.non" -o -
expect_code 2
expect_err_contains "needs --format"
run "$NONO" render examples:36 --cell 1000 --scale 2 -o "$TMP/huge.png"
expect_code 2
expect_err_contains "more than 32767"
[ ! -e "$TMP/huge.png" ] || fail "[$LAST] a half-written PNG was left behind"
run "$NONO" render "$DATA/letter_a.non" -o "$TMP/no-such-dir/a.png"
expect_code 1
expect_err_contains "cannot write"

finish
