"""Colour puzzles from Python: reading, the clue colours, solving (cells are palette indices),
building one by hand or from a picture, drawing in colour, and importing an image in K
colours. Answers are checked against the nono command line's on the same files, and the clues
against a picture with an oracle written here."""
import json

import pytest

import nono
from conftest import DATA, cli

COLOUR_PUZZLES = sorted((DATA / "colour").glob("*.xml"))


def coloured_runs(line):
    """(length, colour) of each block of a line of palette indices, 0 the background: a block
    ends where the colour changes, so blocks of different colours may touch."""
    runs, previous = [], 0
    for cell in line:
        if cell and cell == previous:
            runs[-1][0] += 1
        elif cell:
            runs.append([1, cell])
        previous = cell
    return [(length, colour) for length, colour in runs]


def clues_with_colours(puzzle):
    rows = [list(zip(blocks, colours)) for blocks, colours in zip(puzzle.rows, puzzle.row_colours)]
    columns = [list(zip(blocks, colours)) for blocks, colours in zip(puzzle.columns, puzzle.column_colours)]
    return rows, columns


def picture_clues(grid):
    return [coloured_runs(row) for row in grid], [coloured_runs(column) for column in zip(*grid)]


def test_the_colour_set_is_there():
    assert len(COLOUR_PUZZLES) >= 3


@pytest.mark.parametrize("path", COLOUR_PUZZLES, ids=lambda p: p.name)
def test_solution_is_the_cli_s_in_palette_indices(path):
    puzzle = nono.read(path)
    assert puzzle.is_colour and len(puzzle.palette) > 2
    result = puzzle.solve()
    expected = json.loads(cli("solve", "--json", path))
    assert result.verdict == expected["verdict"] == "unique"
    chars = [colour["char"] for colour in puzzle.palette]
    assert ["".join(chars[v] for v in row) for row in result.solution] == expected["solutions"][0]
    # The clue colours Python shows are those of the solved picture (the oracle above).
    assert picture_clues(result.solution) == clues_with_colours(puzzle)
    assert result.array().shape == (puzzle.height, puzzle.width)
    assert int(result.array().max()) < len(puzzle.palette)


@pytest.mark.parametrize("path", COLOUR_PUZZLES, ids=lambda p: p.name)
def test_colour_render_is_the_cli_s(path, tmp_path):
    puzzle = nono.read(path)
    out = tmp_path / "cli.png"
    cli("render", "--solution", path, "-o", out)
    assert puzzle.render_bytes("png", solution=True) == out.read_bytes()
    # (PNG, not SVG: cairo numbers an SVG's glyphs per process, so two SVGs differ in ids.)
    cli("render", path, "-o", tmp_path / "blank.png")
    assert puzzle.render_bytes("png") == (tmp_path / "blank.png").read_bytes()
    # Rows of palette indices draw the same as solution=True.
    solution = puzzle.solve().solution
    assert puzzle.render_bytes("png", solution=solution) == out.read_bytes()


def test_colour_svg_uses_the_palette():
    puzzle = nono.read(DATA / "colour" / "traffic-light.xml")
    svg = puzzle.render_bytes("svg", solution=True).decode()
    def percent(channel):  # as cairo writes a fill: rgb(87.843137%,12.54902%,12.54902%)
        text = f"{channel * 100 / 255:.6f}".rstrip("0").rstrip(".")
        return text + "%"
    for colour in puzzle.palette[1:]:
        channels = [int(colour["rgb"][i:i + 2], 16) for i in (1, 3, 5)]
        assert "rgb(" + ",".join(percent(c) for c in channels) + ")" in svg, colour
    with pytest.raises(ValueError, match="palette indices 0..4"):
        puzzle.render_bytes("svg", solution=[[5] * puzzle.width] * puzzle.height)


