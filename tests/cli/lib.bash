# Shared helpers for the CLI end-to-end tests (sourced, not a test itself: not named *.sh).
# Usage in a test: source "$(dirname "$0")/lib.bash" "$@"; run ...; expect_code ...; finish
# Every expect_* compares against an expected value and records a failure when it differs.
set -u

NONO=${1:?usage: bash test.sh <path-to-nono> <repo-root>}
ROOT=${2:?usage: bash test.sh <path-to-nono> <repo-root>}
DATA="$ROOT/tests/data/cli"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAILURES=0
LAST=""

fail() {
    echo "FAIL: $*" >&2
    FAILURES=$((FAILURES + 1))
}

# run CMD ARGS...: runs a command with stdin from /dev/null; sets CODE, OUT, ERR.
run() {
    LAST="$*"
    "$@" >"$TMP/stdout" 2>"$TMP/stderr" </dev/null
    CODE=$?
    OUT=$(cat "$TMP/stdout")
    ERR=$(cat "$TMP/stderr")
}

# run_stdin FILE CMD ARGS...: like run, with stdin from FILE.
run_stdin() {
    local input=$1
    shift
    LAST="$* < $input"
    "$@" >"$TMP/stdout" 2>"$TMP/stderr" <"$input"
    CODE=$?
    OUT=$(cat "$TMP/stdout")
    ERR=$(cat "$TMP/stderr")
}

expect_code() {
    [ "$CODE" -eq "$1" ] || fail "[$LAST] exit code $CODE, expected $1; stderr: $ERR"
}

# expect_stdout TEXT: the exact stdout, byte for byte (TEXT is given without escapes).
expect_stdout() {
    printf '%s' "$1" >"$TMP/expected"
    cmp -s "$TMP/expected" "$TMP/stdout" ||
        fail "[$LAST] stdout differs; expected:
$1
--- got:
$(cat "$TMP/stdout")"
}

expect_out_contains() {
    [[ "$OUT" == *"$1"* ]] || fail "[$LAST] stdout does not contain [$1]; stdout: $OUT"
}

expect_err_contains() {
    [[ "$ERR" == *"$1"* ]] || fail "[$LAST] stderr does not contain [$1]; stderr: $ERR"
}

expect_err_empty() {
    [ -z "$ERR" ] || fail "[$LAST] stderr should be empty; stderr: $ERR"
}

# expect_file_text PATH TEXT: the exact content of a file.
expect_file_text() {
    if [ ! -f "$1" ]; then
        fail "[$LAST] file $1 was not written"
        return
    fi
    printf '%s' "$2" >"$TMP/expected"
    cmp -s "$TMP/expected" "$1" || fail "[$LAST] $1 differs; expected:
$2
--- got:
$(cat "$1")"
}

# expect_json_valid: stdout parses as JSON.
expect_json_valid() {
    python3 -c 'import json,sys; json.load(sys.stdin)' <"$TMP/stdout" ||
        fail "[$LAST] stdout is not valid JSON: $OUT"
}

# json_get EXPR: evaluates a Python expression over the parsed stdout `j`, prints it as JSON.
json_get() {
    python3 -c 'import json,sys; j=json.load(sys.stdin); print(json.dumps(eval(sys.argv[1])))' \
        "$1" <"$TMP/stdout" 2>/dev/null
}

# expect_json EXPR VALUE: json_get EXPR prints exactly VALUE (JSON text, e.g. '"unique"', 'true').
expect_json() {
    local got
    got=$(json_get "$1")
    [ "$got" == "$2" ] || fail "[$LAST] JSON $1 is [$got], expected [$2]; stdout: $OUT"
}

