#!/usr/bin/env python3
"""Same-run CPU comparison of nono and FastNonogramSolver (`nonosolve`, built outside this
repository from hyouv/FastNonogramSolver) on puzzle sets, for issue 25: the whole-set ratio and
the puzzles where nono is more than 2x slower. Both are asked for a solution and its uniqueness.

  nice -n 10 bench/fns_compare.py -f /path/to/nonosolve [-b build/nono] [-t 60]
        [--fns-opts "--sat cadical"] [--detail] DIR_OR_FILE...

Each directory is a set (its .non files); loose files form the set "files". Per puzzle the
verdicts and CPU seconds are printed, then per set the totals and the ratio nono / nonosolve,
the puzzles where nono takes over 50 ms and more than 2x nonosolve, and any verdict on which the
two disagree. --detail also prints each solver's search statistics (nono solve --stats; the
counters nonosolve prints: DFS nodes, probes, whether CDCL ran), from a second, untimed run.
-t is the per-puzzle limit in CPU seconds (RLIMIT_CPU); a solver stopped by it is "undecided".
One run of a 50-100 ms process varies by up to a half (tcga2023 0401: 0.0995 s once, 0.069-0.096
s in ten more runs), so --recheck N (default 10) runs each puzzle that took nono over 50 ms and
over 1.5x FastNonogramSolver N more times, the two in turn, and judges "over 2x" by the medians
as well.
"""
import argparse
import os
import resource
import shlex
import signal
import statistics
import subprocess
import sys

NONO_VERDICTS = {0: "unique", 10: "several", 20: "none", 30: "undecided"}
FNS_VERDICTS = {"UNIQUE": "unique", "MULTIPLE": "several", "NONE": "none", "TIMEOUT": "undecided"}


def run(argv, limit):
    """Runs argv under a CPU limit; returns (exit status, stdout, stderr, CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(argv, capture_output=True, text=True,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1)))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return proc.returncode, proc.stdout, proc.stderr, cpu


def nono_verdict(status):
    return "undecided" if status == -signal.SIGXCPU else NONO_VERDICTS.get(status, f"error({status})")


def fns_verdict(status, out):
    if status == -signal.SIGXCPU:
        return "undecided"
    words = out.split("\n", 1)[0].split()
    # first line: "<file> <W>x<H> <STATUS> time=... nodes=... probes=... sat=..."
    return FNS_VERDICTS.get(words[2], words[2].lower()) if status == 0 and len(words) > 2 else f"error({status})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-f", "--fns", required=True, help="FastNonogramSolver's nonosolve binary")
    parser.add_argument("-b", "--binary", default="build/nono")
    parser.add_argument("-t", "--timeout", default="60")
    parser.add_argument("--fns-opts", default="", help="extra options for nonosolve, e.g. --sat cadical")
    parser.add_argument("--opts", default="", help="extra options for nono solve")
    parser.add_argument("--detail", action="store_true", help="also print both solvers' search statistics")
    parser.add_argument("--recheck", type=int, default=10,
                        help="runs of each puzzle over 50 ms and 1.5x again, judged by the medians (0 = none)")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    limit = int(float(args.timeout) + 0.999)

    sets = []
    loose = []
    for path in args.paths:
        if os.path.isdir(path):
            files = sorted(os.path.join(path, n) for n in os.listdir(path) if n.endswith(".non"))
            sets.append((os.path.basename(os.path.normpath(path)), files))
        else:
            loose.append(path)
    if loose:
        sets.append(("files", loose))

    summary = []
    for set_name, files in sets:
        nono_total = fns_total = 0.0
        slower, disagree, near = [], [], []
        for path in files:
            name = os.path.basename(path)[:-4]
            status, _, _, nono_cpu = run([args.binary, "solve", "-q", *shlex.split(args.opts), path], limit)
            nv = nono_verdict(status)
            status, out, _, fns_cpu = run([args.fns, "-q", *shlex.split(args.fns_opts), path], limit)
            fv = fns_verdict(status, out)
            nono_total += nono_cpu
            fns_total += fns_cpu
            if nono_cpu > 0.05 and nono_cpu > 2 * fns_cpu:
                slower.append((nono_cpu, fns_cpu, name))
            if nono_cpu > 0.05 and nono_cpu > 1.5 * fns_cpu:
                near.append((name, path))
            if nv != fv:
                disagree.append((name, nv, fv))
            print(f"{set_name}/{name:12} nono {nv:9} {nono_cpu:8.4f}  fns {fv:9} {fns_cpu:8.4f}", flush=True)
            if args.detail:
                _, _, err, _ = run([args.binary, "solve", "-q", "--stats", *shlex.split(args.opts), path], limit)
                stats = [line for line in err.splitlines() if line.startswith("stats:")]
                print(f"  nono {stats[-1] if stats else err.strip()}")
                _, out, _, _ = run([args.fns, "-q", *shlex.split(args.fns_opts), path], limit)
                print(f"  fns  {out.splitlines()[0] if out else '(no output)'}", flush=True)
        rechecked = []
        for name, path in near if args.recheck > 0 else []:
            nono_runs, fns_runs = [], []
            for _ in range(args.recheck):
                nono_runs.append(run([args.binary, "solve", "-q", *shlex.split(args.opts), path], limit)[3])
                fns_runs.append(run([args.fns, "-q", *shlex.split(args.fns_opts), path], limit)[3])
            rechecked.append((statistics.median(nono_runs), statistics.median(fns_runs), name))
        ratio = nono_total / fns_total if fns_total > 0 else float("inf")
        summary.append((set_name, len(files), nono_total, fns_total, ratio, slower, disagree, rechecked))

    print()
    print("| set | puzzles | nono CPU s | FastNonogramSolver CPU s | nono / FNS |")
    print("|---|---|---|---|---|")
    for set_name, n, nono_total, fns_total, ratio, _, _, _ in summary:
        print(f"| {set_name} | {n} | {nono_total:.3f} | {fns_total:.3f} | {ratio:.2f} |")
    for set_name, _, _, _, _, slower, disagree, rechecked in summary:
        print(f"\n{set_name}: {len(slower)} puzzles where nono takes > 50 ms and > 2x FastNonogramSolver"
              " (name nono-s fns-s ratio):")
        for nono_cpu, fns_cpu, name in sorted(slower, reverse=True):
            print(f"  {name} {nono_cpu:.3f} {fns_cpu:.3f} {nono_cpu / max(fns_cpu, 1e-6):.1f}")
        if rechecked:
            over = [r for r in rechecked if r[0] > 0.05 and r[0] > 2 * r[1]]
            print(f"{set_name}: the {len(rechecked)} puzzles over 50 ms and 1.5x, medians of {args.recheck} more"
                  f" runs each: {len(over)} over 2x (name nono-s fns-s ratio):")
            for nono_cpu, fns_cpu, name in sorted(rechecked, key=lambda r: r[0] / max(r[1], 1e-6), reverse=True):
                print(f"  {name} {nono_cpu:.3f} {fns_cpu:.3f} {nono_cpu / max(fns_cpu, 1e-6):.2f}")
        for name, nv, fv in disagree:
            print(f"  verdicts differ on {name}: nono {nv}, FastNonogramSolver {fv}")


if __name__ == "__main__":
    sys.exit(main())
