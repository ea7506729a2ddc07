# Fetching a file of a Debian source package (its .orig tarball) for the WebAssembly builds,
# which need the sources of libraries Debian ships only compiled for the host. Sourced by
# scripts/build-*-wasm.sh; defines debian_source (below).
#
# debian_source TOOL DIR SUITES PACKAGE FILE
#   Leaves FILE, a file of Debian's source package PACKAGE in SUITES (e.g. "bookworm"), in
#   DIR/download/FILE and prints that path. Apt, with a deb-src list and state of its own under
#   DIR/apt (the system's apt sources are left alone), reads Debian's signed index of the
#   sources, which names the file and gives its SHA256; the file comes from deb.debian.org and
#   is checked against that SHA256, kept as DIR/download/FILE.sha256 and checked again on every
#   later call (the file may be old). Errors name TOOL and exit.
debian_source() {
  local tool=$1 dir=$2 suites=$3 package=$4 file=$5
  local download=$dir/download apt=$dir/apt
  mkdir -p "$download"
  if [[ ! -f $download/$file || ! -f $download/$file.sha256 ]]; then
    mkdir -p "$apt/parts" "$apt/lists/partial" "$apt/cache/archives/partial"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$suites" >"$apt/parts/src.sources"
    local options=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$apt/parts"
                   -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache")
    apt-get "${options[@]}" update >"$apt/update.log" 2>&1 ||
      { echo "$tool: apt-get update of Debian's source index failed ($apt/update.log)" >&2; exit 1; }
    local uris line uri sum
    # (Only-Source: the newest version in SUITES, not the one a host package installed names.)
    uris=$(apt-get "${options[@]}" -o APT::Get::Only-Source=true source --download-only --print-uris "$package" \
             2>/dev/null | grep "^'") ||
      { echo "$tool: Debian ($suites) has no source package $package" >&2; exit 1; }
    line=$(grep -F " $file " <<<"$uris") ||
      { echo "$tool: Debian's $package ($suites) has no $file, only: $(awk '{printf " %s", $2}' <<<"$uris")" >&2; exit 1; }
    read -r uri _ _ sum <<<"$line"
    uri=${uri//\'/}; sum=${sum#SHA256:}
    [[ $uri == http://deb.debian.org/debian/* ]] || { echo "$tool: not Debian's archive: $uri" >&2; exit 1; }
    [[ $sum =~ ^[0-9a-f]{64}$ ]] || { echo "$tool: Debian's index gives no SHA256 for $file" >&2; exit 1; }
    curl -fsSL -o "$download/$file.part" "$uri" ||
      { echo "$tool: downloading $uri failed" >&2; exit 1; }
    echo "$sum  $file" >"$download/$file.sha256.part"
    mv "$download/$file.part" "$download/$file"
    mv "$download/$file.sha256.part" "$download/$file.sha256"
  fi
  (cd "$download" && sha256sum -c --quiet "$file.sha256") >&2 ||
    { echo "$tool: $download/$file does not match its SHA256 in Debian's index" >&2; exit 1; }
  echo "$download/$file"
}
