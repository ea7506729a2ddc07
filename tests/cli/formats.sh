# The formats of the table from the command line: Jakub Wilk's .nin originals give the same
# verdicts as their .non copies; every format converts to every other one (clues, title,
# author and copyright kept where both hold them); a file without a known extension is
# sniffed; content that matches no format gets the list of formats and --format, never a
# .non syntax error; --threshold and the picture size limit.
source "$(dirname "$0")/lib.bash" "$@"

JWILK="$ROOT/../shared/puzzles/jwilk"
if [ -d "$JWILK/nin" ]; then
    run "$NONO" check "$JWILK"/nin/*.nin
    expect_code 10
    [[ "$OUT" == *"summary: 151 puzzles: 147 unique, 4 several, 0 none, 0 undecided, 0 invalid"* ]] ||
        fail "jwilk .nin verdicts: ${OUT##*$'\n'}"
else
    echo "skipping the jwilk corpus: $JWILK not found" >&2
fi

# A titled puzzle with its goal, written in every format and converted to every other.
cp "$DATA/letter_a.non" "$TMP/source.non"
"$NONO" solve -q -o "$TMP/letter.txt" "$DATA/letter_a.non" || fail "cannot solve letter_a"
{ printf 'title "Letter & A"\nby "Someone"\ncopyright "(c) 2026"\n'; "$NONO" convert --to non "$TMP/letter.txt" -; } >"$TMP/titled.non"
# Canonical names only: the help lists "name, alias, ...: description" after "one of:".
formats=$("$NONO" convert --help | sed -n '/--to FORMAT/,/threshold/p' | sed -n 's/^ *\([a-z]*\)[,:].*/\1/p' | grep -v '^$' | tr '\n' ' ')
[[ "$formats" == *"nin"*"png"* ]] || fail "convert --help does not list the formats: $formats"
[ -n "$formats" ] || fail "convert --help lists no formats"
extension() {  # the usual extension of a format name
    case $1 in olsak | g) echo g ;; grid | txt | text) echo txt ;; pbn) echo xml ;; *) echo "$1" ;; esac
}
holds_title() { case $1 in non | xml | json | toml) return 0 ;; *) return 1 ;; esac; }
holds_goal() { case $1 in non | xml | json | grid | pbm | png) return 0 ;; *) return 1 ;; esac; }
picture() { case $1 in grid | pbm | png) return 0 ;; *) return 1 ;; esac; }
"$NONO" convert --to json "$TMP/titled.non" "$TMP/expected.json" || fail "cannot convert the source to JSON"
mkdir -p "$TMP/pairs"
for from in $formats; do
    f=$TMP/from.$(extension "$from")
    run "$NONO" convert --to "$from" "$TMP/titled.non" "$f"
    expect_code 0
    for to in $formats; do
        if picture "$to" && ! holds_goal "$from"; then  # no goal picture to draw
            run "$NONO" convert "$f" "$TMP/nogoal.$(extension "$to")"
            expect_code 2
            expect_err_contains 'no goal picture'
            continue
        fi
        t=$TMP/to-$from.$(extension "$to")
        run "$NONO" convert "$f" "$t"
        expect_code 0
        "$NONO" convert --to json "$t" "$TMP/pairs/$from-$to.json" || fail "$from -> $to does not read back"
    done
    # Without an extension the content tells the format.
    cp "$f" "$TMP/noextension"
    run "$NONO" check "$TMP/noextension"
    expect_code 0
done
# Clues always survive; title, author and copyright when both formats hold them.
python3 - "$TMP" "$(for n in $formats; do holds_title "$n" && echo -n "$n "; done)" <<'PY' || fail "conversions lost something (above)"
import json, pathlib, sys
folder, titled = pathlib.Path(sys.argv[1]), set(sys.argv[2].split())
def facts(puzzle):
    return {"rows": puzzle.get("rows"), "columns": puzzle.get("columns"), "title": puzzle.get("title"),
            "author": puzzle.get("author"), "copyright": puzzle.get("properties", {}).get("copyright")}
expected = facts(json.loads((folder / "expected.json").read_text()))
assert expected["title"] == "Letter & A" and expected["copyright"] == "(c) 2026", expected
bad = 0
pairs = sorted((folder / "pairs").glob("*.json"))
for path in pairs:
    source, target = path.stem.split("-")
    got = facts(json.loads(path.read_text()))
    keys = ["rows", "columns"] + (["title", "author", "copyright"] if {source, target} <= titled else [])
    for key in keys:
        if got.get(key) != expected.get(key):
            print(f"{source} -> {target}: {key} is {got.get(key)!r}, expected {expected.get(key)!r}")
            bad += 1
