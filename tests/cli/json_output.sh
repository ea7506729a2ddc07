# --json output of solve and check parses and carries the documented fields (docs/cli.md).
source "$(dirname "$0")/lib.bash" "$@"

run "$NONO" solve --json "$DATA/letter_a.non"
expect_code 0
expect_json_valid
expect_json 'j["verdict"]' '"unique"'
expect_json 'j["solutions_found"]' '1'
expect_json 'j["exhausted"]' 'true'
expect_json 'j["limit"]' 'null'
expect_json 'j["max_solutions"]' '2'
expect_json 'j["width"], j["height"]' '[5, 5]'
expect_json 'j["solutions"]' '[["-###-", "#---#", "#####", "#---#", "#---#"]]'
expect_json 'sorted(j["stats"].keys())' \
    '["backtracks", "candidates", "decimation_pictures", "guesses", "iterations", "line_cache_hits", "line_solves", "max_depth", "probe_forced", "probes", "probes_reused", "restarts", "sat_calls", "sat_conflicts", "seconds", "swap_solutions"]'
expect_json 'j["stats"]["line_solves"] > 0' 'true'

run "$NONO" solve --json -n 0 "$DATA/two_solutions.non"
expect_code 10
expect_json_valid
expect_json 'j["verdict"]' '"multiple"'
expect_json 'j["exhausted"]' 'true'
expect_json 'sorted(j["solutions"])' '[["#-", "-#"], ["-#", "#-"]]'

run "$NONO" solve --json "$DATA/two_solutions.non"
expect_code 10
expect_json 'j["limit"], len(j["solutions"]), j["solutions_found"]' '["solutions", 1, 2]'

run "$NONO" solve --json "$DATA/contradiction.non"
expect_code 20
expect_json 'j["verdict"], j["solutions"]' '["none", []]'

run "$NONO" solve --json --max-nodes 1 "$DATA/permutations5.non"
expect_code 30
expect_json 'j["verdict"], j["limit"], j["exhausted"]' '["undecided", "nodes", false]'

run "$NONO" check --json "$DATA/letter_a.non"
expect_code 0
expect_json_valid
expect_json 'j["valid"], j["verdict"], j["error"]' '[true, "unique", null]'
expect_json 'type(j["stats"]["guesses"]).__name__' '"int"'

run "$NONO" check --json "$DATA/bad_clue.non"
expect_code 2
expect_json_valid
expect_json 'j["valid"], j["verdict"], j["line"]' '[false, null, 6]'
expect_json '"bad_clue.non:6:" in j["error"]' 'true'

finish
