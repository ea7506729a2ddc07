# nono solve -o PATTERN: one file per solution, %d replaced by the solution number; a
# pattern without %d is an error when there is more than one solution to write.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve -o "$TMP/letter-%d.txt" "$DATA/letter_a.non"
expect_code 0
expect_stdout 'unique solution
'
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
