#!/usr/bin/env python3
"""Makes the `nono scan` corpus: images of puzzles in many styles, each with its ground truth
(NAME.json beside NAME.png / NAME.jpg, see bench/scan/README.md), in OUT/<split>/<family>/.
The split is by style family: `tune` and `holdout` (together `dev`) are the eight families
the reader was first developed on; `fresh` to `fresh5` (earlier rounds' unseen families, each
measured once, development data now) and `fresh6` (other looks, fonts reserved for it, other
distortions; four of its families never tuned on), `fresh7` (unseen families, in fonts reserved
for them) and `fresh8` (the newest unseen families, in fonts reserved for them) are each made
into a corpus of their own. Deterministic: the same seed gives the same images.

  bench/scan/corpus.py --out build/scan-corpus                 # the development corpus
  bench/scan/corpus.py --out build/scan-corpus-fresh --split fresh   # an earlier round's fresh families
  bench/scan/corpus.py --out build/scan-corpus-fresh2 --split fresh2  # likewise
  bench/scan/corpus.py --out build/scan-corpus-fresh3 --split fresh3  # likewise
  bench/scan/corpus.py --out build/scan-corpus-fresh4 --split fresh4  # likewise
  bench/scan/corpus.py --out build/scan-corpus-fresh5 --split fresh5  # last round's, development data now
  bench/scan/corpus.py --out build/scan-corpus-fresh6 --split fresh6  # four families held out
  bench/scan/corpus.py --out build/scan-corpus-fresh7 --split fresh7  # unseen families
  bench/scan/corpus.py --out build/scan-corpus-fresh8 --split fresh8  # the newest unseen families
  bench/scan/corpus.py --out tests/data/scan --small           # the committed test subset
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fresh2_pages  # noqa: E402
import fresh2_print  # noqa: E402
import fresh3_pages  # noqa: E402
import fresh3_print  # noqa: E402
import fresh4_pages  # noqa: E402
import fresh4_print  # noqa: E402
import fresh5_pages  # noqa: E402
import fresh5_print  # noqa: E402
import fresh6_pages  # noqa: E402
import fresh6_print  # noqa: E402
import fresh7_pages  # noqa: E402
import fresh7_print  # noqa: E402
import fresh8_pages  # noqa: E402
import fresh8_print  # noqa: E402
import fresh_styles  # noqa: E402
import html_styles  # noqa: E402
import photo  # noqa: E402
import puzzles  # noqa: E402
import render_styles  # noqa: E402
import truth  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# name, split, kind, images (full, small), largest side (full, small), share of colour puzzles
FAMILIES = [
    ("render-light", "tune", "screenshot", (30, 3), (40, 20), 0.15),
    ("web-table", "tune", "screenshot", (40, 2), (40, 20), 0.25),
    ("phone-a", "tune", "screenshot", (40, 2), (30, 20), 0.25),
    ("photo-a", "tune", "photo", (30, 2), (40, 15), 0.0),
    ("render-dark", "holdout", "screenshot", (30, 3), (40, 20), 0.2),
    ("web-boxes", "holdout", "screenshot", (40, 2), (40, 20), 0.25),
    ("phone-b", "holdout", "screenshot", (40, 2), (30, 20), 0.3),
    ("photo-b", "holdout", "photo", (30, 2), (35, 15), 0.15),
    # fresh (fresh_styles.py): last round's unseen families, development data now; not in the subset
    ("web-griddlers", "fresh", "screenshot", (38, 0), (40, 20), 0.2),
    ("phone-c", "fresh", "screenshot", (40, 0), (30, 20), 0.25),
    ("desktop-app", "fresh", "screenshot", (36, 0), (40, 20), 0.2),
    ("colour-c", "fresh", "screenshot", (36, 0), (30, 20), 1.0),
    ("photo-c", "fresh", "photo", (36, 0), (35, 15), 0.15),
    ("photo-screen", "fresh", "photo", (30, 0), (30, 15), 0.2),
    # fresh2 (fresh2_pages.py, fresh2_print.py): a corpus of its own, development data since measured
    ("console", "fresh2", "screenshot", (36, 0), (40, 20), 0.3),
    ("sheet", "fresh2", "screenshot", (34, 0), (40, 20), 0.2),
    ("web-dark", "fresh2", "screenshot", (36, 0), (40, 20), 0.25),
    ("phone-d", "fresh2", "screenshot", (36, 0), (30, 20), 0.85),
    ("tablet", "fresh2", "screenshot", (30, 0), (40, 20), 0.3),
    ("pdf-view", "fresh2", "screenshot", (30, 0), (40, 20), 0.15),
    ("scan-book", "fresh2", "photo", (34, 0), (40, 15), 0.1),
    ("photo-desk", "fresh2", "photo", (34, 0), (35, 15), 0.15),
    # fresh3 (fresh3_pages.py, fresh3_print.py): a corpus of its own, development data since measured
    ("web-inline", "fresh3", "screenshot", (36, 0), (40, 20), 0.25),
    ("retro", "fresh3", "screenshot", (34, 0), (30, 20), 0.25),
    ("eink", "fresh3", "screenshot", (34, 0), (40, 20), 0.0),
    ("activity", "fresh3", "screenshot", (34, 0), (20, 15), 0.6),
    ("chat", "fresh3", "screenshot", (34, 0), (25, 20), 0.25),
    ("photo-monitor", "fresh3", "photo", (32, 0), (40, 15), 0.2),
    ("photo-magazine", "fresh3", "photo", (32, 0), (35, 15), 0.15),
    ("photo-hand", "fresh3", "photo", (32, 0), (30, 15), 0.0),
    # fresh4 (fresh4_pages.py, fresh4_print.py): a corpus of its own, development data since measured
    ("phone-cjk", "fresh4", "screenshot", (35, 0), (30, 20), 0.3),
    ("stream", "fresh4", "screenshot", (35, 0), (40, 20), 0.25),
    ("tex-view", "fresh4", "screenshot", (35, 0), (40, 20), 0.15),
    ("desktop-95", "fresh4", "screenshot", (35, 0), (40, 20), 0.2),
    ("comic", "fresh4", "screenshot", (35, 0), (30, 20), 0.4),
    ("social", "fresh4", "screenshot", (35, 0), (25, 20), 0.25),
    ("app-scaled", "fresh4", "screenshot", (35, 0), (40, 20), 0.25),
    ("photo-curl", "fresh4", "photo", (35, 0), (35, 15), 0.15),
    ("photo-lamp", "fresh4", "photo", (35, 0), (30, 15), 0.15),
    ("photo-steep", "fresh4", "photo", (35, 0), (35, 15), 0.15),
    # fresh5 (fresh5_pages.py, fresh5_print.py): a corpus of its own, development data since measured
    ("lcd", "fresh5", "screenshot", (35, 0), (30, 20), 0.25),
    ("terminal", "fresh5", "screenshot", (35, 0), (40, 20), 0.25),
    ("meeting", "fresh5", "screenshot", (35, 0), (40, 20), 0.25),
    ("high-contrast", "fresh5", "screenshot", (35, 0), (30, 20), 0.25),
    ("print-preview", "fresh5", "screenshot", (35, 0), (40, 20), 0.2),
    ("jp-site", "fresh5", "screenshot", (35, 0), (40, 20), 0.25),
    ("photo-worksheet", "fresh5", "photo", (35, 0), (25, 15), 0.0),
    ("photo-newspaper", "fresh5", "photo", (35, 0), (35, 15), 0.1),
    ("photo-flash", "fresh5", "photo", (35, 0), (30, 15), 0.5),
    # fresh6 (fresh6_pages.py, fresh6_print.py): a corpus of its own, never tuned on
    ("watch", "fresh6", "screenshot", (35, 0), (15, 15), 0.25),
    ("crt", "fresh6", "screenshot", (35, 0), (30, 20), 0.2),
    ("pixel-editor", "fresh6", "screenshot", (35, 0), (30, 20), 0.3),
    ("notebook", "fresh6", "screenshot", (35, 0), (40, 20), 0.2),
    ("forum", "fresh6", "screenshot", (35, 0), (35, 20), 0.25),
    ("stylus", "fresh6", "screenshot", (35, 0), (40, 20), 0.25),
    ("doc-rtl", "fresh6", "screenshot", (35, 0), (40, 20), 0.2),
    ("photo-board", "fresh6", "photo", (35, 0), (25, 15), 0.15),
    ("photo-receipt", "fresh6", "photo", (35, 0), (20, 15), 0.0),
    ("photo-held", "fresh6", "photo", (35, 0), (35, 15), 0.15),
    # fresh7 (fresh7_pages.py, fresh7_print.py): a corpus of its own, never tuned on
    ("email", "fresh7", "screenshot", (35, 0), (35, 20), 0.3),
    ("slides", "fresh7", "screenshot", (35, 0), (30, 20), 0.35),
    ("wiki", "fresh7", "screenshot", (35, 0), (30, 20), 0.3),
    ("tv", "fresh7", "screenshot", (35, 0), (30, 20), 0.35),
    ("gallery", "fresh7", "screenshot", (35, 0), (30, 20), 0.3),
    ("photo-placemat", "fresh7", "photo", (35, 0), (20, 15), 0.35),
    ("photo-box", "fresh7", "photo", (35, 0), (25, 15), 0.35),
    ("photo-poster", "fresh7", "photo", (35, 0), (35, 15), 0.2),
    # fresh8 (fresh8_pages.py, fresh8_print.py): a corpus of its own, never tuned on
    ("devtools", "fresh8", "screenshot", (35, 0), (35, 20), 0.3),
    ("seatback", "fresh8", "screenshot", (35, 0), (30, 20), 0.35),
    ("car", "fresh8", "screenshot", (35, 0), (25, 20), 0.3),
    ("magazine-app", "fresh8", "screenshot", (35, 0), (35, 20), 0.25),
    ("kiosk", "fresh8", "screenshot", (35, 0), (30, 20), 0.35),
    ("photo-fridge", "fresh8", "photo", (35, 0), (25, 15), 0.3),
    ("photo-kraft", "fresh8", "photo", (35, 0), (20, 15), 0.25),
    ("photo-spiral", "fresh8", "photo", (35, 0), (35, 15), 0.15),
]
DEV_SPLITS = ("tune", "holdout")
SPLITS = DEV_SPLITS + ("fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8")

GENERATED = [(5, 5), (8, 8), (10, 10), (12, 15), (15, 15), (15, 20), (20, 20), (20, 25), (25, 25),
             (30, 30), (30, 20), (35, 35), (40, 40), (40, 30), (25, 40)]
RANDOM_COLOUR = [(5, 5), (8, 10), (10, 10), (15, 15), (20, 15), (20, 20), (25, 25), (30, 30)]


class Pool:
    """Every puzzle the styles draw from, made once."""

    def __init__(self, nono, seed):
        print("reading the real puzzles ...", file=sys.stderr)
        real = puzzles.real_puzzles(nono)
        self.bw_real = [r for r in real if not r["colour"]]
        self.colour = [r for r in real if r["colour"]]
        print("generating random puzzles ...", file=sys.stderr)
        self.bw_random = []
        for i, (w, h) in enumerate(GENERATED):
            for j, density in enumerate((0.5, 0.62, 0.72)):
                self.bw_random.append(puzzles.generated_puzzle(nono, w, h, density, seed * 1000 + i * 10 + j))
        for i, (w, h) in enumerate(RANDOM_COLOUR):
            for colours in (2, 3, 4, 5):
                self.colour.append(puzzles.random_colour_puzzle(w, h, colours, seed * 1000 + i * 10 + colours))
        # The fresh families' colour pictures: 3 to 6 colours, some close together.
        self.close_colour = [puzzles.close_colour_puzzle(w, h, colours, seed * 1000 + i * 10 + colours)
                             for i, (w, h) in enumerate(RANDOM_COLOUR) for colours in (3, 4, 5, 6)]
        # The fresh2 families' colour pictures: 4 to 7 colours of a game's palette (nono takes 8 with
        # the background).
        self.game_colour = [puzzles.game_colour_puzzle(w, h, colours, seed * 1000 + i * 10 + colours)
                            for i, (w, h) in enumerate(RANDOM_COLOUR) for colours in (4, 5, 6, 7)]

    def pick(self, rng, max_side, colour_share, want=None, used=(), split="dev"):
        """A puzzle at most max_side a side, not in `used` if it can; `want` ("colour",
        "two-digit") forces a kind (the small subset's first images, so that it shows each);
        the `fresh` families take most colour puzzles from the close-colour pictures, the
        `fresh2` ones from the game-palette pictures."""
        for _ in range(20):
            record = self.pick_one(rng, max_side, colour_share, want, split)
            if record["name"] not in used:
                break
        return record

    def pick_one(self, rng, max_side, colour_share, want, split="dev"):
        if want == "colour" or (want is None and rng.random() < colour_share):
            special = {"fresh": self.close_colour, "fresh2": self.game_colour,
                       "fresh3": self.close_colour + self.game_colour,
                       "fresh4": self.close_colour + self.game_colour,
                       "fresh5": self.close_colour + self.game_colour,
                       "fresh6": self.close_colour + self.game_colour,
                       "fresh7": self.close_colour + self.game_colour,
                       "fresh8": self.close_colour + self.game_colour}.get(split)
            group = special if special and rng.random() < 0.7 else self.colour
        else:
            group = self.bw_real if rng.random() < 0.5 else self.bw_random
        fits = [r for r in group if max(r["width"], r["height"]) <= max_side]
        if want == "two-digit":
            fits = [r for r in self.bw_real + self.bw_random
                    if max(r["width"], r["height"]) <= max_side and two_digit(r)] or fits
        return rng.choice(fits)


def shrink_png(path):
    """The test subset keeps Chromium's shots as 256-colour PNGs (a third of the size; flat
    colours exact, only anti-aliased edges approximated, as messaging apps pass screenshots on)."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(path, optimize=True)


