# `nono generate` draws a progress bar on stderr when it is a terminal: one line redrawn in
# place ("[###...] 2/5 puzzles, 61 candidates"), cleared before each puzzle's line, so the
# terminal ends with the puzzles' lines and the summary; none off a terminal or with
# --no-progress.
#
# No expectation depends on the machine's speed: the bar is drawn whenever the command waits
# for a puzzle (at least every 200 ms), and it waits for the first one from the start (its
# thread has just begun; a 25x25 unique puzzle takes tens of random candidates, each solved).
source "$(dirname "$0")/lib.bash" "$@"

GEN=(generate --size 25x25 -n 5 --seed 1 -j 1)

run "$NONO" "${GEN[@]}" -o "$TMP/plain"
expect_code 0
expect_err_contains "generated 5 of 5 puzzles"
case "$ERR" in *"puzzles, "*"candidates"*"["*|*$'\r'*) fail "a progress bar on a stderr that is not a terminal: $ERR" ;; esac

command -v script >/dev/null || skip "no script(1) for a pseudo-terminal"

# script(1) gives the command a pseudo-terminal; its stdout and stderr both come to the file.
on_terminal() {
    script -qec "$*" /dev/null >"$TMP/tty" </dev/null
}
on_terminal "'$NONO' ${GEN[*]} -o '$TMP/tty-out'"
OUT=$(tr '\r' '\n' <"$TMP/tty")
grep -qE '^\[[#.]{30}\] [0-4]/5 puzzles, [0-9]+ candidates' <<<"$OUT" ||
    fail "no progress bar on a terminal: $(head -c 400 <<<"$OUT")"
grep -q "generated 5 of 5 puzzles" <<<"$OUT" || fail "no summary on a terminal: $(tail -3 <<<"$OUT")"
# Each bar is cleared (carriage return, erase to the end of the line) before a puzzle's line.
grep -q $'\r\033\\[K' "$TMP/tty" || fail "the progress bar is never cleared"
# The same puzzles as off a terminal: the bar changes nothing else.
for file in "$TMP"/plain/*; do
    cmp -s "$file" "$TMP/tty-out/$(basename "$file")" || fail "$(basename "$file") differs on a terminal"
done

on_terminal "'$NONO' ${GEN[*]} -o '$TMP/quiet' --no-progress"
grep -q "puzzles, [0-9]* candidates" "$TMP/tty" && fail "--no-progress still draws the bar: $(head -c 300 "$TMP/tty")"
grep -q "generated 5 of 5 puzzles" "$TMP/tty" || fail "no summary with --no-progress"

finish