def test_colour_puzzle_built_by_hand_and_from_a_picture():
    read = nono.read(DATA / "colour" / "parrot.xml")
    solution = read.solve().solution
    by_hand = nono.Puzzle(read.rows, read.columns, palette=read.palette, row_colours=read.row_colours,
                          column_colours=read.column_colours)
    assert by_hand.is_colour and by_hand.solve().solution == solution
    tuples = [(c["name"], c["rgb"], c["char"]) for c in read.palette]
    pictured = nono.Puzzle.from_grid(solution, palette=tuples)
    assert (pictured.rows, pictured.row_colours, pictured.columns) == (read.rows, read.row_colours, read.columns)
    assert pictured.goal == solution and pictured.palette == read.palette
    # Round trip through webpbn XML keeps palette and clue colours.
    again = nono.parse(pictured.to_string("xml"))
    assert (again.palette, again.row_colours, again.column_colours) == (read.palette, read.row_colours, read.column_colours)
    with pytest.raises(ValueError, match="need a palette"):
        nono.Puzzle(read.rows, read.columns, row_colours=read.row_colours)
    with pytest.raises(ValueError, match="not #rrggbb"):
        nono.Puzzle([[1]], [[1]], palette=[("white", "#fff", "."), ("red", "#ff0000", "r")])
    bad = [list(colours) for colours in read.row_colours]
    bad[0][0] = 9
    with pytest.raises(nono.InputError, match="row 1"):
        nono.Puzzle(read.rows, read.columns, palette=read.palette, row_colours=bad, column_colours=read.column_colours)


def test_black_and_white_clue_colours_are_all_one():
    puzzle = nono.read(DATA / "examples" / "sailboat.non")
    assert not puzzle.is_colour
    assert puzzle.row_colours == [[1] * len(clue) for clue in puzzle.rows]
    assert [c["name"] for c in puzzle.palette] == ["white", "black"]


@pytest.mark.parametrize("colours, invert", [(3, False), (4, True)])
def test_import_image_in_colours_is_the_cli_s(colours, invert, tmp_path):
    image = DATA / "images" / "sailboat.png"
    out = tmp_path / "imported.xml"
    cli("import", image, "--size", "24x20", "--colours", colours, *(["--invert"] if invert else []), "-o", out)
    expected = nono.read(out)
    puzzle = nono.import_image(str(image), size=(24, 20), colours=colours, invert=invert, title="sailboat")
    assert puzzle.is_colour and 2 < len(puzzle.palette) <= colours
    assert (puzzle.rows, puzzle.columns) == (expected.rows, expected.columns)
    assert (puzzle.row_colours, puzzle.column_colours) == (expected.row_colours, expected.column_colours)
    assert puzzle.palette == expected.palette and puzzle.goal == expected.goal
    # The goal satisfies the coloured clues (oracle), and the engine agrees with the CLI.
    assert picture_clues(puzzle.goal) == clues_with_colours(puzzle)
    with pytest.raises(nono.MakeError):
        nono.import_image(str(image), size=(24, 20), colours=9)


@pytest.mark.parametrize("fmt", nono.formats())
def test_each_format_keeps_colours_or_refuses_them_as_its_table_row_says(fmt):
    read = nono.read(DATA / "colour" / "parrot.xml")
    read = nono.Puzzle.from_grid(read.solve().solution, title="parrot",
                                 palette=[(c["name"], c["rgb"], c["char"]) for c in read.palette])
    if nono.format_info(fmt)["holds"]["colour"]:
        again = nono.parse(read.to_string(fmt), fmt)
        assert (again.rows, again.row_colours, again.columns, again.column_colours) == \
            (read.rows, read.row_colours, read.columns, read.column_colours)
        assert [c["char"] for c in again.palette] == [c["char"] for c in read.palette]
    else:
        with pytest.raises(nono.InputError, match="has no colours"):
            read.to_string(fmt)


def test_the_table_says_which_formats_hold_colour_and_several_puzzles():
    holding = {fmt for fmt in nono.formats() if nono.format_info(fmt)["holds"]["colour"]}
    assert {"xml", "json"} <= holding and "non" not in holding
    assert nono.format_info("xml")["holds"]["several"] and not nono.format_info("non")["holds"]["several"]
