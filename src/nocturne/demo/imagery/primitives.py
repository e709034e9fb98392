"""Drawing primitives: soft light masks, tinting, additive pasting, noise and haze."""

import math
import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

from nocturne.demo.imagery.palette import RGB, Point, whiten


@lru_cache(maxsize=1)
def _falloff_master() -> Image.Image:
    """256x256 soft disc: 255 in the centre, smoothly reaching 0 at the inscribed circle."""
    radial = Image.radial_gradient("L")  # 0 at centre, 181 at radius 128, 255 in the corners

    def curve(v: float) -> float:
        t = min(1.0, v / 181.0)
        return 255.0 * math.pow(1.0 - t * t, 2.4)

    return radial.point(curve)


def falloff(size: tuple[int, int]) -> Image.Image:
    return _falloff_master().resize((max(1, size[0]), max(1, size[1])), Image.Resampling.BILINEAR)


def falloff_frame(size: tuple[int, int], centre: Point, rx: float, ry: float) -> Image.Image:
    """A frame-sized ``L`` image holding a soft disc; only the visible part is resampled."""
    frame = Image.new("L", size)
    x0, y0 = max(0, int(centre[0] - rx)), max(0, int(centre[1] - ry))
    x1, y1 = min(size[0], int(centre[0] + rx) + 1), min(size[1], int(centre[1] + ry) + 1)
    if x1 <= x0 or y1 <= y0 or rx <= 0 or ry <= 0:
        return frame
    sx, sy = 256 / (2 * rx), 256 / (2 * ry)
    box = (
        max(0.0, (x0 - (centre[0] - rx)) * sx),
        max(0.0, (y0 - (centre[1] - ry)) * sy),
        min(256.0, (x1 - (centre[0] - rx)) * sx),
        min(256.0, (y1 - (centre[1] - ry)) * sy),
    )
    part = _falloff_master().resize((x1 - x0, y1 - y0), Image.Resampling.BILINEAR, box=box)
    frame.paste(part, (x0, y0))
    return frame


def tint(mask: Image.Image, color: RGB, hot: bool = True) -> Image.Image:
    """Colour a light mask; with ``hot`` the brightest parts burn towards white."""
    if hot:
        white = whiten(color, 0.85)
        return ImageOps.colorize(mask, (0, 0, 0), white, mid=color, midpoint=175)
    return ImageOps.colorize(mask, (0, 0, 0), color)


def bloom(mask: Image.Image, radius: float, gain: float) -> Image.Image:
    """Spread a light mask by a blur of ``radius`` and brighten it by ``gain``, clipped."""
    return mask.filter(ImageFilter.GaussianBlur(radius)).point(lambda v: min(255, v * gain))


def add_region(dst: Image.Image, src: Image.Image, box: tuple[int, int]) -> None:
    """Additively blend ``src`` into ``dst`` at ``box`` (top-left), clipping at the borders."""
    x, y = box
    w, h = src.size
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(dst.width, x + w), min(dst.height, y + h)
    if x1 <= x0 or y1 <= y0:
        return
    piece = src.crop((x0 - x, y0 - y, x1 - x, y1 - y))
    region = dst.crop((x0, y0, x1, y1))
    dst.paste(ImageChops.add(region, piece), (x0, y0))


def random_noise(size: tuple[int, int], rng: random.Random) -> Image.Image:
    return Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))


def fractal_haze(
    size: tuple[int, int], rng: random.Random, low: int = 90, high: int = 255
) -> Image.Image:
    """Smoky fractal noise (an ``L`` image) remapped to ``low..high``."""
    w, h = size
    acc: Image.Image | None = None
    for i, cells in enumerate((3, 6, 12, 24)):
        cw = max(2, cells)
        ch = max(2, round(cells * h / max(1, w)) + 1)
        layer = random_noise((cw, ch), rng).resize(size, Image.Resampling.BICUBIC)
        acc = layer if acc is None else Image.blend(acc, layer, 0.45 / (i + 0.6))
    assert acc is not None
    acc = ImageOps.autocontrast(acc, cutoff=1)
    return acc.point(lambda v: low + (high - low) * v / 255.0)


@lru_cache(maxsize=16)
def vignette_mask(size: tuple[int, int], strength: float) -> Image.Image:
    radial = Image.radial_gradient("L").resize(
        (size[0] // 4, size[1] // 4), Image.Resampling.BILINEAR
    )
    vig = radial.point(lambda v: 255 * (1 - strength * min(1.0, (v / 255) ** 2.2 * 1.15)))
    vig = vig.resize(size, Image.Resampling.BILINEAR)
    return Image.merge("RGB", (vig, vig, vig))


@lru_cache(maxsize=1)
def sparkle_stamp() -> Image.Image:
    d = 96
    stamp = Image.new("L", (d, d))
    draw = ImageDraw.Draw(stamp)
    c = d / 2
    for frac, value in ((1.0, 60), (0.7, 110), (0.45, 170), (0.25, 255)):
        arm = c * frac
        draw.line([(c - arm, c), (c + arm, c)], fill=value, width=1)
        draw.line([(c, c - arm), (c, c + arm)], fill=value, width=1)
    diag = c * 0.3
    draw.line([(c - diag, c - diag), (c + diag, c + diag)], fill=90, width=1)
    draw.line([(c - diag, c + diag), (c + diag, c - diag)], fill=90, width=1)
    stamp = stamp.filter(ImageFilter.GaussianBlur(0.7))
    core = falloff((22, 22))
    add_region(stamp, core, (int(c - 11), int(c - 11)))
    return stamp.point(lambda v: min(255, v * 1.6))
