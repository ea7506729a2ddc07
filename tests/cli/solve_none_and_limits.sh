# Verdicts other than unique/multiple: a valid puzzle with no solution exits 20, and a
# search stopped by --max-nodes before it can answer exits 30.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve "$DATA/contradiction.non"
expect_code 20
expect_stdout 'no solution
column 1 (1) cannot be completed: line solving alone finds the contradiction
'

run "$NONO" solve --no-probe "$DATA/contradiction.non"
expect_code 20

run "$NONO" check "$DATA/contradiction.non"
expect_code 20

# 120 solutions, none forced by propagation: one guess is not enough to find two.
run "$NONO" solve --max-nodes 1 "$DATA/permutations5.non"
expect_code 30
expect_out_contains "undecided: node limit reached"
expect_out_contains "deduced before any guess (0 of 25 cells, ? = unknown):
?????"

run "$NONO" solve --json --max-nodes 1 "$DATA/permutations5.non"
expect_code 30
expect_json 'len(j["deduced"])' '5'
expect_json 'j["contradiction"]' 'null'

run "$NONO" solve --json "$DATA/contradiction.non"
expect_json 'j["contradiction"]' '"column 1 (1)"'

run "$NONO" solve --max-nodes 1 --no-probe --count "$DATA/permutations5.non"
expect_code 30
expect_out_contains "undecided: node limit reached"

run "$NONO" check --max-nodes 1 "$DATA/permutations5.non"
expect_code 30
expect_stdout "$DATA/permutations5.non: valid, undecided (node limit)
"

# A generous limit changes nothing.
run "$NONO" solve --max-nodes 100000 --timeout 60 "$DATA/letter_a.non"
expect_code 0

run "$NONO" solve --timeout -1 "$DATA/letter_a.non"
expect_code 2
for seconds in nan inf 1e999; do
    run "$NONO" solve --timeout "$seconds" "$DATA/letter_a.non"
    expect_code 2
    # The option table's message: the option and its range (nono/solve_options.hpp).
    expect_err_contains "--timeout: must be a number of seconds from 0 to 1000000000"
done

finish
