#!/usr/bin/env python3
"""Accuracy of `nono scan` over a corpus of images with ground truth (bench/scan/README.md:
NAME.json beside NAME.png / NAME.jpg, in <split>/<family>/ folders).

  python3 bench/scan_accuracy.py CORPUS [--split holdout] [--family phone-a] [--show] [--limit N]
  python3 bench/scan_accuracy.py build/scan-corpus-fresh --split fresh
  python3 bench/scan_accuracy.py build/scan-corpus-fresh2 --split fresh2
  python3 bench/scan_accuracy.py build/scan-corpus-fresh3 --split fresh3
  python3 bench/scan_accuracy.py build/scan-corpus-fresh4 --split fresh4
  python3 bench/scan_accuracy.py build/scan-corpus-fresh5 --split fresh5
  python3 bench/scan_accuracy.py build/scan-corpus-fresh6 --split fresh6
  python3 bench/scan_accuracy.py build/scan-corpus-fresh7 --split fresh7
  python3 bench/scan_accuracy.py build/scan-corpus-fresh8 --split fresh8

Splits: `tune`, `holdout`, `fresh`, `fresh2`, `fresh3`, `fresh4` and `fresh5` (together `dev`)
are the families the reader is developed on; `fresh` to `fresh5` were earlier rounds' unseen
families (each a corpus of its own), measured once and development data since; `fresh6` a
corpus of its own whose families watch, notebook, photo-receipt and photo-board nobody tunes
on (measured with --family on a finished reader; its other six are developed on since);
`fresh7` a corpus of its own, unseen families nobody tunes on; `fresh8` a corpus of its own,
the newest unseen families, nobody tunes on.

Per family, per kind of image (screenshots, photos) and per split: images, exactly read
(every number and colour right, nothing missing or extra), digit accuracy (digits of the truth's clues, against an edit distance of
the clue text read), never silent (of the images read wrongly, the share where `nono scan`
exits non-zero, names a doubtful number or line or says what it changed), and CPU seconds per image
(user + system of the `nono scan` process). A scan that uses `--cpu-limit` seconds of CPU is
stopped, named on standard error and in a line after the table, and counted as read wrongly.
Standard library only.
"""
import argparse
import json
import os
import resource
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEV = ("tune", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5")  # every split the reader is developed on


def images(corpus, split, families, limit=None):
    taken = {}
    for root, _, files in sorted(os.walk(corpus)):
        for name in sorted(files):
            if not name.endswith(".json"):
                continue
            path = os.path.join(root, name)
            with open(path) as f:
                truth = json.load(f)
            if not isinstance(truth, dict) or "image" not in truth:
                continue
            if split not in ("all", truth.get("split")) and not (split == "dev" and truth.get("split") in DEV):
                continue
            if families and truth.get("family") not in families:
                continue
            taken[truth.get("family")] = taken.get(truth.get("family"), 0) + 1
            if limit and taken[truth.get("family")] > limit:
                continue
            yield os.path.join(root, truth["image"]), truth


def scan(nono, image, cpu_limit):
    """(exit code, JSON report, CPU seconds, stderr); a scan that uses `cpu_limit` seconds of
    CPU is stopped (RLIMIT_CPU, so the limit does not depend on the machine's load): exit code
    None, no report, read wrongly."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    limit = lambda: resource.setrlimit(resource.RLIMIT_CPU, (int(cpu_limit), int(cpu_limit) + 5))
    run = subprocess.run([nono, "scan", image, "--json"], capture_output=True, text=True, preexec_fn=limit)
    if run.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return None, None, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), run.stderr
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    try:
        report = json.loads(run.stdout) if run.stdout.strip() else None
    except json.JSONDecodeError:
        report = None
    return run.returncode, report, cpu, run.stderr


def truth_lines(truth):
    """[(values, colours)] per row then column; colours are '#rrggbb' (None for black and white)."""
    out = []
    for clue in truth["rows"] + truth["columns"]:
        if truth["colour"]:
            out.append(([n for n, _ in clue], [c.lower() for _, c in clue]))
        else:
            out.append((list(clue), [None] * len(clue)))
    return out


def read_lines(puzzle):
    palette = {p["name"]: p["rgb"].lower() for p in puzzle.get("palette", [])}
    out = []
    for clue in puzzle.get("rows", []) + puzzle.get("columns", []):
        values, colours = [], []
        for block in clue:
            if isinstance(block, list):
                values.append(block[0])
                colours.append(palette.get(block[1], block[1]))
            else:
                values.append(block)
                colours.append(None)
        out.append((values, colours))
    # The reader's own form for a reading that is not a valid puzzle.
    if "row_colours" in puzzle:
        names = [p["rgb"].lower() for p in puzzle.get("palette", [])]
        shaped = puzzle["row_colours"] + puzzle["column_colours"]
        out = [(v, [names[k] for k in shaped[i]]) for i, (v, _) in enumerate(out)]
    return out


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def colours_right(truth_lines_, read_lines_):
    """True when one reader colour stands for each truth colour, block by block."""
    mapping = {}
    for (tv, tc), (rv, rc) in zip(truth_lines_, read_lines_):
        if len(tv) != len(rv):
            return False
        for a, b in zip(tc, rc):
            if mapping.setdefault(a, b) != b:
                return False
    return len(set(mapping.values())) == len(mapping)


def compare(truth, report):
    """(exact, digits right, digits in truth)."""
    expected = truth_lines(truth)
    digits = sum(len("".join(str(n) for n in values)) for values, _ in expected)
    if not report or "puzzle" not in report:
        return False, 0, digits
    got = read_lines(report["puzzle"])
    if len(got) != len(expected) or report["puzzle"].get("width", len(report["puzzle"].get("columns", []))) != truth["width"]:
        return False, 0, digits
    errors = 0
    for (tv, _), (rv, _) in zip(expected, got):
        errors += edit_distance(" ".join(map(str, tv)), " ".join(map(str, rv)))
    exact = all(tv == rv for (tv, _), (rv, _) in zip(expected, got))
    if exact and truth["colour"]:
        exact = colours_right(expected, got)
    elif exact and any(c is not None for _, cs in got for c in cs):
        exact = False  # colours read in a black-and-white puzzle
    return exact, max(0, digits - errors), digits


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("--nono", default=os.path.join(HERE, "..", "build", "nono"))
    parser.add_argument("--split", default="all", choices=["tune", "holdout", "dev", "fresh", "fresh2", "fresh3", "fresh4",
                                                               "fresh5", "fresh6", "fresh7", "fresh8", "all"],
                        help="tune, holdout, fresh, fresh2, fresh3, fresh4, fresh5 (earlier rounds' unseen families, "
                             "development data now), dev (those seven), fresh6 (watch, notebook, photo-receipt, photo-board never tuned on), "
                             "fresh7 or fresh8 (never tuned on) or all (default)")
    parser.add_argument("--family", action="append")
    parser.add_argument("--show", action="store_true", help="name every image read wrongly")
    parser.add_argument("--cpu-limit", type=int, default=60,
                        help="CPU seconds a scan may use before it is stopped and counted as read wrongly, not "
                             "silent (default 60; a scan takes a few at most)")
    parser.add_argument("--limit", type=int, help="at most this many images a family (to check the harness; "
                                                  "a measurement takes them all)")
    args = parser.parse_args()
    table, killed = {}, []
    for image, truth in images(args.corpus, args.split, args.family, args.limit):
        code, report, cpu, stderr = scan(args.nono, image, args.cpu_limit)
        if code is None:  # a hang is a failure of its own: always named
            killed.append(image)
            print(f"stopped: {image} (used its {args.cpu_limit} s of CPU)", file=sys.stderr)
        exact, right, digits = compare(truth, report)
        flagged = code != 0 or bool(report and (report.get("doubtful") or report.get("changes") or report.get("doubts")))
        # The targets are per kind (clean screenshots, photos): a row each per split.
        kind = f"({truth['kind']}s)"
        for key in ((truth["split"], truth["family"]), (truth["split"], kind), (truth["split"], "all"), ("all", "all")):
            row = table.setdefault(key, {"n": 0, "exact": 0, "right": 0, "digits": 0, "wrong": 0, "flagged": 0,
                                         "cpu": 0.0, "max_cpu": 0.0})
            row["n"] += 1
            row["exact"] += exact
            row["right"] += right
            row["digits"] += digits
            row["cpu"] += cpu
            row["max_cpu"] = max(row["max_cpu"], cpu)
            if not exact:
                row["wrong"] += 1
                row["flagged"] += flagged
        if args.show and not exact:
            verdict = report.get("verdict") if report else "no report"
            print(f"wrong: {image} (exit {code}, {verdict}, {right}/{digits} digits){'' if flagged else ' SILENT'}",
                  file=sys.stderr)
    if not table:
        raise SystemExit(f"no image of split {args.split} in {args.corpus}"
                         + (f" (families {', '.join(args.family)})" if args.family else ""))
    print(f"{'split':8} {'family':14} {'images':>6} {'exact':>7} {'digits':>8} {'never silent':>13} {'CPU/image':>10} {'max':>6}")
    order = lambda key: (key[0] == "all", key[0], key[1] == "all", key[1].startswith("("), key[1])
    for (split, family), row in sorted(table.items(), key=lambda kv: order(kv[0])):
        exact = 100.0 * row["exact"] / row["n"]
        digit = 100.0 * row["right"] / max(1, row["digits"])
        silent = f"{100.0 * row['flagged'] / row['wrong']:.0f}% of {row['wrong']}" if row["wrong"] else "-"
        print(f"{split:8} {family:14} {row['n']:6d} {exact:6.1f}% {digit:7.2f}% {silent:>13} "
              f"{row['cpu'] / row['n']:9.2f}s {row['max_cpu']:5.2f}s")
    if killed:
        print(f"{len(killed)} scan(s) stopped at {args.cpu_limit} s of CPU (counted as read wrongly, not silent): "
              + ", ".join(os.path.relpath(k, args.corpus) for k in killed))


if __name__ == "__main__":
    main()
