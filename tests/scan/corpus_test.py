"""The committed `nono scan` test images (tests/data/scan, made by bench/scan/corpus.py
--small) and their ground truth agree: every image has a truth file and a line in index.tsv;
clues, solution and part-played state fit together; the truth is a puzzle nono reads and
solves; the grid lies in the image with square cells; each style family sits in one split,
and each split holds every kind of image. Standard library only.
Usage: python3 corpus_test.py NONO REPO [CORPUS]   (CORPUS: another corpus to check, e.g.
the full one in build/scan-corpus or the fresh, fresh2, ..., fresh8 families' own; default
tests/data/scan, which has the `tune` and `holdout` splits and no `fresh` to `fresh8` image)"""
import collections
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import unittest

NONO, REPO = sys.argv[1], sys.argv[2]
DATA = sys.argv[3] if len(sys.argv) > 3 else os.path.join(REPO, "tests", "data", "scan")
sys.path.insert(0, os.path.join(REPO, "bench", "scan"))
import truth  # noqa: E402

SPLITS = ("tune", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8")


def truth_files():
    for split in SPLITS:
        for folder, _, files in sorted(os.walk(os.path.join(DATA, split))):
            for name in sorted(files):
                if name.endswith(".json"):
                    path = os.path.join(folder, name)
                    with open(path) as f:
                        yield path, json.load(f)


def nono_json(t):
    """The truth's clues as a nono JSON puzzle."""
    data = {"width": t["width"], "height": t["height"]}
    if t["colour"]:
        names = {p["rgb"]: p["name"] for p in t["palette"]}
        data["palette"] = [{"name": "background", "rgb": t["background"], "char": "."}] + t["palette"]
        line = lambda clue: [[n, names[rgb]] for n, rgb in clue]
    else:
        line = lambda clue: clue
    data["rows"] = [line(c) for c in t["rows"]]
    data["columns"] = [line(c) for c in t["columns"]]
    return data


class CorpusTest(unittest.TestCase):
    def test_each_truth_is_consistent(self):
        count = 0
        for path, t in truth_files():
            with self.subTest(path=os.path.relpath(path, DATA)):
                self.assertEqual(truth.problems(t, os.path.dirname(path)), [])
                self.assertEqual(os.path.splitext(t["image"])[0], os.path.splitext(os.path.basename(path))[0])
                count += 1
        self.assertGreater(count, 0, "no truth files in " + DATA)

    def test_screenshot_grids_have_square_cells(self):
        for path, t in truth_files():
            if t["kind"] != "screenshot":
                continue
            with self.subTest(path=os.path.relpath(path, DATA)):
                g = t["grid"]
                cell_w, cell_h = g["width"] / t["width"], g["height"] / t["height"]
                self.assertAlmostEqual(cell_w / cell_h, 1, delta=0.03)
                self.assertGreater(cell_w, 5)

    def test_screenshot_clue_boxes_lie_in_the_image_off_the_grid(self):
        """A page's measured clue numbers are in the picture and beside the cells, never on
        them (a clue hidden outside a watch's face or drawn over the board would be a truth the
        image does not show); photos' boxes are bounding boxes of turned ones, so screenshots only."""
        for path, t in truth_files():
            if t["kind"] != "screenshot":
                continue
            width, height = t["image_size"]
            g = t["grid"]
            boxes = [b for axis in ("rows", "columns") for line in t["clue_boxes"][axis] for b in line if b]
            with self.subTest(path=os.path.relpath(path, DATA)):
                for x, y, w, h in boxes:
                    self.assertTrue(x >= -1 and y >= -1 and x + w <= width + 1 and y + h <= height + 1, (x, y, w, h))
                    self.assertFalse(x + w > g["x"] + 2 and x < g["x"] + g["width"] - 2 and y + h > g["y"] + 2
                                     and y < g["y"] + g["height"] - 2, (x, y, w, h))

    def test_nono_solves_each_truth(self):
        with tempfile.TemporaryDirectory() as work:
            for path, t in truth_files():
                with self.subTest(path=os.path.relpath(path, DATA)):
                    puzzle = os.path.join(work, "p.json")
                    with open(puzzle, "w") as f:
                        json.dump(nono_json(t), f)
                    run = subprocess.run([NONO, "check", puzzle], capture_output=True, text=True, timeout=60)
                    self.assertIn(run.returncode, (0, 10), run.stdout + run.stderr)

    def test_index_lists_every_image(self):
        with open(os.path.join(DATA, "index.tsv")) as f:
            rows = [line.rstrip("\n").split("\t") for line in f][1:]
        listed = sorted(row[-1] for row in rows)
        images = sorted(os.path.relpath(os.path.join(os.path.dirname(p), t["image"]), DATA)
                        for p, t in truth_files())
        self.assertEqual(listed, images)

    def test_split_by_family(self):
        splits = collections.defaultdict(set)
        kinds = collections.defaultdict(set)
        for path, t in truth_files():
            splits[t["family"]].add(t["split"])
            kinds[t["split"]].add((t["kind"], t["colour"], t["state"] is not None))
            self.assertEqual(os.path.relpath(path, DATA).split(os.sep)[:2], [t["split"], t["family"]])
        for family, where in splits.items():
            self.assertEqual(len(where), 1, f"{family} is in several splits")
        if DATA == os.path.join(REPO, "tests", "data", "scan"):
            self.assertEqual(set(kinds), {"tune", "holdout"}, "the subset's splits")
        for split in kinds:
            self.assertTrue({k for k, _, _ in kinds[split]} >= {"screenshot", "photo"}, split)
            self.assertIn(True, {c for _, c, _ in kinds[split]}, f"{split} has no colour puzzle")
            self.assertIn(True, {s for _, _, s in kinds[split]}, f"{split} has no part-played board")


class FreshFamiliesTest(unittest.TestCase):
    """The fresh families (a corpus of their own; last round's unseen families, development
    data since) are drawn only in the fonts kept for them then, which the tune and holdout
    families never use, and mark every clue number and the grid on their pages for shoot.mjs
    to measure."""

    def test_fonts_are_apart(self):
        import fresh_styles
        import html_styles
        reserved = {"Inter", "IBM Plex Sans", "Nimbus Sans", "Source Sans 3",
                    "Fira Sans", "Montserrat", "Carlito"}
        self.assertLessEqual(set(fresh_styles.FRESH_FONTS), reserved)
        self.assertFalse(reserved & set(html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS))

    def test_pages_mark_every_clue(self):
        import fresh_styles
        import puzzles
        records = [puzzles.close_colour_puzzle(12, 10, 4, 1)]
        for _, t in truth_files():
            if not t["colour"] and max(t["width"], t["height"]) <= 20:
                records.append(puzzles.record_from_solution("t", "t", "", t["solution"], puzzles.BW_PALETTE))
                break
        assert_pages_mark_clues(self, dict(fresh_styles.PAGES, news=fresh_styles.news_page), records)


def assert_pages_mark_clues(test, makers, records):
    """Each page maker's page for each record marks the grid and every clue number."""
    import random
    for name, maker in makers.items():
        for seed, record in enumerate(records):
            with test.subTest(family=name, colour=record["colour"]):
                page = maker(record, random.Random(seed))["html"]
                test.assertIn('data-grid="1"', page)
                for axis, clues in (("r", record["rows"]), ("c", record["columns"])):
                    for line, clue in enumerate(clues):
                        for i in range(len(clue)):
                            test.assertIn(f'data-clue="{axis}:{line}:{i}"', page)


def assert_pages_mark_clues_in(test, makers, fonts, seeds):
    """Each page maker marks the grid and every clue number (a colour and a black-and-white
    puzzle), and over `seeds` pages (each draws its fonts at random) names no font but `fonts`."""
    import random
    import re
    import puzzles
    records = [puzzles.game_colour_puzzle(12, 10, 6, 1), puzzles.generated_puzzle(NONO, 15, 12, 0.62, 7)]
    assert_pages_mark_clues(test, makers, records)
    for name, maker in makers.items():
        for seed in range(seeds):
            page = maker(records[seed % 2], random.Random(seed))["html"]
            for font in re.findall(r"font-family:'([^']+)'", page):
                with test.subTest(family=name, font=font):
                    test.assertIn(font, fonts)


def trainer_fonts(name):
    """The quoted names of one font list in the digit trainer (kFamilies, kReserved)."""
    import re
    with open(os.path.join(REPO, "apps", "scan_train", "train_digits.cpp")) as f:
        source = f.read()
    body = re.search(name + r"\[\] = \{(.*?)\};", source, re.S).group(1)
    return re.findall(r'"([^"]+)"', body)


# Every split's fonts, in the order the splits were made: (module, its list).
FONT_LISTS = [("html_styles", "TUNE_FONTS"), ("html_styles", "HOLDOUT_FONTS"), ("fresh_styles", "FRESH_FONTS"),
              ("fresh2_pages", "FRESH2_FONTS"), ("fresh3_pages", "FRESH3_FONTS"), ("fresh4_pages", "FRESH4_FONTS"),
              ("fresh5_pages", "FRESH5_FONTS"), ("fresh6_pages", "FRESH6_FONTS"), ("fresh7_pages", "FRESH7_FONTS"),
              ("fresh8_pages", "FRESH8_FONTS")]


def assert_fonts_reserved_and_apart(test, module):
    """An unseen corpus's fonts (`module`'s list, at least 20): each begins with a prefix of the
    trainer's kReserved that no earlier corpus's font begins with (its own prefixes, so that it
    can be released from kReserved alone), is none of its kFamilies and no earlier family's; and
    no reserved prefix keeps the trainer from a family it draws."""
    import importlib
    lists = [getattr(importlib.import_module(m), name) for m, name in FONT_LISTS]
    position = [m for m, _ in FONT_LISTS].index(module)
    fonts, earlier = lists[position], [f for fonts in lists[:position] for f in fonts]
    reserved = trainer_fonts("kReserved")
    trained = {t.lower() for t in trainer_fonts("kFamilies")}
    test.assertGreaterEqual(len(fonts), 20)
    for font in fonts:
        with test.subTest(font=font):
            test.assertNotIn(font, earlier)
            own = [p for p in reserved if font.startswith(p)]
            test.assertTrue(own)
            test.assertFalse([f for f in earlier if any(f.startswith(p) for p in own)])
            test.assertNotIn(font.lower(), trained)  # the trainer matches names whole
    for prefix in reserved:
        with test.subTest(prefix=prefix):
            test.assertFalse([t for t in trained if t.startswith(prefix.lower())])


class Fresh2FamiliesTest(unittest.TestCase):
    """The fresh2 families (a corpus of their own; the unseen families of the round before,
    development data since, so their fonts may now train) draw in fonts no earlier family used,
    and mark every clue number and the grid on their pages for shoot.mjs to measure."""

    def test_fonts_are_apart(self):
        import fresh2_pages
        import fresh_styles
        import html_styles
        earlier = set(html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS + fresh_styles.FRESH_FONTS)
        for font in fresh2_pages.FRESH2_FONTS:
            with self.subTest(font=font):
                self.assertNotIn(font, earlier)

    def test_pages_mark_every_clue(self):
        import fresh2_pages
        import fresh2_print
        import puzzles
        records = [puzzles.game_colour_puzzle(12, 10, 6, 1), puzzles.generated_puzzle(NONO, 15, 12, 0.62, 7)]
        assert_pages_mark_clues(self, dict(fresh2_pages.PAGES, **fresh2_print.PAGES, **fresh2_print.SCREENS),
                                records)


class Fresh3FamiliesTest(unittest.TestCase):
    """The fresh3 families (a corpus of their own; measured once as unseen, development data
    since, so their fonts may now train) draw in fonts no earlier family used, and mark every
    clue number and the grid on their pages for shoot.mjs to measure."""

    def test_fonts_are_apart(self):
        import fresh2_pages
        import fresh3_pages
        import fresh_styles
        import html_styles
        earlier = set(html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS + fresh_styles.FRESH_FONTS
                      + fresh2_pages.FRESH2_FONTS)
        for font in fresh3_pages.FRESH3_FONTS:
            with self.subTest(font=font):
                self.assertNotIn(font, earlier)

    def test_pages_mark_every_clue_in_their_own_fonts(self):
        import fresh3_pages
        import fresh3_print
        assert_pages_mark_clues_in(self, dict(fresh3_pages.PAGES, **fresh3_print.PAGES), fresh3_pages.FRESH3_FONTS, 6)


class Fresh4FamiliesTest(unittest.TestCase):
    """The fresh4 families (a corpus of their own; measured once as unseen, development data
    since, so their fonts may now train) draw in fonts no earlier family used, and mark every
    clue number and the grid on their pages for shoot.mjs to measure."""

    def test_fonts_are_apart(self):
        import fresh2_pages
        import fresh3_pages
        import fresh4_pages
        import fresh_styles
        import html_styles
        earlier = set(html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS + fresh_styles.FRESH_FONTS
                      + fresh2_pages.FRESH2_FONTS + fresh3_pages.FRESH3_FONTS)
        for font in fresh4_pages.FRESH4_FONTS:
            with self.subTest(font=font):
                self.assertNotIn(font, earlier)

    def test_pages_mark_every_clue_in_their_own_fonts(self):
        import fresh4_pages
        import fresh4_print
        assert_pages_mark_clues_in(self, dict(fresh4_pages.PAGES, **fresh4_print.PAGES), fresh4_pages.FRESH4_FONTS, 8)


class Fresh5FamiliesTest(unittest.TestCase):
    """The fresh5 families (a corpus of their own; measured once as unseen, development data
    since, so their fonts may now train) draw in fonts no earlier family used, and mark every
    clue number and the grid on their pages for shoot.mjs to measure."""

    def test_fonts_are_apart(self):
        import fresh2_pages
        import fresh3_pages
        import fresh4_pages
        import fresh5_pages
        import fresh_styles
        import html_styles
        earlier = set(html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS + fresh_styles.FRESH_FONTS
                      + fresh2_pages.FRESH2_FONTS + fresh3_pages.FRESH3_FONTS + fresh4_pages.FRESH4_FONTS)
        for font in fresh5_pages.FRESH5_FONTS:
            with self.subTest(font=font):
                self.assertNotIn(font, earlier)

    def test_pages_mark_every_clue_in_their_own_fonts(self):
        import fresh5_pages
        import fresh5_print
        assert_pages_mark_clues_in(self, dict(fresh5_pages.PAGES, **fresh5_print.PAGES), fresh5_pages.FRESH5_FONTS, 10)

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("PIL"),
                         "photo.py needs numpy and PIL (bench/scan/generate.sh installs python3-pil)")
    def test_flash_and_fold_never_hide_print(self):
        """photo-flash's hot spot washes ink towards white by at most 75 % (and does wash it);
        photo-newspaper's fold darkens the page by at most 40 %, across all of it."""
        import random
        import numpy as np
        from PIL import Image
        import photo
        size, corners = (120, 160), [(0, 0), (120, 0), (120, 160), (0, 160)]
        for seed in range(12):
            with self.subTest(seed=seed):
                ink = photo.flash(np.zeros((160, 120, 3)), size, corners, photo.PARAMETERS["photo-flash"],
                                  random.Random(seed))
                self.assertLessEqual(ink.max(), 0.75 * 255 + 1e-6)
                self.assertGreater(ink.max(), 0.3 * 255)
                folded = np.asarray(photo.crease(Image.new("RGB", (300, 200), "white"), random.Random(seed)), float)
                self.assertGreaterEqual(folded.min(), 0.6 * 255 - 1)
                dark = folded[..., 0] < 0.9 * 255
                self.assertTrue(dark.any(axis=0).all() or dark.any(axis=1).all())  # a line across the page

    def test_copies_of_the_board_are_not_measured(self):
        import fresh5_pages
        page = '<div data-clue="r:0:0">3</div><div data-grid="1"></div>'
        self.assertNotIn("data-clue=", fresh5_pages.unmeasured(page))
        self.assertNotIn("data-grid=", fresh5_pages.unmeasured(page))


