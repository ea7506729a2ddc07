#!/usr/bin/env python3
"""Writes flower.png, the colour picture of tests/cli/make_commands.sh (nono import --colours):
a 12x12-cell flower, 5 pixels a cell, in four flat colours (white paper, red petals, a yellow
heart, a green stem and leaf), so importing it at 12x12 with 4 colours gives this picture back.
Python's standard library only; CC0."""
import struct, zlib

PICTURE = [
    "............",
    "....rrrr....",
    "...rrrrrr...",
    "..rrryyrrr..",
    "..rryyyyrr..",
    "..rrryyrrr..",
    "...rrrrrr...",
    "....rrrr....",
    ".....gg.....",
    "..gggggg....",
    "...gggg.....",
    ".....gg.....",
]
COLOURS = {".": (255, 255, 255), "r": (210, 30, 40), "y": (245, 215, 30), "g": (30, 150, 60)}
SCALE = 5

def png(rows):
    height, width = len(rows), len(rows[0])
    raw = b"".join(b"\0" + bytes(v for pixel in row for v in pixel) for row in rows)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

rows = [[COLOURS[c] for c in line for _ in range(SCALE)] for line in PICTURE for _ in range(SCALE)]
with open(__file__.replace(".py", ".png"), "wb") as out:
    out.write(png(rows))
