# nono census: counts of a whole grid size, shards that merge into one run, errors, and an
# interrupted run that writes nothing.
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" census 2
expect_code 0
expect_stdout 'census 2x2
grids: 16
row_clue_tuples: 9
clue_sets: 15
unique: 14
line_solvable: 14
'

# Published: 52362 unique 4x4 grids (OEIS A242876), 51234 line-solvable (docs/analysis.md).
run "$NONO" census 4 --levels --json --threads 2
expect_code 0
expect_json_valid
expect_json 'j["unique"]' '52362'
expect_json 'j["line_solvable"]' '51234'
expect_json 'j["levels"]["1"] + j["levels"]["4"]' '52362'
expect_json 'j["shards"]' 'null'
cp "$TMP/stdout" "$TMP/whole.json"

for shard in 0 1 2; do
    run "$NONO" census 4 --levels --json --shard $shard/3 -o "$TMP/part$shard.json"
    expect_code 0
done
run "$NONO" census --merge "$TMP/part2.json" "$TMP/part0.json" "$TMP/part1.json" --json
expect_code 0
cmp -s "$TMP/stdout" "$TMP/whole.json" || fail "merged shards differ from one run: $OUT"

run "$NONO" census --merge "$TMP/part0.json" "$TMP/part0.json"
expect_code 2
expect_err_contains 'shard 0 appears twice'
run "$NONO" census --merge "$TMP/part0.json" "$TMP/part1.json"
expect_code 0
expect_out_contains 'census 4x4 (shards 0 1 of 3)'
echo '{"width": 4' >"$TMP/broken.json"
run "$NONO" census --merge "$TMP/broken.json"
expect_code 2
expect_err_contains 'broken.json:'
run "$NONO" census --merge "$TMP/nothing.json"
expect_code 2

# A checkpointed run saves each piece; run again, it redoes only the missing ones.
run "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 4
expect_code 0
cmp -s "$TMP/stdout" "$TMP/whole.json" || fail "checkpointed run differs from one run: $OUT"
[ "$(ls "$TMP/ck" | wc -l)" -eq 4 ] || fail "expected 4 saved pieces: $(ls "$TMP/ck")"
rm "$TMP/ck/4x4-levels-piece-2-of-4.json"
touch -d '2000-01-01' "$TMP/ck/4x4-levels-piece-1-of-4.json"
run "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 4
expect_code 0
cmp -s "$TMP/stdout" "$TMP/whole.json" || fail "resumed run differs from one run: $OUT"
[ -e "$TMP/ck/4x4-levels-piece-2-of-4.json" ] || fail "the missing piece was not redone"
[ "$(stat -c %Y "$TMP/ck/4x4-levels-piece-1-of-4.json")" -lt 1000000000 ] ||
    fail "a finished piece was run again"
echo '{}' >"$TMP/ck/4x4-levels-piece-0-of-4.json"
run "$NONO" census 4 --levels --checkpoint "$TMP/ck" --pieces 4
expect_code 2
expect_err_contains '4x4-levels-piece-0-of-4.json'
# A piece whose count was edited is refused by its checksum, not merged (issue 28).
run "$NONO" census 4 --levels --json --checkpoint "$TMP/ck2" --pieces 2
expect_code 0
sed -i 's/"unique":\([0-9]*\)/"unique":1\1/' "$TMP/ck2/4x4-levels-piece-1-of-2.json"
run "$NONO" census 4 --levels --json --checkpoint "$TMP/ck2" --pieces 2
expect_code 2
expect_err_contains 'checksum does not match'
run "$NONO" census --merge "$TMP/ck2/4x4-levels-piece-0-of-2.json" "$TMP/ck2/4x4-levels-piece-1-of-2.json"
expect_code 2
expect_err_contains 'checksum does not match'
run "$NONO" census 4 --checkpoint "$TMP/ck" --shard 0/2
expect_code 2

# --list: the puzzles themselves. 5x5 has 12 of level D7; 4x4 has 52362 - 51234 = 1128 unique
# grids line solving leaves open; each listed puzzle is unique by nono solve.
run "$NONO" census 5 --levels --list D7
expect_code 0
[ "$(grep -c '"title":"5x5 D7 #' "$TMP/stdout")" -eq 12 ] || fail "expected 12 D7 puzzles: $OUT"
python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' "$TMP/stdout" || fail "--list lines are not JSON"
run "$NONO" census 4 --list not-line-solvable
[ "$(wc -l <"$TMP/stdout")" -eq 1128 ] || fail "expected 1128 not-line-solvable 4x4 puzzles"
run "$NONO" census 4 --list unique --limit 3
[ "$(wc -l <"$TMP/stdout")" -eq 3 ] || fail "--limit 3 gave: $OUT"
run "$NONO" census 4 --levels --list D4 --limit 2 --list-dir "$TMP/listed"
expect_code 0
[ "$(ls "$TMP/listed" | wc -l)" -eq 2 ] || fail "expected 2 files: $(ls "$TMP/listed")"
run "$NONO" solve "$TMP/listed/4x4-D4-1.non"
expect_code 0
run "$NONO" census 4 --list D99
expect_code 2

run "$NONO" census 9
expect_code 2
run "$NONO" census 7 8
expect_code 2
expect_err_contains 'at most 49 cells'
run "$NONO" census 3 --shard 3/3
expect_code 2
run "$NONO" census
expect_code 2

# The 6x6 run's committed checkpoint pieces (data/census-6x6/, docs/analysis.md) still merge,
# their checksums verified, into the published unique count (OEIS A242876) and our
# line-solvable count; an edited piece is refused.
mkdir -p "$TMP/ck6"
cp "$ROOT"/data/census-6x6/6x6-piece-*-of-64.json "$TMP/ck6/"
run "$NONO" census 6 --json --checkpoint "$TMP/ck6" --pieces 64 --no-progress
expect_code 0
expect_out_contains '"unique":49745060669,"line_solvable":48625108931'
sed -i 's/"unique":[0-9]*/"unique":1/' "$TMP/ck6/6x6-piece-5-of-64.json"
run "$NONO" census 6 --json --checkpoint "$TMP/ck6" --pieces 64 --no-progress
expect_code 2
expect_err_contains "its checksum does not match its counts"

# Ctrl-C: exit 130, and the output file is never created (nor left half-written).
"$NONO" census 6 --levels --threads 1 --json -o "$TMP/stopped.json" 2>"$TMP/stderr" &
pid=$!
sleep 1
kill -INT $pid
wait $pid
CODE=$?
LAST="census 6 interrupted"
ERR=$(cat "$TMP/stderr")
expect_code 130
expect_err_contains 'interrupted'
[ ! -e "$TMP/stopped.json" ] || fail "an interrupted census wrote its output"
ls "$TMP"/stopped.json.tmp.* >/dev/null 2>&1 && fail "an interrupted census left a temporary file"

# Every doc that gives an mpirun command says what OpenMPI needs to start as root (a
# container's usual user): --allow-run-as-root.
for doc in "$ROOT"/docs/*.md "$ROOT"/scripts/*.slurm "$ROOT"/README.md; do
    if grep -Eq 'mpirun (-|nono)' "$doc" && ! grep -q -- '--allow-run-as-root' "$doc"; then
        fail "$doc gives an mpirun command without saying --allow-run-as-root"
    fi
done

finish
