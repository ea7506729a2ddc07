#!/usr/bin/env python3
"""Finishes the static web app's folder (scripts/build-web.sh): marks index.html as the static
build (the page then asks the WebAssembly engine, web/js/api.js) and as one with the
screenshot reader when it is there, links the manifest and the service worker's registration,
and writes sw.js with the list of every file (the screenshot reader's apart: fetched when
first used) and a version made from their contents, so a new build replaces the old cache as
a whole.
Usage: finish_site.py FOLDER"""
import hashlib
import pathlib
import struct
import sys
import zlib

HEAD = """<meta name="nono-engine" content="wasm">
<link rel="manifest" href="manifest.webmanifest">
<meta name="theme-color" content="#1f2430">
<link rel="apple-touch-icon" href="icon-192.png">
<script src="sw-register.js" defer></script>
"""
# The screenshot reader (scripts/build-web.sh copies it when OpenCV for WebAssembly is built):
# where it is, the page says so (web/js/engine.js then sends /api/scan to it), and the service
# worker keeps it only once used, so the first visit does not fetch it.
LATER = ("js/nono-scan.js", "js/nono-scan.wasm")
SCAN_HEAD = '<meta name="nono-scan" content="js/nono-scan.js">\n'


# The icon: a small nonogram's picture (the letter n on a grid), dark on white; icon.svg is the
# same picture.
ICON = ["--------",
        "-######-",
        "-##--##-",
        "-##--##-",
        "-##--##-",
        "-##--##-",
        "-##--##-",
        "--------"]


def icon_png(size: int) -> bytes:
    """The icon as a greyscale PNG of size x size pixels."""
    cell = size // len(ICON)
    rows = []
    for y in range(size):
        line = bytearray([0])  # filter: none
        for x in range(size):
            r, c = min(y // cell, 7), min(x // cell, 7)
            edge = y % cell == 0 or x % cell == 0
            line.append(0x1F if ICON[r][c] == "#" else (0xC8 if edge else 0xFF))
        rows.append(bytes(line))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 0, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    site = pathlib.Path(sys.argv[1])
    index = site / "index.html"
    page = index.read_text(encoding="utf-8")
    if "<head>" not in page:
        print(f"finish_site.py: {index} has no <head>", file=sys.stderr)
        return 1
    head = HEAD + (SCAN_HEAD if all((site / name).is_file() for name in LATER) else "")
    index.write_text(page.replace("<head>", "<head>\n" + head, 1), encoding="utf-8")
    for size in (192, 512):
        (site / f"icon-{size}.png").write_bytes(icon_png(size))
    template = site / "sw.js.in"
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p.name not in ("sw.js.in", "sw.js"))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes())
    listed = ",\n".join(f"  './{name}'" for name in files if name not in LATER)
    later = ",\n".join(f"  './{name}'" for name in files if name in LATER) or "  ''"
    script = template.read_text(encoding="utf-8")
    script = script.replace("'@VERSION@'", f"'{digest.hexdigest()[:16]}'").replace("  '@FILES@'", listed)
    script = script.replace("  '@LATER@'", later)
    (site / "sw.js").write_text(script, encoding="utf-8")
    template.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
