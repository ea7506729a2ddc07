# nono check prints one line per file: valid or not, and unique, several or no solution.
source "$(dirname "$0")/lib.bash" "$@"

cd "$DATA" || exit 1

run "$NONO" check letter_a.non
expect_code 0
expect_stdout 'letter_a.non: valid, unique solution
'
run "$NONO" check two_solutions.non
expect_code 10
expect_stdout 'two_solutions.non: valid, multiple solutions (at least 2)
'
run "$NONO" check contradiction.non
expect_code 20
expect_stdout 'contradiction.non: valid, no solution
'
run "$NONO" check bad_clue.non
expect_code 2
expect_out_contains 'bad_clue.non: invalid: bad_clue.non:6: '
run "$NONO" check bad_totals.non
expect_code 2
expect_out_contains 'bad_totals.non: invalid: bad_totals.non'
run "$NONO" check missing.non
expect_code 2
expect_out_contains 'missing.non: invalid: '

# A grid file carries its goal picture; check compares it with the unique solution.
run "$NONO" check letter_a.txt
expect_code 0
expect_stdout 'letter_a.txt: valid, unique solution
'
run "$NONO" check --json letter_a.txt
expect_code 0
expect_json 'j["goal"]' '"matches"'

run_stdin letter_a.non "$NONO" check -
expect_code 0
expect_stdout '<stdin>: valid, unique solution
'

finish
