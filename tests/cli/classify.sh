# nono classify: one result per puzzle (solutions, line-solvable, level, rating), designer
# grids, the batch summary line with classify's additions; several files as for solve and
# check (a quoted pattern, '-', --list, --jobs, order kept); bad files are reported in place
# and the rest still run.
source "$(dirname "$0")/lib.bash" "$@"

cd "$DATA" || exit 1

# The names that open the result lines of stdout, in order, on one line.
result_names() {
    printf '%s\n' "$OUT" | grep -o '^[a-z_.]*: ' | grep -v '^summary: ' | tr -d '\n'
}

run "$NONO" classify ring.txt
expect_code 0
expect_stdout 'ring.txt: 3x3, unique, line-solvable, level D1, rating lines
summary: 1 puzzle: 1 unique, 0 several, 0 none, 0 undecided, 0 invalid; 1 line-solvable; levels D1=1
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
summary: 1 puzzle: 1 unique, 0 several, 0 none, 0 undecided, 0 invalid; 0 line-solvable; levels D4=1
'

# A cap below the level: "above"; below D4 that is "D4 or above", as no puzzle has level 2
# or 3 (D2 = D3 = D1).
run "$NONO" classify --max-level 3 letter_a.non
expect_code 0
expect_out_contains 'level D4 or above (--max-level 3)'

# Several solutions: two of them and the cells that differ; exact count with --count.
run "$NONO" classify --count two_solutions.non
expect_code 10
expect_out_contains 'two_solutions.non: 2x2, 2 solutions, not line-solvable, no level (several solutions)'
expect_out_contains '    -# #- xx
    #- -# xx'

# Several files, a quoted pattern, a bad and a missing file: all reported in place, exit 2.
run "$NONO" classify 'letter_a.*' contradiction.non bad_clue.non missing.non
expect_code 2
expect_out_contains 'letter_a.non: 5x5, unique'
expect_out_contains 'letter_a.txt: 5x5, unique'
expect_out_contains 'contradiction.non: 3x3, no solution'
expect_out_contains 'bad_clue.non: invalid: bad_clue.non:6: '
expect_out_contains 'missing.non: invalid: '
expect_out_contains 'summary: 5 puzzles: 2 unique, 0 several, 1 none, 0 undecided, 2 invalid; 0 line-solvable; levels D4=2'
# In the order given (the pattern's matches sorted), whatever finished first.
order=$(result_names)
[ "$order" = "letter_a.non: letter_a.txt: contradiction.non: bad_clue.non: missing.non: " ] ||
    fail "[$LAST] files out of order: $order"

# --jobs 2 prints exactly what one job prints, in the order given.
FILES=(two_solutions.non letter_a.non ring.txt bad_clue.non contradiction.non letter_a.txt ring.txt)
run "$NONO" classify --jobs 1 "${FILES[@]}"
expect_code 2
ONE_JOB=$OUT
run "$NONO" classify --jobs 2 "${FILES[@]}"
expect_code 2
[ "$OUT" = "$ONE_JOB" ] || fail "[$LAST] differs from --jobs 1:
$OUT
--- with --jobs 1:
$ONE_JOB"
order=$(result_names)
[ "$order" = "two_solutions.non: letter_a.non: ring.txt: bad_clue.non: contradiction.non: letter_a.txt: ring.txt: " ] ||
    fail "[$LAST] files out of order: $order"
expect_out_contains 'summary: 7 puzzles: 4 unique, 1 several, 1 none, 0 undecided, 1 invalid; 2 line-solvable; levels D1=2 D4=2'

# Without a bad file, the least settled verdict decides: none (20) over several (10).
run "$NONO" classify -j 2 two_solutions.non contradiction.non ring.txt
expect_code 20
run "$NONO" classify ring.txt two_solutions.non
expect_code 10
run "$NONO" classify --max-nodes 1 --no-level letter_a.non permutations5.non
expect_code 30
# With --no-level, no levels in the summary either.
[ "${OUT##*$'\n'}" = 'summary: 2 puzzles: 1 unique, 0 several, 0 none, 1 undecided, 0 invalid; 0 line-solvable' ] ||
    fail "[$LAST] summary wrong: ${OUT##*$'\n'}"

# A list file, and '-' for standard input, mixed with named files.
printf '# puzzles\nring.txt\n\n  letter_a.non  \n' > "$TMP/list.txt"
run "$NONO" classify --list "$TMP/list.txt" two_solutions.non
expect_code 10
order=$(result_names)
[ "$order" = "two_solutions.non: ring.txt: letter_a.non: " ] || fail "[$LAST] files out of order: $order"
expect_out_contains 'summary: 3 puzzles: 2 unique, 1 several, 0 none, 0 undecided, 0 invalid; 1 line-solvable; levels D1=1 D4=1'
run_stdin letter_a.non "$NONO" classify ring.txt -
expect_code 0
expect_out_contains '<stdin>: 5x5, unique, not line-solvable, level D4'
expect_out_contains 'summary: 2 puzzles: 2 unique'
run "$NONO" classify --list "$TMP/no-list.txt"
expect_code 2
expect_err_contains 'no-list.txt: cannot open the list file'
run "$NONO" classify - -
expect_code 2
expect_err_contains 'only once'

# JSON lines: one object a file in the order given, then the summary with classify's additions.
run "$NONO" classify --json -j 2 ring.txt two_solutions.non bad_clue.non
expect_code 2
python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
assert len(lines) == 4, lines
ring, two, bad, summary = lines
assert [l["file"] for l in lines[:3]] == ["ring.txt", "two_solutions.non", "bad_clue.non"], lines
assert list(ring)[:4] == ["file", "valid", "width", "height"], ring
assert ring["line_solvable"] is True and ring["level"]["level"] == 1 and ring["rating"] == "lines", ring
assert ring["line_logic"] == "solved" and two["line_logic"] == "stalled", (ring, two)
assert two["difference"] == ["xx", "xx"] and two["level"]["outcome"] == "not-unique", two
assert bad["valid"] is False and bad["line"] == 6, bad
assert summary == {"summary": {"unique": 1, "several": 1, "none": 0, "undecided": 0, "invalid": 1,
                               "line_solvable": 1, "levels": {"D1": 1}}, "exit_code": 2}, summary
' "$OUT" || fail "[$LAST] JSON lines wrong: $OUT"

# One file is JSON lines too: the object, then the summary.
run "$NONO" classify --json letter_a.non
expect_code 0
python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
assert len(lines) == 2 and lines[0]["stalled"][0] == "??#??", lines
assert lines[1]["summary"]["levels"] == {"D4": 1} and lines[1]["exit_code"] == 0, lines
' "$OUT" || fail "[$LAST] JSON lines wrong: $OUT"

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
