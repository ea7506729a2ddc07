#!/usr/bin/env python3
"""Same-run CPU comparison of nono with the other solvers built outside this repository:
pbnsolve, Simpson's `nonogram`, picross-solver and LalaFrogKK (the TAAI 2011 champion), for
issue 25's "no puzzle over 50 ms more than 2x the best other solver". FastNonogramSolver has
its own script, bench/fns_compare.py. Every solver is asked for a solution and whether it is
unique (a second solution):

  nono      nono solve -q FILE                   exit 0 unique, 10 several, 20 none, 30 limit
  pbnsolve  pbnsolve -u FILE                     "UNIQUE ..." / "FOUND MULTIPLE SOLUTIONS"
  simpson   nonogram -s 2 -CO -i FILE            last line: the number of solutions (at most 2)
  picross   picross_solver_cli --validation FILE CSV, 4th field OK / MULT / ZERO
  lala      LalaFrogKK GENERATE CLUES            its searchTwoSolutions(): the node count when
                                                 unique, -1 none, -2 several (25x25 only)

  nice -n 5 bench/peers_compare.py [-b build/nono] [--pbnsolve PATH] [--simpson PATH]
        [--picross PATH] [--lala PATH] [-t 60] [--slow-limit 15] [--recheck 10] LIST_OR_DIR_OR_FILE...

A solver whose path is not given is left out. A LIST is a text file of puzzle paths, one a
line. The solvers run in turn puzzle by puzzle, so load changes hit all of them alike; CPU is
user + sys of the child (fns_compare.run). -t is the CPU limit of nono, pbnsolve and LalaFrogKK,
--slow-limit that of Simpson's solver and picross-solver, which stop at it on many tournament
puzzles (a solver slower than half of nono's slowest puzzle cannot change the answer, so the
limit need not be longer). Every puzzle where nono takes over 50 ms and over 1.5x a solver that
decided it is run --recheck more times, the two in turn, and judged by the medians as well.
A LalaFrogKK process spends about 0.45 s of system time clearing its 785 MB hash table (it was
written to solve a whole tournament file in one process); its CPU here includes that.
"""
import argparse
import functools
import json
import os
import signal
import statistics
import subprocess
import sys

from fns_compare import nono_verdict, run

DECIDED = ("unique", "several", "none")


def puzzles_of(paths):
    puzzles = []
    for path in paths:
        if os.path.isdir(path):
            puzzles += sorted(os.path.join(path, n) for n in os.listdir(path) if n.endswith(".non"))
        elif path.endswith(".non"):
            puzzles.append(path)
        else:
            with open(path) as listing:
                puzzles += [line.strip() for line in listing if line.strip()]
    return puzzles


@functools.cache  # (the rechecks ask again for the same puzzle)
def lala_clues(nono, path):
    """LalaFrogKK's one-puzzle argument: the columns then the rows, each number n as the letter
    'a' + n - 1 ('`' for an empty line), each line ended by 'z' (its parseTaai())."""
    puzzle = json.loads(subprocess.run([nono, "convert", path, "-", "--to", "json"], capture_output=True,
                                       text=True, check=True).stdout)
    if (puzzle["width"], puzzle["height"]) != (25, 25):
        raise ValueError("LalaFrogKK solves 25x25 puzzles only")
    return "".join("".join(chr(ord("a") + n - 1) for n in (clue or [0])) + "z"
                   for clue in puzzle["columns"] + puzzle["rows"])


def pbnsolve_verdict(status, out):
    # (A puzzle with a title has it printed on the line before.)
    for line in out.split("\n")[:2]:
        if line.startswith("UNIQUE"):
            return "unique"
        if line.startswith("FOUND MULTIPLE"):
            return "several"
        if line.startswith("CONTRADICTION"):
            return "none"
    return "none" if "no solution" in out.lower() else f"other({out.split(chr(10), 1)[0][:30]})"


def simpson_verdict(status, out):
    lines = [line for line in out.split("\n") if line.strip()]
    if status != 0 or not lines or not lines[-1].strip().isdigit():
        return f"error({status})"
    return {0: "none", 1: "unique"}.get(int(lines[-1]), "several")


def picross_verdict(status, out):
    rows = [line for line in out.strip().split("\n") if line and not line.startswith("File,")]
    fields = rows[-1].split(",") if rows else []
    return {"OK": "unique", "MULT": "several", "ZERO": "none"}.get(fields[3] if len(fields) > 3 else "",
                                                                   f"error({status})")


