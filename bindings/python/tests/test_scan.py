"""nono.scan: a screenshot read by nono's command-line tool and its image-reading module, the
puzzle and the report (the JSON of `nono scan --json`, docs/scan.md). ctest sets NONO_CLI to
the nono of the build; the wheel's own copy is tested by packaging.sh."""
import json
import os
import pathlib
import subprocess

import pytest

import nono

ROOT = pathlib.Path(__file__).resolve().parents[3]
SCANS = ROOT / "tests" / "data" / "scan"
needs_cli = pytest.mark.skipif(not os.environ.get("NONO_CLI"), reason="NONO_CLI (the nono program) is not set")


def truth(image):
    return json.loads(image.with_suffix(".json").read_text())


@needs_cli
def test_reads_the_puzzle_and_the_report():
    image = SCANS / "tune" / "render-light" / "002-ex62.png"
    puzzle, report = nono.scan(image)
    expected = truth(image)
    assert (puzzle.width, puzzle.height) == (20, 20)
    assert puzzle.rows == expected["rows"] and puzzle.columns == expected["columns"]
    assert report["verdict"] == "unique"
    assert len(report["grid"]["cells"]) == 400 and len(report["grid"]["cells"][0]) == 4
    doubtful = [n for n in report["numbers"] if n["doubtful"]]
    assert report["doubtful"] == len(doubtful)
    for number in report["numbers"]:
        assert {"value", "colour", "confidence", "box", "alternatives"} <= number.keys()
    assert report["solution"] and puzzle.solve().verdict == "unique"
    # The same as the command line's JSON.
    cli = subprocess.run([os.environ["NONO_CLI"], "scan", "--json", str(image)], capture_output=True, text=True)
    assert json.loads(cli.stdout) == report


@needs_cli
def test_doubt_is_the_command_lines_option():
    image = SCANS / "tune" / "render-light" / "002-ex62.png"
    assert nono.scan(image, doubt=0)[1]["doubtful"] == 0
    assert nono.scan(image, doubt=1)[1]["doubtful"] == len(nono.scan(image)[1]["numbers"])
    with pytest.raises(ValueError, match="doubt"):
        nono.scan(image, doubt=2)


@needs_cli
def test_a_colour_puzzle_comes_with_its_palette(tmp_path):
    image = SCANS / "tune" / "render-light" / "000-rcolour-10x10-c3-s1023.png"
    result = nono.scan(image, overlay=tmp_path / "solved.png")
    assert result.report["verdict"] == "unique"
    assert len(result.puzzle.palette) == len(truth(image)["palette"]) + 1  # and the background
    assert (tmp_path / "solved.png").read_bytes().startswith(b"\x89PNG")


@needs_cli
def test_a_reading_that_does_not_fit_has_no_puzzle_and_names_the_problem():
    puzzle, report = nono.scan(SCANS / "holdout" / "render-dark" / "000-mushroom.png")
    assert puzzle is None
    assert report["verdict"] == "inconsistent" and report["problems"]


@needs_cli
def test_no_puzzle_or_no_image_is_an_input_error(tmp_path):
    with pytest.raises(nono.InputError, match="grid|clue numbers") as found:
        nono.scan(SCANS / "holdout" / "photo-b" / "000-mushroom.jpg")
    assert found.value.source.endswith("000-mushroom.jpg")
    text = tmp_path / "text.png"
    text.write_text("not an image")
    with pytest.raises(nono.InputError, match="not a PNG or JPEG image") as found:
        nono.scan(text)
    assert found.value.problem == "cannot read it as an image: not a PNG or JPEG image"


def test_without_an_image_reader_the_error_names_what_is_missing(tmp_path, monkeypatch):
    # A nono whose image-reading module cannot be loaded: a copy of the program alone.
    lonely = tmp_path / "nono"
    lonely.write_text("#!/bin/sh\necho 'nono: cannot load the image-reading module libnono_scan.so; tried:' >&2\nexit 1\n")
    lonely.chmod(0o755)
    monkeypatch.setenv("NONO_CLI", str(lonely))
    with pytest.raises(RuntimeError, match="libnono_scan.so"):
        nono.scan(SCANS / "tune" / "render-light" / "002-ex62.png")
    monkeypatch.setenv("NONO_CLI", str(tmp_path / "missing"))
    with pytest.raises(RuntimeError, match="cannot run"):
        nono.scan(SCANS / "tune" / "render-light" / "002-ex62.png")
