"""The puzzle model, formats and errors through the Python module."""
import json
import pickle

import pytest

import nono
from conftest import CLI_DATA, DATA


def test_constructs_the_r_package_readme_puzzle():
    puzzle = nono.Puzzle(rows=[[1, 1], 1, 3], columns=[[1, 1], 2, [1, 1]], title="3x3")
    assert (puzzle.width, puzzle.height) == (3, 3)
    assert puzzle.rows == [[1, 1], [1], [3]]
    assert puzzle.columns == [[1, 1], [2], [1, 1]]
    assert puzzle.title == "3x3"
    assert puzzle.goal is None
    assert repr(puzzle) == "<nono.Puzzle 3x3 '3x3'>"


@pytest.mark.parametrize("empty", [[], [0], 0])
def test_an_empty_line_is_an_empty_list_or_zero(empty):
    puzzle = nono.Puzzle([[2], empty], [[1], [1]])
    assert puzzle.rows == [[2], []]


@pytest.mark.parametrize("rows, columns, expected", [
    ([[1], [1]], [[1], [2]], "row clues fill 2 cells but column clues fill 3"),
    ([[3], [1]], [[2], [2]], "row 1"),
    ([[1], [-1]], [[1], [0]], "row 2"),
])
def test_invalid_clues_raise_input_error_naming_the_problem(rows, columns, expected):
    with pytest.raises(nono.InputError) as caught:
        nono.Puzzle(rows, columns)
    assert isinstance(caught.value, ValueError)
    assert expected in caught.value.problem
    assert caught.value.source == "Puzzle"
    assert caught.value.line == 0


def test_a_clue_must_hold_ints():
    with pytest.raises(TypeError):
        nono.Puzzle([["a"]], [[1]])


def test_from_grid_reads_the_clues_off_a_picture():
    picture = [[1, 0, 1], [0, 1, 0], [1, 1, 1]]
    puzzle = nono.Puzzle.from_grid(picture, title="x")
    assert puzzle.rows == [[1, 1], [1], [3]]
    assert puzzle.columns == [[1, 1], [2], [1, 1]]
    assert puzzle.goal == picture
    with pytest.raises(ValueError, match="row 2 has 2 cells"):
        nono.Puzzle.from_grid([[1, 0, 1], [0, 1]])


def test_the_format_table_lists_every_format():
    assert {"non", "xml", "json", "grid", "nin", "olsak", "mk", "cwd", "toml", "pbm", "png"} <= set(nono.formats())
    assert nono.format_info("g")["name"] == "olsak"
    assert nono.format_info("nin")["extensions"] == ["nin"]


@pytest.mark.parametrize("fmt", nono.formats())
def test_every_format_round_trips(fmt, tmp_path):
    puzzle = nono.Puzzle.from_grid([[1, 0, 1, 1], [0, 1, 1, 0], [1, 1, 1, 1]], title="round trip")
    info = nono.format_info(fmt)
    written = puzzle.to_string(fmt)
    assert isinstance(written, bytes if info["binary"] else str)
    again = nono.parse(written, fmt)
    assert again.rows == puzzle.rows and again.columns == puzzle.columns
    assert nono.parse(written).rows == puzzle.rows  # sniffed
    if info["holds"]["title"]:
        assert again.title == "round trip"
    path = tmp_path / ("puzzle." + info["extensions"][0])
    puzzle.write(path)
    assert nono.read(path).rows == puzzle.rows
    assert nono.read(str(path), format=fmt).columns == puzzle.columns


def test_reads_the_bundled_example():
    puzzle = nono.read(DATA / "examples" / "sailboat.non")
    assert (puzzle.width, puzzle.height, puzzle.title) == (17, 15, "Sailboat")


def test_read_errors_carry_file_and_line(tmp_path):
    with pytest.raises(nono.InputError) as caught:
        nono.read(CLI_DATA / "bad_clue.non")
    error = caught.value
    assert error.source.endswith("bad_clue.non")
    assert error.line == 6  # "1,x" is on line 6
    assert str(error).startswith(error.source + ":6: ")
    bad = tmp_path / "bad.json"
    bad.write_text('{"rows": [[1]],\n "columns": [[1]], "width": "x"}')
    with pytest.raises(nono.InputError) as caught:
        nono.read(bad)
    assert caught.value.source == str(bad) and caught.value.line == 2


