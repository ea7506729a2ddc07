# nono import, repair and generate: what they print and write, their JSON, and the usage exit
# code (2) for bad images, sizes and impossible targets.
source "$(dirname "$0")/lib.bash" "$@"

# A grey PNG drawn with Python's standard library: letter_a.txt, 10 pixels per cell, filled
# cells dark (30), empty light (220): importing it at 5x5 must give letter_a back.
python3 - "$DATA/letter_a.txt" "$TMP/letter_a.png" <<'PY'
import struct, sys, zlib
rows = [line.strip() for line in open(sys.argv[1]) if line.strip()]
scale = 10
pixels = b""
for row in rows:
    line = bytes(30 if c == "#" else 220 for c in row for _ in range(scale))
    pixels += (b"\0" + line) * scale
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
width, height = len(rows[0]) * scale, len(rows) * scale
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b"")
open(sys.argv[2], "wb").write(png)
PY

run "$NONO" import "$TMP/letter_a.png" --size 5x5 -o "$TMP/a.non"
expect_code 0
expect_out_contains "50x50 pixels -> 5x5 cells"
expect_out_contains "clues: unique, not line-solvable"
expect_out_contains "level D4"
run "$NONO" convert "$TMP/a.non" - --to grid
expect_stdout "$(cat "$DATA/letter_a.txt")
"
# --width keeps the aspect ratio; --invert fills the light cells.
run "$NONO" import "$TMP/letter_a.png" --width 5 --invert --json
expect_code 0
expect_json 'j["height"]' '5'
expect_json 'j["picture"][1]' '"-###-"'
expect_json 'j["threshold_from"]' '"otsu"'

# Bad images and sizes: the usage exit code and a message naming the problem.
printf 'not an image' >"$TMP/junk.png"
run "$NONO" import "$TMP/junk.png" --size 5x5
expect_code 2
expect_err_contains "not a PNG or JPEG image"
head -c 60 "$TMP/letter_a.png" >"$TMP/cut.png"
run "$NONO" import "$TMP/cut.png" --size 5x5
expect_code 2
expect_err_contains "cut.png"
run "$NONO" import "$TMP/missing.png" --size 5x5
expect_code 2
run "$NONO" import "$TMP/letter_a.png" --size 0x5
expect_code 2
run "$NONO" import "$TMP/letter_a.png" --size 1001x5
expect_code 2
run "$NONO" import "$TMP/letter_a.png"
expect_code 2
expect_err_contains "--size"
run "$NONO" import "$TMP/letter_a.png" --size 5x5 --colours 9
expect_code 2
expect_err_contains "--colours"
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 --threshold 100
expect_code 2
expect_err_contains "--threshold is for black and white"

