# A long solve on a terminal shows its progress on stderr, one line redrawn in place; while
# the SAT solver has its turn the line says so (the search's figures then stand still).
# Nothing of it when stderr is not a terminal.
#
# No expectation here depends on the machine's speed: the puzzle is random 60x60 seed 14,
# which nono leaves undecided at 300 s (docs/performance-history.md), the run off a terminal
# ends at a node limit, and the run on a terminal is interrupted once the line has said what
# it should (however long that takes), not at a time limit a fast machine might beat.
source "$(dirname "$0")/lib.bash" "$@"

HARD="$ROOT/tests/data/server/random60_14.non"

# 300 guesses take about a second of CPU here: long enough for a progress report to fall due.
run "$NONO" solve --max-nodes 300 "$HARD"
expect_code 30
expect_out_contains "undecided: node limit"
case "$ERR" in *"cells known"*) fail "progress drawn on a stderr that is not a terminal: $ERR" ;; esac

command -v script >/dev/null || skip "no script(1) for a pseudo-terminal"

# script(1) gives the solve a pseudo-terminal; its stdout and stderr both come to $TMP/tty
# (-f: as they are written). The wrapper tells the solve's process id, for the interrupt.
cat >"$TMP/solve.sh" <<END
echo \$\$ >"$TMP/pid"
exec "$NONO" solve --timeout 600 "$HARD"
END
script -qfec "bash '$TMP/solve.sh'" /dev/null >"$TMP/tty" </dev/null &
script_pid=$!
# Wait (at most 5 minutes, for a very slow machine) until the line says the SAT solver is working.
for _ in $(seq 3000); do
    grep -q "SAT solver working" "$TMP/tty" 2>/dev/null && break
    kill -0 "$script_pid" 2>/dev/null || break
    sleep 0.1
done
[ -s "$TMP/pid" ] && kill -INT "$(cat "$TMP/pid")" 2>/dev/null
wait "$script_pid"
OUT=$(tr '\r' '\n' <"$TMP/tty")
grep -q "of 3600 cells known, [0-9]* guesses, depth [0-9]*, " <<<"$OUT" ||
    fail "no progress line on a terminal: $(head -c 300 <<<"$OUT")"
grep -q "SAT solver working: [0-9]* calls*, [0-9]* conflicts, [0-9.]* s" <<<"$OUT" ||
    fail "the progress line never says the SAT solver is working: $(grep 'cells known' <<<"$OUT" | tail -3)"
grep -q "undecided: interrupted" <<<"$OUT" || fail "no undecided verdict after SIGINT: $(tail -3 <<<"$OUT")"

finish