class UnseenFamiliesChecks:
    """An unseen split's families (a corpus of their own, never tuned on; `split` names it, its
    pages in SPLIT_pages.py and SPLIT_print.py) draw only in fonts the digit trainer refuses (a
    kReserved prefix begins their name), none of its kFamilies and none an earlier family used,
    and mark every clue number and the grid on their pages for shoot.mjs to measure."""
    split = None

    def test_fonts_are_reserved_and_apart(self):
        assert_fonts_reserved_and_apart(self, self.split + "_pages")

    def test_pages_mark_every_clue_in_their_own_fonts(self):
        import importlib
        pages, prints = (importlib.import_module(f"{self.split}_{kind}") for kind in ("pages", "print"))
        fonts = getattr(pages, self.split.upper() + "_FONTS")
        assert_pages_mark_clues_in(self, dict(pages.PAGES, **prints.PAGES), fonts, 10)


class Fresh6FamiliesTest(UnseenFamiliesChecks, unittest.TestCase):
    """fresh6 (four of its families still held out); its photos' gloss and shadow, its CRT shader."""
    split = "fresh6"

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("PIL"),
                         "photo.py needs numpy and PIL (bench/scan/generate.sh installs python3-pil)")
    def test_gloss_and_phone_shadow_never_hide_print(self):
        """photo-board's gloss washes ink towards white by at most 35 % (and does wash it); the
        phone's shadow on photo-held darkens the page by at most half (and does darken it)."""
        import random
        import numpy as np
        import photo
        size, corners = (120, 160), [(10, 10), (110, 10), (110, 150), (10, 150)]
        for seed in range(12):
            with self.subTest(seed=seed):
                ink = photo.gloss(np.zeros((160, 120, 3)), size, photo.PARAMETERS["photo-board"], random.Random(seed))
                self.assertLessEqual(ink.max(), 0.35 * 255 + 1e-6)
                self.assertGreater(ink.max(), 0.05 * 255)
                page = photo.phone_shadow(np.full((160, 120, 3), 200.0), size, corners, random.Random(seed))
                self.assertGreaterEqual(page.min(), 0.5 * 200 - 1)
                self.assertLess(page.min(), 0.9 * 200)

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("PIL"),
                         "the CRT shader needs numpy and PIL (bench/scan/generate.sh installs python3-pil)")
    def test_crt_shader_scales_the_shot(self):
        """The CRT shader's picture is the shot scaled by the factor it returns (the truth's
        boxes are scaled by it), and a bright stroke stays bright."""
        from PIL import Image
        import fresh6_pages
        with tempfile.TemporaryDirectory() as work:
            path = os.path.join(work, "shot.png")
            image = Image.new("RGB", (40, 30), "black")
            image.paste((255, 255, 255), (20, 10, 22, 20))
            image.save(path)
            factor = fresh6_pages.crt_shader(path, 3, 0.4, 0.15, 0.3)
            shaded = Image.open(path)
            self.assertEqual(shaded.size, (40 * factor, 30 * factor))
            self.assertGreater(max(shaded.getpixel((x, 45)) for x in range(60, 66))[1], 150)


