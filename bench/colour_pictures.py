#!/usr/bin/env python3
"""Writes the drawn colour puzzles of data/colour/ as webpbn XML (clues read off each
picture, the picture kept as the goal). The pictures are below, one character per cell:
'.' is the background, every other character a colour of the picture's palette.

  bench/colour_pictures.py [OUTDIR]      (default: data/colour)
"""
import os
import sys
from xml.sax.saxutils import escape

PICTURES = [
    {
        "name": "uk-flag",
        "title": "United Kingdom flag (simplified)",
        "author": "Ivan Ladelshchikov (nonogrid's examples/UK.toml, MIT licence)",
        "palette": {"b": ("blue", "2040a0"), "r": ("red", "e02020")},
        "rows": [
            "rrrbbbbbbbbbbbrrrbbbbbbbbbbbrrr",
            "bbrrrbbbbbbbbbrrrbbbbbbbbbrrrbb",
            "bbbbrrrbbbbbbbrrrbbbbbbbrrrbbbb",
            "bbbbbbrrrbbbbbrrrbbbbbrrrbbbbbb",
            "bbbbbbbbrrrbbbrrrbbbrrrbbbbbbbb",
            "bbbbbbbbbbrrrbrrrbrrrbbbbbbbbbb",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr",
            "bbbbbbbbbbrrrbrrrbrrrbbbbbbbbbb",
            "bbbbbbbbrrrbbbrrrbbbrrrbbbbbbbb",
            "bbbbbbrrrbbbbbrrrbbbbbrrrbbbbbb",
            "bbbbrrrbbbbbbbrrrbbbbbbbrrrbbbb",
            "bbrrrbbbbbbbbbrrrbbbbbbbbbrrrbb",
            "rrrbbbbbbbbbbbrrrbbbbbbbbbbbrrr",
        ],
    },
    {
        "name": "mushroom",
        "title": "Mushroom",
        "author": "nono (own drawing, same licence as nono)",
        "palette": {"r": ("red", "d02020"), "w": ("cream", "f4e8c8"), "k": ("black", "202020")},
        "rows": [
            "....kkkkkk....",
            "..kkrrrrrrkk..",
            ".krrwwrrrrrrk.",
            ".krwwwwrrwwrk.",
            "krrwwwwrrwwwrk",
            "krrrwwrrrrwrrk",
            "krrrrrrwwrrrrk",
            "krwwrrwwwwrrrk",
            ".kkkkkkkkkkkk.",
            "...kwwwwwwk...",
            "...kwwkwwkk...",
            "...kwwwwwwk...",
            "...kwwwwwwk...",
            "....kkkkkk....",
        ],
    },
    {
        "name": "parrot",
        "title": "Parrot",
        "author": "nono (own drawing, same licence as nono)",
        "palette": {"g": ("green", "20a040"), "r": ("red", "e02020"), "y": ("yellow", "f0d020"),
                    "k": ("black", "202020"), "b": ("blue", "2050d0")},
        "rows": [
            "....rrrr....",
            "...rrrrrr...",
            "..rrkrrryy..",
            "..rrrrrryyy.",
            "..rrrrrr....",
            "...rrrrr....",
            "...rrggg....",
            "..rrgggg....",
            "..rggggbb...",
            "..rgggbbbb..",
            "...ggbbbb...",
            "...gbbbb....",
            "....yyy.....",
            "...bb.bb....",
            "...b...b....",
        ],
    },
    {
        "name": "traffic-light",
        "title": "Traffic light",
        "author": "nono (own drawing, same licence as nono)",
        "palette": {"k": ("black", "202020"), "r": ("red", "e02020"), "y": ("amber", "f0a020"),
                    "g": ("green", "20b040")},
        "rows": [
            ".kkkkk.",
            "kkrrrkk",
            "kkrrrkk",
            "kkkkkkk",
            "kkyyykk",
            "kkyyykk",
            "kkkkkkk",
            "kkgggkk",
            "kkgggkk",
            ".kkkkk.",
            "...k...",
            "...k...",
            "..kkk..",
        ],
    },
]


def runs(cells):
    blocks = []
    for c in cells:
        if c != "." and blocks and blocks[-1][1] == c and blocks[-1][2]:
            blocks[-1][0] += 1
        elif c != ".":
            blocks.append([1, c, True])
        if blocks:
            blocks[-1][2] = blocks[-1][2] and c != "."
        if c == "." and blocks:
            blocks[-1][2] = False
    return [(n, c) for n, c, _ in blocks]


def clues_xml(kind, lines, palette):
    out = [f'<clues type="{kind}">']
    for line in lines:
        counts = "".join(f'<count color="{palette[c][0]}">{n}</count>' for n, c in runs(line))
        out.append(f"<line>{counts}</line>")
    out.append("</clues>")
    return "\n".join(out)


def write(picture, outdir):
    rows = picture["rows"]
    assert len({len(r) for r in rows}) == 1, picture["name"]
    columns = ["".join(r[i] for r in rows) for i in range(len(rows[0]))]
    palette = picture["palette"]
    colours = ['<color name="white" char=".">ffffff</color>']
    colours += [f'<color name="{name}" char="{char}">{rgb}</color>' for char, (name, rgb) in palette.items()]
    first = next(iter(palette.values()))[0]
    text = "\n".join([
        '<?xml version="1.0"?>',
        '<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">',
        "<puzzleset>",
        f'<puzzle type="grid" defaultcolor="{first}" backgroundcolor="white">',
        f"<title>{escape(picture['title'])}</title>",
        f"<author>{escape(picture['author'])}</author>",
        *colours,
        clues_xml("columns", columns, palette),
        clues_xml("rows", rows, palette),
        '<solution type="goal"><image>',
        *[f"|{r}|" for r in rows],
        "</image></solution>",
        "</puzzle>",
        "</puzzleset>",
        "",
    ])
    with open(os.path.join(outdir, picture["name"] + ".xml"), "w") as f:
        f.write(text)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "data", "colour")
    os.makedirs(outdir, exist_ok=True)
    for picture in PICTURES:
        write(picture, outdir)


if __name__ == "__main__":
    main()
