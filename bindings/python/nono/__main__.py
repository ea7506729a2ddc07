"""`python -m nono ARGS` runs nono's command-line tool with ARGS (`python -m nono solve
puzzle.non`, `python -m nono render examples:36 --solution -o ex36.png`, ...): the copy the
wheel carries under nono/cli/ (bin/nono, beside it the modules and the examples), so it is
the same version as the module. Its exit code is the tool's (docs/cli.md)."""
import os
import pathlib
import sys


def main():
    cli = pathlib.Path(__file__).resolve().parent / "cli" / "bin" / "nono"
    if not os.access(cli, os.X_OK):
        sys.exit(f"python -m nono: this installation has no command-line tool ({cli} is missing); "
                 "the packages pip builds from bindings/python carry it (docs/bindings.md)")
    os.execv(cli, [str(cli), *sys.argv[1:]])


if __name__ == "__main__":
    main()
