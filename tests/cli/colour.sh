# Colour puzzles end to end: solving a webpbn colour export (the solution in the palette's
# characters, uniqueness proved), converting it to JSON and back, a clear refusal to write
# it as .non, the black-and-white-only algorithms refusing it by name, and a located error
# for an undefined colour.
source "$(dirname "$0")/lib.bash" "$@"

COLOUR="$ROOT/data/colour"

run "$NONO" solve "$COLOUR/traffic-light.xml"
expect_code 0
expect_stdout '.kkkkk.
kkrrrkk
kkrrrkk
kkkkkkk
kkyyykk
kkyyykk
kkkkkkk
kkgggkk
kkgggkk
.kkkkk.
...k...
...k...
..kkk..

unique solution
'

for picture in uk-flag mushroom parrot; do
    run "$NONO" solve "$COLOUR/$picture.xml"
    expect_code 0
    expect_out_contains "unique solution"
done

run "$NONO" convert "$COLOUR/parrot.xml" "$TMP/parrot.json"
expect_code 0
run "$NONO" convert "$TMP/parrot.json" "$TMP/parrot.xml"
expect_code 0
run "$NONO" solve "$TMP/parrot.xml"
expect_code 0
expect_out_contains "unique solution"

run "$NONO" convert "$COLOUR/parrot.xml" "$TMP/parrot.non"
expect_code 2
expect_err_contains "the .non format has no colours"

run "$NONO" solve --algorithm backtrack "$COLOUR/parrot.xml"
expect_code 2
expect_err_contains "algorithm 'backtrack' is black-and-white only; colour puzzles are solved by: engine"

run "$NONO" solve --line-solver fast "$COLOUR/parrot.xml"
expect_code 2
expect_err_contains "line solver 'fast' is black-and-white only; colour lines are solved by: complete, bitwise, enumerate"

# The line solvers with a coloured form solve colour puzzles themselves.
for solver in bitwise enumerate; do
    run "$NONO" solve --line-solver "$solver" "$COLOUR/parrot.xml"
    expect_code 0
    expect_out_contains "unique solution"
done

sed 's/<count color="red">2<\/count>/<count color="pink">2<\/count>/' "$COLOUR/parrot.xml" >"$TMP/pink.xml"
run "$NONO" solve "$TMP/pink.xml"
expect_code 2
expect_err_contains "pink.xml:"
expect_err_contains "colour 'pink' is not defined"

# classify: line-solvable and the rating for colour puzzles; the levels are black and white only.
run "$NONO" classify "$COLOUR/traffic-light.xml"
expect_code 0
expect_out_contains "unique, line-solvable, level not computed (levels D_k are black-and-white only), rating lines"

# Two solutions (an a on either diagonal of the top two rows, a b row below): line logic
# stalls, the two solutions are printed in the palette's characters, x where they differ.
cat >"$TMP/two.xml" <<'XML'
<?xml version="1.0"?>
<puzzleset><puzzle type="grid" defaultcolor="a" backgroundcolor="white">
<color name="white" char=".">ffffff</color>
<color name="a" char="a">c02020</color>
<color name="b" char="b">2020c0</color>
<clues type="columns"><line><count>1</count><count color="b">1</count></line><line><count>1</count><count color="b">1</count></line></clues>
<clues type="rows"><line><count>1</count></line><line><count>1</count></line><line><count color="b">2</count></line></clues>
</puzzle></puzzleset>
XML
run "$NONO" classify "$TMP/two.xml"
expect_code 10
expect_out_contains "2 or more solutions, not line-solvable, level not computed (levels D_k are black-and-white only), rating search (1 guess, depth 1)"
expect_out_contains ".a a. xx"
expect_out_contains "a. .a xx"
expect_out_contains "bb bb bb"

run "$NONO" classify --json "$TMP/two.xml"
expect_out_contains '"outcome":"colour-puzzle"'

# render draws a colour puzzle's cells in its palette: the red lamp (e02020) as cairo's SVG
# writes it, and the green one (20b040).
run "$NONO" render --solution "$COLOUR/traffic-light.xml" -o - --format svg
expect_code 0
expect_out_contains "fill:rgb(87.843137%,12.54902%,12.54902%)"
expect_out_contains "fill:rgb(12.54902%,69.019608%,25.098039%)"

# render --state takes a colour state in the palette's characters, '?' undecided (it refused
# every character but # - . ?): the red lamp decided, the green one not, so only red is drawn.
printf '.kkkkk.\nkkrrrkk\nkkrrrkk\nkkkkkkk\n???????\n???????\n???????\n???????\n???????\n???????\n???????\n???????\n???????\n' >"$TMP/lamp.state"
RED="fill:rgb(87.843137%,12.54902%,12.54902%)" GREEN="fill:rgb(12.54902%,69.019608%,25.098039%)"
run "$NONO" render "$COLOUR/traffic-light.xml" -o - --format svg
blank_red=$(grep -o "$RED" <<<"$OUT" | wc -l) blank_green=$(grep -o "$GREEN" <<<"$OUT" | wc -l)
run "$NONO" render "$COLOUR/traffic-light.xml" --state "$TMP/lamp.state" -o - --format svg
expect_code 0
# The clue chips as on the blank puzzle, and one more red path: the decided lamp's cells.
[ "$(grep -o "$RED" <<<"$OUT" | wc -l)" -gt "$blank_red" ] || fail "render --state drew no red cells"
[ "$(grep -o "$GREEN" <<<"$OUT" | wc -l)" -eq "$blank_green" ] || fail "render --state drew the undecided green lamp"
printf '.kkkkk.\nkkzzzkk\n' >"$TMP/bad.state"
run "$NONO" render "$COLOUR/traffic-light.xml" --state "$TMP/bad.state" -o - --format svg
expect_code 2
expect_err_contains "bad.state:2"
expect_err_contains "'z' is no declared colour's character"

# The blank puzzle: each clue number on a chip of its block's colour (red for the lamps' 3s).
run "$NONO" render "$COLOUR/traffic-light.xml" -o - --format svg
expect_code 0
expect_out_contains "fill:rgb(87.843137%,12.54902%,12.54902%)"

# The trace of a colour solve: --explain names the colours (line steps, the guess between
# the two solutions of two.xml, each solution), and --trace writes the palette in its header
# and each cell as its palette character ("?" while every colour is possible).
run "$NONO" solve --explain "$COLOUR/traffic-light.xml"
expect_code 0
expect_out_contains "row 2 (2 black, 3 red, 2 black): cells 1-2, 6-7 are black, cells 3-5 are red in every placement"
expect_out_contains "row 11 (1 black): cells 1-7 are empty or black in every placement"
expect_out_contains "solution 1 found"

run "$NONO" solve --explain --every-probe "$TMP/two.xml"
expect_code 10
expect_out_contains "probe: if row 1, column 1 were"
expect_out_contains "guess (depth 1): row 1, column 1 is"
expect_out_contains "solution 2 found"

run "$NONO" solve --trace "$TMP/two.jsonl" "$TMP/two.xml"
expect_code 10
run cat "$TMP/two.jsonl"
expect_out_contains '"palette":[{"name":"white","rgb":16777215,"char":"."},{"name":"a","rgb":12591136,"char":"a"}'
expect_out_contains '"row_colours":[[1],[1],[2]]'
expect_out_contains '"kind":"guess","row":0,"column":0,"value":"'
expect_out_contains '"verdict":"multiple"'

finish
