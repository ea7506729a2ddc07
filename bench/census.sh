#!/usr/bin/env bash
# The census targets of docs/analysis.md, timed with /usr/bin/time (wall, and user+sys CPU,
# which is the fairer figure on a shared machine). Usage: bash bench/census.sh [build/nono]
set -euo pipefail
NONO=${1:-build/nono}
for run in "4 4" "5 5" "5 5 --levels" "6 6 --shard 7/2000 --threads 1"; do
    echo "== nono census $run --json"
    /usr/bin/time -f "wall %e s, cpu %U+%S s, max rss %M KB" "$NONO" census $run --json --no-progress
done
