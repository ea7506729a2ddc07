# The commands build only the options their command line names (apps/nono/commands.hpp,
# named()): every way CLI11 reads an option must still reach it, options that need or exclude
# each other must still be checked, and --help must still list every option.
source "$(dirname "$0")/lib.bash" "$@"

A="$DATA/letter_a.non"

# Long options with "=VALUE", short options with the value attached or in a cluster.
run "$NONO" solve --solutions=1 --quiet "$A"
expect_code 0
run "$NONO" solve -q --count "$A"
expect_code 0
expect_stdout $'1\n'
run "$NONO" solve -qn0 --count "$A"
expect_code 0
expect_stdout $'1\n'
run "$NONO" solve --format=non --max-nodes=5 -q "$A"
expect_code 0
run "$NONO" solve --empty-char=. --filled-char=X "$A"
expect_code 0
expect_out_contains "X"
expect_out_contains "."

# An option that needs another one, given alone, or two that exclude each other.
run "$NONO" solve --every-probe "$A"
expect_code 2
expect_err_contains "--every-probe requires --explain"
run "$NONO" solve --delay 5 "$A"
expect_code 2
expect_err_contains "--delay requires --animate"
run "$NONO" solve --output-format json "$A"
expect_code 2
expect_err_contains "--output-format requires --output"
run "$NONO" solve --count -o "$TMP/x.txt" "$A"
expect_code 2
expect_err_contains "--count excludes --output"
run "$NONO" solve --dots --empty-char x "$A"
expect_code 2
expect_err_contains "excludes"
run "$NONO" solve --explain --animate "$A"
expect_code 2
expect_err_contains "excludes"

# Options of the solve option table, checked against the chosen algorithm.
run "$NONO" solve --seed 3 "$A"
expect_code 2
expect_err_contains "--seed does not apply to --algorithm engine"
run "$NONO" solve -a brute-force --exhaustive -q "$A"
expect_code 0

# A value given in the option's own argument, and an output file written.
run "$NONO" solve --output="$TMP/grid.txt" -q "$A"
expect_code 0
[ -s "$TMP/grid.txt" ] || fail "[$LAST] $TMP/grid.txt was not written"

# Unknown options are reported as before; the same command line with --help lists them all.
run "$NONO" solve --no-such-option "$A"
expect_code 2
expect_err_contains "--no-such-option"
for command in solve check classify; do
    run "$NONO" "$command" -h
    expect_code 0
    expect_out_contains "--json"
    expect_out_contains "--timeout"
    expect_out_contains "--max-nodes"
done
run "$NONO" solve -qh "$A"
expect_code 0
for option in --solutions --count --output --output-format --stats --quiet --plain --dots \
    --empty-char --filled-char --timeout --no-sat --algorithm --line-solver --seed --trace \
    --explain --every-probe --animate --delay --verbose --list --format --threshold --puzzle --jobs; do
    expect_out_contains "$option"
done

finish
