#!/usr/bin/env python3
"""The engine's statistics on every puzzle given: one line a puzzle, its name, exit status
and `nono solve -q --stats` (the `seconds=` figure left out), for comparing two builds with
diff: a change that must leave the engine's path alone leaves these lines as they were
(docs/performance.md, "One engine over two cell domains").

  bench/stats.py [-t SECONDS] [-b NONO] DIR_OR_FILE... > stats.txt

-t is the per-puzzle CPU limit (RLIMIT_CPU, default 60); a run stopped by it says "undecided".
Folders are read for .non files.
"""
import argparse
import os
import re
import resource
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-t", "--timeout", type=int, default=60)
    parser.add_argument("-b", "--binary", default="build/nono")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = []
    for path in args.paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, name) for name in os.listdir(path) if name.endswith(".non"))
        else:
            files.append(path)
    limit = args.timeout
    for path in files:
        done = subprocess.run([args.binary, "solve", "-q", "--stats", path], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True,
                              preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1)))
        stats = "undecided" if done.returncode < 0 else re.sub(r"\s*seconds=\S+", "", done.stdout).strip()
        name = os.path.join(os.path.basename(os.path.dirname(path)), os.path.basename(path))
        print(f"{name} exit={done.returncode} {stats}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
