# mpirun -np 3 nono census: rank 0 hands the pieces out, ranks 1 and 2 run them, and the
# output is byte for byte that of one process (4x4 with levels, text and JSON; a shard of
# 5x5); checkpoints written by the ranks resume a run. Not run (exit 77) where nono was built
# without MPI or mpirun is missing.
source "$(dirname "$0")/lib.bash" "$@"

MPIRUN=$(command -v mpirun || true)
if [ -z "$MPIRUN" ] || [ ! -e "$(dirname "$NONO")/libnono_census_mpi.so" ]; then
    echo "SKIP: no mpirun, or nono built without MPI" >&2
    exit 77
fi
mpi() { "$MPIRUN" --allow-run-as-root --oversubscribe -np 3 "$@"; }

run "$NONO" census 4 --levels
cp "$TMP/stdout" "$TMP/single.txt"
run mpi "$NONO" census 4 --levels
expect_code 0
cmp -s "$TMP/stdout" "$TMP/single.txt" || fail "mpirun text output differs: $OUT"

run "$NONO" census 4 --json
cp "$TMP/stdout" "$TMP/single.json"
run mpi "$NONO" census 4 --json --pieces 16
expect_code 0
cmp -s "$TMP/stdout" "$TMP/single.json" || fail "mpirun JSON differs: $OUT"

run "$NONO" census 5 --shard 3/8 --json
cp "$TMP/stdout" "$TMP/shard.json"
run mpi "$NONO" census 5 --shard 3/8 --json --pieces 8 -o "$TMP/mpi-shard.json"
expect_code 0
cmp -s "$TMP/mpi-shard.json" "$TMP/shard.json" || fail "mpirun shard differs: $(cat "$TMP/mpi-shard.json")"

# Checkpoints: each piece saved by the rank that ran it; a rerun runs only what is missing,
# and a single process reads the same pieces.
run mpi "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 6
expect_code 0
[ "$(ls "$TMP/ck" | wc -l)" -eq 6 ] || fail "expected 6 pieces: $(ls "$TMP/ck")"
cp "$TMP/stdout" "$TMP/ck.json"
run "$NONO" census 4 --levels --json
cmp -s "$TMP/stdout" "$TMP/ck.json" || fail "checkpointed mpirun differs from one process"
rm "$TMP/ck/4x4-levels-piece-4-of-6.json"
touch -d '2000-01-01' "$TMP/ck/4x4-levels-piece-1-of-6.json"
run mpi "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 6
expect_code 0
cmp -s "$TMP/stdout" "$TMP/ck.json" || fail "resumed mpirun differs"
[ -e "$TMP/ck/4x4-levels-piece-4-of-6.json" ] || fail "the missing piece was not redone"
[ "$(stat -c %Y "$TMP/ck/4x4-levels-piece-1-of-6.json")" -lt 1000000000 ] || fail "a saved piece was run again"
run "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 6
cmp -s "$TMP/stdout" "$TMP/ck.json" || fail "one process does not resume the ranks' pieces"

# An edited piece stops the job on rank 0 (exit 2), with the file named.
sed -i 's/"unique":\([0-9]*\)/"unique":1\1/' "$TMP/ck/4x4-levels-piece-2-of-6.json"
run mpi "$NONO" census 4 --levels --json --checkpoint "$TMP/ck" --pieces 6
[ "$CODE" -ne 0 ] || fail "an edited piece was accepted under mpirun"
expect_err_contains 'checksum does not match'

finish
