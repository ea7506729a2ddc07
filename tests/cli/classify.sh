# nono classify: one result per puzzle (solutions, line-solvable, level, rating), designer
# grids, a summary line; bad files are reported in place and the rest still run.
source "$(dirname "$0")/lib.bash" "$@"

cd "$DATA" || exit 1

run "$NONO" classify ring.txt
expect_code 0
expect_stdout 'ring.txt: 3x3, unique, line-solvable, level D1, rating lines
classified 1 file: 1 unique; 1 line-solvable; levels D1=1
'

# Unique but not line-solvable: the level and where line logic stalls.
run "$NONO" classify letter_a.non
expect_code 0
expect_stdout 'letter_a.non: 5x5, unique, not line-solvable, level D4, rating probing (no guess)
  line logic stalls here (? = undecided):
    ??#??
    #---#
    #####
    #---#
    ??-??
classified 1 file: 1 unique; 0 line-solvable; levels D4=1
'

# A cap below the level: "above".
run "$NONO" classify --max-level 3 letter_a.non
expect_code 0
expect_out_contains 'level above D3 (--max-level 3)'

# Several solutions: two of them and the cells that differ; exact count with --count.
run "$NONO" classify --count two_solutions.non
expect_code 10
expect_out_contains 'two_solutions.non: 2x2, 2 solutions, not line-solvable, no level (several solutions)'
expect_out_contains '    -# #- xx
    #- -# xx'

# Several files, a quoted pattern, a bad and a missing file: all reported, exit 2.
run "$NONO" classify 'letter_a.*' contradiction.non bad_clue.non missing.non
expect_code 2
expect_out_contains 'letter_a.non: 5x5, unique'
expect_out_contains 'letter_a.txt: 5x5, unique'
expect_out_contains 'contradiction.non: 3x3, no solution'
expect_out_contains 'bad_clue.non: invalid: bad_clue.non:6: '
expect_out_contains 'missing.non: invalid: '
expect_out_contains 'classified 5 files: 2 unique, 1 none, 2 invalid; 0 line-solvable; levels D4=2'

run "$NONO" classify --json ring.txt two_solutions.non bad_clue.non
expect_code 2
expect_json_valid
expect_json 'j["puzzles"][0]["line_solvable"]' 'true'
expect_json 'j["puzzles"][0]["level"]["level"]' '1'
expect_json 'j["puzzles"][0]["rating"]' '"lines"'
expect_json 'j["puzzles"][1]["difference"]' '["xx", "xx"]'
expect_json 'j["puzzles"][1]["level"]["outcome"]' '"not-unique"'
expect_json 'j["puzzles"][2]["valid"]' 'false'
expect_json 'j["puzzles"][2]["line"]' '6'
expect_json 'j["summary"]["verdicts"]' '{"invalid": 1, "multiple": 1, "unique": 1}'

run "$NONO" classify --max-level 0 ring.txt
expect_code 2
run "$NONO" classify
expect_code 2

# nono check --analyze tells the same.
run "$NONO" check --analyze letter_a.non
expect_code 0
expect_stdout 'letter_a.non: valid, unique solution
  unique, not line-solvable, level D4, rating probing (no guess)
  line logic stalls here (? = undecided):
    ??#??
    #---#
    #####
    #---#
    ??-??
'
run "$NONO" check --analyze --json two_solutions.non
expect_code 10
expect_json 'j["analysis"]["two_solutions"]' '[["-#", "#-"], ["#-", "-#"]]'

finish
