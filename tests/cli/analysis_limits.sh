# classify and check --analyze honour --timeout (and an interrupt) in every phase, not only
# the search: line logic and the level D_k share the deadline, and a phase it stops makes the
# verdict "limit" (exit 30). Issue 28 #11: the level ran on after the search's time was up
# (about 10 s with --timeout 2).
#
# No expectation depends on the machine's speed. The puzzles are ones whose analysis takes far
# longer than the limits here on any machine: random 60x60 seed 14, which no solver decides
# (tests/data/server/README.md), and a unique 25x25 tournament puzzle the engine decides in
# milliseconds but whose level, with no work limit and no level cap below 50, has tens of
# millions of line sets to try. Only the verdict is checked; if the limits were not honoured
# the commands would run for hours, and ctest's TIMEOUT (tests/CMakeLists.txt) ends the test.
source "$(dirname "$0")/lib.bash" "$@"

HARD="$ROOT/tests/data/server/random60_14.non"
LEVEL_HARD="$ROOT/../shared/puzzles/tournament-taai2011/0003.non"

# The search stops at the limit; the level (no work limit) must stop too, at the same deadline.
run "$NONO" classify --timeout 1 --max-work 0 "$HARD"
expect_code 30
expect_out_contains 'undecided (undecided: time limit reached'
expect_out_contains '(time limit reached), rating: search stopped at a limit'
run "$NONO" check --analyze --timeout 1 "$HARD"
expect_code 30
expect_out_contains 'valid, undecided (time limit)'
expect_out_contains '(time limit reached), rating: search stopped at a limit'

# An interrupt stops every phase as it stops the search: SIGINT to check --analyze (no
# --timeout) while it searches; the level that follows must stop at once too.
timeout --preserve-status -s INT 1 "$NONO" check --analyze "$HARD" >"$TMP/out" 2>"$TMP/err"
code=$?
[ "$code" -eq 30 ] || fail "SIGINT: exit $code, expected 30; stderr: $(cat "$TMP/err")"
grep -Eq "level (above D[0-9]*|D4 or above) \(interrupted\)" "$TMP/out" || fail "SIGINT: the level was not stopped: $(cat "$TMP/out")"

[ -f "$LEVEL_HARD" ] || { echo "SKIP: $LEVEL_HARD missing (../shared)"; exit 77; }

# The search decides (unique; it takes milliseconds, so 3 s leaves a slow machine a wide
# margin), the level is what outlasts the limit: still "limit", exit 30.
run "$NONO" classify --timeout 3 --max-work 0 --max-level 50 "$LEVEL_HARD"
expect_code 30
expect_out_contains '25x25, unique, not line-solvable, level '
expect_out_contains ' (time limit reached), rating probing'
run "$NONO" classify --json --timeout 3 --max-work 0 --max-level 50 "$LEVEL_HARD"
expect_code 30
python3 -c '
import json, sys
item, summary = [json.loads(l) for l in sys.argv[1].splitlines()]
assert item["verdict"] == "unique" and item["level"]["outcome"] == "stopped", item
assert item["line_logic"] == "stalled", item  # line logic finished; only the level was cut short
assert summary["exit_code"] == 30, summary
' "$OUT" || fail "[$LAST] JSON wrong: $OUT"

finish
