# Input is data (issue 28 #10, #11): titles with invalid UTF-8, noncharacters, control
# characters, terminal escape sequences or 5 MB of text are drawn, written and shown safely,
# never an "internal error" nor obeyed by the terminal; "&#0;" in XML, a .non clue "1,0,1"
# and a --list that is not a list are refused with a located message; SIGINT stops a command
# waiting on standard input.
source "$(dirname "$0")/lib.bash" "$@"

# A copy of letter_a.non with the title replaced by the bytes of $1 (printf escapes).
with_title() {
    { printf 'title "'; printf "$1"; printf '"\n'; tail -n +2 "$DATA/letter_a.non"; } >"$TMP/titled.non"
}

ESC=$'\e'
for title in '\xff\xfe bad UTF-8' '\xef\xbf\xbe\xef\xbf\xbf nonchars' 'bell\a and \e]0;owned\a and \e[2J'; do
    with_title "$title"
    for format in png svg pdf; do
        run "$NONO" render "$TMP/titled.non" -o "$TMP/t.$format"
        expect_code 0
    done
    python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$TMP/t.svg" ||
        fail "[$LAST] the SVG does not parse as XML (title [$title])"
    run "$NONO" convert "$TMP/titled.non" "$TMP/t.xml"
    expect_code 0
    python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$TMP/t.xml" ||
        fail "[$LAST] the XML does not parse (title [$title])"
    run "$NONO" show "$TMP/titled.non"
    expect_code 0
    [[ "$OUT" != *"$ESC"* && "$OUT" != *$'\a'* ]] || fail "[$LAST] show printed a control character"
done

# A 5 MB title: drawn clipped.
python3 -c "print('title \"' + 'x' * 5_000_000 + '\"')" >"$TMP/long.non"
tail -n +2 "$DATA/letter_a.non" >>"$TMP/long.non"
run "$NONO" render "$TMP/long.non" -o "$TMP/long.png"
expect_code 0
run "$NONO" show "$TMP/long.non"
expect_code 0
[ "${#OUT}" -lt 10000 ] || fail "[$LAST] show printed the whole 5 MB title"

# Error messages quote the input: shown, not obeyed.
{ head -6 "$DATA/letter_a.non"; printf '1\e[2J\n'; tail -n +8 "$DATA/letter_a.non"; } >"$TMP/escape.non"
run "$NONO" solve "$TMP/escape.non"
expect_code 2
[[ "$ERR" != *"$ESC"* ]] || fail "[$LAST] an error message carried an escape sequence: $ERR"
run "$NONO" check "$TMP/escape.non" "$DATA/letter_a.non"
[[ "$OUT" != *"$ESC"* ]] || fail "[$LAST] a report line carried an escape sequence"

# "&#0;" is not XML: refused at its line (it cut the title short).
"$NONO" convert "$DATA/letter_a.non" "$TMP/a.xml"
sed 's|<title>\(.*\)</title>|<title>Letter\&#0; A</title>|' "$TMP/a.xml" >"$TMP/nul.xml"
run "$NONO" check "$TMP/nul.xml"
expect_code 2
expect_out_contains "names U+0000"

# A .non clue "1,0,1" is a mistake, not "1 1".
sed '0,/^1,1$/s//1,0,1/' "$DATA/letter_a.non" >"$TMP/zero.non"
run "$NONO" solve "$TMP/zero.non"
expect_code 2
expect_err_contains "zero.non:7: row 2: '1,0,1' has a block of length 0 between blocks"
sed '0,/^3$/s//3,0,0/' "$DATA/letter_a.non" >"$TMP/padded.non"  # zeros after the blocks: padding
run "$NONO" solve -q "$TMP/padded.non"
expect_code 0

# --list of something that is not a list: refused at once (it grew to 3.9 GB).
head -c 100000 /dev/urandom >"$TMP/random.bin"
run timeout 60 "$NONO" classify --list "$TMP/random.bin"
expect_code 2
run timeout 60 "$NONO" classify --list /dev/zero
expect_code 2
expect_err_contains "longer than 4096 bytes"

# SIGINT while waiting on standard input (a FIFO whose writer stays open): the command stops
# (the first signal was ignored until the input ended).
mkfifo "$TMP/fifo"
exec 3<>"$TMP/fifo"  # a writer that never writes
"$NONO" solve - <"$TMP/fifo" >"$TMP/fifo.out" 2>"$TMP/fifo.err" &
# Signalled once it waits in read(2) on standard input: any read(2) was not enough, the
# dynamic loader reads the shared libraries with it before nono installs its handler, and a
# signal then (once, under load) ended the process with no message.
interrupt_when_reading $! "0 0x0 "
exec 3>&-
[ "$CODE" -ne 137 ] || fail "SIGINT did not stop a solve reading a FIFO"
grep -q "interrupted while reading" "$TMP/fifo.err" || fail "no message after SIGINT while reading: $(cat "$TMP/fifo.err")"

finish
