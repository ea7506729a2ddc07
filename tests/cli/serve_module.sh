# `nono serve` runs from a module (libnono_serve.so) loaded only for that command: the binary
# itself must not link cpp-httplib or OpenSSL (their loading doubled every command's start-up),
# the module is found beside the binary or in the install's lib/nono, and a missing or broken
# module is a clear exit 1 that names every path tried, while the other commands still work.
source "$(dirname "$0")/lib.bash" "$@"

expect_module_apart libnono_serve.so libcpp-httplib libssl libcrypto

# A copy of the binary alone: everything but serve works; serve names the paths it tried.
mkdir -p "$TMP/bin"
copy_nono "$TMP/bin"
run "$TMP/bin/nono" solve -q "$DATA/letter_a.non"
expect_code 0
run "$TMP/bin/nono" serve --help
expect_code 0
expect_out_contains "--max-side"
run "$TMP/bin/nono" serve --max-side 5000
expect_code 2
expect_err_contains "--max-side"
run timeout 10 "$TMP/bin/nono" serve --port 0  # bounded: a binary that serves would not return
expect_code 1
expect_err_contains "cannot load the web server module libnono_serve.so"
expect_err_contains "$TMP/bin/libnono_serve.so: not found"
installed=$(sed -n 's/^  \(.*\): not found$/\1/p' "$TMP/stderr" | sed -n 2p)
[ -n "$installed" ] || fail "serve did not say where an installed module would be: $ERR"

# Not a module: the loader's reason is shown with the path.
printf 'not a module' > "$TMP/bin/libnono_serve.so"
run timeout 10 "$TMP/bin/nono" serve --port 0  # bounded: a binary that serves would not return
expect_code 1
expect_err_contains "$TMP/bin/libnono_serve.so: "
rm "$TMP/bin/libnono_serve.so"

# Where `cmake --install` puts it (<bindir>/../<libdir>/nono): found, serves, stops on SIGTERM.
if [ -n "$installed" ]; then
    mkdir -p "$(dirname "$installed")"
    cp "$(dirname "$NONO")/libnono_serve.so" "$installed"
    run timeout --preserve-status -s TERM 2 "$TMP/bin/nono" serve --port 0
    expect_code 0
    expect_out_contains "nono: serving http://127.0.0.1:"
    expect_out_contains "nono: stopped"

    # That server has no image-reading module beside it: POST /api/scan answers 501 naming
    # libnono_scan.so and the paths tried; the server goes on serving.
    "$TMP/bin/nono" serve --port 0 > "$TMP/serve.out" 2>&1 &
    server=$!
    for _ in $(seq 100); do grep -q "serving" "$TMP/serve.out" && break; sleep 0.1; done
    url=$(sed -n 's/.*serving \(http[^ ]*\) .*/\1/p' "$TMP/serve.out")
    [ -n "$url" ] || fail "the server printed no URL: $(cat "$TMP/serve.out")"
    answer=$(python3 -c '
import json, sys, urllib.error, urllib.request
def post(path, body):
    request = urllib.request.Request(sys.argv[1] + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)
status, body = post("api/scan", {"base64": ""})
print(status, body["error"])
print(post("api/parse", {"text": "width 1\nheight 1\nrows\n1\ncolumns\n1\n"})[0])
' "$url")
    kill -TERM "$server"
    wait "$server" || true
    case "$answer" in
        "501 this server cannot read screenshots: the image-reading module libnono_scan.so cannot be loaded; tried:"*"libnono_scan.so: not found"*"200") ;;
        *) fail "POST /api/scan without libnono_scan.so: $answer" ;;
    esac
fi

# A static nono alone, without the nono-dynamic that serves for it.
expect_static_alone serve --port 0
expect_err_contains "cannot load the web server module libnono_serve.so"

finish
