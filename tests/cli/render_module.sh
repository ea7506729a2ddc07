# `nono render` draws through a module (libnono_render.so) loaded only for that command: the
# binary itself must not load cairo or the libraries it brings (they were 4 of the 5 ms every
# command spent starting), the module is found beside the binary or in the install's
# lib/nono, and a missing or broken module is a clear exit 1 that names every path tried,
# while the other commands still work.
source "$(dirname "$0")/lib.bash" "$@"

expect_module_apart libnono_render.so libcairo libpng libX11 libfontconfig libfreetype

# A copy of the binary alone: everything but drawing works (show draws text, not images);
# render names the paths it tried and leaves no file behind.
mkdir -p "$TMP/bin"
copy_nono "$TMP/bin"
run "$TMP/bin/nono" solve -q "$DATA/letter_a.non"
expect_code 0
run "$TMP/bin/nono" show "$DATA/letter_a.non"
expect_code 0
run "$TMP/bin/nono" render "$DATA/letter_a.non" -o "$TMP/a.png"
expect_code 1
expect_err_contains "cannot load the drawing module libnono_render.so"
expect_err_contains "$TMP/bin/libnono_render.so: not found"
[ ! -e "$TMP/a.png" ] || fail "render left $TMP/a.png behind without its module"
installed=$(sed -n 's/^  \(.*\): not found$/\1/p' "$TMP/stderr" | sed -n 2p)
[ -n "$installed" ] || fail "render did not say where an installed module would be: $ERR"
# Bad input is still found before the module is needed.
run "$TMP/bin/nono" render "$TMP/missing.non" -o "$TMP/a.png"
expect_code 2

# Not a module: the loader's reason is shown with the path.
printf 'not a module' > "$TMP/bin/libnono_render.so"
run "$TMP/bin/nono" render "$DATA/letter_a.non" -o "$TMP/a.png"
expect_code 1
expect_err_contains "$TMP/bin/libnono_render.so: "
rm "$TMP/bin/libnono_render.so"

# Where `cmake --install` puts it (<bindir>/../<libdir>/nono): found, and it draws.
if [ -n "$installed" ]; then
    mkdir -p "$(dirname "$installed")"
    cp "$(dirname "$NONO")/libnono_render.so" "$installed"
    run "$TMP/bin/nono" render "$DATA/letter_a.non" -o "$TMP/a.png"
    expect_code 0
    [ "$(head -c 4 "$TMP/a.png" | tail -c 3)" = "PNG" ] || fail "the installed module did not draw a PNG"
fi

# A static nono alone, without the nono-dynamic that draws for it.
expect_static_alone render "$DATA/letter_a.non" -o "$TMP/alone.png"
expect_err_contains "cannot load the drawing module libnono_render.so"
[ ! -e "$TMP/alone.png" ] || fail "render left $TMP/alone.png behind without nono-dynamic"

finish
