#!/bin/sh
# Issue 42's colour targets, measured: random colour pictures (each filled cell one of the
# colours at random, build/bench/nono_make_random_colour), every one decided (a solution and
# whether it is unique) within its CPU limit, with bench/sets.py (CPU s a puzzle; "undecided"
# when stopped by the limit):
#   2 colours, 60x60, density 0.5, seeds 1-10: each within 10 s;
#   3 and 4 colours, 40x40, densities 0.40 and 0.45, seeds 1-10: each within 5 s.
# Usage: bench/colour_targets.sh [NONO [LIMIT_60 [LIMIT_40]]]   (defaults build/nono 10 5)
# The pictures are written to ${TMPDIR:-/tmp}/nono-colour-targets.
set -e
nono=${1:-build/nono}
limit60=${2:-10}
limit40=${3:-5}
dir=${TMPDIR:-/tmp}/nono-colour-targets
seeds="1 2 3 4 5 6 7 8 9 10"
build/bench/nono_make_random_colour 60 2 0.5 "$dir/c2-60-d0.5" $seeds
for colours in 3 4; do
    for density in 0.40 0.45; do
        build/bench/nono_make_random_colour 40 $colours $density "$dir/c$colours-40-d$density" $seeds
    done
done
bench/sets.py -t "$limit60" -b "$nono" "$dir/c2-60-d0.5"
for set in c3-40-d0.40 c3-40-d0.45 c4-40-d0.40 c4-40-d0.45; do
    bench/sets.py -t "$limit40" -b "$nono" "$dir/$set"
done
