# solve and check with several files: each result under its name, in the order given, a bad
# file reported while the rest still run, a summary line, the least settled exit code, a
# list file, quoted patterns, JSON lines, and the options that take one file refused.
source "$(dirname "$0")/lib.bash" "$@"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

run "$NONO" solve -j 2 "$DATA/letter_a.non" "$DATA/two_solutions.non" "$TMP/missing.non" "$DATA/contradiction.non"
expect_code 2
expect_out_contains "== $DATA/letter_a.non ==
-###-"
expect_out_contains "== $DATA/contradiction.non ==
no solution"
expect_out_contains "summary: 4 puzzles: 1 unique, 1 several, 1 none, 0 undecided, 1 invalid"
expect_err_contains "missing.non: cannot open the file"
# In the order given, whatever finished first.
order=$(printf '%s\n' "$OUT" | grep '^== ' | tr '\n' ' ')
[ "$order" = "== $DATA/letter_a.non == == $DATA/two_solutions.non == == $DATA/contradiction.non == " ] ||
    fail "[$LAST] files out of order: $order"

# Without the bad file, the least settled verdict decides: none (20) over several (10).
run "$NONO" solve "$DATA/letter_a.non" "$DATA/two_solutions.non" "$DATA/contradiction.non"
expect_code 20
run "$NONO" solve "$DATA/letter_a.non" "$DATA/two_solutions.non"
expect_code 10
run "$NONO" solve --max-nodes 1 "$DATA/letter_a.non" "$DATA/permutations5.non"
expect_code 30

printf '# a comment\n%s\n\n  %s  \n' "$DATA/letter_a.non" "$DATA/letter_a.non" > "$TMP/list.txt"
run "$NONO" check --list "$TMP/list.txt"
expect_code 0
expect_out_contains "summary: 2 puzzles: 2 unique, 0 several, 0 none, 0 undecided, 0 invalid"

# A quoted pattern is expanded by nono (sorted); a path that names a file is that file, even
# with pattern characters in it; a pattern that matches nothing is a missing file.
run "$NONO" check "$DATA/letter_a.*"
expect_code 0
expect_stdout "$DATA/letter_a.non: valid, unique solution
$DATA/letter_a.txt: valid, unique solution
summary: 2 puzzles: 2 unique, 0 several, 0 none, 0 undecided, 0 invalid
"
cp "$DATA/two_solutions.non" "$TMP/[odd].non"
run "$NONO" check "$TMP/[odd].non" "$TMP/nothing-*.non"
expect_code 2
expect_out_contains "[odd].non: valid, multiple solutions (at least 2)"
expect_out_contains "nothing-*.non: "
expect_out_contains "summary: 2 puzzles: 0 unique, 1 several, 0 none, 0 undecided, 1 invalid"

run "$NONO" check --list "$TMP/no-list.txt"
expect_code 2
expect_err_contains "no-list.txt: cannot open the list file"

run "$NONO" check --json "$DATA/letter_a.non" "$DATA/bad_clue.non"
expect_code 2
python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
assert [l.get("valid") for l in lines[:2]] == [True, False], lines
assert lines[2] == {"summary": {"unique": 1, "several": 0, "none": 0, "undecided": 0, "invalid": 1}, "exit_code": 2}, lines[2]
' "$OUT" || fail "[$LAST] JSON lines wrong: $OUT"

run "$NONO" solve --json "$DATA/letter_a.non" "$DATA/two_solutions.non"
expect_code 10
python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
assert [l.get("file", "").endswith(n) for l, n in zip(lines, ["letter_a.non", "two_solutions.non"])] == [True, True], lines
assert [l.get("verdict") for l in lines[:2]] == ["unique", "multiple"], lines
' "$OUT" || fail "[$LAST] JSON lines wrong: $OUT"

run "$NONO" solve --explain "$DATA/letter_a.non" "$DATA/letter_a.non"
expect_code 2
expect_err_contains "take one puzzle file"

run "$NONO" solve - - < /dev/null
expect_code 2
expect_err_contains "only once"

run "$NONO" solve
expect_code 2

finish
