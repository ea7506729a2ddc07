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
expect_err_contains "black-and-white only; colour puzzles are solved by: engine"

run "$NONO" solve --line-solver fast "$COLOUR/parrot.xml"
expect_code 2
expect_err_contains "line solver 'fast' is black-and-white only"

sed 's/<count color="red">2<\/count>/<count color="pink">2<\/count>/' "$COLOUR/parrot.xml" >"$TMP/pink.xml"
run "$NONO" solve "$TMP/pink.xml"
expect_code 2
expect_err_contains "pink.xml:"
expect_err_contains "colour 'pink' is not defined"

finish
