#!/usr/bin/env python3
"""Writes cmake/startup_order.ld: the linker script that puts the code and data small puzzles'
`nono` processes use next to each other, so that starting one faults in few pages.

On the easy sets nearly all of a process's CPU is its start-up, and most of that is page
faults (about 5 us each on the virtual machine this was measured on). Without an order the code
one `nono solve -q` runs lies on 42 of the 64 KB windows of a 3.9 MB .text, and each window is
one fault (the kernel maps a file's pages 64 KB at a time); its writable data lies on 14 pages.
With the order, r-examples ex41 takes 51 page faults instead of 88 (docs/performance-history.md,
"Start-up: code and data in first-use order").

  scripts/startup_order.py [--binary build/nono] [--map build/nono.map] [-o cmake/startup_order.ld]

It runs the binary under valgrind (lackey, which reports every instruction and memory access)
on a few bundled examples, maps each address to its input section with the link map the build
writes beside the binary, and lists the sections: those every training command uses first,
then the rest, each group in first-use order. Input sections are named by archive member and
section; nono is built with -ffunction-sections -fdata-sections, so in its own code a section
is one function or one variable. A line that names a section the link no longer has matches
nothing and is harmless, so the file needs regenerating only when the start-up path changes
much: tests/startup/layout_test.py fails when less than 90% of the code a small puzzle runs is
in the ordered part. Regenerate from a build linked with the current file or none.
"""
import argparse
import bisect
import os
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What a user runs on an easy puzzle: solve, quietly or not, and check. Puzzles of several
# sizes, solved by lines alone, by probing (smiley) and with a guess that finds two (twoways).
TRAINING = [
    ["solve", "-q", "data/examples/ex41.non"],
    ["solve", "data/examples/duck.non"],
    ["solve", "-q", "data/examples/smiley.non"],
    ["check", "data/examples/ex07.non"],
    ["solve", "data/examples/twoways.non"],
    ["solve", "-q", "data/examples/cup.non"],
]
# The output sections this script fills, each placed just before the default one.
ORDERED = (".text", ".rodata", ".data", ".bss")
# glibc picks one variant of each string function for the CPU it runs on (IFUNC); valgrind's
# CPU is not the user's, so for each such function it ran, every variant goes in, grouped by
# instruction set at the end, so one CPU's variants stay on few pages.
VARIANT = re.compile(r"^(?P<family>[a-z_0-9]+?)-(?P<isa>sse2|ssse3|sse4|sse4_2|avx2|avx512|avx|evex|erms|generic)"
                     r"(?:[-_][a-z0-9_-]*)?\.o$")
VARIANT_ORDER = ("evex", "avx512", "avx2", "avx", "erms", "sse4_2", "sse4", "ssse3", "sse2", "generic")
# Run at every start on real hardware but not under valgrind, which gives a process no vDSO:
# glibc's static start-up registers the vDSO as an object and looks up its symbols
# (setup_vdso, dl_vdso_vsym). Found from the page faults of `nono solve -q` (perf record -e
# exceptions:page_fault_user).
ALWAYS = [("libc.a", "dl-object.o"), ("libc.a", "dl-setup_hash.o"), ("libc.a", "dl-lookup.o"),
          ("libc.a", "dl-misc.o"), ("libc.a", "pthread_mutex_lock.o"), ("libc.a", "pthread_mutex_unlock.o")]


