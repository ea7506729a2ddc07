#!/usr/bin/env python3
"""The colour benchmark: nono and pbnsolve side by side, in the same run, on the fixed colour
set (random colour pictures of 2, 3 and 4 colours, sides 20 to 50, seeds 1-3, density 0.6,
written by build/bench/nono_make_random_colour; and the drawn puzzles of data/colour).
Both are asked the same question: a solution and whether it is unique (`nono solve -q`,
`pbnsolve -u -b`: -u makes pbnsolve search on for a second solution unless the first was
found by logic alone). Each program solves each puzzle REPEAT times in turn, as separate
processes; the figure is the mean CPU seconds (user + sys, getrusage of the children),
start-up included.

  bench/colour_bench.py [-r REPEAT] [-t SECONDS] [--pbnsolve PATH] [-b NONO] [--opts=--no-sat]
                        [--dir DIR] [--targets] [FILE...]

With no FILE it (re)writes the random set into --dir (default /tmp/nono-colour-bench) and
adds data/colour/*.xml. --targets compares on issue 42's colour target pictures instead
(bench/colour_targets.sh's sets: 2 colours 60x60 density 0.5, 3 and 4 colours 40x40 density
0.40 and 0.45, seeds 1-10, written into DIR/targets). -t is the per-run CPU limit
(RLIMIT_CPU) of either program.
pbnsolve: github.com/avi-levy/pbnsolve, built with its Makefile (src/pbnsolve) after
`rm src/*.o` (the repository holds object files that no longer link: "file format not
recognized").
"""
import argparse
import glob
import os
import resource
import shlex
import signal
import subprocess
import sys

# The fixed set: (colours, side) x seeds, density 0.6.
COLOURS = (2, 3, 4)
SIDES = (20, 30, 40, 50)
SEEDS = (1, 2, 3)
DENSITY = "0.6"

NONO_VERDICTS = {0: "unique", 10: "multiple", 20: "none"}


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command, limit):
    """Runs one process; returns (exit status or stdout, CPU seconds)."""
    before = cpu_of_children()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1)))
    return done, cpu_of_children() - before


def nono_verdict(done):
    if done.returncode == -signal.SIGXCPU:
        return "undecided"
    return NONO_VERDICTS.get(done.returncode, f"error({done.returncode})")


def pbnsolve_verdict(done):
    if done.returncode == -signal.SIGXCPU:
        return "undecided"
    lines = done.stdout.split("\n")
    text = lines[1] if len(lines) > 1 else ""
    if text.startswith("unique") or text.startswith("trivial unique"):
        return "unique"
    if text == "multiple":
        return "multiple"
    if text in ("contradiction", "contradition"):
        return "none"
    return f"error({text or done.returncode})"


def make_set(binary_dir, out):
    os.makedirs(out, exist_ok=True)
    maker = os.path.join(binary_dir, "bench", "nono_make_random_colour")
    for colours in COLOURS:
        for side in SIDES:
            subprocess.check_call([maker, str(side), str(colours), DENSITY, out, *map(str, SEEDS)])
    files = [os.path.join(out, f"colour{c}-{s}-{seed}.xml") for c in COLOURS for s in SIDES for seed in SEEDS]
    here = os.path.dirname(os.path.abspath(__file__))
    return files + sorted(glob.glob(os.path.join(here, "..", "data", "colour", "*.xml")))


# Issue 42's colour targets (bench/colour_targets.sh): (side, colours, density).
TARGETS = ((60, 2, "0.5"), (40, 3, "0.40"), (40, 3, "0.45"), (40, 4, "0.40"), (40, 4, "0.45"))


def make_targets(binary_dir, out):
    maker = os.path.join(binary_dir, "bench", "nono_make_random_colour")
    files = []
    for side, colours, density in TARGETS:
        folder = os.path.join(out, "targets", f"c{colours}-{side}-d{density}")
        os.makedirs(folder, exist_ok=True)
        subprocess.check_call([maker, str(side), str(colours), density, folder, *map(str, range(1, 11))])
        files += [os.path.join(folder, f"colour{colours}-{side}-{seed}.xml") for seed in range(1, 11)]
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-r", "--repeat", type=int, default=5)
    parser.add_argument("-t", "--timeout", type=int, default=20)
    parser.add_argument("-b", "--binary", default="build/nono")
    parser.add_argument("--pbnsolve", default="/tmp/pbnsolve/src/pbnsolve")
    parser.add_argument("--opts", default="", help="extra options for nono solve")
    parser.add_argument("--dir", default="/tmp/nono-colour-bench")
    parser.add_argument("--targets", action="store_true", help="issue 42's colour target pictures")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if args.targets:
        files = make_targets(os.path.dirname(args.binary), args.dir)
    else:
        files = args.files or make_set(os.path.dirname(args.binary), args.dir)

    totals = [0.0, 0.0]
    slower, disagree, undecided = [], [], []
    print(f"{'puzzle':24} {'nono':>10} {'pbnsolve':>10} {'ratio':>7}  verdicts (CPU s, mean of {args.repeat})")
    for path in files:
        name = os.path.basename(path)[:-4]
        if args.targets:  # (the same names in each density's folder)
            name = os.path.basename(os.path.dirname(path)) + "/" + name
        cpu = [0.0, 0.0]
        verdicts = ["", ""]
        for _ in range(args.repeat):
            done, seconds = run([args.binary, "solve", "-q", *shlex.split(args.opts), path], args.timeout)
            cpu[0] += seconds
            verdicts[0] = nono_verdict(done)
            done, seconds = run([args.pbnsolve, "-u", "-b", path], args.timeout)
            cpu[1] += seconds
            verdicts[1] = pbnsolve_verdict(done)
        cpu = [c / args.repeat for c in cpu]
        totals = [t + c for t, c in zip(totals, cpu)]
        ratio = cpu[0] / cpu[1] if cpu[1] > 0 else float("inf")
        print(f"{name:24} {cpu[0]:10.5f} {cpu[1]:10.5f} {ratio:7.2f}  {verdicts[0]} / {verdicts[1]}", flush=True)
        if "undecided" in verdicts[0] or verdicts[0].startswith("error"):
            undecided.append(name)
        elif verdicts[1] not in ("undecided",) and not verdicts[1].startswith("error") and verdicts[0] != verdicts[1]:
            disagree.append(name)
        if ratio > 1.10:
            slower.append(f"{name} ({ratio:.2f}x)")
    print(f"total: {len(files)} puzzles; CPU nono {totals[0]:.4f} s, pbnsolve {totals[1]:.4f} s")
    print(f"nono undecided: {', '.join(undecided) or 'none'}; verdicts differing: {', '.join(disagree) or 'none'}")
    print(f"nono more than 10% slower: {', '.join(slower) or 'none'}")
    return 1 if undecided or disagree else 0


if __name__ == "__main__":
    sys.exit(main())
