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
}


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


def photograph(flat_path, grid, columns, boxes, out_path, family, rng):
    """Writes the photo of the flat image; returns (size, grid corners, clue boxes, style):
    the clue boxes ({rows, columns} of [x, y, width, height] or None) as the bounding boxes
    of their warped corners."""
    p = PARAMETERS[family]
    flat = Image.open(flat_path).convert("RGB")
    paper = np.array(rng.choice(p["paper"]), float) / 255
    flat = Image.fromarray((np.asarray(flat, float) * paper).clip(0, 255).astype(np.uint8))
    # The photo's scale: a cell `pitch` pixels wide, as a phone photo of a page shows it
    # after the usual downscaling (a 40x40 page about 2000 pixels a side).
    scale = rng.uniform(*p["pitch"]) / (grid[2] / columns)
    size = int(flat.size[0] * 1.2 * scale), int(flat.size[1] * 1.2 * scale)
    dst, angle = page_corners(flat.size, scale, size, p, rng)
    src = [(0, 0), (flat.size[0], 0), flat.size, (0, flat.size[1])]
    forward = homography(src, dst)
    image, noise_rng = on_table(flat, homography(dst, src), size, p, rng)
    image = image * lighting(size, p, rng)[..., None]
    image += noise_rng.normal(0, rng.uniform(*p["noise"]), (size[1], size[0]))[..., None]
    photo = Image.fromarray(image.clip(0, 255).astype(np.uint8))
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(*p["blur"])))
    quality = rng.randrange(*p["quality"])
    photo.save(out_path, "JPEG", quality=quality)
    style = f"{family}-turn{np.degrees(angle):+.1f}-q{quality}"

    def warp(box):
        bx, by, bw, bh = box
        return [apply(forward, *pt) for pt in ((bx, by), (bx + bw, by), (bx + bw, by + bh), (bx, by + bh))]
    warped = {k: [[b and list(bounding(warp(b))) for b in line] for line in v] for k, v in boxes.items()}
    return size, warp(grid), warped, style


def page_corners(flat_size, scale, size, p, rng):
    """The page's corners on the photo: centred, turned, each corner pushed a little."""
    out_w, out_h = size
    cx, cy = out_w / 2 + rng.uniform(-0.02, 0.02) * out_w, out_h / 2 + rng.uniform(-0.02, 0.02) * out_h
    angle = np.radians(rng.uniform(-p["turn"], p["turn"]))
    half_w, half_h = flat_size[0] * scale / 2, flat_size[1] * scale / 2
    dst = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = sx * half_w, sy * half_h
        x, y = x * np.cos(angle) - y * np.sin(angle), x * np.sin(angle) + y * np.cos(angle)
        jitter = p["perspective"] * max(out_w, out_h)
        dst.append((cx + x + rng.uniform(-jitter, jitter), cy + y + rng.uniform(-jitter, jitter)))
    return dst, angle


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
    m = np.asarray(mask, float)[..., None] / 255
    return np.asarray(warped, float) * m + background * (1 - m), noise_rng


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
        ImageDraw.Draw(shadow).ellipse((sx - r, sy - r * 0.6, sx + r, sy + r * 0.6), fill=110)
        shadow = shadow.filter(ImageFilter.GaussianBlur(r / 3))
        light *= 1 - np.asarray(shadow, float) / 255
    return light


def bounding(corners):
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
