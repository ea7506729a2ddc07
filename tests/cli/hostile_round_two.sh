# Hostile input, round two (issue 45): odd images and colour puzzles are usage errors, not
# internal errors; nan options are refused; check stops at the first SIGINT while reading a
# FIFO; --list DIR says so; an id given to two puzzles is refused before anything is written;
# '?' is no colour character; TOML's table names are no properties; a set is parsed once;
# read-only and other users' files are not replaced; images and files that declare a huge
# size are refused before they are decoded or read whole (item 5).
source "$(dirname "$0")/lib.bash" "$@"

# A PNG of one colour, RGB 8 bits (Python's standard library).
python3 - "$TMP/flat.png" <<'PY'
import struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
pixels = (b"\0" + b"\x80\x40\x20" * 20) * 20
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20, 20, 8, 2, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))
PY
run "$NONO" import "$TMP/flat.png" --size 5x5 --colours 4
expect_code 2
expect_err_contains "only one colour"
[[ "$ERR" != *"internal error"* ]] || fail "[$LAST] an internal error"

# repair is black and white: a colour puzzle is a usage error.
printf '..rr..\n.rggr.\n..bb..\n' >"$TMP/colour.txt"
run "$NONO" repair "$TMP/colour.txt"
expect_code 2
expect_err_contains "is a colour puzzle"
[[ "$ERR" != *"internal error"* ]] || fail "[$LAST] an internal error"

# nan is no number: generate aborted (134), and a nan --timeout meant no limit.
run "$NONO" generate --size 5x5 --density nan
expect_code 2
expect_err_contains "--density"
for command in "generate --size 5x5" "repair $DATA/two_solutions.non" "import $TMP/flat.png --size 5x5"; do
    # shellcheck disable=SC2086
    run "$NONO" $command --timeout nan
    expect_code 2
    expect_err_contains "is not a number of seconds"
done

# Size bombs (item 5): a PNG of 60000x60000 (437 KB, it inflates to 450 MB) and a JPEG whose
# frame header says 60000x60000 are refused from their headers, with the limit named; a
# 1000x1000 PBM (the largest puzzle) is read; a file larger than 64 MiB is refused.
python3 - "$TMP/bomb.png" <<'PY'
import struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
rows = zlib.compress((b"\0" + b"\0" * 7500) * 60000, 9)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 1, 0, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", rows) + chunk(b"IEND", b""))
PY
jpeg=$(find "$ROOT/tests/data/scan" -name '*.jpg' | sort | head -1)
[ -n "$jpeg" ] || fail "no JPEG in tests/data/scan"
python3 - "$jpeg" "$TMP/bomb.jpg" <<'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
for marker in (b"\xff\xc0", b"\xff\xc2"):  # baseline or progressive frame header
    at = data.find(marker)
    if at >= 0:
        data[at + 5:at + 9] = (60000).to_bytes(2, "big") * 2
        break
else:
    sys.exit("no frame header")
open(sys.argv[2], "wb").write(data)
PY
for image in bomb.png bomb.jpg; do
    run "$NONO" import "$TMP/$image" --size 20x20
    expect_code 2
    expect_err_contains "60000x60000 pixels, more than the 100000000 nono decodes"
done
run "$NONO" solve "$TMP/bomb.png"
expect_code 2
expect_err_contains "nono reads pictures of 1 to 1000 pixels a side"
{ printf 'P4\n1000 1000\n'; head -c 125000 /dev/zero; } >"$TMP/blank.pbm"
run "$NONO" solve "$TMP/blank.pbm" --quiet
expect_code 0
head -c $((65 << 20)) /dev/zero | tr '\0' ' ' >"$TMP/big.non"
run "$NONO" solve "$TMP/big.non"
expect_code 2
expect_err_contains "larger than 64 MiB"

# --list of a folder.
run "$NONO" check --list "$TMP"
expect_code 2
expect_err_contains "is a directory"

# The first SIGINT stops check while it waits on a FIFO named as its file (it read the FIFO
# twice, and the first signal only ended the first read).
mkfifo "$TMP/fifo"
exec 3<>"$TMP/fifo"  # a writer that never writes
"$NONO" check "$TMP/fifo" >"$TMP/fifo.out" 2>"$TMP/fifo.err" &
interrupt_when_reading $! "0 "
exec 3>&-
[ "$CODE" -eq 2 ] || fail "check of a FIFO after one SIGINT: exit $CODE, expected 2"
grep -q "interrupted while reading" "$TMP/fifo.out" || fail "check did not report the interrupted read: $(cat "$TMP/fifo.out")"

# Two puzzles with the same <id>: --puzzle ID names neither, before anything is written.
python3 - "$TMP/twins.xml" <<'PY'
import sys
one = ('<puzzle type="grid" defaultcolor="black"><id>7</id>'
       '<color name="white" char=".">fff</color><color name="black" char="X">000</color>'
       '<clues type="columns"><line><count>2</count></line><line><count>1</count></line><line><count>1</count></line></clues>'
       '<clues type="rows"><line><count>1</count></line><line><count>3</count></line></clues></puzzle>\n')