class Fresh7FamiliesTest(UnseenFamiliesChecks, unittest.TestCase):
    """fresh7, an unseen split; its photos' glass ring and bulging box."""
    split = "fresh7"

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("PIL"),
                         "photo.py needs numpy and PIL (bench/scan/generate.sh installs python3-pil)")
    def test_ring_never_hides_print_and_bulge_maps_the_truth(self):
        """photo-placemat's glass ring darkens the page by at most a quarter (and does darken
        it); photo-box's bulge moves a mark where its map says (the truth's corners and boxes
        are carried by it)."""
        import random
        import numpy as np
        from PIL import Image
        import photo
        for seed in range(8):
            with self.subTest(seed=seed):
                page = np.asarray(photo.ring_stain(Image.new("RGB", (300, 240), "white"), (40, 40, 200, 160),
                                                   random.Random(seed)), float)
                self.assertGreaterEqual(page.min(), 0.75 * 255 - 1)
                self.assertLess(page.min(), 0.95 * 255)
                flat = Image.new("RGB", (200, 160), "white")
                flat.paste((0, 0, 0), (148, 28, 152, 32))  # a dot about (150, 30)
                bulged, forward = photo.bulged(flat, 0.03 + 0.005 * seed)
                a = np.asarray(bulged, float)[..., 0]
                ys, xs = np.nonzero(a < 128)
                x, y = forward(150, 30)
                self.assertAlmostEqual(xs.mean() + 0.5, x, delta=0.6)
                self.assertAlmostEqual(ys.mean() + 0.5, y, delta=0.6)
                self.assertLess(y, 30)  # above the middle: moved up, away from it