# --colours K: a colour puzzle (flower.png, from flower.py: four flat colours, 5 pixels a
# cell) comes back as the picture it was drawn from, written as webpbn XML (the default for
# colours: .non has none) and solved uniquely by the colour engine.
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 -o "$TMP/flower"
expect_code 0
expect_out_contains "60x60 pixels -> 12x12 cells, 4 colours (k-means): . white #ffffff (background), r red"
expect_out_contains "clues: unique, line-solvable"
expect_out_contains "$(sed -n '/^PICTURE/,/^]/p' "$DATA/flower.py" | grep -o '"[^"]*"' | tr -d '"')"
run "$NONO" solve "$TMP/flower"
expect_code 0
expect_out_contains "unique solution"
expect_out_contains "..rryyyyrr.."
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 --json -o "$TMP/flower.json"
expect_code 0
expect_json 'len(j["colours"])' '4'
expect_json 'j["colours"][0]["char"]' '"."'
expect_json 'j["threshold"]' 'null'
expect_json 'j["analysis"]["verdict"]' '"unique"'
expect_json 'j["picture"][4]' '"..rryyyyrr.."'
run "$NONO" solve "$TMP/flower.json"
expect_code 0
expect_out_contains "..rryyyyrr.."
run "$NONO" import "$DATA/flower.png" --size 12x12 --colours 4 -o "$TMP/flower.non"
expect_code 2
expect_err_contains "the .non format has no colours"

# repair: a picture with two solutions gets a change that makes it unique; the repaired
# puzzle is checked by `nono check`.
printf '#-##-\n-#-#-\n##--#\n#-#-#\n-##-#\n' >"$TMP/two.txt"
run "$NONO" check "$TMP/two.txt"
expect_code 10
run "$NONO" repair "$TMP/two.txt" -o "$TMP/fixed.non" --picture "$TMP/fixed.svg"
expect_code 0
expect_out_contains "not unique"
expect_out_contains "1 change makes it unique:"
[ -s "$TMP/fixed.svg" ] || fail "repair --picture wrote no picture"
run "$NONO" check "$TMP/fixed.non"
expect_code 0
run "$NONO" repair "$TMP/two.txt" --line-solvable --json
expect_code 0
expect_json 'j["outcome"]' '"repaired"'
expect_json 'j["after"]["line_solvable"]' 'true'
expect_json 'len(j["changes"]) >= 1' 'true'
run "$NONO" repair "$DATA/ring.txt"
expect_code 0
expect_out_contains "already unique: nothing to change"
# A 2x2 diagonal (two solutions) needs one change; --max-changes 0 is bad usage.
printf '#-\n-#\n' >"$TMP/diagonal.txt"
run "$NONO" repair "$TMP/diagonal.txt" --max-changes 1 --json
expect_code 0
# One shape for every front end (server.same_json compares it with /api/repair): rows and
# columns from 0, "cell" = row * width + column.
expect_json 'list(j)' '["file", "target", "outcome", "max_changes", "changes", "before", "after", "picture", "evaluations"]'
expect_json 'sorted(j["changes"][0])' '["cell", "column", "row", "to"]'
expect_json 'j["changes"][0]["cell"] == 2 * j["changes"][0]["row"] + j["changes"][0]["column"]' 'true'
expect_json 'j["before"]["verdict"]' '"multiple"'
run "$NONO" repair "$TMP/diagonal.txt" --max-changes 0
expect_code 2

# generate: JSON lines, each puzzle re-checked by `nono check`; files in a folder.
run "$NONO" generate --size 8x8 -n 3 --seed 4 -t line-solvable -j 2
expect_code 0
[ "$(printf '%s\n' "$OUT" | wc -l)" -eq 3 ] || fail "generate -n 3 printed not 3 lines: $OUT"
expect_err_contains "generated 3 of 3 puzzles (line-solvable)"
first=$(printf '%s\n' "$OUT" | head -1)
run "$NONO" generate --size 8x8 -n 1 --seed 4 -t line-solvable -j 1
[ "$OUT" == "$first" ] || fail "generate is not reproducible across --jobs: [$OUT] vs [$first]"
run "$NONO" generate --size 9x7 -n 2 --seed 2 --level D4 -o "$TMP/gen" --to json --json
expect_code 0
# "level" has one shape in every report: generate's is classify's.
head -1 "$TMP/stdout" >"$TMP/first.json" && cp "$TMP/first.json" "$TMP/stdout"
expect_json '[j["level"]["outcome"], j["level"]["level"]]' '["level", 4]'
# Written to a file, a puzzle's line is generated_object's up to "height", then "file".
expect_json 'list(j)' '["index", "seed", "target", "candidates", "changes", "verdict", "line_solvable", "rating", "level", "width", "height", "file"]'
level_keys=$(json_get 'list(j["level"])')
run "$NONO" classify --json "$(ls "$TMP"/gen/*.json | head -1)"
expect_code 0
head -1 "$TMP/stdout" >"$TMP/first.json" && cp "$TMP/first.json" "$TMP/stdout"  # the puzzle, not the summary
expect_json 'list(j["level"])' "$level_keys"
for file in "$TMP"/gen/*.json; do
    run "$NONO" classify "$file"
    expect_code 0
    expect_out_contains "level D4"
done
[ "$(ls "$TMP/gen" | wc -l)" -eq 2 ] || fail "generate -o wrote $(ls "$TMP/gen" | wc -l) files, not 2"
# -o with a puzzle file's name: that file for -n 1 (it made a folder of that name); several
# puzzles cannot go to one file: bad usage, naming what to pass, and nothing created.
run "$NONO" generate --size 5x5 -n 1 --seed 3 -o "$TMP/one.non"
expect_code 0
[ -f "$TMP/one.non" ] || fail "generate -n 1 -o one.non did not write the file one.non"
run "$NONO" check "$TMP/one.non"
expect_code 0
run "$NONO" generate --size 5x5 -n 2 -o "$TMP/two.non"
expect_code 2
expect_err_contains "give -o a folder"
[ ! -e "$TMP/two.non" ] || fail "generate -n 2 -o two.non created $TMP/two.non"
run "$NONO" generate --size 3x3 --level D9
expect_code 2
expect_err_contains "impossible at 3x3"
run "$NONO" generate --size 0x4
expect_code 2
run "$NONO" generate --size 4x4 -t nonsense
expect_code 2
expect_err_contains "unknown target"

finish
