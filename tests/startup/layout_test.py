#!/usr/bin/env python3
"""Checks that the code a small puzzle's `nono` process runs lies in the section
cmake/startup_order.ld puts first (.text.startup_path), so that its start faults in few pages
(docs/performance-history.md, "Start-up: code and data in first-use order").

  layout_test.py NONO PROJECT_DIR LINKER_TOOK_ORDER

Each run is traced under valgrind (lackey): at least 90% of the distinct instructions it runs
in the binary must lie in that section. It fails when the start-up path has changed so much
that scripts/startup_order.py must be run again, or when the link stopped taking the script.
Exits 77 (ctest: not run) when the configure step found that the linker does not take the
script, or valgrind is missing.
"""
import bisect
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from startup_order import entry_of, traced_accesses  # noqa: E402 (found through the path above)

# ex41 and smiley are in the script's training; ex03 and webpbn's dancer-sized ex12 are not.
RUNS = [["solve", "-q", "data/examples/ex41.non"],
        ["solve", "-q", "data/examples/smiley.non"],
        ["solve", "-q", "data/examples/ex03.non"],
        ["solve", "data/examples/ex12.non"]]
LEAST_SHARE = 0.90


def sections_of(binary):
    """(start, end, name) of the binary's executable sections."""
    found = []
    for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*X\S*)", line)
        if match:
            start = int(match.group(2), 16)
            found.append((start, start + int(match.group(3), 16), match.group(1)))
    return found


def symbols_of(binary):
    names = []
    for line in subprocess.run(["nm", "-n", "-C", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3 and parts[1] in "tTwW":
            names.append((int(parts[0], 16), parts[2]))
    return names


def instructions_run(binary, command):
    """The distinct instruction addresses (relative to the load address) one run executes,
    traced as scripts/startup_order.py traces its training."""
    return {address for address, instruction in traced_accesses(binary, command, entry_of(binary)) if instruction}


def main():
    binary, took_order = os.path.abspath(sys.argv[1]), sys.argv[3]  # argv[2]: the project, the checkout the tracer runs in
    if took_order.upper() in ("", "0", "OFF", "FALSE", "NO") or took_order.endswith("NOTFOUND"):
        print("the linker did not take cmake/startup_order.ld (the configure step said so): nothing to check")
        return 77
    if shutil.which("valgrind") is None:
        print("valgrind is missing (scripts/install-deps.sh installs it)")
        return 77
    sections = sections_of(binary)
    ordered = [section for section in sections if section[2] == ".text.startup_path"]
    if not ordered:
        print(f"FAIL: {binary} has no .text.startup_path section: cmake/startup_order.ld was not applied")
        return 1
    start, end, _ = ordered[0]
    symbols = symbols_of(binary)
    symbol_starts = [address for address, _ in symbols]
    failed = False
    for command in RUNS:
        run = instructions_run(binary, command)
        inside = [address for address in run if any(s <= address < e for s, e, _ in sections)]
        if not inside:
            print(f"FAIL: nono {' '.join(command)}: valgrind traced no instruction of the binary")
            failed = True
            continue
        outside = [address for address in inside if not start <= address < end]
        share = 1 - len(outside) / len(inside)
        print(f"nono {' '.join(command)}: {len(inside)} distinct instructions, {share:.1%} in .text.startup_path")
        if share < LEAST_SHARE:
            failed = True
            counts = {}
            for address in outside:
                index = bisect.bisect_right(symbol_starts, address) - 1
                name = symbols[index][1] if index >= 0 else hex(address)
                counts[name] = counts.get(name, 0) + 1
            print(f"FAIL: less than {LEAST_SHARE:.0%}. Regenerate the layout from this build, then rebuild:\n"
                  f"  scripts/startup_order.py --binary {binary} --map {binary}.map -o cmake/startup_order.ld\n"
                  f"  cmake --build {os.path.dirname(binary)}\n"
                  "Most run outside it:")
            for name, count in sorted(counts.items(), key=lambda item: -item[1])[:15]:
                print(f"  {count:6d}  {name[:120]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
