# Every command that writes a file writes it whole or not at all (issue 28): a regular file is
# written to a temporary created exclusively beside it and renamed into place at the end, so a
# failed or interrupted write leaves the old file and no partial or stray one; a special file
# (device, pipe) is written directly, never replaced; a failed write is exit 1 with a message.
source "$(dirname "$0")/lib.bash" "$@"

LETTER="$DATA/letter_a.non"
OUTDIR="$TMP/out"
mkdir "$OUTDIR"

# Nothing but the named output is left in the folder.
expect_only() {
    local left
    left=$(cd "$OUTDIR" && ls -A | tr '\n' ' ')
    [ "$left" == "$1" ] || fail "[$LAST] the folder holds [$left], expected [$1]"
}

# Each writing command: a new file, then a file replaced.
for command in "convert $LETTER OUT.json" "render $LETTER -o OUT.svg" "census 2 --json -o OUT.json" \
               "solve -o OUT.txt $LETTER" "solve --trace OUT.jsonl $LETTER"; do
    name=$(grep -o 'OUT\.[a-z]*' <<<"$command")
    rm -rf "$OUTDIR" && mkdir "$OUTDIR"
    echo old >"$OUTDIR/$name"
    chmod 640 "$OUTDIR/$name"
    # shellcheck disable=SC2086
    run "$NONO" ${command//OUT/$OUTDIR/OUT}
    expect_code 0
    [ "$(head -c 3 "$OUTDIR/$name")" != old ] || fail "[$LAST] $name was not replaced"
    [ "$(stat -c %a "$OUTDIR/$name")" == 640 ] || fail "[$LAST] $name lost its mode: $(stat -c %a "$OUTDIR/$name")"
    expect_only "$name "
done

# repair --picture too: the picture is a new file renamed into place (a new inode), not the
# old file truncated and rewritten (an interrupted repair left a partial PNG, issue 45).
rm -rf "$OUTDIR" && mkdir "$OUTDIR"
printf '#-##-\n-#-#-\n##--#\n#-#-#\n-##-#\n' >"$TMP/two.txt"
echo old >"$OUTDIR/marked.svg"
before=$(stat -c %i "$OUTDIR/marked.svg")
run "$NONO" repair "$TMP/two.txt" --picture "$OUTDIR/marked.svg"
expect_code 0
grep -q "<svg" "$OUTDIR/marked.svg" || fail "[$LAST] the picture was not written"
[ "$(stat -c %i "$OUTDIR/marked.svg")" != "$before" ] || fail "[$LAST] the picture was rewritten in place"
expect_only "marked.svg "

# A new file gets the mode an ordinary create gives (umask), not the temporary's 0600.
rm -rf "$OUTDIR" && mkdir "$OUTDIR"
(umask 022 && "$NONO" convert "$LETTER" "$OUTDIR/new.non")
[ "$(stat -c %a "$OUTDIR/new.non")" == 644 ] || fail "a new file has mode $(stat -c %a "$OUTDIR/new.non"), expected 644"

# A symbolic link is followed: the file it names is replaced, the link stays.
echo old >"$TMP/real.json"
ln -s "$TMP/real.json" "$OUTDIR/link.json"
run "$NONO" census 2 --json -o "$OUTDIR/link.json"
expect_code 0
[ -L "$OUTDIR/link.json" ] || fail "[$LAST] the link was replaced by a file"
grep -q '"width"\|census\|"size"' "$TMP/real.json" || fail "[$LAST] the linked file was not written: $(head -c 100 "$TMP/real.json")"

# A drawing that fails leaves the old file (render removed its output path).
echo old >"$OUTDIR/big.png"
python3 -c "print('\n'.join('#-' * 500 for _ in range(1000)))" >"$TMP/wide.grid"
run "$NONO" render "$TMP/wide.grid" --cell 64 -o "$OUTDIR/big.png"
[ "$CODE" -ne 0 ] || fail "[$LAST] drawing a PNG beyond the size limit succeeded"
[ "$(cat "$OUTDIR/big.png" 2>/dev/null)" == old ] || fail "[$LAST] the old file was lost"
rm -rf "$OUTDIR" && mkdir "$OUTDIR" && echo old >"$OUTDIR/big.png"
expect_only "big.png "

# A pipe is written directly and stays a pipe (census renamed a regular file over it).
mkfifo "$OUTDIR/pipe"
cat "$OUTDIR/pipe" >"$TMP/from-pipe" &
reader=$!
run "$NONO" census 2 --json -o "$OUTDIR/pipe"
expect_code 0
wait "$reader"
[ -p "$OUTDIR/pipe" ] || fail "[$LAST] the pipe was replaced"
grep -q . "$TMP/from-pipe" || fail "[$LAST] nothing came through the pipe"
rm "$OUTDIR/pipe"

# A device that refuses the write: exit 1 with a message, and the device stays. (As root, a
# private copy of /dev/full, so a broken build cannot replace the real one.)
full=/dev/full
if [ "$(id -u)" -eq 0 ] && mknod "$TMP/full" c 1 7 2>/dev/null; then full="$TMP/full"; fi
if [ -c "$full" ]; then
    for command in "census 2 --json -o" "convert --to json $LETTER" "render $LETTER --format svg -o" "solve $LETTER -o"; do
        # shellcheck disable=SC2086
        run "$NONO" $command "$full"
        expect_code 1
        expect_err_contains "cannot write $full"
        [ -c "$full" ] || fail "[$LAST] $full is no longer a device"
    done
fi

# /dev/stdout (and a link to it) is the descriptor already open, written in place: the file
# stdout is appended to keeps its earlier lines (issue 45: every writer renamed a temporary
# over the file behind /dev/stdout).
python3 - "$TMP/two.png" <<'PY'
import struct, sys, zlib
rows = ["#-##-", "-#-#-", "##--#", "#-#-#", "-##-#"]
pixels = b"".join(b"\0" + bytes(30 if c == "#" else 220 for c in row) for row in rows)
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 5, 5, 8, 0, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))
PY
for command in "solve $LETTER -o OUT" "solve $LETTER --trace OUT" "convert --to json $LETTER OUT" \
               "render $LETTER --format svg -o OUT" "census 2 --json -o OUT" "import $TMP/two.png --size 5x5 -o OUT" \
               "repair $TMP/two.txt -o OUT" "repair $TMP/two.txt --picture LINK.svg" "convert --to json $LETTER LINK.svg"; do
    for target in /dev/stdout /dev/fd/1 /proc/self/fd/1; do
        echo "earlier line" >"$TMP/log.txt"
        ln -sf "$target" "$TMP/link.svg"
        command=${command//LINK.svg/$TMP/link.svg}
        # shellcheck disable=SC2086
        set -- ${command//OUT/$target}
        LAST="$* >> log.txt"
        "$NONO" "$@" >>"$TMP/log.txt" 2>"$TMP/stderr" </dev/null
        CODE=$?
        [ "$CODE" -eq 0 ] || fail "[$LAST] exit code $CODE; stderr: $(cat "$TMP/stderr")"
        [ "$(head -n 1 "$TMP/log.txt")" == "earlier line" ] || fail "[$LAST] the log lost its earlier line"
        [ "$(wc -l <"$TMP/log.txt")" -gt 1 ] || fail "[$LAST] nothing was appended to the log"
        [ -L "$TMP/link.svg" ] || fail "[$LAST] the link was replaced"
        [ -z "$(ls -A "$TMP" | grep nono-)" ] || fail "[$LAST] a temporary was left"
    done
done

# SIGINT during a long drawing: no partial file and no temporary left (or, on a machine fast
# enough to finish first, the whole file).
python3 -c "
import random
r = random.Random(3)
print('\n'.join(''.join('#' if r.random() < 0.5 else '-' for _ in range(1000)) for _ in range(1000)))
" >"$TMP/big.grid"
rm -rf "$OUTDIR" && mkdir "$OUTDIR"
"$NONO" render "$TMP/big.grid" --cell 8 -o "$OUTDIR/big.svg" 2>/dev/null &
renderer=$!
sleep 1
kill -INT "$renderer" 2>/dev/null
wait "$renderer"
if [ -e "$OUTDIR/big.svg" ]; then
    tail -c 10 "$OUTDIR/big.svg" | grep -q "</svg>" || fail "an interrupted render left a partial file"
    expect_only "big.svg "
else
    expect_only ""
fi

finish
