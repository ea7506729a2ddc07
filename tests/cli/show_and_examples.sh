# nono show (plain text in a pipe, blocks and colour when asked or on a terminal, too wide
# refused), nono solve's picture on a terminal, nono examples (the whole bundled folder is
# listed and valid), examples:NAME from any directory, and the installed examples.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" show "$DATA/letter_a.non" --solution
expect_code 0
expect_stdout 'Letter A (5x5, unique) (5x5)
       1 1 1
     4 1 1 1 4
  3  - # # # -
1 1  # - - - #
  5  # # # # #
1 1  # - - - #
1 1  # - - - #
'
run "$NONO" show "$DATA/letter_a.non" --no-clues
expect_code 0
expect_out_contains ". . . . ."

run "$NONO" show "$DATA/letter_a.non" --solution --color always
expect_code 0
expect_out_contains $'\e[38;5;'
expect_out_contains "██████"
# Neighbouring column clues 3 and 12 stay apart without their colours too.
run "$NONO" show examples:36 --color always
expect_code 0
plain_text=$(printf '%s' "$OUT" | sed 's/\x1b\[[0-9;]*m//g')
[[ "$plain_text" == *" 3 12  3 "* && "$plain_text" != *"312"* ]] || fail "[$LAST] clues run together: $plain_text"
run "$NONO" show "$DATA/letter_a.non" --solution --color always --plain
[[ "$OUT" != *$'\e'* ]] || fail "[$LAST] --plain still has colour"

# Wider than the terminal: refused with a message, nothing half-drawn.
run "$NONO" show examples:36 --width 56
expect_code 1
expect_err_contains "needs 57 columns but the terminal has 56"
[ -z "$OUT" ] || fail "[$LAST] something was printed"
run "$NONO" show examples:36 --width 57
expect_code 0

run "$NONO" show "$DATA/contradiction.non" --solution
expect_code 20

# On a terminal (a pseudo-terminal from script(1)), solve draws blocks with the clues;
# --plain keeps the grid.
if command -v script >/dev/null; then
    LAST="solve on a terminal"
    OUT=$(COLUMNS=80 script -qec "'$NONO' solve '$DATA/letter_a.non'" /dev/null)
    [[ "$OUT" == *"██████"* && "$OUT" == *"1 1"* && "$OUT" == *"unique solution"* ]] ||
        fail "[$LAST] no block picture: $OUT"
    OUT=$(COLUMNS=80 script -qec "'$NONO' solve --plain '$DATA/letter_a.non'" /dev/null)
    [[ "$OUT" == *"#####"* && "$OUT" != *"██"* ]] || fail "[solve --plain on a terminal] $OUT"
fi

# The bundled examples: every file listed, valid, with its verdict.
run "$NONO" examples
expect_code 0
expect_out_contains "ex36      15x15  unique    R nonogram package examples[[36]]"
expect_out_contains "twoways   2x2    multiple  Two ways"
expect_out_contains "sailboat  17x15  unique    Sailboat"
count=$(printf '%s\n' "$OUT" | tail -n +2 | wc -l)
files=$(ls "$ROOT/data/examples" | grep -c '\.non$')
[ "$count" == "$files" ] || fail "[$LAST] $count listed, $files files"
[ "$files" -ge 92 ] || fail "[$LAST] only $files example files"
run "$NONO" examples --json
expect_code 0
expect_json_valid
expect_json '[e["argument"] for e in j if e["name"] == "ex36"]' '["examples:ex36"]'
expect_json '[e["verdict"] for e in j if e["verdict"] not in ("unique", "multiple")]' '[]'

# examples:NAME, as R users number them, from any directory.
(cd / && "$NONO" solve -q examples:36 >"$TMP/a" && "$NONO" solve -q examples:ex36.non >"$TMP/b" &&
    "$NONO" solve -q examples:EX36 >"$TMP/c") || fail "examples:36 from / failed"
cmp -s "$TMP/a" "$TMP/b" && cmp -s "$TMP/a" "$TMP/c" || fail "examples:36 and examples:ex36 differ"
run "$NONO" check examples:6
expect_out_contains "examples:6: valid, unique solution"
run "$NONO" convert examples:heart "$TMP/heart.json"
expect_code 0
run "$NONO" solve examples:nope
expect_code 2
expect_err_contains "no bundled example is called 'nope'"
NONO_EXAMPLES_DIR="$TMP" run "$NONO" solve examples:36
expect_code 2
mkdir -p "$TMP/mine" && cp "$DATA/letter_a.non" "$TMP/mine/"
NONO_EXAMPLES_DIR="$TMP/mine" run "$NONO" examples
expect_out_contains "letter_a  5x5   unique   Letter A"

# Installed: the binary finds <prefix>/share/nono/examples, not the source tree's. One
# example is removed from the installed copy to tell the two apart.
BUILD=$(dirname "$NONO")
if [ -f "$BUILD/cmake_install.cmake" ]; then
    cmake --install "$BUILD" --prefix "$TMP/prefix" >/dev/null || fail "cmake --install failed"
    rm "$TMP/prefix/share/nono/examples/heart.non"
    (cd / && "$TMP/prefix/bin/nono" check examples:36 >/dev/null) || fail "installed: examples:36 not found"
    run "$TMP/prefix/bin/nono" check examples:heart
    expect_code 2
    run "$NONO" check examples:heart
    expect_code 0
fi

finish
