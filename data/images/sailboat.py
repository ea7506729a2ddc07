#!/usr/bin/env python3
# Draws sailboat.png, the picture docs/making.md imports with `nono import` (a drawing made
# for nono, CC0 like the rest of data/images): a sailboat on waves under a sun, in grey, with
# a light gradient sky and soft (supersampled) edges, so the threshold has real work to do.
# Standard library only: python3 sailboat.py [OUT.png]
import math, struct, sys, zlib

W = H = 300
SS = 3  # supersamples per side

def inside(x, y):
    """Grey level of the drawing at (x, y) in 0..1 units, top-left origin."""
    # Sun: a dark disc with a ring.
    d = math.hypot(x - 0.78, y - 0.2)
    if d < 0.09: return 40
    if 0.12 < d < 0.14: return 70
    # Hull: a trapezoid.
    if 0.66 < y < 0.76:
        t = (y - 0.66) / 0.10
        if 0.18 + 0.08 * t < x < 0.82 - 0.08 * t: return 25
    # Mast.
    if 0.49 < x < 0.51 and 0.14 < y < 0.66: return 20
    # Main sail: a triangle to the left of the mast.
    if 0.16 < y < 0.62 and x < 0.48 and x > 0.48 - (y - 0.16) / 0.46 * 0.30: return 55
    # Jib: a smaller triangle to the right.
    if 0.24 < y < 0.62 and x > 0.53 and x < 0.53 + (y - 0.24) / 0.38 * 0.22: return 60
    # Waves: two rows of sine bands.
    for base in (0.82, 0.92):
        w = base + 0.02 * math.sin(x * 2 * math.pi * 4)
        if w < y < w + 0.035: return 45
    # Sky: light, getting a little darker towards the top.
    return 235 - 30 * (1 - y)

rows = []
for py in range(H):
    line = bytearray()
    for px in range(W):
        total = 0
        for sy in range(SS):
            for sx in range(SS):
                total += inside((px + (sx + 0.5) / SS) / W, (py + (sy + 0.5) / SS) / H)
        line.append(int(round(total / (SS * SS))))
    rows.append(b"\0" + bytes(line))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
open(sys.argv[1] if len(sys.argv) > 1 else "sailboat.png", "wb").write(png)
