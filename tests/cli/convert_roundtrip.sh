# nono convert between formats: non -> xml -> json -> non keeps every clue; grid output
# needs a goal picture; writing to stdout needs --to.
source "$(dirname "$0")/lib.bash" "$@"

# Canonical form to compare puzzles by: their JSON as written by nono.
canonical() {
    "$NONO" convert --to json "$1" - 2>/dev/null
}

for puzzle in letter_a two_solutions contradiction permutations5; do
    run "$NONO" convert "$DATA/$puzzle.non" "$TMP/$puzzle.xml"
    expect_code 0
    run "$NONO" convert "$TMP/$puzzle.xml" "$TMP/$puzzle.json"
    expect_code 0
    run "$NONO" convert "$TMP/$puzzle.json" "$TMP/$puzzle.back.non"
    expect_code 0
    original=$(canonical "$DATA/$puzzle.non")
    back=$(canonical "$TMP/$puzzle.back.non")
    [ -n "$original" ] || fail "$puzzle: could not convert the original to JSON"
    [ "$original" == "$back" ] ||
        fail "$puzzle: round trip changed the puzzle:
$original
--- after non -> xml -> json -> non:
$back"
    # The clues themselves, independent of how the JSON is laid out.
    python3 - "$TMP/$puzzle.json" <<'PY' || fail "$puzzle: clues wrong in $TMP/$puzzle.json"
import json, sys
expected = {
    "letter_a": ([[3], [1, 1], [5], [1, 1], [1, 1]], [[4], [1, 1], [1, 1], [1, 1], [4]]),
    "two_solutions": ([[1], [1]], [[1], [1]]),
    "contradiction": ([[1, 1], [1], [1, 1]], [[1], [3], [1]]),
    "permutations5": ([[1]] * 5, [[1]] * 5),
}
name = sys.argv[1].rsplit("/", 1)[1].split(".")[0]
j = json.load(open(sys.argv[1]))
assert (j["rows"], j["columns"]) == expected[name], (j["rows"], j["columns"])
PY
done

# The converted file still solves to the same picture.
run "$NONO" solve -q "$TMP/letter_a.xml"
expect_code 0
expect_stdout '-###-
#---#
#####
#---#
#---#
'

# --from/--to override extensions; "-" is stdin/stdout.
run_stdin "$DATA/letter_a.non" "$NONO" convert --from non --to xml - -
expect_code 0
expect_out_contains "<"
run_stdin "$DATA/letter_a.non" "$NONO" convert - "$TMP/from-stdin.json"
expect_code 0
[ "$(canonical "$TMP/from-stdin.json")" == "$(canonical "$DATA/letter_a.non")" ] ||
    fail "stdin conversion changed the puzzle"

run "$NONO" convert "$DATA/letter_a.non" -
expect_code 2
expect_err_contains "--to"
run "$NONO" convert "$DATA/letter_a.non" "$TMP/out.unknown"
expect_code 2

# A grid needs the picture: none in a clue-only file ...
run "$NONO" convert "$DATA/letter_a.non" "$TMP/letter_a.txt"
expect_code 2
expect_err_contains "goal"
[ ! -e "$TMP/letter_a.txt" ] || fail "[$LAST] wrote a grid file without a goal"
# ... but a picture survives grid -> non -> grid.
run "$NONO" convert "$DATA/letter_a.txt" "$TMP/pic.non"
expect_code 0
run "$NONO" convert "$TMP/pic.non" "$TMP/pic.txt"
expect_code 0
expect_file_text "$TMP/pic.txt" "$(cat "$DATA/letter_a.txt")
"

# Bad input is reported, not converted.
run "$NONO" convert "$DATA/bad_clue.non" "$TMP/bad.json"
expect_code 2
expect_err_contains "bad_clue.non:6:"
[ ! -e "$TMP/bad.json" ] || fail "[$LAST] wrote output for bad input"

finish