def input_sections(map_file):
    """(address, size, section, file, output section) for every input section of the link."""
    sections, output, pending, started = [], None, None, False
    with open(map_file) as lines:
        for line in lines:
            if not started:
                started = line.startswith("Linker script and memory map")
                continue
            match = re.match(r"^(\.\S+)(\s+0x[0-9a-f]+\s+0x[0-9a-f]+.*)?$", line)
            if match:  # an output section (its address on the next line when its name is long)
                output, pending = match.group(1), None
                continue
            match = re.match(r"^ (\.\S+|COMMON)\s*$", line)
            if match:
                pending = match.group(1)
                continue
            match = re.match(r"^ (\.\S+|COMMON)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
            if match:
                name, address, size, source = match.group(1), match.group(2), match.group(3), match.group(4)
            else:
                match = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
                if not (match and pending):
                    pending = None
                    continue
                name, address, size, source = pending, match.group(1), match.group(2), match.group(3)
            pending = None
            base = output.split(".startup_path")[0] if output else None
            if base in ORDERED and int(size, 16) > 0:
                sections.append((int(address, 16), int(size, 16), name, source.strip(), base))
    sections.sort()
    return sections


def archive_and_member(source):
    """('libc.a', 'memcpy.o') for '/usr/lib/.../libc.a(memcpy.o)', (None, 'x.o') for an object."""
    match = re.match(r"(.*)\((.*)\)$", source)
    if match:
        return os.path.basename(match.group(1)), match.group(2)
    return None, os.path.basename(source)


def pattern(section):
    archive, member = archive_and_member(section[3])
    where = f"*{archive}:{member}" if archive else f"*{member}"
    return f"{where}({section[2]})"


def entry_of(binary):
    with open(binary, "rb") as elf:
        header = elf.read(32)
    return struct.unpack_from("<Q", header, 24)[0]


def traced_accesses(binary, command, entry):
    """(address relative to the binary's load address, whether it is an instruction) of every
    instruction run and every memory access, in order, in one run under valgrind's lackey."""
    with tempfile.NamedTemporaryFile("r", suffix=".lackey") as log:
        subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={log.name}", binary] + command,
                       cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        base = None
        for line in log:
            if line[:1] not in ("I", " ") or "," not in line:
                continue
            address = int(line[3:].split(",")[0], 16)
            if base is None:
                if line[0] != "I":
                    continue
                base = address - entry  # the first instruction is the entry point
            yield address - base, line[0] == "I"
    if base is None:
        sys.exit(f"startup_order: valgrind ran nothing of {binary} {' '.join(command)}")


def first_use_order(binary, sections):
    """The sections the training uses: first those every command uses, then those fewer use,
    each group in first-use order, so the path all of them share sits on the fewest pages.
    Data that only the start-up's own relocation touches does not count (it writes every
    pointer of the binary), and a large section of which little runs (pugixml's one .text, for
    its static initialiser) goes last, where it costs one fault and does not spread the rest."""
    starts = [section[0] for section in sections]
    entry, first_use, users, code_pages = entry_of(binary), {}, {}, {}
    relocating = {index for index, section in enumerate(sections) if section[3].endswith("(dl-reloc-static-pie.o)")}
    for command_number, command in enumerate(TRAINING):
        in_relocation = False
        for address, instruction in traced_accesses(binary, command, entry):
            index = bisect.bisect_right(starts, address) - 1
            if not (index >= 0 and address < starts[index] + sections[index][1]):
                if instruction:
                    in_relocation = False
                continue
            if instruction:
                in_relocation = index in relocating
                code_pages.setdefault(index, set()).add(address >> 12)
            elif in_relocation:
                continue
            first_use.setdefault(index, len(first_use))
            users.setdefault(index, set()).add(command_number)
    always = [index for index, section in enumerate(sections) if archive_and_member(section[3]) in ALWAYS]
    for index in always:  # with the sections every command uses, after them
        first_use.setdefault(index, len(first_use))
        users[index] = set(range(len(TRAINING)))
    sparse = {index for index in first_use  # larger than a fault's 64 KB, less than half its pages run
              if sections[index][1] > 65536 and len(code_pages.get(index, ())) * 4096 * 2 < sections[index][1]}
    order = sorted(first_use, key=lambda index: (index in sparse, -len(users[index]), first_use[index]))
    return [sections[index] for index in order if index not in sparse], [sections[index] for index in sparse]


def with_variants(used, sparse, sections):
    """The used sections, then every variant of each glibc string function that ran, by
    instruction set, then the sparse ones."""
    families = set()
    for section in used:
        archive, member = archive_and_member(section[3])
        if archive == "libc.a":
            match = VARIANT.match(member)
            families.add(match.group("family") if match else member[:-2])
    variants = {}
    for section in sections:
        archive, member = archive_and_member(section[3])
        match = VARIANT.match(member) if archive == "libc.a" else None
        if match and match.group("family") in families and section not in used:
            variants.setdefault(match.group("isa"), []).append(section)
    ordered = list(used)
    for isa in VARIANT_ORDER:
        ordered += variants.get(isa, [])
    return ordered + sparse


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "nono"))
    parser.add_argument("--map", help="the link map (default: BINARY.map)")
    parser.add_argument("-o", "--output", default=os.path.join(ROOT, "cmake", "startup_order.ld"))
    options = parser.parse_args()
    sections = input_sections(options.map or options.binary + ".map")
    used, sparse = first_use_order(os.path.abspath(options.binary), sections)
    ordered = with_variants(used, sparse, sections)
    with open(options.output, "w") as script:
        script.write("/* Generated by scripts/startup_order.py (its header says why and how): the input sections\n"
                     "   small puzzles' `nono` processes use, those all of them use first, each kind placed before\n"
                     "   its default output section, so that they sit on few pages. Trained on:\n")
        script.writelines(f"     nono {' '.join(command)}\n" for command in TRAINING)
        script.write("*/\n")
        for kind in ORDERED:
            chosen = [section for section in ordered if section[4] == kind]
            script.write(f"SECTIONS\n{{\n  {kind}.startup_path :\n  {{\n")
            script.writelines(f"    {pattern(section)}\n" for section in chosen)
            script.write(f"  }}\n}}\nINSERT BEFORE {kind};\n")
            print(f"{kind}: {len(chosen)} input sections, {sum(s[1] for s in chosen)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
