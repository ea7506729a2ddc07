# nono solve --trace / --explain / --animate and nono algorithms: the trace file is JSON lines
# with a header, steps and an end line, and replaying its cells gives the printed solution;
# the explanation names lines by their clue; the strategy options are checked.
source "$(dirname "$0")/lib.bash" "$@"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

run "$NONO" solve --trace "$TMP/t.jsonl" "$DATA/letter_a.non"
expect_code 0
python3 - "$TMP/t.jsonl" "$OUT" <<'PY' || fail "[$LAST] the trace does not replay to the solution"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
head, steps, end = lines[0], lines[1:-1], lines[-1]
assert head["type"] == "header" and head["schema"] == "nono-trace" and head["version"] == 1, head
assert end == {"type": "end", "steps": len(steps), "verdict": "unique"}, end
assert [s["n"] for s in steps] == list(range(1, len(steps) + 1))
grid = [["?"] * head["width"] for _ in range(head["height"])]
for s in steps:
    for r, c, v in s["cells"]:
        grid[r][c] = v
    if s["kind"] == "solution":
        printed = sys.argv[2].split("\n")[:head["height"]]
        assert ["".join(row) for row in grid] == printed, (grid, printed)
        sys.exit(0)
sys.exit(1)
PY

run "$NONO" solve --explain "$DATA/letter_a.non"
expect_code 0
expect_out_contains "in every placement"
expect_out_contains "1. "
expect_out_contains "unique solution"

# Asked for up to 2, the second picture is a 2x2 swap of the first (src/solve/engine/swap_solutions.hpp);
# counting them all (-n 0), the search alone finds both, backtracking between them.
run "$NONO" solve --explain "$DATA/two_solutions.non"
expect_code 10
expect_out_contains "guess (depth 1)"
expect_out_contains "solution 2 found by swapping a 2x2 checkerboard of the one before"

run "$NONO" solve --explain -n 0 "$DATA/two_solutions.non"
expect_code 10
expect_out_contains "guess (depth 1)"
expect_out_contains "backtrack to depth 0"
expect_out_contains "solution 2 found"

# --animate draws as `nono show` does: the clues, and the step's line marked (plain text
# here, off a terminal; colour on one).
run "$NONO" solve --animate --delay 0 "$DATA/letter_a.non"
expect_code 0
expect_out_contains "step: row 1 (3): cell 3 is filled in every placement
       1 1 1
     4 1 1 1 4
  3> . . # . .
1 1  . . . . ."
expect_out_contains "step: column 1 (4)"
expect_out_contains "1 1  . . . . .
     ^"
if command -v script >/dev/null; then
    LAST="--animate on a terminal"
    OUT=$(COLUMNS=80 script -qec "'$NONO' solve --animate --delay 0 '$DATA/letter_a.non'" /dev/null)
    [[ "$OUT" == *$'\e[48;5;58m'* && "$OUT" == *"1 1 "* && "$OUT" == *"██"* ]] || fail "[$LAST] no clues or highlighted line: $OUT"
fi

run "$NONO" solve --delay 5 "$DATA/letter_a.non"
expect_code 2

run "$NONO" solve --explain --animate "$DATA/letter_a.non"
expect_code 2

run "$NONO" solve --trace "$TMP/no/such/dir/t.jsonl" "$DATA/letter_a.non"
expect_code 1
expect_err_contains "cannot write"

run "$NONO" algorithms
expect_code 0
expect_out_contains "engine"
expect_out_contains "complete"

run "$NONO" solve --algorithm no-such "$DATA/letter_a.non"
expect_code 2

run "$NONO" solve --seed 3 "$DATA/letter_a.non"
expect_code 2
expect_err_contains "--seed does not apply to --algorithm engine"

run "$NONO" solve --line-solver no-such "$DATA/letter_a.non"
expect_code 2

finish