def test_parse_sniffs_and_names_its_source():
    puzzle = nono.parse('{"rows": [[1]], "columns": [[1]]}')
    assert puzzle.rows == [[1]]
    with pytest.raises(nono.InputError) as caught:
        nono.parse("width 2\nheight 1\nrows\n3\ncolumns\n1\n1\n", "non", source="typed")
    assert caught.value.source == "typed"


def test_a_deeply_nested_toml_array_is_an_input_error():
    # It crashed the interpreter (a stack overflow in the TOML reader, issue 45).
    text = "[clues]\nrows = \"1\"\ncolumns = \"1\"\nx = " + "[" * 100000
    with pytest.raises(nono.InputError, match="nested more than 32 deep"):
        nono.parse(text, "toml")


def test_missing_file_and_unknown_format():
    with pytest.raises(nono.InputError, match="nothing-here.non"):
        nono.read("nothing-here.non")
    with pytest.raises(ValueError, match="unknown format 'gif'"):
        nono.read(CLI_DATA / "letter_a.non", format="gif")
    with pytest.raises(ValueError, match="cannot tell the format"):
        nono.Puzzle([[1]], [[1]]).write("puzzle.unknown")


def test_write_to_an_unwritable_place_raises_os_error(tmp_path):
    with pytest.raises(OSError):
        nono.Puzzle([[1]], [[1]]).write(tmp_path / "no" / "such" / "dir.non")


def test_json_text_and_pickle():
    puzzle = nono.Puzzle([[1, 1], 1, 3], [[1, 1], 2, [1, 1]], title="t", author="a")
    assert json.loads(puzzle.to_string("json"))["rows"] == [[1, 1], [1], [3]]
    again = pickle.loads(pickle.dumps(puzzle))
    assert again == puzzle and again.author == "a"


def test_read_all_gives_every_puzzle_of_a_webpbn_set(tmp_path):
    one = nono.Puzzle.from_grid([[1]], title="one").to_string("xml")
    two = nono.Puzzle.from_grid([[1, 1]], title="two").to_string("xml")
    body = lambda text: text[text.index("<puzzle "):text.index("</puzzleset>")]
    path = tmp_path / "set.xml"
    path.write_text('<?xml version="1.0"?>\n<puzzleset>\n' + body(one) + body(two) + "</puzzleset>\n")
    assert [p.title for p in nono.read_all(path)] == ["one", "two"]
    with pytest.raises(nono.InputError, match="holds 2 puzzles"):
        nono.read(path)


def test_several_puzzles_message_names_read_all_and_puzzle_not_a_cli_flag():
    path = CLI_DATA / "three_puzzles.xml"
    with pytest.raises(nono.InputError) as caught:
        nono.read(path)
    message = str(caught.value)
    assert "holds 3 puzzles" in message and "nono.read_all()" in message and "puzzle=N" in message
    assert "--puzzle" not in message
    assert [p.title for p in nono.read_all(path)] == ["Letter A", "Two solutions", "Tall"]
    assert nono.read(path, puzzle=2).title == "Two solutions"
    assert nono.read(path, puzzle=3).height == 3
    text = path.read_text()
    assert nono.parse(text, puzzle=1).title == "Letter A"
    with pytest.raises(nono.InputError, match="nono.read_all"):
        nono.parse(text)
    with pytest.raises(nono.InputError, match="there is no puzzle 4"):
        nono.read(path, puzzle=4)
    with pytest.raises(ValueError, match="position from 1"):
        nono.read(path, puzzle=0)
    with pytest.raises(TypeError):
        nono.read(path, puzzle=1.5)


def test_colour_puzzle_reads_solves_and_renders():
    import nono
    puzzle = nono.read(str(DATA / "colour" / "traffic-light.xml"))
    names = [colour["name"] for colour in puzzle.palette]
    assert len(names) == 5 and puzzle.palette[0]["char"] == "."
    result = puzzle.solve()
    assert result.verdict == "unique"
    solution = result.solution
    # Cells are palette indices: the red lamp (row 2) between black, its character 'r'.
    assert sorted({v for row in solution for v in row}) == [0, 1, 2, 3, 4]
    assert puzzle.palette[solution[1][2]]["char"] == "r"
    assert puzzle.palette[solution[1][0]]["char"] == "k"
    assert puzzle.render_bytes("svg", solution=True).startswith(b"<?xml")