def to_jpeg(png, jpeg, quality):
    from PIL import Image
    Image.open(png).convert("RGB").save(jpeg, "JPEG", quality=quality)
    os.remove(png)


def scaled_result(result, factor):
    """The measured grid and clue boxes of a shot scaled by `factor` after shooting."""
    scale = lambda box: box and [v * factor for v in box]
    return {"grid": scale(result["grid"]), "clues": {k: scale(b) for k, b in result["clues"].items()}}


def two_digit(record):
    return any(n >= 10 for clues in (record["rows"], record["columns"]) for c in clues for n, _ in c)


def clue_boxes_from(results_clues, record):
    """The page's measured clue boxes as truth lists, rows then columns."""
    def line(axis, index, clue):
        return [results_clues.get(f"{axis}:{index}:{i}") for i in range(max(1, len(clue)))]
    return {"rows": [line("r", r, c) for r, c in enumerate(record["rows"])],
            "columns": [line("c", c, k) for c, k in enumerate(record["columns"])]}


class Corpus:
    def __init__(self, out, nono, small, seed, limit=None):
        self.out, self.nono, self.small, self.seed, self.limit = out, nono, small, seed, limit
        self.work = tempfile.mkdtemp(prefix="nono-scan-")
        self.jobs = []  # (page job, what to do with the shot)
        self.made = 0

    def place(self, split, family, i, record):
        folder = os.path.join(self.out, split, family)
        os.makedirs(folder, exist_ok=True)
        return folder, f"{i:03d}-{record['name']}"

    def finish(self, record, folder, name, image, split, family, kind, fields):
        size = truth.image_size(image)
        t = truth.make(record, image=os.path.basename(image), split=split, family=family, kind=kind,
                       image_size=size, **fields)
        truth.write(t, os.path.join(folder, name + ".json"))
        problems = truth.problems(t, folder)
        if problems:
            raise SystemExit(f"{image}: " + "; ".join(problems))
        self.made += 1

    def render(self, record, rng, folder, name, family, split):
        if family == "render-light":
            look = rng.choice(["light", "light-ink"])
            cells, scales = [14, 16, 18, 20, 24, 28], [1, 2]
        else:
            # --dark draws a black chip on a dark page: colour puzzles take the other pages.
            look = rng.choice(["sepia", "blue"] if record["colour"] else ["dark", "dark", "sepia", "blue"])
            cells, scales = [12, 15, 22, 26, 30], [1, 1.5, 2]
        if self.small:
            cells, scales = [c for c in cells if c <= 20], [1]
        image, fields = render_styles.make(record, rng, os.path.join(folder, name), self.nono, self.work,
                                           look=look, cells=cells, scales=scales)
        fields["clue_boxes"] = render_styles.clue_boxes(record, fields.pop("cell"), fields["grid"])
        self.finish(record, folder, name, image, split, family, "screenshot", fields)

    def page(self, record, rng, folder, name, family, split, i):
        maker = {"web-table": html_styles.web_table, "web-boxes": html_styles.web_boxes,
                 "phone-a": html_styles.phone_a, "phone-b": html_styles.phone_b, **fresh_styles.PAGES,
                 **fresh2_pages.PAGES, **fresh2_print.SCREENS, **fresh3_pages.PAGES,
                 **fresh4_pages.PAGES, **fresh5_pages.PAGES, **fresh6_pages.PAGES, **fresh7_pages.PAGES,
                 **fresh8_pages.PAGES}[family]
        # The subset's two images per family: phones one light, one dark; web pages one at
        # 1x, one at 2x.
        given = {}
        if self.small and i < 2:
            given = {"theme": ["light", "dark"][i]} if family.startswith("phone") else {"dpr": i + 1}
        job = maker(record, rng, **given)
        shot = os.path.join(folder, name + ".png")
        # A quarter of the phone screenshots come as JPEG, as apps and chats pass them on.
        quality = rng.randrange(80, 95) if family.startswith("phone") and rng.random() < 0.25 else None
        if self.small:
            quality = None  # the subset stays small: its shots are 256-colour PNGs instead

        def done(result):
            image, style = shot, job["style"]
            if job.get("post"):  # a look made after the shot (scaled, grey levels, recompressed)
                result = scaled_result(result, job["post"](shot))
            if quality:
                image, style = os.path.join(folder, name + ".jpg"), f"{style}-jpeg{quality}"
                to_jpeg(shot, image, quality)
            elif self.small:
                shrink_png(image)
            x, y, w, h = result["grid"]
            self.finish(record, folder, name, image, split, family, "screenshot",
                        {"style": style, "grid": (x, y, w, h), "state": job["state"],
                         "greyed": job["greyed"], "clue_boxes": clue_boxes_from(result["clues"], record)})
        self.queue(job, shot, done)

    def photo(self, record, rng, folder, name, family, split):
        photo_rng = random.Random(rng.random())
        png = photo.PARAMETERS[family].get("png", 0) and photo_rng.random() < photo.PARAMETERS[family]["png"]
        image = os.path.join(folder, name + (".png" if png else ".jpg"))
        gutter = None

        def shoot(flat, grid, boxes, source_style, state=None, greyed=None):
            size, corners, boxes, style = photo.photograph(flat, grid, record["width"], boxes, image, family,
                                                           photo_rng, gutter, record["colour"])
            self.finish(record, folder, name, image, split, family, "photo",
                        {"style": f"{style}-of-{source_style}", "grid": photo.bounding(corners),
                         "corners": corners, "clue_boxes": boxes, "state": state, "greyed": greyed})

        if family == "photo-a":
            flat = os.path.join(self.work, name)
            _, fields = render_styles.make(record, rng, flat, self.nono, self.work, look="light",
                                           cells=[24], scales=[2], content="blank")
            shoot(flat + ".png", fields["grid"], render_styles.clue_boxes(record, fields["cell"], fields["grid"]),
                  fields["style"])
        else:
            if family in fresh2_print.PAGES:
                job = fresh2_print.PAGES[family](record, rng)
                gutter = job.get("gutter")
            elif family in fresh3_print.PAGES:
                job = fresh3_print.PAGES[family](record, rng)
            elif family in fresh4_print.PAGES:
                job = fresh4_print.PAGES[family](record, rng)
                gutter = job.get("gutter")
            elif family in fresh5_print.PAGES:
                job = fresh5_print.PAGES[family](record, rng)
            elif family in fresh6_print.PAGES:
                job = fresh6_print.PAGES[family](record, rng)
            elif family in fresh7_print.PAGES:
                job = fresh7_print.PAGES[family](record, rng)
            elif family in fresh8_print.PAGES:
                job = fresh8_print.PAGES[family](record, rng)
            elif family == "photo-c":
                job = fresh_styles.news_page(record, rng)
            elif family == "photo-screen":  # a screen showing one of the fresh pages
                job = rng.choice([fresh_styles.phone_c, fresh_styles.desktop_app, fresh_styles.web_griddlers])(record, rng)
            else:
                job = html_styles.web_boxes(record, rng, print_page=True)
            flat = os.path.join(self.work, name + ".png")

            def done(result):
                if job.get("post"):  # the screen's own look (a pixel game scaled up)
                    result = scaled_result(result, job["post"](flat))
                shoot(flat, result["grid"], clue_boxes_from(result["clues"], record), job["style"], job["state"],
                      job["greyed"])
            self.queue(job, flat, done)

    def queue(self, job, png, done):
        html = os.path.join(self.work, f"page{len(self.jobs)}.html")
        with open(html, "w") as f:
            f.write(job["html"])
        self.jobs.append(({"html": html, "png": png, "width": job["width"], "height": job["height"],
                           "dpr": job["dpr"], "full": job["full"]}, done))

    def shoot_pages(self):
        if not self.jobs:
            return
        print(f"shooting {len(self.jobs)} pages in Chromium ...", file=sys.stderr)
        jobs_file = os.path.join(self.work, "jobs.json")
        results_file = os.path.join(self.work, "results.json")
        with open(jobs_file, "w") as f:
            json.dump([j for j, _ in self.jobs], f)
        subprocess.run(["node", os.path.join(HERE, "shoot.mjs"), jobs_file, results_file], check=True)
        with open(results_file) as f:
            results = json.load(f)
        for (_, done), result in zip(self.jobs, results):
            done(result)

    def make(self, pool, families):
        for family, split, kind, counts, sides, colour_share in FAMILIES:
            if family not in families:
                continue
            count, side = min(counts[self.small], self.limit or 10 ** 6), sides[self.small]
            used = set()
            for i in range(count):
                rng = random.Random(f"{self.seed}:{family}:{i}")
                want = None
                if self.small:
                    want = ["colour" if colour_share else None, "two-digit"][i] if i < 2 else None
                record = pool.pick(rng, side, colour_share, want, used, split)
                used.add(record["name"])
                folder, name = self.place(split, family, i, record)
                if family.startswith("render"):
                    self.render(record, rng, folder, name, family, split)
                elif kind == "photo":
                    self.photo(record, rng, folder, name, family, split)
                else:
                    self.page(record, rng, folder, name, family, split, i)
        self.shoot_pages()
        write_index(self.out)
        shutil.rmtree(self.work)
        print(f"{self.made} images made in {self.out}", file=sys.stderr)


