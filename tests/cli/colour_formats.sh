# Colour puzzles in every format that holds colour (webpbn XML, nono JSON, the grid picture,
# Olšák's .g, nonogrid's TOML): nonogrid's own flag read and solved to the picture drawn in its
# comments; each drawn puzzle of data/colour converted to every colour format and to every
# other from there, clues, colours and palette kept, and sniffed without an extension; the
# colourless formats refusing with the list of those that hold colour; located errors.
source "$(dirname "$0")/lib.bash" "$@"

COLOUR="$ROOT/data/colour"

# nonogrid's examples/UK.toml draws its solution in comments ('%' red, '*' blue), as nono
# writes it with the file's characters.
run "$NONO" solve "$COLOUR/nonogrid/UK.toml"
expect_code 0
expected=$(grep -E '^# [%*]( [%*])+$' "$COLOUR/nonogrid/UK.toml" | sed 's/^# //; s/ //g')
[ "$(echo "$expected" | wc -l)" -eq 15 ] || fail "the picture in UK.toml's comments has $(echo "$expected" | wc -l) rows"
[ "${OUT%%$'\n\n'*}" == "$expected" ] || fail "UK.toml's solution is not the picture in its comments: $OUT"
expect_out_contains "unique solution"

formats="xml json grid olsak toml"
extension() { case $1 in olsak) echo g ;; grid) echo txt ;; *) echo "$1" ;; esac; }
mkdir -p "$TMP/pairs"
for source in "$COLOUR"/*.xml; do
    name=$(basename "$source" .xml)
    "$NONO" convert --to json "$source" "$TMP/pairs/$name-original.json" || fail "$name does not convert to JSON"
    for from in $formats; do
        f="$TMP/$name-from.$(extension "$from")"
        run "$NONO" convert "$source" "$f"
        expect_code 0
        for to in $formats; do
            run "$NONO" convert "$f" "$TMP/$name-$from-to.$(extension "$to")"
            if [ "$to" = grid ] && [ "$from" != xml ] && [ "$from" != json ] && [ "$from" != grid ]; then
                expect_code 2  # .g and TOML hold no goal picture to draw
                expect_err_contains "no goal picture"
                continue
            fi
            expect_code 0
            "$NONO" convert --to json "$TMP/$name-$from-to.$(extension "$to")" "$TMP/pairs/$name-$from-$to.json" ||
                fail "$name: $from -> $to does not read back"
        done
        cp "$f" "$TMP/noextension"  # sniffed
        run "$NONO" check "$TMP/noextension"
        expect_code 0
        expect_out_contains "valid, unique solution"
    done
done
python3 - "$TMP/pairs" <<'PY' || fail "conversions between colour formats lost something (above)"
import json, pathlib, sys
folder = pathlib.Path(sys.argv[1])
bad = compared = 0
for original in sorted(folder.glob("*-original.json")):
    name = original.name[: -len("-original.json")]
    want = json.loads(original.read_text())
    for path in sorted(folder.glob(name + "-*-*.json")):
        if path == original:
            continue
        got = json.loads(path.read_text())
        compared += 1
        for key in ("rows", "columns", "palette"):
            if got.get(key) != want.get(key):
                print(f"{path.name}: {key} differs")
                bad += 1
if compared < 4 * 22:
    print(f"only {compared} conversions compared")
    bad += 1
sys.exit(1 if bad else 0)
PY

# solve -o writes a colour solution as a grid picture with its palette, which reads back as
# the same puzzle (names and RGB values included).
run "$NONO" solve -q -o "$TMP/traffic.txt" "$COLOUR/traffic-light.xml"
expect_code 0
[ "$(head -1 "$TMP/traffic.txt")" = "colour . white #ffffff" ] || fail "solve -o wrote no palette: $(head -2 "$TMP/traffic.txt")"
"$NONO" convert --to json "$TMP/traffic.txt" "$TMP/traffic.json" || fail "the solution picture does not read back"
python3 - "$TMP/traffic.json" "$TMP/pairs/traffic-light-original.json" <<'PY' || fail "the solution picture is not the puzzle"
import json, sys
got, want = (json.load(open(p)) for p in sys.argv[1:])
sys.exit(0 if all(got[k] == want[k] for k in ("rows", "columns", "palette")) else 1)
PY

# Formats without colour refuse, naming those with colour.
for to in non nin mk cwd pbm; do
    run "$NONO" convert --to "$to" "$COLOUR/parrot.xml" -
    expect_code 2
    expect_err_contains "format has no colours: write this colour puzzle as one of xml, json, grid, olsak, toml"
done

# Bad colour input is refused with its file and line.
printf '[colors]\ndefs = ["b = (blue) *", "r = (red) %%"]\n[clues]\nrows = "1b 1r"\ncolumns = "1b, 1g"\n' >"$TMP/undefined.toml"
run "$NONO" check "$TMP/undefined.toml"
expect_code 2
expect_out_contains "undefined.toml:5: column 2: colour 'g' of the block '1g' is not defined in [colors] defs"
printf '#d\n   m:%%  blue\n   r:%%  red\n: rows\n1m 1r\n: columns\n1m\n1r\n: end\n' >"$TMP/twice.g"
run "$NONO" check "$TMP/twice.g"
expect_code 2
expect_out_contains "twice.g:3: colours 'blue' and 'red' both use the character '%'"
printf 'abcdefgh-\n' >"$TMP/many.txt"
run "$NONO" check "$TMP/many.txt"
expect_code 2
expect_out_contains "many.txt:1: picture row 1: 'h' is a 9th colour (background included); nono supports at most 8"

finish
