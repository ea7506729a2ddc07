"""Simulated phone photos of a printed puzzle: the flat page (a nono render or a printed page
shot in Chromium) tinted like paper, laid on a table, turned a few degrees and seen in
perspective, lit unevenly, blurred, with sensor noise and JPEG compression. The grid's
corners are carried through the same homography into the truth."""
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

# Parameter ranges per photo family: tune and holdout differ in every one.
PARAMETERS = {
    "photo-a": {"turn": 3.0, "perspective": 0.03, "blur": (0.4, 1.1), "light": (0.72, 0.95),
                "noise": (1.5, 4.0), "quality": (72, 90), "shadow": 0.0, "pitch": (24, 36),
                "paper": [(255, 255, 255), (250, 248, 242)], "table": [(120, 86, 60), (90, 92, 96)]},
    "photo-b": {"turn": 5.0, "perspective": 0.06, "blur": (0.8, 1.8), "light": (0.6, 0.9),
                "noise": (2.5, 6.0), "quality": (58, 80), "shadow": 0.5, "pitch": (26, 36),
                "paper": [(246, 240, 226), (238, 238, 232)], "table": [(60, 62, 70), (170, 160, 140)]},
    # fresh: newsprint and magazine paper, turned 3-7 degrees, a strong shadow or a curled
    # page's light, phone JPEGs.
    "photo-c": {"turn": 7.0, "turn_min": 3.0, "perspective": 0.08, "blur": (0.6, 1.5), "light": (0.55, 0.92),
                "noise": (2.0, 6.0), "quality": (60, 86), "shadow": 0.5, "shadow_fill": 160, "curl": 0.5,
                "pitch": (22, 34), "paper": [(236, 232, 217), (242, 234, 212), (250, 250, 247)],
                "table": [(48, 42, 40), (150, 118, 86), (205, 205, 210)]},
    # fresh: a phone photo of a screen showing a game or page: the bezel around, the screen's
    # own light (little fall-off), a glare, mild moire, a cool or warm cast.
    "photo-screen": {"turn": 5.0, "perspective": 0.06, "blur": (0.5, 1.3), "light": (0.82, 1.0),
                     "noise": (2.0, 5.0), "quality": (65, 90), "shadow": 0.0, "pitch": (18, None),
                     "long_side": (1800, 2800),
                     "paper": [(236, 242, 255), (255, 250, 240), (248, 248, 248)],
                     "table": [(18, 18, 20), (32, 32, 36)], "moire": (0.03, 0.08), "glare": (0.08, 0.25)},
    # fresh2: a flatbed scan or photocopy of a book page: grey paper, a halftone band or toner
    # speckle, turned 0.5-2 degrees and hardly warped, the book's gutter dark along the inner
    # side, the lid white or black around; JPEG or PNG, greyscale on half the black-and-white.
    "scan-book": {"turn": 2.0, "turn_min": 0.5, "perspective": 0.003, "blur": (0.3, 0.8), "light": (0.94, 1.0),
                  "noise": (1.0, 3.0), "quality": (70, 93), "shadow": 0.0, "pitch": (20, 32),
                  "paper": [(226, 226, 222), (234, 232, 226), (216, 216, 212)],
                  "table": [(244, 244, 244), (20, 20, 20)], "halftone": 0.5, "speckle": (0.0003, 0.002),
                  "gutter": (0.45, 0.85), "png": 0.4, "grey": 0.5, "mottle": 0.1},
    # fresh2: a phone photo of a printed sheet on a desk, the sheet's edges and the desk around
    # it: turned 5-12 degrees, perspective up to 10 % of the sheet, wood grain or a plain desk.
    "photo-desk": {"turn": 12.0, "turn_min": 5.0, "perspective": 0.10, "blur": (0.6, 1.4), "light": (0.6, 0.95),
                   "noise": (2.0, 5.0), "quality": (65, 90), "shadow": 0.5, "shadow_fill": 130, "pitch": (22, 34),
                   "paper": [(250, 250, 248), (245, 244, 238), (240, 242, 246)],
                   "table": [(133, 94, 62), (170, 128, 86), (96, 70, 52), (205, 203, 198), (60, 64, 72)],
                   "fit": (0.06, 0.2), "grain": 0.6},
    # fresh3: a phone photo of a laptop or monitor screen taken from below or the side (one
    # edge 8-15 % shorter than the other), stronger moire, a glare and a window's reflection.
    "photo-monitor": {"turn": 6.0, "perspective": 0.03, "keystone": (0.08, 0.15), "blur": (0.5, 1.3),
                      "light": (0.8, 1.0), "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.0, "pitch": (18, None),
                      "long_side": (2000, 3000), "paper": [(236, 242, 255), (255, 248, 236), (248, 248, 248)],
                      "table": [(20, 20, 22), (40, 40, 44), (172, 174, 178)], "moire": (0.05, 0.12),
                      "glare": (0.08, 0.25), "reflection": (0.06, 0.16)},
    # fresh3: a puzzle magazine's page held in hand: thumbs over the page's lower corners (not
    # over the nonogram), a curled page's light on most, turned 2-8 degrees.
    "photo-magazine": {"turn": 8.0, "turn_min": 2.0, "perspective": 0.07, "blur": (0.6, 1.5), "light": (0.55, 0.92),
                       "noise": (2.0, 6.0), "quality": (60, 88), "shadow": 0.5, "shadow_fill": 140, "curl": 0.6,
                       "pitch": (22, 34), "paper": [(246, 244, 238), (250, 250, 250), (240, 236, 226)],
                       "table": [(70, 60, 55), (150, 140, 130), (40, 44, 52)], "fingers": 0.8},
    # fresh3: squared paper ruled by hand, the sheet whole on a desk, turned 3-10 degrees.
    "photo-hand": {"turn": 10.0, "turn_min": 3.0, "perspective": 0.08, "blur": (0.6, 1.4), "light": (0.6, 0.95),
                   "noise": (2.0, 5.0), "quality": (65, 90), "shadow": 0.5, "shadow_fill": 130, "pitch": (22, 34),
                   "paper": [(252, 252, 250), (246, 246, 240)],
                   "table": [(133, 94, 62), (200, 198, 192), (60, 64, 72), (170, 128, 86)], "fit": (0.06, 0.16),
                   "grain": 0.5},
    # fresh4: a puzzle book's page lying open, curled down into the spine (the page narrower
    # and its lines bent there, a slight bow across it), the binding's shadow.
    "photo-curl": {"turn": 4.0, "perspective": 0.05, "blur": (0.6, 1.3), "light": (0.6, 0.92), "noise": (2.0, 5.0),
                   "quality": (62, 88), "shadow": 0.3, "pitch": (22, 34),
                   "paper": [(250, 248, 240), (244, 240, 228), (252, 252, 252)],
                   "table": [(120, 86, 60), (60, 62, 70), (200, 196, 188)],
                   "bend": {"width": (0.25, 0.45), "depth": (0.35, 0.6), "sag": (0.04, 0.1), "bow": (0.003, 0.012)},
                   "gutter": (0.35, 0.7)},
    # fresh4: a handout on coloured paper or newsprint photographed at night under a lamp: low,
    # warm light falling off from the lamp, a shaky hand's motion blur, strong noise in every
    # channel, a pen's shadow across the grid's lower right (never over the clues).
    "photo-lamp": {"turn": 8.0, "perspective": 0.06, "blur": (0.6, 1.2), "light": (0.45, 0.75), "noise": (4.0, 9.0),
                   "quality": (55, 82), "shadow": 0.0, "pitch": (22, 32),
                   "paper": [(250, 238, 160), (250, 212, 220), (204, 226, 246), (214, 238, 200), (216, 210, 192)],
                   "table": [(70, 52, 40), (96, 74, 52), (44, 44, 50)], "lamp": (0.45, 0.8),
                   "cast": [(1.0, 0.86, 0.62), (1.0, 0.9, 0.74), (1.0, 0.8, 0.56)], "motion": (1.5, 6.0),
                   "pen": 0.8, "chroma": (1.5, 4.0)},
    # fresh4: a calendar page photographed at a steep angle: one edge 18-32 % shorter than the
    # other (15-25 degrees of tilt), turned up to 10 degrees.
    "photo-steep": {"turn": 10.0, "perspective": 0.04, "keystone": (0.18, 0.32), "blur": (0.5, 1.2),
                    "light": (0.65, 0.95), "noise": (2.0, 5.0), "quality": (65, 88), "shadow": 0.4, "pitch": (26, 38),
                    "paper": [(252, 250, 245), (248, 248, 248), (246, 242, 232)],
                    "table": [(133, 94, 62), (200, 198, 192), (60, 64, 72)]},
    # fresh5: a photocopied worksheet (grey cast, toner specks, on some greyscale) lying on a
    # desk, the whole sheet in the photo.
    "photo-worksheet": {"turn": 6.0, "turn_min": 1.0, "perspective": 0.07, "blur": (0.5, 1.3), "light": (0.65, 0.95),
                        "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.4, "shadow_fill": 120, "pitch": (22, 34),
                        "paper": [(222, 222, 218), (214, 214, 210), (230, 228, 222)],
                        "table": [(133, 94, 62), (200, 198, 192), (60, 64, 72), (150, 160, 150)], "fit": (0.05, 0.14),
                        "grain": 0.5, "speckle": (0.0004, 0.002), "grey": 0.4},
    # fresh5: a newspaper's page folded and opened again (a crease across it), newsprint,
    # shadows.
    "photo-newspaper": {"turn": 6.0, "perspective": 0.08, "blur": (0.7, 1.5), "light": (0.55, 0.9), "noise": (2.0, 6.0),
                        "quality": (60, 86), "shadow": 0.6, "shadow_fill": 150, "pitch": (22, 32),
                        "paper": [(226, 222, 208), (232, 228, 214), (220, 218, 210)],
                        "table": [(48, 42, 40), (150, 118, 86), (205, 205, 210)], "crease": 0.85},
    # fresh5: a glossy magazine page photographed with the phone's flash: a hot spot washing
    # part of the page out (never wholly), the light falling off around it.
    "photo-flash": {"turn": 6.0, "perspective": 0.07, "blur": (0.4, 1.1), "light": (0.8, 1.0), "noise": (2.0, 5.0),
                    "quality": (65, 90), "shadow": 0.0, "pitch": (24, 36), "paper": [(252, 252, 252), (248, 248, 250)],
                    "table": [(30, 30, 34), (80, 60, 50), (120, 120, 126)], "flash": (0.45, 0.75)},
    # fresh6: a whiteboard or chalkboard on a wall, photographed from a little aside: its gloss.
    "photo-board": {"turn": 6.0, "perspective": 0.05, "keystone": (0.05, 0.15), "blur": (0.5, 1.3),
                    "light": (0.7, 1.0), "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.3, "pitch": (22, 34),
                    "paper": [(255, 255, 255), (246, 248, 250)],
                    "table": [(214, 208, 196), (168, 160, 150), (120, 124, 130), (236, 232, 222)], "gloss": (0.1, 0.35),
                    "fit": (0.05, 0.15)},
    # fresh6: a thermal receipt lying on a counter or desk, curled and creased, thin paper.
    "photo-receipt": {"turn": 12.0, "turn_min": 2.0, "perspective": 0.08, "blur": (0.5, 1.3), "light": (0.6, 0.95),
                      "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.4, "shadow_fill": 120, "pitch": (22, 32),
                      "paper": [(250, 250, 246), (244, 243, 238), (248, 246, 240)],
                      "table": [(133, 94, 62), (60, 64, 72), (200, 198, 192), (40, 40, 44)], "fit": (0.08, 0.2),
                      "grain": 0.4, "crease": 0.6, "curl": 0.7,
                      "bend": {"width": (0.15, 0.3), "depth": (0.2, 0.4), "sag": (0.02, 0.06), "bow": (0.004, 0.015)}},
    # fresh6: a book's page held in hand outdoors at a steep angle: thumbs over its margin, the
    # phone's shadow, daylight's cool cast.
    "photo-held": {"turn": 12.0, "turn_min": 3.0, "perspective": 0.08, "keystone": (0.18, 0.35), "blur": (0.5, 1.2),
                   "light": (0.75, 1.0), "noise": (2.0, 5.0), "quality": (65, 90), "shadow": 0.0, "pitch": (26, 38),
                   "paper": [(252, 250, 244), (246, 242, 230), (250, 250, 250)],
                   "table": [(96, 128, 72), (150, 150, 146), (60, 70, 100), (180, 170, 150)], "fingers": 0.9,
                   "curl": 0.5, "phone_shadow": 0.7, "fit": (0.04, 0.12),
                   "tint": [(0.94, 0.98, 1.05), (1.0, 1.0, 1.0), (0.97, 1.0, 1.04)]},
    # fresh7: a children's paper placemat on a restaurant table (the whole placemat and the wood
    # around), warm light, a wet glass's ring on most.
    "photo-placemat": {"turn": 15.0, "turn_min": 2.0, "perspective": 0.08, "blur": (0.5, 1.3), "light": (0.55, 0.9),
                       "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.5, "shadow_fill": 120, "pitch": (22, 32),
                       "paper": [(255, 255, 255), (250, 246, 238)],
                       "table": [(96, 62, 40), (133, 94, 62), (60, 44, 34), (180, 150, 120)], "grain": 0.7,
                       "fit": (0.05, 0.15), "tint": [(1.0, 0.93, 0.8), (1.0, 0.96, 0.88)], "stain": 0.7},
    # fresh7: the back of a cereal box on a kitchen counter: the box's face bulging a little (its
    # lines bowed), the glossy card's reflection.
    "photo-box": {"turn": 8.0, "perspective": 0.06, "blur": (0.5, 1.2), "light": (0.7, 1.0), "noise": (2.0, 5.0),
                  "quality": (65, 90), "shadow": 0.3, "pitch": (24, 34), "paper": [(255, 255, 255), (250, 250, 248)],
                  "table": [(220, 220, 215), (60, 60, 62), (200, 180, 150), (150, 150, 150)], "gloss": (0.1, 0.3),
                  "bulge": (0.01, 0.035), "fit": (0.04, 0.12),
                  "tint": [(1.0, 1.0, 1.0), (1.0, 0.97, 0.92), (0.96, 0.99, 1.04)]},
    # fresh7: a poster on a corridor's noticeboard photographed from below (one edge 10-25 %
    # shorter), fluorescent light's cast, the phone's sharpening (halos along every stroke).
    "photo-poster": {"turn": 6.0, "perspective": 0.05, "keystone": (0.1, 0.25), "blur": (0.6, 1.4),
                     "light": (0.65, 0.95), "noise": (2.5, 6.0), "quality": (60, 86), "shadow": 0.3, "pitch": (20, 30),
                     "paper": [(255, 255, 255), (248, 248, 244)], "table": [(200, 196, 186), (170, 176, 170),
                                                                             (230, 226, 216)],
                     "fit": (0.03, 0.1), "tint": [(0.95, 1.02, 0.98), (1.0, 1.0, 1.0), (0.97, 1.0, 1.03)],
                     "sharpen": (1.5, 3.0)},
    # fresh8: a puzzle page held on a fridge door by magnets, photographed standing (the top edge
    # farther: shorter), the door's enamel or steel sheen, the phone's lens fringing colours
    # towards the photo's edges.
    "photo-fridge": {"turn": 5.0, "perspective": 0.05, "keystone": (0.05, 0.14), "blur": (0.5, 1.3),
                     "light": (0.7, 1.0), "noise": (2.0, 5.0), "quality": (64, 89), "shadow": 0.3, "pitch": (22, 32),
                     "paper": [(255, 255, 255), (250, 250, 247)],
                     "table": [(200, 190, 170), (120, 110, 100), (230, 228, 220), (90, 96, 104)], "fit": (0.03, 0.08),
                     "gloss": (0.08, 0.25), "fringe": (0.0008, 0.002),
                     "tint": [(1.0, 0.98, 0.94), (0.96, 0.99, 1.04), (1.0, 1.0, 1.0)]},
    # fresh8: a puzzle printed on a kraft-paper bag on a counter: the paper's fibres and mottle,
    # the ink spread into it, the bag's folds.
    "photo-kraft": {"turn": 10.0, "turn_min": 1.0, "perspective": 0.07, "blur": (0.6, 1.4), "light": (0.6, 0.95),
                    "noise": (2.0, 5.0), "quality": (62, 88), "shadow": 0.4, "shadow_fill": 120, "pitch": (22, 32),
                    "paper": [(255, 255, 255), (252, 248, 242)],
                    "table": [(60, 60, 64), (200, 198, 192), (133, 94, 62), (150, 160, 150)], "fit": (0.05, 0.14),
                    "grain": 0.5, "crease": 0.6, "fibres": (0.12, 0.22), "bleed": (0.03, 0.07),
                    "tint": [(1.0, 0.95, 0.86), (1.0, 0.98, 0.94)]},
    # fresh8: a spiral-bound puzzle book's page lying open on a duvet: the page wavy (its rows and
    # columns rising and falling a little), the quilted fabric round it, a bedside lamp's warmth.
    "photo-spiral": {"turn": 12.0, "turn_min": 2.0, "perspective": 0.06, "blur": (0.5, 1.3), "light": (0.55, 0.9),
                     "noise": (2.5, 6.0), "quality": (62, 88), "shadow": 0.5, "shadow_fill": 130, "pitch": (22, 34),
                     "paper": [(252, 250, 244), (246, 242, 230), (255, 255, 255)],
                     "table": [(196, 204, 222), (232, 220, 206), (170, 190, 170), (220, 190, 200), (90, 100, 130)],
                     "fit": (0.06, 0.16), "fabric": 1.0, "wave": (0.004, 0.012), "curl": 0.3,
                     "tint": [(1.0, 0.92, 0.8), (1.0, 0.96, 0.9)]},
}
SKIN = [(224, 172, 138), (198, 134, 100), (141, 85, 54), (240, 200, 170)]


