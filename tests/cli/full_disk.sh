# Every command that prints, with standard output on a full disk (/dev/full): a clear
# "cannot write" and exit 1, never an abort (exit 134, "terminate called without an active
# exception") from a worker thread left running when the write failed. (serve alone is not
# here: it prints one line and then serves until it is stopped.)
source "$(dirname "$0")/lib.bash" "$@"

[ -w /dev/full ] || { echo "no /dev/full here"; exit 77; }
EXAMPLE="$ROOT/data/examples/sailboat.non"
PICTURE="$ROOT/data/images/sailboat.png"
SCREENSHOT="$ROOT/tests/data/scan/tune/render-light/001-jwilk-data145.png"

# run_full ARGS...: nono ARGS with stdout on /dev/full; expects exit 1 and the message.
run_full() {
    LAST="nono $* > /dev/full"
    "$NONO" "$@" >/dev/full 2>"$TMP/stderr" </dev/null
    CODE=$?
    ERR=$(cat "$TMP/stderr")
    expect_code 1
    expect_err_contains "cannot write to standard output"
}

run_full solve "$EXAMPLE"
run_full solve --explain "$EXAMPLE"
run_full solve --trace - "$EXAMPLE"
run_full solve -j 1 "$EXAMPLE" "$EXAMPLE" "$EXAMPLE"
run_full solve -j 2 "$EXAMPLE" "$EXAMPLE" "$EXAMPLE"
run_full check "$EXAMPLE"
run_full check --json -j 2 "$EXAMPLE" "$EXAMPLE"
run_full check --analyze "$EXAMPLE"
run_full classify "$EXAMPLE"
run_full classify -j 2 "$EXAMPLE" "$EXAMPLE"
run_full classify --json "$EXAMPLE"
run_full census 3
run_full census 4 --levels --threads 2
run_full census 3 --json
run_full convert "$EXAMPLE" - --to xml
run_full show "$EXAMPLE"
run_full render "$EXAMPLE" -o - --format svg
run_full render "$EXAMPLE" --solution -o - --format png
run_full examples
run_full algorithms
run_full generate --size 5x5 -n 200 -j 1
run_full generate --size 5x5 -n 200 -j 2
run_full generate --size 5x5 -n 50 -j 2 --json
run_full import "$PICTURE" --size 10x10
run_full import "$PICTURE" --size 10x10 --json
run_full repair "$EXAMPLE"
run_full repair --json "$EXAMPLE"
run_full scan "$SCREENSHOT"
run_full scan --json "$SCREENSHOT"
run_full scan "$SCREENSHOT" -o - --to non
run_full --help
run_full solve --help

finish