class Fresh8FamiliesTest(UnseenFamiliesChecks, unittest.TestCase):
    """fresh8, the newest unseen split; its photos' wavy page, kraft paper and lens fringes."""
    split = "fresh8"

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("PIL"),
                         "photo.py needs numpy and PIL (bench/scan/generate.sh installs python3-pil)")
    def test_wave_maps_the_truth_and_paper_keeps_its_print(self):
        """photo-spiral's waves move a mark where their map says (the truth's corners and boxes
        are carried by it); photo-kraft's fibres change the paper by at most their depth and its
        bleeding ink only darkens; photo-fridge's fringes move red outward and blue inward, green
        (which the truth follows) not at all."""
        import random
        import numpy as np
        from PIL import Image
        import photo
        for seed in range(8):
            with self.subTest(seed=seed):
                flat = Image.new("RGB", (400, 320), "white")
                flat.paste((0, 0, 0), (298, 58, 302, 62))  # a dot about (300, 60)
                waved, forward = photo.waved(flat, 0.01 + 0.002 * seed, random.Random(seed))
                ys, xs = np.nonzero(np.asarray(waved, float)[..., 0] < 128)
                x, y = forward(300, 60)
                self.assertAlmostEqual(xs.mean() + 0.5, x, delta=0.6)
                self.assertAlmostEqual(ys.mean() + 0.5, y, delta=0.6)
                paper = np.asarray(photo.fibres(Image.new("RGB", (300, 200), (200, 160, 120)), 0.18, 0.6,
                                                random.Random(seed)), float)
                self.assertGreaterEqual(paper.min(), 120 * (1 - 0.18) - 1)
                self.assertLessEqual(paper[..., 0].max(), 200 * 1.18 + 1)
                self.assertGreater(paper.std(), 1)
                inked = np.asarray(photo.bleed(flat, 2.0 + seed / 4), float)
                self.assertTrue((inked <= np.asarray(flat, float)).all())
                self.assertGreater((inked < 250).sum(), (np.asarray(flat, float) < 250).sum())
        image = np.full((100, 200, 3), 255.0)
        image[40:44, 170:174] = 0  # right of the centre
        fringed = photo.fringe(image, 0.01)
        centre = [np.nonzero(fringed[..., c] < 128)[1].mean() for c in range(3)]
        self.assertGreater(centre[0], centre[1])
        self.assertEqual(centre[1], 171.5)
        self.assertLess(centre[2], centre[1])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
