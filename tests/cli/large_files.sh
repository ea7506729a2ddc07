# The largest puzzle nono accepts (1000 x 1000, a random picture: about 500,000 clue numbers)
# goes through every format and back. Reading is linear in the file's size (bench/io_bench.cpp
# measures it); this test only bounds each step at 120 s, a hundred times what it needs, so a
# reader that is quadratic again (reading XML once took 485 s here, issue 28) fails it on any
# machine while a slow machine passes.
source "$(dirname "$0")/lib.bash" "$@"

python3 -c "
import random
r = random.Random(28)
print('\n'.join(''.join('#' if r.random() < 0.5 else '-' for _ in range(1000)) for _ in range(1000)))
" >"$TMP/big.grid"

run timeout 120 "$NONO" convert "$TMP/big.grid" "$TMP/big.non"
expect_code 0
previous="$TMP/big.non"
for format in xml json non; do
    run timeout 120 "$NONO" convert "$previous" "$TMP/back.$format.$format"
    expect_code 0
    previous="$TMP/back.$format.$format"
done
cmp -s "$TMP/big.non" "$TMP/back.non.non" || fail "the 1000x1000 puzzle changed on its way through xml and json"

finish
