#!/usr/bin/env bash
# A short libFuzzer run of every parser target on its seeds (ctest fuzz.short): builds the
# targets with clang in their own folder (tests/fuzz/README.md), then runs each for RUNS
# inputs (a few seconds; at most 10 s) with inputs up to 128 KiB, long enough to nest 100,000
# deep (issue 45: at the old -max_len 4096 the fuzzers never met the deep TOML array that
# crashed every command). A fixed seed makes the inputs the same on every run, so a failure
# is a finding, not chance. A finding fails the test and is left under FOLDER/findings. Exits
# 77 (skipped) where clang or its libFuzzer runtime is missing.
# Usage: short_run.sh REPO FOLDER [RUNS]
set -euo pipefail
ROOT=$(cd "${1:?usage: short_run.sh REPO FOLDER [RUNS]}" && pwd)
WORK=${2:?usage: short_run.sh REPO FOLDER [RUNS]}
RUNS=${3:-20000}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

command -v clang++ >/dev/null || { echo "SKIP: no clang++" >&2; exit 77; }
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' >"$WORK/probe.cpp"
clang++ -fsanitize=fuzzer "$WORK/probe.cpp" -o "$WORK/probe" 2>/dev/null ||
    { echo "SKIP: clang++ has no libFuzzer runtime (Debian: libclang-rt-14-dev)" >&2; exit 77; }

targets=()
for source in "$ROOT"/tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$WORK/build" -G Ninja -DNONO_FUZZ=ON -DNONO_BUILD_TESTS=ON >/dev/null
nice cmake --build "$WORK/build" --target "${targets[@]}"

failed=0
mkdir -p "$WORK/findings"
for target in "${targets[@]}"; do
    format=${target#fuzz_}
    corpus="$WORK/corpus/$format"
    rm -rf "$corpus" && mkdir -p "$corpus"  # the seeds alone: the same inputs every run
    dict=()
    [ -f "$ROOT/tests/fuzz/dict/$format.dict" ] && dict=("-dict=$ROOT/tests/fuzz/dict/$format.dict")
    echo "== $target: $RUNS inputs"
    if ! "$WORK/build/tests/$target" "${dict[@]}" -seed=1 -runs="$RUNS" -max_len=131072 -max_total_time=10 -rss_limit_mb=2048 \
        -timeout=20 -print_final_stats=1 -artifact_prefix="$WORK/findings/$target-" \
        "$corpus" "$ROOT/tests/fuzz/corpus/$format" >"$WORK/$target.log" 2>&1; then
        tail -n 40 "$WORK/$target.log" >&2
        echo "FAIL: $target found an input that breaks the reader (in $WORK/findings)" >&2
        failed=1
    else
        grep -E "stat::number_of_executed_units|Done" "$WORK/$target.log" | tail -n 2
    fi
done
exit "$failed"
