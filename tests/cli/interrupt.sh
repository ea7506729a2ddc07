# SIGINT and SIGTERM stop a long solve cleanly: the answer so far (the deduced grid), an
# "interrupted" verdict and the limit exit code, not a killed process. The puzzle is a random
# 120x120 picture, far beyond what any solver decides in a second.
source "$(dirname "$0")/lib.bash" "$@"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 -c "
import random
r = random.Random(5)
print('\n'.join(''.join('#' if r.random() < 0.5 else '-' for _ in range(120)) for _ in range(120)))
" > "$TMP/big.grid"

for signal in INT TERM; do
    timeout --preserve-status -s "$signal" 1 "$NONO" solve "$TMP/big.grid" > "$TMP/out" 2> "$TMP/err"
    code=$?
    [ "$code" -eq 30 ] || fail "SIG$signal: exit $code, expected 30; stderr: $(cat "$TMP/err")"
    grep -q "undecided: interrupted" "$TMP/out" || fail "SIG$signal: no interrupted verdict: $(head -3 "$TMP/out")"
    grep -q "deduced before any guess" "$TMP/out" || fail "SIG$signal: no partial grid"
done

timeout --preserve-status -s INT 1 "$NONO" solve --json "$TMP/big.grid" > "$TMP/out"
[ $? -eq 30 ] || fail "--json: expected exit 30"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["limit"] == "interrupted" and len(j["deduced"]) == 120, j["limit"]' "$TMP/out" ||
    fail "--json: the interrupted result is not complete JSON"

finish
