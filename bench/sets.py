#!/usr/bin/env python3
"""Solve every puzzle of a set with `nono solve` (a solution and whether it is unique) and
print per puzzle the verdict and the CPU seconds of the process (user + sys from
getrusage, microsecond resolution), then totals. CPU time, not wall time, so that runs on a
busy machine compare.

  bench/sets.py [-t SECONDS] [-b NONO] [-r FROM-TO] [--opts=--no-sat] DIR_OR_FILE...

-t is the per-puzzle limit in CPU seconds (RLIMIT_CPU: wall-time limits mislead on a shared
machine); a puzzle stopped by it counts "undecided".
-r keeps files whose name (without .non) sorts within FROM..TO, e.g. 0335-0685.
Random pictures: build/bench/nono_make_random 60 0.5 /tmp/r60 $(seq 1 10); bench/sets.py /tmp/r60
"""
import argparse
import os
import resource
import shlex
import signal
import subprocess
import sys

VERDICTS = {0: "unique", 10: "several", 20: "none", 30: "undecided"}


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-t", "--timeout", default="10")
    parser.add_argument("-b", "--binary", default="build/nono")
    parser.add_argument("-r", "--range", default="")
    parser.add_argument("--opts", default="", help="extra options for nono solve")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()

    files = []
    for path in args.paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith((".non", ".xml", ".json")))
        else:
            files.append(path)
    if args.range:
        low, high = args.range.split("-")
        files = [f for f in files if low <= os.path.basename(f)[:-4] <= high]

    counts, total, worst = {}, 0.0, (0.0, "")
    for path in files:
        name = os.path.basename(path)[:-4]
        before = cpu_of_children()
        limit = int(float(args.timeout) + 0.999)
        status = subprocess.call([args.binary, "solve", "-q", *shlex.split(args.opts), path], stdout=subprocess.DEVNULL,
                                 preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1)))
        cpu = cpu_of_children() - before
        verdict = "undecided" if status == -signal.SIGXCPU else VERDICTS.get(status, f"error({status})")
        counts[verdict] = counts.get(verdict, 0) + 1
        total += cpu
        worst = max(worst, (cpu, name))
        print(f"{name:40} {verdict:10} {cpu:9.4f}", flush=True)
    summary = " ".join(f"{v}={n}" for v, n in sorted(counts.items()))
    print(f"total: {len(files)} files, {summary}; CPU {total:.3f} s; slowest {worst[1]} {worst[0]:.4f} s")


if __name__ == "__main__":
    sys.exit(main())
