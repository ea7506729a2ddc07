# Bad input and bad usage exit 2 with a message naming the file and line; --help and
# --version exit 0; an output that cannot be written exits 1.
source "$(dirname "$0")/lib.bash" "$@"

# A parse error: "nono: <file>:<line>: <problem>" on stderr, nothing on stdout.
run "$NONO" solve "$DATA/bad_clue.non"
expect_code 2
expect_err_contains "nono: $DATA/bad_clue.non:6:"
expect_stdout ''

# A validation error (clue totals differ) names the file.
run "$NONO" solve "$DATA/bad_totals.non"
expect_code 2
expect_err_contains "nono: $DATA/bad_totals.non"
expect_err_contains "3"

run "$NONO" solve "$TMP/does-not-exist.non"
expect_code 2
expect_err_contains "does-not-exist.non"

# Errors in stdin input are attributed to standard input.
run_stdin "$DATA/bad_clue.non" "$NONO" solve -f non -
expect_code 2
expect_err_contains ":6:"

# CLI11's own errors: unknown option, missing argument, bad number, unknown format/command.
run "$NONO" solve --no-such-option "$DATA/letter_a.non"
expect_code 2
expect_err_contains "no-such-option"
run "$NONO" solve
expect_code 2
expect_err_contains "FILE"
run "$NONO" solve -n many "$DATA/letter_a.non"
expect_code 2
run "$NONO" solve -f gif "$DATA/letter_a.non"
expect_code 2
expect_err_contains "gif"
run "$NONO" frobnicate
expect_code 2
run "$NONO"
expect_code 2
run "$NONO" solve --count -o "$TMP/x-%d.txt" "$DATA/letter_a.non"
expect_code 2

# Help and version.
run "$NONO" --help
expect_code 0
expect_out_contains "solve"
expect_out_contains "convert"
expect_out_contains "Exit codes"
expect_out_contains "30"
expect_out_contains "130"
for command in solve check convert; do
    run "$NONO" "$command" --help
    expect_code 0
    expect_out_contains "$command"
    expect_out_contains "Exit codes"
done
run "$NONO" --version
expect_code 0
expect_out_contains "nono "

# An output file that cannot be written: exit 1, with the path in the message.
run "$NONO" solve -o "$TMP/no/such/dir/sol.txt" "$DATA/letter_a.non"
expect_code 1
expect_err_contains "$TMP/no/such/dir/sol.txt"
run "$NONO" convert "$DATA/letter_a.non" "$TMP/no/such/dir/a.json"
expect_code 1

finish
