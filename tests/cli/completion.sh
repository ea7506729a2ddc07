# The bash completion (apps/nono/completion.bash, installed as
# share/bash-completion/completions/nono): commands, a command's options and the values its
# help lists, examples:NAME, and file names, each read from this build's nono.
source "$(dirname "$0")/lib.bash" "$@"
source "$ROOT/apps/nono/completion.bash"
complete -p nono | grep -q -- '-F _nono' || fail "completion.bash does not register _nono for nono"

# complete LINE: what bash would offer at the end of LINE (COMP_* as bash sets them).
complete_line() {
    COMP_LINE="$1"
    COMP_POINT=${#COMP_LINE}
    read -r -a COMP_WORDS <<<"$1"
    [ "${1: -1}" != " " ] || COMP_WORDS+=("")
    COMP_WORDS[0]="$NONO"
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _nono
    OUT="${COMPREPLY[*]}"
    LAST="complete [$1]"
}
expect_offers() {  # LINE EXPECTED: exactly these, in this order
    complete_line "$1"
    [ "$OUT" = "$2" ] || fail "[$LAST] offered [$OUT], expected [$2]"
}

expect_offers "nono so" "solve"
expect_offers "nono cl" "classify"
complete_line "nono "
expect_out_contains "solve check classify census convert render"
expect_out_contains "--version"
expect_offers "nono solve --coun" "--count"
expect_offers "nono solve --format x" "xml"
expect_offers "nono render --format s" "svg"
complete_line "nono render --"
expect_out_contains "--solution"
# examples:NAME, only the part after the colon when the colon breaks words (bash's default)
COMP_WORDBREAKS=$' \t\n"'"'"'><=;|&(:'
expect_offers "nono solve examples:sail" "sailboat"
cd "$TMP" && touch puzzle-one.non puzzle-two.xml
expect_offers "nono check puzzle-t" "puzzle-two.xml"
finish
