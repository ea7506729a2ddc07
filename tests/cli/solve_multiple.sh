# nono solve on a 2x2 puzzle with exactly two solutions: exit 10, one grid by default with an
# exact verdict, both grids with -n 0, and --count.
source "$(dirname "$0")/lib.bash" "$@"

A='#-
-#
'
B='-#
#-
'

run "$NONO" solve "$DATA/two_solutions.non"
expect_code 10
if [ "$OUT" != "${A}
2 solutions (search stopped at the limit of 2; there may be more), showing 1" ] &&
   [ "$OUT" != "${B}
2 solutions (search stopped at the limit of 2; there may be more), showing 1" ]; then
    fail "[$LAST] expected one of the two grids and the limit verdict; got:
$OUT"
fi

# -n 0: every solution, separated by a blank line, in either order; the count is exact.
run "$NONO" solve -n 0 "$DATA/two_solutions.non"
expect_code 10
if [ "$OUT" != "${A}
${B}
2 solutions" ] && [ "$OUT" != "${B}
${A}
2 solutions" ]; then
    fail "[$LAST] expected both grids and '2 solutions'; got:
$OUT"
fi

# -n 2: both shown, and the third solution looked for proves there are exactly two.
run "$NONO" solve -n 2 -q "$DATA/two_solutions.non"
expect_code 10
[ "$(grep -c . "$TMP/stdout")" -eq 4 ] || fail "[$LAST] expected 4 grid lines; got:
$OUT"

run "$NONO" solve --count "$DATA/two_solutions.non"
expect_code 10
expect_stdout '2
2 solutions
'

run "$NONO" solve --count -q "$DATA/permutations5.non"
expect_code 10
expect_stdout '120
'

run "$NONO" solve --count -n 7 "$DATA/permutations5.non"
expect_code 10
expect_stdout '7
7 solutions (search stopped at the limit of 7; there may be more)
'

finish
