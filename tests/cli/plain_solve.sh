# `nono solve [-q|--quiet] FILE...` runs without building the CLI11 app (run_plain_solve,
# apps/nono/commands.hpp); every other command line is parsed by CLI11. The same request made
# through CLI11 (a "--" before the files, which only CLI11 reads) must give the same output,
# messages and exit code, for every kind of outcome and input.
source "$(dirname "$0")/lib.bash" "$@"

# stdout, stderr and exit code of the command.
outcome() {
    run "$@"
    printf '%s\n--stderr--\n%s\n--exit %s\n' "$OUT" "$ERR" "$CODE"
}

same() {  # same FLAGS -- FILES...: the plain line against CLI11's reading of it
    local flags=() files=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    files=("$@")
    local plain cli
    plain=$(outcome "$NONO" solve "${flags[@]}" "${files[@]}")
    cli=$(outcome "$NONO" solve "${flags[@]}" -- "${files[@]}")
    [ "$plain" = "$cli" ] || fail "solve ${flags[*]} ${files[*]}: plain and CLI11 differ:
$plain
--- CLI11 ---
$cli"
}

for file in "$DATA"/*.non "$DATA/letter_a.txt" "$DATA/ring.txt" "$TMP/missing.non" examples:1; do
    same -- "$file"
    same -q -- "$file"
    same --quiet -q -- "$file"
done
# Several files (a batch and its summary), a quoted pattern, the flag after the files.
same -q -- "$DATA/letter_a.non" "$DATA/two_solutions.non" "$DATA/contradiction.non" "$DATA/bad_clue.non"
same -- "$DATA/*.non"
run "$NONO" solve "$DATA/letter_a.non" -q
expect_code 0
expect_stdout '-###-
#---#
#####
#---#
#---#
'

# Exit codes through the plain line: unique 0, several 10, none 20, bad input 2.
run "$NONO" solve -q "$DATA/letter_a.non"
expect_code 0
run "$NONO" solve -q "$DATA/two_solutions.non"
expect_code 10
run "$NONO" solve -q "$DATA/contradiction.non"
expect_code 20
run "$NONO" solve -q "$DATA/bad_clue.non"
expect_code 2

# A file named like a command, or like an option, is CLI11's to read, as before.
run "$NONO" solve -q check
expect_code 2
expect_err_contains "check"

finish
