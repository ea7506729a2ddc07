"""nono.import_image, nono.repair and nono.generate: every puzzle they make is checked again
with Puzzle.solve and nono.classify."""
import pytest

import nono
from conftest import DATA, satisfies


def test_import_image_reads_the_bundled_drawing():
    puzzle = nono.import_image(str(DATA / "images" / "sailboat.png"), size=(30, 30))
    assert (puzzle.width, puzzle.height) == (30, 30)
    assert satisfies(puzzle, puzzle.goal)
    assert nono.import_image(str(DATA / "images" / "sailboat.png"), width=20).height == 20
    # colours=K makes a colour puzzle (test_colour.py compares it with `nono import --colours`).
    assert nono.import_image(str(DATA / "images" / "sailboat.png"), size=(30, 30), colours=3).is_colour
    with pytest.raises(nono.InputError):
        nono.import_image(str(DATA / "images" / "sailboat.py"), size=(30, 30))


def test_repair_makes_two_solutions_one():
    picture = [[1, 0], [0, 1]]
    result = nono.repair(picture)
    assert result["outcome"] == "repaired"
    assert len(result["changes"]) == 1
    change = result["changes"][0]
    row, column = change["row"], change["column"]
    assert change["cell"] == row * 2 + column
    assert picture[row][column] != (change["to"] == "filled")
    assert result["picture"][row][column] == ("#" if change["to"] == "filled" else "-")
    # The shape `nono repair --json` and the server's /api/repair give (docs/making.md).
    assert list(result) == ["file", "target", "outcome", "max_changes", "changes", "before", "after",
                            "picture", "evaluations", "puzzle"]
    assert result["before"]["verdict"] == "multiple" and result["after"]["verdict"] == "unique"
    assert result["puzzle"].solve().verdict == "unique"
    assert nono.repair([[1, 1], [1, 0]])["outcome"] == "already"
    line = nono.repair(result["puzzle"], line_solvable=True)
    assert line["outcome"] == "already"


@pytest.mark.parametrize("target", ["unique", "line-solvable", "D4"])
def test_generate_meets_its_target(target):
    made = nono.generate(size=(6, 6), count=3, target=target, seed=2, jobs=2)
    assert [item["index"] for item in made] == [1, 2, 3]
    for item in made:
        assert item["found"] and item["candidates"] >= 1
        puzzle = item["puzzle"]
        assert puzzle.solve().verdict == "unique"
        analysis = nono.classify(puzzle)
        if target == "line-solvable":
            assert analysis["line_solvable"]
        if target == "D4":
            assert (analysis["level"]["outcome"], analysis["level"]["level"]) == ("level", 4)
            # "level" has one shape in every report: classify's and generate's agree.
            assert list(item["level"]) == list(analysis["level"])
            assert (item["level"]["outcome"], item["level"]["level"]) == ("level", 4)
    again = nono.generate(size=(6, 6), count=3, target=target, seed=2, jobs=1)
    assert [item["puzzle"].rows for item in again] == [item["puzzle"].rows for item in made]


def test_generate_refuses_impossible_targets():
    with pytest.raises(nono.MakeError):
        nono.generate(size=(3, 3), target="D9")
    with pytest.raises(nono.MakeError):
        nono.generate(size=(0, 3))
