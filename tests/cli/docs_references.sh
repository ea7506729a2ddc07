# The docs a newcomer reads stay true to the tree (issue 42): every folder of src/ and apps/ is
# in README.md's "Layout" and docs/architecture.md's folder table, every module of src/ in
# CONTRIBUTING.md's list, every module `nono` loads is named where README says what is
# installed, and every heading a doc cites as docs/X.md, "Heading" exists there (a heading or
# a bold paragraph). Reads only the repository; nono itself is not run.
source "$(dirname "$0")/lib.bash" "$@"
cd "$ROOT" || exit 1

for folder in src/*/ apps/*/; do
    folder=${folder%/}
    for doc in README.md docs/architecture.md; do
        grep -q "\`$folder[/\`]" "$doc" || fail "$doc does not name \`$folder\` (a folder of the tree)"
    done
done

modules=$(grep -m1 'implementation (' CONTRIBUTING.md)
for folder in src/*/; do
    module=$(basename "$folder")
    [[ "$modules" =~ [\(\ ]$module[,\)] ]] || fail "CONTRIBUTING.md's list of src/ modules lacks $module"
done

# The modules CMake installs beside nono (lib/nono/libnono_NAME.so) are named in README.md.
for module in $(sed -n 's/^install(TARGETS \(nono_[a-z_ ]*\) LIBRARY.*/\1/p' CMakeLists.txt); do
    grep -q "lib/nono/lib$module.so" README.md || fail "README.md does not name lib/nono/lib$module.so, which is installed"
done

for doc in README.md CONTRIBUTING.md docs/*.md; do
    while IFS= read -r cite; do
        target=${cite%%[,:]*}
        heading=${cite#*\"}
        heading=${heading%\"}
        grep -E '^#+ |^\*\*' "$target" | grep -qF -- "$heading" ||
            fail "$doc cites $target, \"$heading\", and $target has no such heading"
    done < <(grep -oE '(docs/[a-z-]+\.md|README\.md|CONTRIBUTING\.md),? "[^"]+"' "$doc")
done

finish
