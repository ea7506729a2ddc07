# nono solve -o PATTERN: one file per solution, %d replaced by the solution number (every
# solution found unless -n says how many, and the files written are told); a pattern without
# %d is an error when there is more than one solution to write.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve -o "$TMP/letter-%d.txt" "$DATA/letter_a.non"
expect_code 0
expect_stdout "unique solution
wrote 1 file: $TMP/letter-1.txt
"
expect_file_text "$TMP/letter-1.txt" '-###-
#---#
#####
#---#
#---#
'
[ ! -e "$TMP/letter-2.txt" ] || fail "[$LAST] wrote a second file for a unique puzzle"

# No %d is fine for a single solution.
run "$NONO" solve --dots -o "$TMP/single.txt" "$DATA/letter_a.non"
expect_code 0
expect_file_text "$TMP/single.txt" '.###.
#...#
#####
#...#
#...#
'

# Two solutions, two files; which is which depends on the search order.
run "$NONO" solve -n 0 -q -o "$TMP/two-%d.txt" "$DATA/two_solutions.non"
expect_code 10
expect_stdout ''
if [ -f "$TMP/two-1.txt" ] && [ -f "$TMP/two-2.txt" ]; then
    pair="$(cat "$TMP/two-1.txt")|$(cat "$TMP/two-2.txt")"
    if [ "$pair" != "#-
-#|-#
#-" ] && [ "$pair" != "-#
#-|#-
-#" ]; then
        fail "[$LAST] unexpected solution files: $pair"
    fi
else
    fail "[$LAST] two-1.txt and two-2.txt were not both written"
fi
[ ! -e "$TMP/two-3.txt" ] || fail "[$LAST] wrote a third file"

# With %d and no -n: every solution (Simpson's solver does the same), and how many files.
run "$NONO" solve -o "$TMP/perm-%d.txt" "$DATA/permutations5.non"
expect_code 10
expect_stdout "120 solutions
wrote 120 files: $TMP/perm-1.txt ... $TMP/perm-120.txt
"
[ -f "$TMP/perm-120.txt" ] && [ ! -e "$TMP/perm-121.txt" ] || fail "[$LAST] not exactly 120 files"
[ "$(cat "$TMP"/perm-*.txt | sort | uniq -c | wc -l)" -ge 5 ] || fail "[$LAST] the files are not the solutions"
[ "$(for f in "$TMP"/perm-*.txt; do tr -d '\n' < "$f"; echo; done | sort -u | wc -l)" == 120 ] ||
    fail "[$LAST] the 120 files do not hold 120 different solutions"
run "$NONO" solve -n 3 -o "$TMP/three-%d.txt" "$DATA/permutations5.non"
expect_code 10
expect_out_contains "writing 3"
expect_out_contains "wrote 3 files: $TMP/three-1.txt ... $TMP/three-3.txt"
[ ! -e "$TMP/three-4.txt" ] || fail "[$LAST] wrote a fourth file"

run "$NONO" solve -n 0 -o "$TMP/both.txt" "$DATA/two_solutions.non"
expect_code 2
expect_err_contains "%d"
[ ! -e "$TMP/both.txt" ] || fail "[$LAST] wrote $TMP/both.txt despite the error"

# JSON solution files are puzzles with the solution as their picture: check reads them back.
run "$NONO" solve --output-format json -o "$TMP/letter-%d.json" "$DATA/letter_a.non"
expect_code 0
run "$NONO" check "$TMP/letter-1.json"
expect_code 0
expect_stdout "$TMP/letter-1.json: valid, unique solution
"
run "$NONO" convert "$TMP/letter-1.json" "$TMP/letter-back.txt"
expect_code 0
expect_file_text "$TMP/letter-back.txt" '-###-
#---#
#####
#---#
#---#
'

finish
