# bash completion for nono (installed as share/bash-completion/completions/nono): commands,
# each command's options, and the values an option's help lists (--format, --output-format,
# ...), all read from the installed tool's own --help, so they follow its version;
# examples:NAME from `nono examples`; file names otherwise.
_nono() {
  local tool="${COMP_WORDS[0]}" line="${COMP_LINE:0:COMP_POINT}"
  # The word being completed, whole: bash splits examples:36 at the colon.
  local cur="${line##*[[:space:]]}" words command="" word prev help values
  read -r -a words <<<"${line% "$cur"}"
  [ "$line" = "${line%[[:space:]]}" ] || cur=""
  prev="${words[${#words[@]}-1]}"
  for word in "${words[@]:1}"; do
    case "$word" in -*) ;; *) command="$word"; break ;; esac
  done
  COMPREPLY=()
  if [ -z "$command" ]; then
    COMPREPLY=($(compgen -W "$("$tool" --help 2>/dev/null |
      sed -n '/^Subcommands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p') --help --version" -- "$cur"))
    return
  fi
  help="$("$tool" "$command" --help 2>/dev/null)"
  if [[ "$prev" == -* ]]; then
    values="$(grep -E "(^|[ ,])$prev " <<<"$help" | grep -o ':{[^}]*}' | head -n1 | tr -d ':{}' | tr ',' ' ')"
    if [ -n "$values" ]; then
      COMPREPLY=($(compgen -W "$values" -- "$cur"))
      return
    fi
  fi
  case "$cur" in
    -*)
      COMPREPLY=($(compgen -W "$(grep -oE '^ +(-[A-Za-z0-9],)?--[a-z0-9-]+' <<<"$help" | tr ',' ' ')" -- "$cur"))
      return ;;
    examples:*)
      COMPREPLY=($(compgen -W "$("$tool" examples 2>/dev/null | awk 'NR > 1 { print "examples:" $1 }')" -- "$cur"))
      # bash replaces only the part after the last colon when the colon breaks words
      if [[ "$COMP_WORDBREAKS" == *:* ]]; then
        local prefix="${cur%"${cur##*:}"}" i
        for i in "${!COMPREPLY[@]}"; do COMPREPLY[i]="${COMPREPLY[i]#"$prefix"}"; done
      fi
      return ;;
  esac
  compopt -o filenames 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}
complete -F _nono nono nono-dynamic