open(sys.argv[1], "w").write('<?xml version="1.0"?>\n<puzzleset>\n' + one + one + '</puzzleset>\n')
PY
for command in "convert --puzzle 7 $TMP/twins.xml $TMP/one.non" "render --puzzle 7 $TMP/twins.xml -o $TMP/one.svg" \
               "solve --puzzle 7 $TMP/twins.xml -o $TMP/one.txt"; do
    # shellcheck disable=SC2086
    run "$NONO" $command
    expect_code 2
    expect_err_contains "the id '7' is given to 2 puzzles (at positions 1, 2)"
done
[ -z "$(ls "$TMP" | grep '^one')" ] || fail "a refused command wrote a file: $(ls "$TMP")"
run "$NONO" convert --puzzle 2 "$TMP/twins.xml" "$TMP/one.non"
expect_code 0

# '?' is an unknown cell, not a colour character (nono wrote XML it then refused).
printf 'colour . white #ffffff\ncolour ? red #ff0000\ncolour g green\n.??.\n?gg?\n' >"$TMP/ask.txt"
run "$NONO" convert "$TMP/ask.txt" "$TMP/ask.xml"
expect_code 2
expect_err_contains "cannot be '?'"

# TOML: a top-level `clues` is refused (it was read as a property and dropped on writing), and
# a property of that name is not written as TOML.
printf 'clues = "my note"\n[clues]\nrows = "1"\ncolumns = "1"\n' >"$TMP/note.toml"
run "$NONO" convert "$TMP/note.toml" "$TMP/note.json"
expect_code 2
expect_err_contains "note.toml:1: a top-level 'clues' key"
printf '{"properties": {"clues": "note"}, "width": 1, "height": 1, "rows": [[1]], "columns": [[1]]}\n' >"$TMP/note.json"
run "$NONO" convert "$TMP/note.json" "$TMP/note2.toml"
expect_code 2
expect_err_contains "TOML cannot hold it"
[ ! -e "$TMP/note2.toml" ] || fail "[$LAST] wrote the TOML without the property"

# A set is parsed once for all its puzzles, not once for each (8,000 puzzles took 439 s): the
# file is opened twice (its puzzles counted, then read), not once per puzzle.
python3 - "$TMP/set.xml" <<'PY'
import sys
one = ('<puzzle type="grid"><color name="white" char=".">fff</color><color name="black" char="X">000</color>'
       '<clues type="columns"><line><count>2</count></line><line><count>1</count></line><line><count>1</count></line></clues>'
       '<clues type="rows"><line><count>1</count></line><line><count>3</count></line></clues></puzzle>\n')
open(sys.argv[1], "w").write('<?xml version="1.0"?>\n<puzzleset>\n' + one * 50 + '</puzzleset>\n')
PY
for command in check classify solve; do
    run "$NONO" "$command" "$TMP/set.xml"
    expect_code 0
    expect_out_contains "50 puzzles: 50 unique"
    if strace -f -e trace=open,openat -o "$TMP/trace" "$NONO" "$command" "$TMP/set.xml" >/dev/null 2>&1; then
        opened=$(grep -c "set.xml" "$TMP/trace")
        [ "$opened" -le 2 ] || fail "$command opened the set $opened times (once per puzzle)"
    fi
done

# A read-only file is not replaced, even by root; another user's writable file is written in
# place and stays theirs (a rename made it ours, with our mode).
echo old >"$TMP/locked.non"
chmod 444 "$TMP/locked.non"
run "$NONO" convert "$DATA/letter_a.non" "$TMP/locked.non"
expect_code 1
expect_err_contains "read-only"
[ "$(cat "$TMP/locked.non")" == old ] || fail "[$LAST] the read-only file was replaced"
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null && setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null &&
    setpriv --reuid=65534 --regid=65534 --clear-groups "$NONO" --version >/dev/null 2>&1; then
    shared="$TMP/shared"
    mkdir "$shared" && chmod 777 "$shared" && chmod 755 "$TMP"
    echo old >"$shared/theirs.non" && chmod 666 "$shared/theirs.non"
    echo old >"$shared/locked.non" && chmod 644 "$shared/locked.non"
    as_nobody=(setpriv --reuid=65534 --regid=65534 --clear-groups)
    run "${as_nobody[@]}" "$NONO" convert "$DATA/letter_a.non" "$shared/theirs.non"
    expect_code 0
    [ "$(stat -c '%u %a' "$shared/theirs.non")" == "0 666" ] ||
        fail "[$LAST] another user's file became $(stat -c '%u %a' "$shared/theirs.non")"
    grep -q "width 5" "$shared/theirs.non" || fail "[$LAST] the file was not written"
    run "${as_nobody[@]}" "$NONO" convert "$DATA/letter_a.non" "$shared/locked.non"
    expect_code 1
    [ "$(cat "$shared/locked.non")" == old ] || fail "[$LAST] a file the user may not write was replaced"
fi

finish
