# A long solve on a terminal shows its progress on stderr, one line redrawn in place; while
# the SAT solver has its turn the line says so (the search's figures then stand still).
# Nothing of it when stderr is not a terminal. The puzzle is random 60x60 seed 7, which takes
# seconds; the time limit ends it first.
source "$(dirname "$0")/lib.bash" "$@"

HARD="$ROOT/tests/data/server/random60_7.non"

run "$NONO" solve --timeout 1 "$HARD"
expect_code 30
case "$ERR" in *"cells known"*) fail "progress drawn on a stderr that is not a terminal: $ERR" ;; esac

if command -v script >/dev/null; then
    # (script(1) gives the solve a pseudo-terminal; its stdout and stderr both come back here.)
    OUT=$(script -qec "'$NONO' solve --timeout 3 '$HARD'" /dev/null | tr '\r' '\n')
    grep -q "of 3600 cells known, [0-9]* guesses, depth [0-9]*, " <<<"$OUT" ||
        fail "no progress line on a terminal: $(head -c 300 <<<"$OUT")"
    grep -q "SAT solver working: [0-9]* calls*, [0-9]* conflicts, [0-9.]* s" <<<"$OUT" ||
        fail "the progress line never says the SAT solver is working: $(grep 'cells known' <<<"$OUT" | tail -3)"
    grep -q "undecided: time limit" <<<"$OUT" || fail "no undecided verdict: $(tail -3 <<<"$OUT")"
else
    echo "SKIP: no script(1) for a pseudo-terminal" >&2
fi

finish
