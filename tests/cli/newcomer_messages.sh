# What a newcomer types and reads (issue 41): solve -o with a picture's name writes that
# picture; a file with the wrong extension names the format its content has; Simpson's -s N
# and -os; a rare or impossible level for generate; census WxH; the R package's strategy
# name; errors that name the file rather than the puzzle's title.
source "$(dirname "$0")/lib.bash" "$@"

# solve -o L.png writes the PNG solution picture (one pixel a cell), which reads back as the
# puzzle; convert's message for a clue-only file names exactly that command. .svg and .pdf
# are drawings: refused before solving, naming `nono render`.
run "$NONO" convert examples:36 "$TMP/L.nin"
expect_code 0
run "$NONO" convert "$TMP/L.nin" "$TMP/L.png"
expect_code 2
expect_err_contains "\`nono solve $TMP/L.nin -o $TMP/L.png\` writes its solution as one"
run "$NONO" solve "$TMP/L.nin" -o "$TMP/L.png"
expect_code 0
expect_out_contains "wrote 1 file: $TMP/L.png"
[ "$(head -c 4 "$TMP/L.png" | od -An -c | tr -d ' ')" == "211PNG" ] || fail "[$LAST] L.png is not a PNG"
run "$NONO" solve examples:36 -q -o "$TMP/want.txt"
run "$NONO" convert "$TMP/L.png" - --to grid
expect_code 0
expect_stdout "$(cat "$TMP/want.txt")
"
run "$NONO" solve "$TMP/L.nin" -o "$TMP/L.pbm"
expect_code 0
[ "$(head -c 2 "$TMP/L.pbm")" == "P1" ] || [ "$(head -c 2 "$TMP/L.pbm")" == "P4" ] || fail "[$LAST] L.pbm is not a PBM"
run "$NONO" solve "$TMP/L.nin" -o "$TMP/L.svg"
expect_code 2
expect_err_contains "nono render $TMP/L.nin --solution -o $TMP/L.svg"
[ ! -e "$TMP/L.svg" ] || fail "[$LAST] wrote L.svg"
run "$NONO" solve "$TMP/L.nin" -o "$TMP/L.png" --output-format json
expect_code 2
run "$NONO" solve "$ROOT/data/colour/mushroom.xml" -o "$TMP/mushroom.png"
expect_code 2
expect_err_contains "a png picture is black and white and this puzzle has colours"
expect_err_contains "nono render $ROOT/data/colour/mushroom.xml --solution -o $TMP/mushroom.png"

# A file whose extension names another format: the parser's error, then the format its
# content looks like.
run "$NONO" convert examples:36 "$TMP/ex36.mk"
cp "$TMP/ex36.mk" "$TMP/saved.txt"
run "$NONO" solve "$TMP/saved.txt"
expect_code 2
expect_err_contains "read as grid, but this looks like mk: use --format mk"
cp "$TMP/L.nin" "$TMP/saved.non"
run "$NONO" solve "$TMP/saved.non"
expect_code 2
expect_err_contains "read as non, but this looks like nin: use --format nin"
run "$NONO" solve "$TMP/saved.non" --format nin -q
expect_code 0
# A broken file of its own format gets no hint.
printf 'width 2\nheight 2\nrows\n1\nx\ncolumns\n1\n1\n' >"$TMP/broken.non"
run "$NONO" solve "$TMP/broken.non"
expect_code 2
[[ "$ERR" != *"looks like"* ]] || fail "[$LAST] a hint for a file in its own format: $ERR"

# Simpson's -s N is -n N; his -os is not read as a file named "s".
run "$NONO" solve "$DATA/two_solutions.non" -s 2
expect_code 10
expect_out_contains "2 solutions"
[ "$(grep -c '^[#-]' <<<"$OUT")" -eq 4 ] || fail "[$LAST] -s 2 did not show two 2x2 solutions: $OUT"
cd "$TMP" || exit 1
run "$NONO" solve "$TMP/L.nin" -os
cd - >/dev/null || exit 1
expect_code 2
expect_err_contains "-os is read as -o s"
expect_err_contains "-n N (or -s N)"
[ ! -e "$TMP/s" ] || fail "[$LAST] wrote a file named s"

# generate: a level the census says no grid of the size has is refused; a rare one is said
# to be rare before the first candidate, with the census command that lists it; the summary
# counts the candidates drawn.
run "$NONO" generate --size 4x4 --level D5
expect_code 2
expect_err_contains "level D5 is impossible at 4x4: the census of every grid of that size finds none"
run "$NONO" generate --size 5x5 --level D7 --max-candidates 200 --no-progress
expect_code 1
expect_err_contains "D7 is rare at 5x5: 12 of its 33,554,432 grids"
expect_err_contains "\`nono census 5 --levels --list D7\`"
expect_err_contains "generated 0 of 1 puzzles (D7)"
expect_err_contains "200 candidates drawn for the 1 not made"
[[ "$ERR" != *"0.0 candidates per puzzle"* ]] || fail "[$LAST] $ERR"
run "$NONO" generate --size 5x5 --level D4 --seed 2 --no-progress
expect_code 0
[[ "$ERR" != *"rare"* ]] || fail "[$LAST] D4 at 5x5 called rare: $ERR"

# census takes WxH as import and generate do; its help names W and H.
run "$NONO" census 3x3
expect_code 0
expect_out_contains "unique: 384"
run "$NONO" census 2 3
expect_code 0
expect_out_contains "census 2x3"
run "$NONO" census --help
expect_code 0
[[ "$OUT" != *"(0x)"* ]] || fail "[$LAST] help shows (0x): $OUT"
expect_out_contains "[W] [H]"

# The R package's strategy names get nono's.
run "$NONO" solve "$TMP/L.nin" --algorithm force
expect_code 2
expect_err_contains "nono calls it brute-force (\"force\" is the R nonogram package's name)"
run "$NONO" solve "$TMP/L.nin" --algorithm perm_elim
expect_code 2
expect_err_contains "nono calls it perm-elim"

# A puzzle a format cannot hold: the message names the file, not the puzzle's title.
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 -o "$TMP/flower.xml"
expect_code 0
run "$NONO" convert "$TMP/flower.xml" "$TMP/flower.nin"
expect_code 2
expect_err_contains "nono: $TMP/flower.nin: the .nin format has no colours"
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 -o "$TMP/flower2.nin"
expect_code 2
expect_err_contains "nono: $TMP/flower2.nin: the .nin format has no colours"

finish