def write_index(out):
    """OUT/index.tsv: every image in OUT (not only the families just made), from its truth."""
    rows = []
    for split in SPLITS:
        for folder, _, files in os.walk(os.path.join(out, split)):
            for name in files:
                if name.endswith(".json"):
                    with open(os.path.join(folder, name)) as f:
                        t = json.load(f)
                    rows.append((t["split"], t["family"], t["style"], t["kind"],
                                 "colour" if t["colour"] else "bw", f"{t['width']}x{t['height']}",
                                 os.path.relpath(os.path.join(folder, t["image"]), out)))
    rows.sort(key=lambda row: row[-1])
    with open(os.path.join(out, "index.tsv"), "w") as f:
        f.write("split\tfamily\tstyle\tkind\tcolour\tsize\timage\n")
        for row in rows:
            f.write("\t".join(row) + "\n")


def check_fonts(splits):
    """Chromium draws a missing font in another without a word: refuse to make such images."""
    listed = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True).stdout
    families = {name.strip() for line in listed.splitlines() for name in line.split(",")}
    wanted = html_styles.TUNE_FONTS + html_styles.HOLDOUT_FONTS if set(splits) & set(DEV_SPLITS) else []
    wanted += fresh_styles.FRESH_FONTS if "fresh" in splits else []
    wanted += fresh2_pages.FRESH2_FONTS if "fresh2" in splits else []
    wanted += fresh3_pages.FRESH3_FONTS if "fresh3" in splits else []
    wanted += fresh4_pages.FRESH4_FONTS if "fresh4" in splits else []
    wanted += fresh5_pages.FRESH5_FONTS if "fresh5" in splits else []
    wanted += fresh6_pages.FRESH6_FONTS if "fresh6" in splits else []
    wanted += fresh7_pages.FRESH7_FONTS if "fresh7" in splits else []
    wanted += fresh8_pages.FRESH8_FONTS if "fresh8" in splits else []
    missing = [f for f in wanted if f not in families]
    if missing:
        raise SystemExit("fonts missing (bench/scan/generate.sh installs them): " + ", ".join(missing))
    substituted = fonts_not_drawn(wanted)
    if substituted:
        raise SystemExit("fonts Chromium does not draw (it substitutes another): " + ", ".join(substituted))