def homography(src, dst):
    """The 3x3 matrix taking the four src points to the four dst points."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y]); rhs.append(v)
    h = np.linalg.solve(np.array(rows, float), np.array(rhs, float))
    return np.append(h, 1).reshape(3, 3)


def apply(h, x, y):
    u, v, w = h @ np.array([x, y, 1.0])
    return u / w, v / w


def photograph(flat_path, grid, columns, boxes, out_path, family, rng, gutter=None, colour=False):
    """Writes the photo of the flat image (JPEG, or PNG when out_path says so); returns (size,
    grid corners, clue boxes, style): the clue boxes ({rows, columns} of [x, y, width, height]
    or None) as the bounding boxes of their warped corners. `gutter` ("left", "right"): the
    side of a scanned book page where the binding's shadow falls; `colour`: a colour puzzle
    (never made greyscale)."""
    p = PARAMETERS[family]
    flat = Image.open(flat_path).convert("RGB")
    screened = "halftone" in p and rng.random() < p["halftone"]
    paper = np.array(rng.choice(p["paper"]), float) / 255
    # The photo's scale: a cell `pitch` pixels wide, as a phone photo of a page shows it
    # after the usual downscaling (a 40x40 page about 2000 pixels a side).
    cell = grid[2] / columns
    if "long_side" in p:
        # A screen is photographed whole: the photo's size, not the cell's, is what is given.
        scale = max(rng.uniform(*p["long_side"]) / (1.2 * max(flat.size)), p["pitch"][0] / cell)
    else:
        scale = rng.uniform(*p["pitch"]) / cell
    if screened:
        flat = halftone(flat, rng.uniform(3, 4.5) / scale)
    if "pen" in p and rng.random() < p["pen"]:
        flat = pen_shadow(flat, grid, rng)
    if "crease" in p and rng.random() < p["crease"]:
        flat = crease(flat, rng)
    bend = None
    if "bend" in p:
        flat, bend = bent_page(flat, gutter or "left", p["bend"], rng)
    if "bulge" in p:
        flat, bend = bulged(flat, rng.uniform(*p["bulge"]))
    if "stain" in p and rng.random() < p["stain"]:
        flat = ring_stain(flat, grid, rng)
    if "wave" in p:
        flat, bend = waved(flat, rng.uniform(*p["wave"]), rng)
    if "fibres" in p:
        flat = fibres(flat, rng.uniform(*p["fibres"]), scale, rng)
    if "bleed" in p:
        flat = bleed(flat, rng.uniform(*p["bleed"]) * cell)
    flat = Image.fromarray((np.asarray(flat, float) * paper).clip(0, 255).astype(np.uint8))
    if "fit" in p:
        dst, angle, size = fitted_corners(flat.size, scale, p, rng)
    else:
        size = int(flat.size[0] * 1.2 * scale), int(flat.size[1] * 1.2 * scale)
        dst, angle = page_corners(flat.size, scale, size, p, rng)
    src = [(0, 0), (flat.size[0], 0), flat.size, (0, flat.size[1])]
    forward = homography(src, dst)
    image, noise_rng = on_table(flat, homography(dst, src), size, p, rng)
    if "fingers" in p and rng.random() < p["fingers"]:
        image = fingers(image, dst, size, rng)
    image = image * lighting(size, p, rng)[..., None]
    if "flash" in p:
        image = flash(image, size, dst, p, rng)
    if "gloss" in p:
        image = gloss(image, size, p, rng)
    if "phone_shadow" in p and rng.random() < p["phone_shadow"]:
        image = phone_shadow(image, size, dst, rng)
    if "tint" in p:
        image = image * np.array(rng.choice(p["tint"]), float)[None, None, :]
    if "fringe" in p:
        image = fringe(image, rng.uniform(*p["fringe"]))
    if "lamp" in p:
        image = image * lamp(size, p, rng)[..., None] * np.array(rng.choice(p["cast"]), float)[None, None, :]
    if "moire" in p:
        image = screen_light(image, size, p, rng)
    if gutter:
        image = image * gutter_shadow(size, dst, gutter, p, rng)[..., None]
    if "speckle" in p:
        image = speckle(image, size, p, noise_rng, rng)
    if "motion" in p:
        image = motion_blur(image, rng.uniform(*p["motion"]), rng.uniform(0, np.pi))
    image += noise_rng.normal(0, rng.uniform(*p["noise"]), (size[1], size[0]))[..., None]
    if "chroma" in p:
        image += noise_rng.normal(0, rng.uniform(*p["chroma"]), (size[1], size[0], 3))
    photo = Image.fromarray(image.clip(0, 255).astype(np.uint8))
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(*p["blur"])))
    if "sharpen" in p:  # the phone's own sharpening: a halo along every stroke
        photo = photo.filter(ImageFilter.UnsharpMask(rng.uniform(*p["sharpen"]), rng.randrange(80, 160), 2))
    quality = rng.randrange(*p["quality"])
    grey = "grey" in p and not colour and rng.random() < p["grey"]
    if grey:
        photo = photo.convert("L")
    if out_path.endswith(".png"):
        photo.save(out_path, "PNG")
        style = f"{family}-turn{np.degrees(angle):+.1f}-png"
    else:
        photo.save(out_path, "JPEG", quality=quality)
        style = f"{family}-turn{np.degrees(angle):+.1f}-q{quality}"
    style += ("-grey" if grey else "") + ("-halftone" if screened else "")

    def warp(box):
        bx, by, bw, bh = box
        points = ((bx, by), (bx + bw, by), (bx + bw, by + bh), (bx, by + bh))
        return [apply(forward, *(bend(*pt) if bend else pt)) for pt in points]
    warped = {k: [[b and list(bounding(warp(b))) for b in line] for line in v] for k, v in boxes.items()}
    return size, warp(grid), warped, style


def bent_page(flat, side, b, rng):
    """A book's page curled down into its spine (on `side`): near the spine the page is
    narrower (seen edge on) and pinched towards its middle height, so its lines bend there; a
    slight bow runs across the whole page. Returns the bent image and the map taking a point
    of the flat page to the bent one (for the truth's corners and boxes)."""
    w, h = flat.size
    width, depth = rng.uniform(*b["width"]), rng.uniform(*b["depth"])
    sag, bow = rng.uniform(*b["sag"]), rng.uniform(*b["bow"])

    def along(u):  # distance from the spine, flat -> bent (both as shares of the width)
        v = np.clip(1 - u / width, 0, None)
        return u + depth * width / 3 * v ** 3

    def pinch(u):
        return 1 - sag * np.clip(1 - u / width, 0, None) ** 2

    def share(x):
        return x / w if side == "left" else 1 - x / w

    def forward(x, y):
        u = share(x)
        u2 = float(along(u))
        x2 = u2 * w if side == "left" else (1 - u2) * w
        return x2, h / 2 + (y - h / 2) * float(pinch(u)) + bow * h * np.sin(np.pi * min(max(u, 0), 1))

    table = np.linspace(0, 1, 2001)
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    u = np.interp(share(xx[0] + 0.5), along(table), table, left=-1)
    u = np.broadcast_to(u, (h, w))
    sx = (u * w if side == "left" else (1 - u) * w) - 0.5
    sy = h / 2 + (yy + 0.5 - bow * h * np.sin(np.pi * np.clip(u, 0, 1)) - h / 2) / pinch(np.clip(u, 0, 1)) - 0.5
    out = bilinear(np.asarray(flat, float), sx, sy, (70, 64, 58))
    out[u < 0] = (70, 64, 58)  # into the binding: the fold's shadow
    return Image.fromarray(out.clip(0, 255).astype(np.uint8)), forward


def bulged(flat, bulge):
    """A box's face bulging towards the camera: the panel taller in its middle than at its
    sides (by `bulge` of its height), so its horizontal lines bow out from the middle height.
    Returns the bulged image (the same size: the top and bottom margins cut a little) and the
    map taking a point of the flat panel to the bulged one."""
    w, h = flat.size

    def grow(x):
        return 1 + bulge * np.sin(np.pi * np.clip(x / w, 0, 1))

    def forward(x, y):
        return x, h / 2 + (y - h / 2) * float(grow(x))

    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    sy = h / 2 + (yy + 0.5 - h / 2) / grow(xx + 0.5) - 0.5
    out = bilinear(np.asarray(flat, float), np.minimum(xx, w - 1.001), sy.clip(0, h - 1.001), (0, 0, 0))
    return Image.fromarray(out.clip(0, 255).astype(np.uint8)), forward


def ring_stain(flat, grid, rng):
    """A wet glass's ring on the paper: a thin brownish ring (at most a quarter darker) with a
    fainter tide inside, a glass's width across, anywhere on the sheet."""
    a = np.asarray(flat, float)
    h, w = a.shape[:2]
    cell = max(4.0, grid[2] / 12)
    r = rng.uniform(2.5, 4.0) * cell
    cx, cy = rng.uniform(r, w - r), rng.uniform(r, h - r)
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    d = np.hypot(xx - cx, yy - cy) - r
    depth = rng.uniform(0.1, 0.2)
    band = depth * np.exp(-(d / rng.uniform(0.05, 0.12) / cell) ** 2) + 0.25 * depth * (d < 0)
    tint = np.array([0.62, 0.74, 0.9])  # darker in blue and green: brownish
    return Image.fromarray((a * (1 - band[..., None] * tint[None, None, :] / 0.9)).clip(0, 255).astype(np.uint8))


def waved(flat, wave, rng):
    """A page lying wavy on something soft: its rows rise and fall across it (by up to `wave`
    of its height) and its columns sway down it (by half that of its width), in long smooth
    waves. Returns the waved image (the same size: the page's edge pixels drawn on where it
    would show what lies beyond) and the map taking a point of the flat page to the waved one."""
    w, h = flat.size
    ay, ax = wave * h, 0.5 * wave * w
    ly, lx = rng.uniform(0.6, 1.4) * w, rng.uniform(0.6, 1.4) * h
    py, px = rng.uniform(0, 2 * np.pi), rng.uniform(0, 2 * np.pi)

    def dy(x):
        return ay * np.sin(2 * np.pi * x / ly + py)

    def dx(y):
        return ax * np.sin(2 * np.pi * y / lx + px)

    def forward(x, y):
        return x + float(dx(y)), y + float(dy(x))

    yy, xx = np.mgrid[0:h, 0:w].astype(float) + 0.5
    sx, sy = xx.copy(), yy.copy()
    for _ in range(4):  # the point each pixel comes from: forward(sx, sy) = (xx, yy)
        sx, sy = xx - dx(sy), yy - dy(sx)
    out = bilinear(np.asarray(flat, float), (sx - 0.5).clip(0, w - 1.001), (sy - 0.5).clip(0, h - 1.001), (0, 0, 0))
    return Image.fromarray(out.clip(0, 255).astype(np.uint8)), forward


def quilt(size, rng):
    """A duvet's quilted cotton: stitched seams in a diamond or square pattern (a little
    darker, puffed between them) under long soft folds."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    angle = rng.choice([0.0, np.pi / 4]) + rng.uniform(-0.2, 0.2)
    period = rng.uniform(0.05, 0.12) * max(out_w, out_h)
    u = np.cos(angle) * xx + np.sin(angle) * yy
    v = -np.sin(angle) * xx + np.cos(angle) * yy
    puff = np.abs(np.sin(np.pi * u / period)) * np.abs(np.sin(np.pi * v / period))
    folds = np.sin(2 * np.pi * (xx * rng.uniform(0.3, 1.2) + yy * rng.uniform(0.3, 1.2)) / max(out_w, out_h)
                   + rng.uniform(0, 2 * np.pi))
    return (0.74 + 0.26 * puff ** 0.4) * (1 + 0.1 * folds)


def fibres(flat, depth, scale, rng):
    """Kraft paper: short fibres a little lighter or darker strewn over the sheet and a coarse
    mottle, the print darkened or lightened by at most `depth` with it."""
    w, h = flat.size
    texture = Image.new("L", (w, h), 128)
    draw = ImageDraw.Draw(texture)
    pick = np.random.default_rng(rng.randrange(2 ** 32))
    count = int(w * h * scale * scale / 60)
    for x, y, length, turn, shade in zip(pick.uniform(0, w, count), pick.uniform(0, h, count),
                                         pick.uniform(3, 14, count) / scale, pick.uniform(0, np.pi, count),
                                         pick.choice([-1, 1], count) * pick.uniform(40, 127, count)):
        draw.line((x, y, x + length * np.cos(turn), y + length * np.sin(turn)), fill=int(128 + shade),
                  width=max(1, int(round(1.2 / scale))))
    texture = texture.filter(ImageFilter.GaussianBlur(0.3 / scale))
    coarse = pick.normal(0, 1, (h // 40 + 2, w // 40 + 2))
    mottle = np.asarray(Image.fromarray(((coarse.clip(-3, 3) + 3) * 42).astype(np.uint8)).resize((w, h), Image.BILINEAR),
                        float) / 126 - 1
    change = (np.asarray(texture, float) / 128 - 1) * 0.8 + 0.2 * mottle
    return Image.fromarray((np.asarray(flat, float) * (1 + depth * change.clip(-1, 1))[..., None])
                           .clip(0, 255).astype(np.uint8))


def bleed(flat, radius):
    """Ink soaked into porous paper: every stroke spreads a soft dark fringe `radius` pixels
    out (the paper only gets darker; the ink stays as dark as it was)."""
    a = np.asarray(flat, float)
    spread = np.asarray(flat.filter(ImageFilter.GaussianBlur(radius)), float)
    return Image.fromarray(np.minimum(a, 0.35 * a + 0.65 * spread).clip(0, 255).astype(np.uint8))


def fringe(image, amount):
    """A cheap lens's lateral colour: red drawn a little larger and blue a little smaller than
    green about the photo's centre (`amount` of the distance), so edges far from the centre get
    a red fringe on one side and a blue one on the other; green, which the truth follows, stays."""
    h, w = image.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    cx, cy = w / 2, h / 2
    out = image.copy()
    for channel, grow in ((0, 1 + amount), (2, 1 - amount)):
        sx, sy = (cx + (xx - cx) / grow).clip(0, w - 1.001), (cy + (yy - cy) / grow).clip(0, h - 1.001)
        out[..., channel] = bilinear(image[..., channel:channel + 1], sx, sy, (0,))[..., 0]
    return out


def bilinear(image, sx, sy, outside):
    """The image sampled at (sx, sy) (arrays of pixel positions), `outside` beyond its edges."""
    h, w = image.shape[:2]
    x0, y0 = np.floor(sx).astype(int), np.floor(sy).astype(int)
    fx, fy = (sx - x0)[..., None], (sy - y0)[..., None]
    inside = (x0 >= 0) & (y0 >= 0) & (x0 < w - 1) & (y0 < h - 1)
    x0, y0 = x0.clip(0, w - 2), y0.clip(0, h - 2)
    top = image[y0, x0] * (1 - fx) + image[y0, x0 + 1] * fx
    bottom = image[y0 + 1, x0] * (1 - fx) + image[y0 + 1, x0 + 1] * fx
    out = top * (1 - fy) + bottom * fy
    out[~inside] = outside
    return out


def pen_shadow(flat, grid, rng):
    """A pen lying across the page casts a soft shadow over the grid's lower right corner and on
    beyond it, never over the clues (which sit left of and above the grid)."""
    gx, gy, gw, gh = grid
    a, b = rng.uniform(0.35, 0.8), rng.uniform(0.35, 0.8)
    # From below the grid to right of it, cutting its corner; on beyond both ends, away from the clues.
    start = (gx + (a - 0.5) * gw, gy + (1.15 + 0.5) * gh)
    end = (gx + (1.15 + 0.5) * gw, gy + (b - 0.5) * gh)
    mask = Image.new("L", flat.size, 0)
    cell = max(4.0, min(gw, gh) / 12)
    ImageDraw.Draw(mask).line([start, end], fill=255, width=int(rng.uniform(0.6, 1.2) * cell))
    mask = mask.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.7) * cell))
    dark = rng.uniform(0.3, 0.5) * np.asarray(mask, float)[..., None] / 255
    return Image.fromarray((np.asarray(flat, float) * (1 - dark)).clip(0, 255).astype(np.uint8))


def lamp(size, p, rng):
    """A desk lamp's pool of light: bright under it, falling off to the photo's edges."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    lx, ly = rng.uniform(-0.2, 1.2) * out_w, rng.uniform(-0.2, 0.6) * out_h
    r = rng.uniform(0.6, 1.1) * max(out_w, out_h)
    strength = rng.uniform(*p["lamp"])
    return (1 - strength) + strength * 1.25 * np.exp(-(((xx - lx) ** 2 + (yy - ly) ** 2) / r ** 2))


def crease(flat, rng):
    """A fold across the page, opened again: a dark line with a bright ridge beside it,
    across the whole page (horizontal or vertical, a little slanted)."""
    a = np.asarray(flat, float)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    if rng.random() < 0.6:
        d = yy - (rng.uniform(0.3, 0.7) * h + rng.uniform(-0.02, 0.02) * (xx - w / 2))
    else:
        d = xx - (rng.uniform(0.3, 0.7) * w + rng.uniform(-0.02, 0.02) * (yy - h / 2))
    width, depth = rng.uniform(3, 8), rng.uniform(0.2, 0.4)
    light = 1 - depth * np.exp(-(d / width) ** 2) + 0.5 * depth * np.exp(-((d - 2.5 * width) / (2 * width)) ** 2)
    return Image.fromarray((a * light[..., None]).clip(0, 255).astype(np.uint8))


def flash(image, size, corners, p, rng):
    """A phone's flash on a glossy page: the light falling off from the flash's centre and a
    hot spot washing the page out towards white there (at most 75 %, so no print vanishes)."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    u, v = rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8)  # on the page, as the phone is held over it
    (ax, ay), (bx, by), (ex, ey), (dx, dy) = corners
    cx = (1 - v) * ((1 - u) * ax + u * bx) + v * ((1 - u) * dx + u * ex)
    cy = (1 - v) * ((1 - u) * ay + u * by) + v * ((1 - u) * dy + u * ey)
    span = max(max(xs) - min(xs), max(ys) - min(ys))
    r2 = ((xx - cx) ** 2 + (yy - cy) ** 2) / span ** 2
    image = image * (0.55 + 0.45 * np.exp(-r2 / rng.uniform(0.3, 0.6)))[..., None]
    wash = rng.uniform(*p["flash"]) * np.exp(-r2 / rng.uniform(0.01, 0.04))
    return image * (1 - wash[..., None]) + 255 * wash[..., None]


def gloss(image, size, p, rng):
    """A glossy board's reflection of a window or a ceiling lamp: a long soft bright streak
    (at most 35 % towards white), so no marker vanishes under it."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    angle = rng.uniform(0, np.pi)
    d = np.cos(angle) * (xx - rng.uniform(0.2, 0.8) * out_w) + np.sin(angle) * (yy - rng.uniform(0.2, 0.8) * out_h)
    along = -np.sin(angle) * (xx - out_w / 2) + np.cos(angle) * (yy - out_h / 2)
    width = rng.uniform(0.04, 0.12) * max(out_w, out_h)
    wash = rng.uniform(*p["gloss"]) * np.exp(-(d / width) ** 2) * np.exp(-(along / (0.6 * max(out_w, out_h))) ** 2)
    return image * (1 - wash[..., None]) + 255 * wash[..., None]


def phone_shadow(image, size, corners, rng):
    """The phone's own shadow on the page: a soft dark rounded rectangle reaching in from one
    of the page's sides (a third to a half as light there)."""
    out_w, out_h = size
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    w, h = 0.35 * (max(xs) - min(xs)), 0.25 * (max(ys) - min(ys))
    side = rng.randrange(4)
    cx = [min(xs), max(xs), rng.uniform(min(xs), max(xs)), rng.uniform(min(xs), max(xs))][side]
    cy = [rng.uniform(min(ys), max(ys)), rng.uniform(min(ys), max(ys)), min(ys), max(ys)][side]
    shadow = Image.new("L", size, 0)
    ImageDraw.Draw(shadow).rounded_rectangle((cx - w, cy - h, cx + w, cy + h), radius=int(0.2 * min(w, h)),
                                             fill=int(255 * rng.uniform(0.3, 0.5)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(0.08 * max(w, h)))
    return image * (1 - np.asarray(shadow, float)[..., None] / 255)


def motion_blur(image, length, angle):
    """A shaking hand: the image averaged along a short line `length` pixels long."""
    steps = max(2, int(round(length)))
    out = np.zeros_like(image)
    for k in range(steps):
        t = k / (steps - 1) - 0.5
        out += np.roll(image, (int(round(t * length * np.sin(angle))), int(round(t * length * np.cos(angle)))), (0, 1))
    return out / steps


def turned(flat_size, scale, p, rng, jitter):
    """The page's corners about its centre, clockwise from the top left, turned (by at least
    `turn_min` degrees when given): ([(x, y, push x, push y)], angle), each corner's push up to
    `jitter` pixels (drawn after the angle, corner by corner)."""
    if "turn_min" in p:
        angle = np.radians(rng.choice([-1, 1]) * rng.uniform(p["turn_min"], p["turn"]))
    else:
        angle = np.radians(rng.uniform(-p["turn"], p["turn"]))
    half_w, half_h = flat_size[0] * scale / 2, flat_size[1] * scale / 2
    short_side, shorten = None, 0
    if "keystone" in p:  # seen from below, above or a side: that side's edge is shorter
        short_side, shorten = rng.randrange(4), rng.uniform(*p["keystone"])
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = sx * half_w, sy * half_h
        if short_side is not None and (sy, sx, -sy, -sx)[short_side] == -1:
            x, y = (x * (1 - shorten), y) if short_side in (0, 2) else (x, y * (1 - shorten))
        x, y = x * np.cos(angle) - y * np.sin(angle), x * np.sin(angle) + y * np.cos(angle)
        corners.append((x, y, rng.uniform(-jitter, jitter), rng.uniform(-jitter, jitter)))
    return corners, angle


def page_corners(flat_size, scale, size, p, rng):
    """The page's corners on the photo: centred, turned, each corner pushed a little."""
    out_w, out_h = size
    cx, cy = out_w / 2 + rng.uniform(-0.02, 0.02) * out_w, out_h / 2 + rng.uniform(-0.02, 0.02) * out_h
    corners, angle = turned(flat_size, scale, p, rng, p["perspective"] * max(out_w, out_h))
    return [(cx + x + jx, cy + y + jy) for x, y, jx, jy in corners], angle


def fitted_corners(flat_size, scale, p, rng):
    """The page turned, each corner pushed by up to `perspective` of the page's long side,
    and the photo framed around it with a margin of desk (`fit`: its share of the page):
    (corners, angle, photo size). The whole page, its edges too, is in the photo."""
    long_half = max(flat_size) * scale / 2
    corners, angle = turned(flat_size, scale, p, rng, p["perspective"] * long_half)
    points = [(x + jx, y + jy) for x, y, jx, jy in corners]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    margin = rng.uniform(*p["fit"]) * 2 * long_half
    left, top = min(xs) - margin * rng.uniform(0.5, 1.5), min(ys) - margin * rng.uniform(0.5, 1.5)
    size = int(max(xs) - left + margin * rng.uniform(0.5, 1.5)), int(max(ys) - top + margin * rng.uniform(0.5, 1.5))
    return [(x - left, y - top) for x, y in points], angle, size


def halftone(flat, period):
    """The light greys of a printed page (a clue band's tint) as a screen of dots at 45 degrees,
    `period` flat pixels apart, as offset print shows them; lines, text and paper stay."""
    grey = np.asarray(flat.convert("L"), float)
    yy, xx = np.mgrid[0:grey.shape[0], 0:grey.shape[1]].astype(float)
    u, v = (xx + yy) / np.sqrt(2), (xx - yy) / np.sqrt(2)
    screen = 127.5 + 127.5 * np.cos(2 * np.pi * u / period) * np.cos(2 * np.pi * v / period)
    mid = (grey > 140) & (grey < 240)
    dots = np.where(grey > screen, 255.0, 30.0)
    out = np.asarray(flat, float).copy()
    out[mid] = dots[mid][..., None]
    return Image.fromarray(out.clip(0, 255).astype(np.uint8))


def gutter_shadow(size, corners, side, p, rng):
    """A bound book pressed on the glass: dark into the binding along the page's inner edge."""
    out_w, out_h = size
    xx = np.mgrid[0:out_h, 0:out_w][1].astype(float)
    edge = min(corners[0][0], corners[3][0]) if side == "left" else max(corners[1][0], corners[2][0])
    d = (xx - edge) if side == "left" else (edge - xx)
    width = rng.uniform(0.03, 0.09) * out_w
    return 1 - rng.uniform(*p["gutter"]) * np.exp(-np.clip(d, 0, None) / width)


def speckle(image, size, p, noise_rng, rng):
    """Toner specks: small dark dots scattered over the scan."""
    out_w, out_h = size
    count = int(rng.uniform(*p["speckle"]) * out_w * out_h / 10)
    mask = Image.new("L", size, 0)
    draw = ImageDraw.Draw(mask)
    for x, y, r in zip(noise_rng.uniform(0, out_w, count), noise_rng.uniform(0, out_h, count),
                       noise_rng.uniform(0.4, 1.6, count)):
        draw.ellipse((x - r, y - r, x + r, y + r), fill=int(noise_rng.uniform(120, 230)))
    return image * (1 - np.asarray(mask, float)[..., None] / 255)


def on_table(flat, backward, size, p, rng):
    """The page warped onto a mottled table; returns the image (floats) and the seeded noise
    generator the rest of the photo uses (PIL's effect_noise is not seeded)."""
    coefficients = tuple((backward / backward[2, 2]).flatten()[:8])
    warped = flat.transform(size, Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    mask = Image.new("L", flat.size, 255).transform(size, Image.PERSPECTIVE, coefficients, Image.BILINEAR)
    table = np.array(rng.choice(p["table"]), float)
    noise_rng = np.random.default_rng(rng.randrange(2 ** 32))
    out_w, out_h = size
    coarse = Image.fromarray(noise_rng.normal(128, 40, (out_h // 8 + 1, out_w // 8 + 1)).clip(0, 255)
                             .astype(np.uint8)).resize(size, Image.BILINEAR)
    background = (table[None, None, :] * (0.8 + np.asarray(coarse, float)[..., None] / 640)).clip(0, 255)
    if "mottle" in p:  # a scanner's lid is even, a table is not
        background = (table[None, None, :] * (1 - p["mottle"] * (0.2 - np.asarray(coarse, float)[..., None] / 640)))
    if p.get("grain") and rng.random() < p["grain"]:
        background *= wood_grain(size, noise_rng, rng)[..., None]
    if p.get("fabric") and rng.random() < p["fabric"]:
        background *= quilt(size, rng)[..., None]
    m = np.asarray(mask, float)[..., None] / 255
    return np.asarray(warped, float) * m + background * (1 - m), noise_rng


def wood_grain(size, noise_rng, rng):
    """A desk's wood: long wavy stripes of darker and lighter grain along one direction."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    angle = rng.uniform(-0.3, 0.3) + (np.pi / 2 if rng.random() < 0.5 else 0)
    u = np.cos(angle) * xx + np.sin(angle) * yy
    v = -np.sin(angle) * xx + np.cos(angle) * yy
    wave = v + 6 * np.sin(u / rng.uniform(80, 200)) + 3 * np.sin(u / rng.uniform(20, 50))
    period = rng.uniform(10, 26)
    return 1 + 0.07 * np.sin(2 * np.pi * wave / period) + 0.04 * np.sin(2 * np.pi * wave / (period * 3.7))


def lighting(size, p, rng):
    """Uneven light: a linear fall-off from a random side, a vignette, maybe a soft shadow."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    theta = rng.uniform(0, 2 * np.pi)
    ramp = (np.cos(theta) * (xx / out_w - 0.5) + np.sin(theta) * (yy / out_h - 0.5)) + 0.5
    low, high = p["light"]
    light = low + (high - low) * (1 - ramp.clip(0, 1))
    light *= 1 - 0.25 * (((xx / out_w - 0.5) ** 2 + (yy / out_h - 0.5) ** 2) * 2)
    if rng.random() < p["shadow"]:
        shadow = Image.new("L", size, 0)
        sx, sy = rng.uniform(0, out_w), rng.uniform(0, out_h)
        r = rng.uniform(0.2, 0.45) * max(out_w, out_h)
        ImageDraw.Draw(shadow).ellipse((sx - r, sy - r * 0.6, sx + r, sy + r * 0.6), fill=p.get("shadow_fill", 110))
        shadow = shadow.filter(ImageFilter.GaussianBlur(r / 3))
        light *= 1 - np.asarray(shadow, float) / 255
    if p.get("curl") and rng.random() < p["curl"]:
        light *= curl(xx / out_w, yy / out_h, rng)
    return light


def screen_light(image, size, p, rng):
    """A photographed screen: mild moire (a curved beat pattern of the screen's pixels and the
    camera's) and a glare, a soft bright patch where a lamp or window reflects."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    angle = rng.uniform(0, np.pi)
    wave = rng.uniform(5, 14)
    u = np.cos(angle) * xx + np.sin(angle) * yy
    v = -np.sin(angle) * xx + np.cos(angle) * yy
    phase = 2 * np.pi * (u / wave + rng.uniform(0.5, 2.5) * (v / max(out_w, out_h)) ** 2)
    image = image * (1 - rng.uniform(*p["moire"]) * (0.5 + 0.5 * np.cos(phase)))[..., None]
    gx, gy = rng.uniform(0.1, 0.9) * out_w, rng.uniform(0.1, 0.9) * out_h
    r = rng.uniform(0.15, 0.35) * max(out_w, out_h)
    glare = np.exp(-(((xx - gx) / r) ** 2 + ((yy - gy) / (0.6 * r)) ** 2))
    image = image + 255 * rng.uniform(*p["glare"]) * glare[..., None]
    if "reflection" in p:  # a window behind the photographer, soft-edged
        pane = Image.new("L", size, 0)
        wx, wy = rng.uniform(0, 0.7) * out_w, rng.uniform(0, 0.6) * out_h
        ww, wh = rng.uniform(0.2, 0.4) * out_w, rng.uniform(0.25, 0.5) * out_h
        slant = rng.uniform(-0.1, 0.1) * ww
        ImageDraw.Draw(pane).polygon([(wx + slant, wy), (wx + ww + slant, wy), (wx + ww, wy + wh), (wx, wy + wh)], fill=255)
        pane = pane.filter(ImageFilter.GaussianBlur(0.03 * max(out_w, out_h)))
        image = image + 255 * rng.uniform(*p["reflection"]) * (np.asarray(pane, float) / 255)[..., None]
    return image


def fingers(image, corners, size, rng):
    """Thumbs over one or both lower corners of the page held in hand, reaching in a little
    from outside the page, skin-toned and shaded."""
    out_w, out_h = size
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(float)
    centre = np.mean(corners, axis=0)
    long_side = max(np.hypot(*np.subtract(corners[1], corners[0])), np.hypot(*np.subtract(corners[3], corners[0])))
    skin = np.array(rng.choice(SKIN), float)
    for corner in rng.choice([[corners[2]], [corners[3]], [corners[2], corners[3]]]):
        inward = (centre - corner) / np.linalg.norm(centre - corner)
        tip = np.asarray(corner) + inward * 0.05 * long_side
        ax, ay = 0.045 * long_side, 0.085 * long_side
        angle = np.arctan2(inward[1], inward[0]) + np.pi / 2
        u = (xx - tip[0]) * np.cos(angle) + (yy - tip[1]) * np.sin(angle)
        v = -(xx - tip[0]) * np.sin(angle) + (yy - tip[1]) * np.cos(angle)
        d = (u / ax) ** 2 + (np.maximum(v, 0) / (3 * ay)) ** 2 + (np.minimum(v, 0) / ay) ** 2
        mask = np.clip((1.15 - d) / 0.15, 0, 1)
        shade = 1 - 0.25 * np.clip(np.abs(u) / ax, 0, 1) ** 2
        image = image * (1 - mask[..., None]) + (skin * shade[..., None]) * mask[..., None]
    return image


def curl(x, y, rng):
    """A curled page's light: darker into the fold along one edge, a bright crest beside it."""
    side = rng.randrange(4)
    d = [x, 1 - x, y, 1 - y][side]  # 0 at the curled edge
    width = rng.uniform(0.12, 0.3)
    fold = 1 - rng.uniform(0.3, 0.5) * np.exp(-d / (width / 2))
    crest = 1 + rng.uniform(0.05, 0.15) * np.exp(-((d - width) / (width / 3)) ** 2)
    return fold * crest


def bounding(corners):
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