if len(pairs) < 80:
    print(f"only {len(pairs)} conversions were compared")
    bad += 1
sys.exit(1 if bad else 0)
PY

# Content of no known format: the list of formats and how to name one.
printf 'hello\nworld\n' >"$TMP/mystery.dat"
run "$NONO" check "$TMP/mystery.dat"
expect_code 2
expect_out_contains 'cannot tell the puzzle format; nono reads non (.non), xml (.xml .pbn)'
expect_out_contains 'nin (.nin)'
expect_out_contains 'Name the format with --format NAME'
[[ "$OUT" != *"'width'"* ]] || fail "a .non syntax error for a file that is not .non: $OUT"
run "$NONO" check --format nin "$TMP/mystery.dat"
expect_code 2
expect_out_contains "mystery.dat:1: expected 'WIDTH HEIGHT' on the first line"

# Pictures: --threshold decides what is dark; an oversized picture names the limit.
printf 'P1\n1001 1\n' >"$TMP/wide.pbm"
run "$NONO" check "$TMP/wide.pbm"
expect_code 2
expect_out_contains 'the picture is 1001x1 pixels; nono reads pictures of 1 to 1000 pixels a side'
run "$NONO" check --threshold 0 "$TMP/from.png"
expect_code 2
expect_err_contains 'threshold'

# A webpbn file holding several puzzles: every one is checked, solved or converted.
python3 - "$TMP/all.xml" <<'PY'
import sys
puzzle = """<puzzle type="grid"><id>{id}</id><title>{title}</title>
<clues type="columns">{columns}</clues><clues type="rows">{rows}</clues></puzzle>"""
line = lambda counts: "<line>" + "".join(f"<count>{c}</count>" for c in counts) + "</line>"
with open(sys.argv[1], "w") as out:
    out.write('<?xml version="1.0"?>\n<puzzleset>\n')
    out.write(puzzle.format(id=7, title="one", columns=line([1]), rows=line([1])) + "\n")
    out.write(puzzle.format(id=8, title="two", columns=line([1]) + line([1]), rows=line([1]) + line([1])) + "\n")
    out.write(puzzle.format(id=9, title="three", columns=line([2]) + line([2]), rows=line([2]) + line([2])) + "\n")
    out.write("</puzzleset>\n")
PY
run "$NONO" check "$TMP/all.xml"
expect_code 10
expect_out_contains "all.xml#1: valid, unique solution"
expect_out_contains "all.xml#2: valid, multiple solutions"
expect_out_contains "all.xml#3: valid, unique solution"
expect_out_contains "summary: 3 puzzles: 2 unique, 1 several"
run "$NONO" solve "$TMP/all.xml"
expect_out_contains "summary: 3 puzzles: 2 unique, 1 several"
run "$NONO" check --puzzle 9 "$TMP/all.xml"
expect_code 0
run "$NONO" check --puzzle 2 "$TMP/all.xml"
expect_code 10
run "$NONO" show "$TMP/all.xml"
expect_code 2
expect_err_contains "holds 3 puzzles; choose one with --puzzle N"
run "$NONO" convert "$TMP/all.xml" "$TMP/copy.xml"
expect_code 0
run "$NONO" check "$TMP/copy.xml"
expect_out_contains "summary: 3 puzzles: 2 unique, 1 several"
run "$NONO" convert "$TMP/all.xml" "$TMP/each.nin"
expect_code 0
for n in 1 2 3; do [ -f "$TMP/each-$n.nin" ] || fail "convert wrote no each-$n.nin"; done
run "$NONO" convert --to non "$TMP/all.xml" -
expect_code 2
expect_err_contains "holds 3 puzzles"

# docs/formats.md describes every format of the table.
for name in $formats; do
    grep -q "^| \`$name\`" "$ROOT/docs/formats.md" || fail "docs/formats.md has no row for $name"
    grep -q "^## \`$name\`" "$ROOT/docs/formats.md" || grep -q "^## .*\`$name\`" "$ROOT/docs/formats.md" ||
        fail "docs/formats.md has no section for $name"
done

finish