def fonts_not_drawn(fonts):
    """The fonts Chromium draws in another: each font's digits are shot twice, once with a
    serif fallback after it and once with a monospace one; a font Chromium really draws
    gives the same picture both times (bitmap-only fonts such as Terminus do not)."""
    work = tempfile.mkdtemp(prefix="nono-fonts-")
    jobs = []
    for i, font in enumerate(fonts):
        for fallback in ("serif", "monospace"):
            html = os.path.join(work, f"{i}-{fallback}.html")
            with open(html, "w") as f:
                f.write(f"<html><body style='margin:0;background:#fff'><div style=\"font-family:'{font}',{fallback};"
                        f"font-size:32px;padding:8px\">0123456789 1 11 27</div></body></html>")
            jobs.append({"html": html, "png": html[:-5] + ".png", "width": 420, "height": 60, "dpr": 1,
                         "full": False})
    with open(os.path.join(work, "jobs.json"), "w") as f:
        json.dump(jobs, f)
    subprocess.run(["node", os.path.join(HERE, "shoot.mjs"), os.path.join(work, "jobs.json"),
                    os.path.join(work, "results.json")], check=True)
    shots = []
    for job in jobs:
        with open(job["png"], "rb") as f:
            shots.append(f.read())
    shutil.rmtree(work)
    return [font for i, font in enumerate(fonts) if shots[2 * i] != shots[2 * i + 1]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, help="folder to write (the families made are replaced)")
    parser.add_argument("--nono", default=os.path.join(puzzles.REPO, "build", "nono"))
    parser.add_argument("--small", action="store_true", help="the small test subset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--family", action="append", help="only these families (repeatable)")
    parser.add_argument("--limit", type=int, help="at most this many images a family (a quick look)")
    parser.add_argument("--split", choices=["dev", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6",
                                                 "fresh7", "fresh8", *DEV_SPLITS], default="dev",
                        help="the families of this split (default dev: tune and holdout; the fresh ones each "
                             "into a corpus of their own)")
    args = parser.parse_args()
    splits = DEV_SPLITS if args.split == "dev" else (args.split,)
    families = [f for f, split, *_ in FAMILIES
                if (f in args.family if args.family else split in splits)]
    for family, split, *_ in FAMILIES:
        if family in families:
            shutil.rmtree(os.path.join(args.out, split, family), ignore_errors=True)
    os.makedirs(args.out, exist_ok=True)
    check_fonts({split for f, split, *_ in FAMILIES if f in families})
    pool = Pool(args.nono, args.seed)
    Corpus(args.out, args.nono, args.small, args.seed, args.limit).make(pool, families)


if __name__ == "__main__":
    main()