# expect_module_apart MODULE LIBRARY...: $NONO links none of the LIBRARYs (only MODULE, a
# module it loads for one command, may) and MODULE was built beside it.
# A static $NONO (built with nono-dynamic beside it, which runs the commands that load a
# module: apps/nono/dynamic_sibling.hpp) links no shared library at all; nono-dynamic is held
# to the same rule as a dynamic $NONO.
expect_module_apart() {
    local module=$1 library binary
    shift
    local sibling
    sibling="$(dirname "$NONO")/nono-dynamic"
    if [ -f "$sibling" ]; then
        run readelf -d "$NONO"
        [[ "$OUT" != *"(NEEDED)"* ]] || fail "$NONO is built with nono-dynamic beside it but links shared libraries: $OUT"
    fi
    for binary in "$NONO" "$sibling"; do
        [ -f "$binary" ] || continue
        run readelf -d "$binary"
        expect_code 0
        for library in "$@"; do
            # "[libcrypto." is OpenSSL's libcrypto.so.N, not libcryptominisat5.so.N (the SAT solver).
            [[ "$OUT" != *"[$library."* ]] || fail "$binary links $library; only $module may"
        done
    done
    [ -f "$(dirname "$NONO")/$module" ] || fail "no $module beside $NONO"
}

# copy_nono DIR: the binary into DIR as `cmake --install` lays it out: nono, and nono-dynamic
# beside it when it was built.
copy_nono() {
    cp "$NONO" "$1/nono"
    if [ -f "$(dirname "$NONO")/nono-dynamic" ]; then cp "$(dirname "$NONO")/nono-dynamic" "$1/"; fi
}

# expect_static_alone COMMAND ARGS...: when $NONO is static, a copy of it without nono-dynamic
# runs COMMAND (which loads a module) to a clear exit 1 naming the nono-dynamic it looked for.
expect_static_alone() {
    [ -f "$(dirname "$NONO")/nono-dynamic" ] || return 0
    mkdir -p "$TMP/alone"
    cp "$NONO" "$TMP/alone/nono"
    run "$TMP/alone/nono" solve -q "$DATA/letter_a.non"
    expect_code 0
    run timeout 10 "$TMP/alone/nono" "$@"  # bounded: a nono that serves would not return
    expect_code 1
    expect_err_contains "$TMP/alone/nono-dynamic: not found"
}

# interrupt_when_reading PID PATTERN: sends SIGINT to PID once it waits in read(2), that is
# once /proc/PID/syscall starts with PATTERN ("0 " is read(2) on x86-64, "0 0x0 " a read of
# standard input) for half a second running (the dynamic loader's reads, before nono installs
# its handler, never wait that long); elsewhere after a few seconds. Then waits for PID, which
# is killed if it still runs 30 s later (a signal ignored: CODE 137); sets CODE. (No watchdog
# subshell: under ctest, killing one removed $TMP, as if it ran the EXIT trap.)
interrupt_when_reading() {
    local pid=$1 pattern=$2 steady=0
    for _ in $(seq 300); do
        if [[ "$(cat "/proc/$pid/syscall" 2>/dev/null)" == "$pattern"* ]]; then
            steady=$((steady + 1))
            [ "$steady" -ge 5 ] && break
        else
            steady=0
        fi
        [ -e "/proc/$pid/syscall" ] || { sleep 3; break; }
        sleep 0.1
    done
    kill -INT "$pid"
    for _ in $(seq 300); do  # until it has ended (a zombie, state Z, until waited for)
        [[ "$(cat "/proc/$pid/stat" 2>/dev/null)" =~ ^[0-9]+\ \(.*\)\ [ZX] ]] && break
        [ -e "/proc/$pid/stat" ] || break
        sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null
    wait "$pid"
    CODE=$?
}

# skip REASON: ends the test as skipped (exit 77, which ctest reports as "Not Run", see
# SKIP_RETURN_CODE in tests/CMakeLists.txt) unless a check has already failed.
skip() {
    if [ "$FAILURES" -gt 0 ]; then
        echo "$FAILURES check(s) failed in $(basename "$0") before it was skipped ($1)" >&2
        exit 1
    fi
    echo "SKIP: $1" >&2
    exit 77
}

finish() {
    if [ "$FAILURES" -gt 0 ]; then
        echo "$FAILURES check(s) failed in $(basename "$0")" >&2
        exit 1
    fi
    echo "all checks passed in $(basename "$0")"
    exit 0
}
