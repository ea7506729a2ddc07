# nono solve on a puzzle with exactly one solution: the exact grid text, the verdict line,
# exit 0, the drawing options, -q, and reading the puzzle from stdin.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve "$DATA/letter_a.non"
expect_code 0
expect_stdout '-###-
#---#
#####
#---#
#---#

unique solution
'
expect_err_empty

run "$NONO" solve --dots --filled-char X "$DATA/letter_a.non"
expect_code 0
expect_stdout '.XXX.
X...X
XXXXX
X...X
X...X

unique solution
'

run "$NONO" solve --empty-char 0 --filled-char 1 -q "$DATA/letter_a.non"
expect_code 0
expect_stdout '01110
10001
11111
10001
10001
'

# The same character for both kinds of cell cannot be read back: a usage error.
run "$NONO" solve --empty-char '#' "$DATA/letter_a.non"
expect_code 2
expect_err_contains "different characters"
run "$NONO" solve --empty-char ab "$DATA/letter_a.non"
expect_code 2
expect_err_contains "not a single printable ASCII character"

# A full disk on standard output is a failure, not a solved puzzle.
if [ -w /dev/full ]; then
    "$NONO" solve "$DATA/letter_a.non" >/dev/full 2>"$TMP/full-err"
    CODE=$?
    LAST="solve > /dev/full"
    expect_code 1
    grep -q "cannot write to standard output" "$TMP/full-err" || fail "[$LAST] no message on stderr"
fi

# stdin, format given, then sniffed from the content.
run_stdin "$DATA/letter_a.non" "$NONO" solve -f non -
expect_code 0
expect_out_contains "#####"
expect_out_contains "unique solution"
run_stdin "$DATA/letter_a.non" "$NONO" solve -
expect_code 0
expect_out_contains "unique solution"

# -n 0 (all) on a unique puzzle still prints one grid and the same verdict.
run "$NONO" solve -n 0 "$DATA/letter_a.non"
expect_code 0
expect_stdout '-###-
#---#
#####
#---#
#---#

unique solution
'

# --stats goes to stderr, never into the grid output.
run "$NONO" solve --stats -q "$DATA/letter_a.non"
expect_code 0
expect_err_contains "stats: line_solves="
expect_err_contains "guesses="
[[ "$OUT" != *stats* ]] || fail "[$LAST] stats leaked into stdout"

finish
