#!/usr/bin/env python3
"""Per-process CPU of several solver commands on the same puzzle sets, interleaved puzzle by
puzzle, for issue 25's start-up target (the easy sets, where every solver's time is its
process start-up). Measured as bench/sets.py measures: the CPU of the child (user + sys from
getrusage), which also counts the fork of this harness, the same for every command.

  nice -n 10 bench/startup_compare.py [-r 3] -c 'LABEL=COMMAND {}' [-c ...] DIR_OR_FILE...

e.g. bench/startup_compare.py -c 'nono=build/nono solve -q {}' \\
        -c 'simpson=/path/to/nonogram -s 2 -i {}' ../shared/puzzles/nonogram-db

{} is the puzzle file. Each repetition runs every puzzle with every command in turn (so load
changes hit all of them alike); per set it prints each command's median over the repetitions
of its mean CPU per process, and each command's ratio to the last one given.
"""
import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys


def cpu_of(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.call(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                    preexec_fn=lambda: None)  # a fork, as bench/sets.py's RLIMIT_CPU hook makes it
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def puzzles_of(path):
    if os.path.isdir(path):
        return sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith((".non", ".xml")))
    return [path]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-r", "--repetitions", type=int, default=3)
    parser.add_argument("-c", "--command", action="append", required=True, help="LABEL=COMMAND ({} = the puzzle)")
    parser.add_argument("paths", nargs="+")
    options = parser.parse_args()
    commands = [spec.split("=", 1) for spec in options.command]
    if any(len(command) != 2 for command in commands):
        parser.error("each command is LABEL=COMMAND")
    for path in options.paths:
        files = puzzles_of(path)
        means = {label: [] for label, _ in commands}
        for _ in range(options.repetitions):
            totals = {label: 0.0 for label, _ in commands}
            for file in files:
                for label, command in commands:
                    totals[label] += cpu_of([word.replace("{}", file) for word in shlex.split(command)])
            for label in totals:
                means[label].append(totals[label] / len(files))
        last = statistics.median(means[commands[-1][0]])
        print(f"{os.path.basename(path.rstrip('/'))}, {len(files)} puzzles, {options.repetitions} repetitions:")
        for label, _ in commands:
            median = statistics.median(means[label])
            runs = " ".join(f"{1000 * mean:.2f}" for mean in means[label])
            print(f"  {label:12} {1000 * median:.2f} ms a process (runs {runs}), / {commands[-1][0]} {median / last:.2f}")
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