def lala_verdict(status, out):
    answer = out.strip()
    if answer == "-2":
        return "several"
    if answer == "-1":
        return "none"
    return "unique" if answer.isdigit() else f"error({status})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-b", "--binary", default="build/nono")
    parser.add_argument("--pbnsolve")
    parser.add_argument("--simpson")
    parser.add_argument("--picross", help="picross-solver's picross_solver_cli")
    parser.add_argument("--lala", help="LalaFrogKK built from CGI-LAB/Nonogram (25x25 puzzles)")
    parser.add_argument("-t", "--timeout", type=int, default=60)
    parser.add_argument("--slow-limit", type=int, default=15, help="CPU limit of Simpson's solver and picross-solver")
    parser.add_argument("--recheck", type=int, default=10)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()

    def nono_command(path):
        return [args.binary, "solve", "-q", path]

    solvers = []  # (name, command of a path, verdict of (status, stdout), CPU limit)
    if args.pbnsolve:
        solvers.append(("pbnsolve", lambda p: [args.pbnsolve, "-u", p], pbnsolve_verdict, args.timeout))
    if args.simpson:
        solvers.append(("simpson", lambda p: [args.simpson, "-s", "2", "-CO", "-i", p], simpson_verdict,
                        args.slow_limit))
    if args.picross:
        solvers.append(("picross", lambda p: [args.picross, "--validation", p], picross_verdict, args.slow_limit))
    if args.lala:
        solvers.append(("lala", lambda p: [args.lala, "GENERATE", lala_clues(args.binary, p)], lala_verdict,
                        args.timeout))

    def verdict(judge, status, out):
        return "undecided" if status in (-signal.SIGXCPU, -signal.SIGKILL) else judge(status, out)

    rows = []
    for path in puzzles_of(args.paths):
        status, _, _, cpu = run(nono_command(path), args.timeout)
        row = {"path": path, "nono": (nono_verdict(status), cpu)}
        for name, command, judge, limit in solvers:
            try:
                argv = command(path)
            except ValueError:
                row[name] = ("skipped", 0.0)
                continue
            status, out, _, cpu = run(argv, limit)
            row[name] = (verdict(judge, status, out), cpu)
        rows.append(row)
        print(f"{path}  " + "  ".join(f"{k} {v[0]} {v[1]:.4f}" for k, v in row.items() if k != "path"), flush=True)

    print("\n| solver | puzzles decided | its CPU s | nono CPU s on them | nono > 50 ms and > 2x it | by medians |")
    print("|---|---|---|---|---|---|")
    details = []
    for name, command, judge, limit in solvers:
        decided = [row for row in rows if row[name][0] in DECIDED]
        over = [row for row in decided if row["nono"][1] > 0.05 and row["nono"][1] > 2 * row[name][1]]
        near = [row for row in decided if row["nono"][1] > 0.05 and row["nono"][1] > 1.5 * row[name][1]]
        medians = []
        for row in near if args.recheck > 0 else []:
            nono_runs, other_runs = [], []
            for _ in range(args.recheck):
                nono_runs.append(run(nono_command(row["path"]), args.timeout)[3])
                other_runs.append(run(command(row["path"]), limit)[3])
            medians.append((row["path"], statistics.median(nono_runs), statistics.median(other_runs)))
        over_by_medians = [m for m in medians if m[1] > 0.05 and m[1] > 2 * m[2]]
        print(f"| {name} | {len(decided)} of {len(rows)} | {sum(r[name][1] for r in decided):.2f} | "
              f"{sum(r['nono'][1] for r in decided):.2f} | {len(over)} | "
              f"{len(over_by_medians) if args.recheck > 0 else '-'} of {len(near)} rechecked |")
        details += [f"{name}: {m[0]} nono {m[1]:.3f} / {name} {m[2]:.3f} = {m[1] / m[2]:.2f} (medians)" for m in medians]
    for line in details:
        print(line)
    for row in rows:
        verdicts = {k: v[0] for k, v in row.items() if k != "path" and v[0] in DECIDED}
        if len(set(verdicts.values())) > 1:
            print(f"verdicts differ on {row['path']}: {verdicts}")


if __name__ == "__main__":
    sys.exit(main())
