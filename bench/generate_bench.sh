#!/usr/bin/env bash
# Puzzles per second of `nono generate` (docs/making.md): unique and line-solvable at 15x15 and
# 25x25, density 0.5, seed 1, one thread, plain rejection sampling and with --repair 10; the
# CPU seconds come from /usr/bin/time, the candidates per puzzle from nono's summary line.
# Usage: bench/generate_bench.sh BUILD_DIR [COUNT]
set -euo pipefail
nono="${1:?usage: generate_bench.sh BUILD_DIR [COUNT]}/nono"
count="${2:-20}"
printf '%-7s %-14s %-10s %8s %10s %12s %s\n' size target method puzzles "CPU s" "puzzles/s" "candidates/puzzle"
for size in 15x15 25x25; do
  for target in unique line-solvable; do
    for repair in 0 10; do
      method=$([ "$repair" = 0 ] && echo rejection || echo "repair 10")
      log=$(mktemp)
      /usr/bin/time -f '%U %S' -o "$log.time" "$nono" generate --size "$size" -t "$target" -n "$count" \
        --seed 1 -j 1 --repair "$repair" --no-progress --max-candidates 100000 >/dev/null 2>"$log"
      cpu=$(awk '{print $1 + $2}' "$log.time")
      candidates=$(grep -o '[0-9.]* candidates per puzzle' "$log" | cut -d' ' -f1)
      printf '%-7s %-14s %-10s %8s %10s %12.2f %s\n' "$size" "$target" "$method" "$count" "$cpu" \
        "$(awk -v n="$count" -v c="$cpu" 'BEGIN { print n / (c > 0.01 ? c : 0.01) }')" "$candidates"
      rm -f "$log" "$log.time"
    done
  done
done
