"""Deterministic demo media for the Nocturne demo site, drawn locally with Pillow.

Why this exists: the demo site must show believable imagery (hero, event posters, gallery,
experiences, bottle service, menus and social icons) on machines without internet access,
and without shipping binary assets in the repository.  Every picture is therefore painted
procedurally from a seed and a palette: dark backgrounds, neon and gold light glows, haze-lit
beams, lasers, soft bokeh, silhouettes, grain and a vignette.  The same catalogue entry always
produces the same bytes, so the files can be regenerated at any time.

Only Pillow is used (no numpy).  Soft light layers are painted at reduced resolution and scaled
up, which keeps the whole catalogue fast to generate.
"""

from __future__ import annotations

import io
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps

__all__ = ["DEMO_IMAGES", "DemoImage", "find", "render", "url_for", "write_all"]

RGB = tuple[int, int, int]
Point = tuple[float, float]

BUCKETS: tuple[str, ...] = (
    "hero-images",
    "events-images",
    "gallery-media",
    "experience-images",
    "bottle-service-images",
    "logos",
    "menu-images",
    "social-icons",
)


@dataclass(frozen=True)
class DemoImage:
    """One catalogue entry: where the file lives and how to paint it."""

    bucket: str
    name: str
    width: int
    height: int
    kind: str
    palette: str = "gold"
    seed: int = 0
    title: str = ""
    alt: str = ""


# --------------------------------------------------------------------------------------------
# Palettes
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Palette:
    top: RGB  # background colour at the top of the frame
    bottom: RGB  # background colour at the bottom of the frame
    lights: tuple[RGB, RGB, RGB]  # main light colours, most used first
    accent: RGB  # sparkles, rims, text accents


_PALETTES: dict[str, _Palette] = {
    "gold": _Palette(
        (10, 7, 4), (4, 3, 2), ((255, 184, 82), (255, 140, 50), (255, 226, 170)), (255, 214, 140)
    ),
    "violet": _Palette(
        (12, 4, 26), (3, 2, 8), ((150, 70, 255), (70, 60, 255), (230, 80, 255)), (200, 160, 255)
    ),
    "red": _Palette(
        (22, 4, 6), (5, 2, 2), ((255, 40, 48), (255, 110, 36), (255, 50, 130)), (255, 170, 120)
    ),
    "blue": _Palette(
        (3, 8, 26), (2, 3, 9), ((40, 110, 255), (0, 200, 255), (110, 80, 255)), (150, 210, 255)
    ),
    "magenta": _Palette(
        (20, 3, 20), (4, 2, 8), ((255, 40, 190), (170, 60, 255), (0, 225, 255)), (255, 150, 230)
    ),
    "amber": _Palette(
        (16, 8, 3), (4, 2, 1), ((255, 150, 40), (255, 100, 28), (255, 205, 130)), (255, 196, 120)
    ),
    "teal": _Palette(
        (2, 14, 16), (1, 4, 6), ((0, 215, 200), (40, 120, 255), (150, 255, 220)), (150, 255, 230)
    ),
    "rose": _Palette(
        (20, 5, 12), (5, 2, 4), ((255, 80, 140), (255, 150, 90), (200, 70, 255)), (255, 190, 200)
    ),
    "silver": _Palette(
        (9, 10, 14), (3, 3, 5), ((190, 205, 230), (120, 140, 200), (255, 255, 255)), (230, 236, 250)
    ),
    "platinum": _Palette(
        (6, 8, 18), (2, 2, 6), ((170, 200, 255), (200, 150, 255), (245, 250, 255)), (220, 235, 255)
    ),
    "emerald": _Palette(
        (3, 14, 9), (1, 4, 3), ((40, 220, 140), (255, 190, 90), (150, 255, 200)), (214, 196, 140)
    ),
}


def _palette(name: str) -> _Palette:
    return _PALETTES.get(name, _PALETTES["gold"])


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _scale_rgb(c: RGB, f: float) -> RGB:
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))


# --------------------------------------------------------------------------------------------
# Low level helpers
# --------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _falloff_master() -> Image.Image:
    """256x256 soft disc: 255 in the centre, smoothly reaching 0 at the inscribed circle."""
    radial = Image.radial_gradient("L")  # 0 at centre, 181 at radius 128, 255 in the corners

    def curve(v: float) -> float:
        t = min(1.0, v / 181.0)
        return 255.0 * math.pow(1.0 - t * t, 2.4)

    return radial.point(curve)


def _falloff(size: tuple[int, int]) -> Image.Image:
    return _falloff_master().resize((max(1, size[0]), max(1, size[1])), Image.Resampling.BILINEAR)


def _falloff_frame(size: tuple[int, int], centre: Point, rx: float, ry: float) -> Image.Image:
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


def _tint(mask: Image.Image, color: RGB, hot: bool = True) -> Image.Image:
    """Colour a light mask; with ``hot`` the brightest parts burn towards white."""
    if hot:
        white = _mix(color, (255, 255, 255), 0.85)
        return ImageOps.colorize(mask, (0, 0, 0), white, mid=color, midpoint=175)
    return ImageOps.colorize(mask, (0, 0, 0), color)


def _add_region(dst: Image.Image, src: Image.Image, box: tuple[int, int]) -> None:
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


def _noise(size: tuple[int, int], rng: random.Random) -> Image.Image:
    return Image.frombytes("L", size, rng.randbytes(size[0] * size[1]))


def _haze(size: tuple[int, int], rng: random.Random, low: int = 90, high: int = 255) -> Image.Image:
    """Smoky fractal noise (an ``L`` image) remapped to ``low..high``."""
    w, h = size
    acc: Image.Image | None = None
    for i, cells in enumerate((3, 6, 12, 24)):
        cw = max(2, cells)
        ch = max(2, round(cells * h / max(1, w)) + 1)
        layer = _noise((cw, ch), rng).resize(size, Image.Resampling.BICUBIC)
        acc = layer if acc is None else Image.blend(acc, layer, 0.45 / (i + 0.6))
    assert acc is not None
    acc = ImageOps.autocontrast(acc, cutoff=1)
    return acc.point(lambda v: low + (high - low) * v / 255.0)


# --------------------------------------------------------------------------------------------
# Scene: a canvas that accumulates light layers
# --------------------------------------------------------------------------------------------


class _Scene:
    """A frame being painted.

    Light is accumulated with "screen" blending.  Soft light layers live in a half-resolution
    buffer that is scaled up once (screen blending is order independent), so expensive full
    size resampling happens only when a silhouette has to be laid over the light.
    """

    def __init__(self, image: DemoImage) -> None:
        self.w = image.width
        self.h = image.height
        self.half = (max(1, self.w // 2), max(1, self.h // 2))
        self.rng = random.Random(image.seed * 7919 + len(image.name))  # noqa: S311
        self.pal = _palette(image.palette)
        self.unit = min(self.w, self.h) / 900.0  # 1.0 for a 1200x900 frame
        self.img = self._background()
        self.pending: Image.Image | None = None
        self.glow_size = (max(1, self.w // 6), max(1, self.h // 6))
        self.pending_glow: Image.Image | None = None
        self._haze_small = _haze((max(8, self.w // 8), max(8, self.h // 8)), self.rng)
        self._haze_cache: dict[tuple[int, int], Image.Image] = {}

    # -- base -------------------------------------------------------------------------------
    def _background(self) -> Image.Image:
        grad = Image.linear_gradient("L").resize((self.w, self.h), Image.Resampling.BILINEAR)
        top = Image.new("RGB", (self.w, self.h), self.pal.top)
        bottom = Image.new("RGB", (self.w, self.h), self.pal.bottom)
        return Image.composite(bottom, top, grad)

    def haze(self, size: tuple[int, int]) -> Image.Image:
        if size not in self._haze_cache:
            self._haze_cache[size] = self._haze_small.resize(size, Image.Resampling.BICUBIC)
        return self._haze_cache[size]

    def screen(self, layer: Image.Image) -> None:
        """Add light.  Full size layers go straight to the frame, others are buffered."""
        if layer.size == self.img.size:
            self.img = ImageChops.screen(self.img, layer)
            return
        if layer.size != self.half:
            layer = layer.resize(self.half, Image.Resampling.BILINEAR)
        self.pending = layer if self.pending is None else ImageChops.screen(self.pending, layer)

    def flush(self) -> None:
        if self.pending_glow is not None:
            glow, self.pending_glow = self.pending_glow, None
            self.screen(glow)
        if self.pending is not None:
            big = self.pending.resize(self.img.size, Image.Resampling.BILINEAR)
            self.img = ImageChops.screen(self.img, big)
            self.pending = None

    def new_mask(self) -> Image.Image:
        return Image.new("L", self.half)

    # -- light elements --------------------------------------------------------------------
    def glows(
        self,
        spots: Sequence[tuple[float, float, float, RGB, float]],
        hazy: bool = True,
        squash: float = 1.0,
    ) -> None:
        """Large soft light pools: (x, y, radius, colour, intensity), all in pixels."""
        s = 6
        size = self.glow_size
        layer = Image.new("RGB", size)
        for x, y, r, color, intensity in spots:
            dw = max(2, int(2 * r / s))
            dh = max(2, int(2 * r * squash / s))
            mask = _falloff((dw, dh)).point(lambda v, k=intensity: v * k)
            light = _tint(mask, color, hot=False)
            cx, cy = int(x / s - dw / 2), int(y / s - dh / 2)
            box = (cx, cy, cx + dw, cy + dh)
            region = layer.crop(box)
            layer.paste(ImageChops.screen(region, light), box)
        if hazy:
            haze = self.haze(size).point(lambda v: 110 + v * 0.57)
            layer = ImageChops.multiply(layer, Image.merge("RGB", (haze, haze, haze)))
        if self.pending_glow is None:
            self.pending_glow = layer
        else:
            self.pending_glow = ImageChops.screen(self.pending_glow, layer)

    def beams(
        self,
        beams: Sequence[tuple[Point, float, float, float, RGB, float]],
        blur: float = 3.0,
    ) -> None:
        """Volumetric light cones: (source, angle_deg, spread_deg, length, colour, intensity).

        Angle 90 points straight down.  Cones fade with distance and are modulated by haze.
        """
        size = self.half
        groups: dict[RGB, Image.Image] = {}
        for (sx, sy), angle, spread, length, color, intensity in beams:
            mask = Image.new("L", size)
            draw = ImageDraw.Draw(mask)
            src = (sx / 2, sy / 2)
            ln = length / 2
            for width_factor, value in ((1.0, 0.4), (0.55, 0.7), (0.2, 1.0)):
                half = math.radians(spread * width_factor / 2)
                a = math.radians(angle)
                p1 = (src[0] + ln * math.cos(a - half), src[1] + ln * math.sin(a - half))
                p2 = (src[0] + ln * math.cos(a + half), src[1] + ln * math.sin(a + half))
                draw.polygon([src, p1, p2], fill=int(255 * value * intensity * 0.6))
            mask = mask.filter(ImageFilter.GaussianBlur(blur * self.unit))
            fall = _falloff_frame(size, src, ln, ln).point(lambda v: min(255, v * 1.5))
            mask = ImageChops.multiply(mask, fall)
            groups[color] = ImageChops.add(groups[color], mask) if color in groups else mask
        haze = self.haze(size)
        layer = Image.new("RGB", size)
        for color, mask in groups.items():
            layer = ImageChops.screen(layer, _tint(ImageChops.multiply(mask, haze), color))
        self.screen(layer)

    def lasers(
        self,
        source: Point,
        targets: Sequence[Point],
        color: RGB,
        intensity: float = 1.0,
    ) -> None:
        """Thin laser lines fanning out of ``source``, with glow, fading through the haze."""
        lines = self.new_mask()
        draw = ImageDraw.Draw(lines)
        src = (source[0] / 2, source[1] / 2)
        for tx, ty in targets:
            draw.line([src, (tx / 2, ty / 2)], fill=int(235 * intensity), width=1)
        lines = ImageChops.multiply(lines, self.haze(self.half).point(lambda v: 70 + v * 0.73))
        glow = lines.filter(ImageFilter.GaussianBlur(3 * self.unit)).point(
            lambda v: min(255, v * 3)
        )
        self.screen(_tint(glow, color, hot=False))
        self.screen(_tint(lines, _mix(color, (255, 255, 255), 0.25), hot=False))
        self.glows([(source[0], source[1], 70 * self.unit, color, 0.9 * intensity)], hazy=False)
        self.glows([(source[0], source[1], 18 * self.unit, (255, 255, 255), 0.9)], hazy=False)

    def bokeh(
        self,
        count: int,
        colors: Sequence[RGB],
        area: tuple[float, float, float, float],
        r_range: tuple[float, float],
        intensity: float = 0.6,
        blur: float = 0.06,
        shape: str = "circle",
    ) -> None:
        """Out-of-focus light discs inside ``area`` (x0, y0, x1, y1 in pixels)."""
        masks: list[Image.Image] = [self.new_mask() for _ in colors]
        rng = self.rng
        x0, y0, x1, y1 = area
        for _ in range(count):
            r = rng.uniform(*r_range) * self.unit / 2
            r = r * (0.6 + 0.8 * rng.random() ** 2)
            cx = rng.uniform(x0, x1) / 2
            cy = rng.uniform(y0, y1) / 2
            pad = int(r * 0.5) + 3
            d = int(2 * r) + 2 * pad
            stamp = Image.new("L", (d, d))
            sd = ImageDraw.Draw(stamp)
            v = rng.uniform(0.35, 1.0) * intensity * (0.55 + 0.45 * min(1.0, 18 / max(r, 1)))
            fill = int(150 * v)
            rim = int(min(255, 210 * v))
            if shape == "hexagon":
                rot = rng.uniform(0, 60)
                sd.regular_polygon((pad + r, pad + r, r), 6, rotation=rot, fill=fill, outline=rim)
            else:
                bbox = (pad, pad, pad + 2 * r, pad + 2 * r)
                sd.ellipse(bbox, fill=fill, outline=rim, width=max(1, int(r / 9)))
            stamp = stamp.filter(ImageFilter.GaussianBlur(max(0.6, r * blur)))
            idx = rng.randrange(len(colors))
            _add_region(masks[idx], stamp, (int(cx - r - pad), int(cy - r - pad)))
        layer = Image.new("RGB", self.half)
        for color, mask in zip(colors, masks, strict=True):
            layer = ImageChops.screen(layer, _tint(mask, color))
        self.screen(layer)

    def sparkles(self, points: Sequence[tuple[float, float, float]], color: RGB) -> None:
        """Four-pointed glints: (x, y, size in pixels), drawn at full resolution."""
        mask = Image.new("L", (self.w, self.h))
        for x, y, size in points:
            d = max(8, int(size))
            stamp = _sparkle_stamp().resize((d, d), Image.Resampling.BILINEAR)
            _add_region(mask, stamp, (int(x - d / 2), int(y - d / 2)))
        self.screen(_tint(mask, color))

    def confetti(
        self, count: int, colors: Sequence[RGB], area: tuple[float, float, float, float]
    ) -> None:
        """Drifting metallic confetti flakes, some sharp, some out of focus."""
        rng = self.rng
        for blurred in (True, False):
            masks = [self.new_mask() for _ in colors]
            for _ in range(count // 2):
                m = masks[rng.randrange(len(masks))]
                draw = ImageDraw.Draw(m)
                cx, cy = rng.uniform(area[0], area[2]) / 2, rng.uniform(area[1], area[3]) / 2
                size = rng.uniform(3, 6.5) * self.unit * (1.8 if blurred else 1.0)
                ang = rng.uniform(0, math.pi)
                squash = rng.uniform(0.25, 1.0)
                dx, dy = math.cos(ang) * size, math.sin(ang) * size
                ox, oy = -math.sin(ang) * size * 0.5 * squash, math.cos(ang) * size * 0.5 * squash
                pts = [
                    (cx - dx - ox, cy - dy - oy),
                    (cx + dx - ox, cy + dy - oy),
                    (cx + dx + ox, cy + dy + oy),
                    (cx - dx + ox, cy - dy + oy),
                ]
                draw.polygon(
                    pts, fill=rng.randint(70, 230) if not blurred else rng.randint(40, 110)
                )
            layer = Image.new("RGB", self.half)
            for color, m in zip(colors, masks, strict=True):
                if blurred:
                    m = m.filter(ImageFilter.GaussianBlur(3 * self.unit))
                layer = ImageChops.screen(layer, _tint(m, color))
            self.screen(layer)

    def streaks(self, source: Point, count: int, length: float, color: RGB, spread: float) -> None:
        """A sparkler fountain: short bright streaks thrown upwards from ``source``."""
        mask = Image.new("L", (self.w, self.h))
        draw = ImageDraw.Draw(mask)
        rng = self.rng
        for _ in range(count):
            a = math.radians(-90 + rng.gauss(0, spread))
            r0 = rng.uniform(0, length * 0.9)
            r1 = r0 + rng.uniform(0.05, 0.25) * length
            p0 = (source[0] + r0 * math.cos(a), source[1] + r0 * math.sin(a))
            p1 = (
                source[0] + r1 * math.cos(a),
                source[1] + r1 * math.sin(a) + (r1 / length) ** 2 * 20,
            )
            draw.line([p0, p1], fill=int(255 * (1 - r0 / length) ** 0.6), width=1)
        small = mask.resize(self.half, Image.Resampling.BILINEAR)
        glow = small.filter(ImageFilter.GaussianBlur(3 * self.unit)).point(
            lambda v: min(255, v * 5)
        )
        self.screen(_tint(glow, color, hot=False))
        self.screen(_tint(mask, color))
        self.glows([(source[0], source[1], 120 * self.unit, color, 1.0)], hazy=False)
        self.glows([(source[0], source[1], 26 * self.unit, (255, 255, 255), 1.0)], hazy=False)

    def neon(self, mask: Image.Image, color: RGB) -> None:
        """Neon tubes from a full resolution ``L`` mask of the tube centre lines."""
        small = mask.resize(self.half, Image.Resampling.BILINEAR)
        halo = small.filter(ImageFilter.GaussianBlur(18 * self.unit)).point(
            lambda v: min(255, v * 2.4)
        )
        near = small.filter(ImageFilter.GaussianBlur(4 * self.unit)).point(
            lambda v: min(255, v * 1.6)
        )
        self.screen(_tint(halo, color, hot=False))
        self.screen(_tint(near, color))
        core = mask.filter(ImageFilter.GaussianBlur(1.0))
        self.screen(_tint(core, _mix(color, (255, 255, 255), 0.75), hot=False))

    # -- silhouettes -----------------------------------------------------------------------
    def silhouette(
        self,
        mask: Image.Image,
        color: RGB,
        rim: RGB | None = None,
        rim_strength: float = 0.7,
        rim_mode: str = "top",
    ) -> None:
        """Lay a dark shape (half resolution ``L`` mask) over the light, with a rim light.

        ``rim_mode`` "top" lights only upward-facing edges (light from above and behind);
        "sides" lights the left and right edges, like strip lights on glass.
        """
        self.flush()
        big = mask.resize(self.img.size, Image.Resampling.BILINEAR)
        self.img = Image.composite(Image.new("RGB", self.img.size, color), self.img, big)
        if rim is None:
            return
        k = max(1, round(2 * self.unit))
        edge = ImageChops.subtract(mask, ImageChops.offset(mask, 0, k))
        if rim_mode == "sides":
            left = ImageChops.subtract(mask, ImageChops.offset(mask, k, 0))
            right = ImageChops.subtract(mask, ImageChops.offset(mask, -k, 0))
            edge = ImageChops.lighter(
                ImageChops.lighter(left, right), edge.point(lambda v: v * 0.5)
            )
        edge = edge.filter(ImageFilter.GaussianBlur(0.9)).point(
            lambda v: min(255, v * rim_strength)
        )
        self.screen(_tint(edge, rim))

    # -- finishing -------------------------------------------------------------------------
    def finish(self, vignette: float = 0.75, grain: float = 5.0) -> Image.Image:
        self.flush()
        vig = _vignette((self.w, self.h), vignette)
        self.img = ImageChops.multiply(self.img, vig)
        if grain > 0:
            tile_size = 160
            tile = _noise((tile_size, tile_size), self.rng)
            tile = tile.point(lambda v: 128 + (v - 127.5) * grain / 128.0)
            tile = tile.filter(ImageFilter.GaussianBlur(0.5))
            noise = Image.new("L", (self.w, self.h))
            for ty in range(0, self.h, tile_size):
                for tx in range(0, self.w, tile_size):
                    noise.paste(tile, (tx, ty))
            grain_rgb = Image.merge("RGB", (noise, noise, noise))
            self.img = ImageChops.add(self.img, grain_rgb, 1.0, -128)
        return self.img


@lru_cache(maxsize=16)
def _vignette(size: tuple[int, int], strength: float) -> Image.Image:
    radial = Image.radial_gradient("L").resize(
        (size[0] // 4, size[1] // 4), Image.Resampling.BILINEAR
    )
    vig = radial.point(lambda v: 255 * (1 - strength * min(1.0, (v / 255) ** 2.2 * 1.15)))
    vig = vig.resize(size, Image.Resampling.BILINEAR)
    return Image.merge("RGB", (vig, vig, vig))


@lru_cache(maxsize=1)
def _sparkle_stamp() -> Image.Image:
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
    core = _falloff((22, 22))
    _add_region(stamp, core, (int(c - 11), int(c - 11)))
    return stamp.point(lambda v: min(255, v * 1.6))


# --------------------------------------------------------------------------------------------
# Silhouette builders (all draw ``L`` masks at half resolution)
# --------------------------------------------------------------------------------------------


def _limb(draw: ImageDraw.ImageDraw, pts: Sequence[Point], w0: float, w1: float, fill: int) -> None:
    """A tapered limb through ``pts`` from width ``w0`` to ``w1``."""
    n = len(pts) - 1
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        wa = w0 + (w1 - w0) * i / n
        wb = w0 + (w1 - w0) * (i + 1) / n
        ang = math.atan2(y1 - y0, x1 - x0)
        nx, ny = -math.sin(ang), math.cos(ang)
        draw.polygon(
            [
                (x0 + nx * wa / 2, y0 + ny * wa / 2),
                (x1 + nx * wb / 2, y1 + ny * wb / 2),
                (x1 - nx * wb / 2, y1 - ny * wb / 2),
                (x0 - nx * wa / 2, y0 - ny * wa / 2),
            ],
            fill=fill,
        )
        draw.ellipse((x1 - wb / 2, y1 - wb / 2, x1 + wb / 2, y1 + wb / 2), fill=fill)


def _person(
    draw: ImageDraw.ImageDraw,
    rng: random.Random,
    x: float,
    hy: float,
    hr: float,
    bottom: float,
    fill: int,
    arms: float,
) -> list[Point]:
    """One clubber seen from behind; returns the positions of raised hands."""
    hands: list[Point] = []
    tilt = rng.uniform(-0.25, 0.25) * hr
    sw = hr * rng.uniform(2.0, 2.6)
    sy = hy + hr * rng.uniform(1.7, 2.0)
    # torso: sloped shoulders into the bottom of the frame
    draw.polygon(
        [
            (x - hr * 0.55, hy + hr * 0.9),
            (x - sw * 0.8, sy - hr * 0.15),
            (x - sw, sy + hr * 0.5),
            (x - sw * 1.02, bottom),
            (x + sw * 1.02, bottom),
            (x + sw, sy + hr * 0.5),
            (x + sw * 0.8, sy - hr * 0.15),
            (x + hr * 0.55, hy + hr * 0.9),
        ],
        fill=fill,
    )
    draw.ellipse((x - sw, sy - hr * 0.25, x - sw * 0.45, sy + hr * 0.9), fill=fill)
    draw.ellipse((x + sw * 0.45, sy - hr * 0.25, x + sw, sy + hr * 0.9), fill=fill)
    # head, sometimes with longer hair or a bun
    hw = hr * rng.uniform(0.78, 0.9)
    draw.ellipse((x + tilt - hw, hy - hr * 1.1, x + tilt + hw, hy + hr * 1.05), fill=fill)
    style = rng.random()
    if style < 0.25:
        draw.rounded_rectangle(
            (x + tilt - hw * 1.05, hy - hr * 0.4, x + tilt + hw * 1.05, hy + hr * 1.9),
            radius=int(hr * 0.6),
            fill=fill,
        )
    elif style < 0.35:
        draw.ellipse(
            (x + tilt - hr * 0.4, hy - hr * 1.55, x + tilt + hr * 0.4, hy - hr * 0.75), fill=fill
        )
    for side in (-1, 1):
        if rng.random() < arms:
            shoulder = (x + side * sw * 0.78, sy + hr * 0.1)
            reach = hr * rng.uniform(3.6, 5.0)
            lean = rng.uniform(0.0, 0.5)
            elbow = (
                shoulder[0] + side * reach * rng.uniform(0.2, 0.45),
                shoulder[1] - reach * 0.55,
            )
            hand = (elbow[0] + side * reach * (lean - 0.2), elbow[1] - reach * 0.55)
            _limb(draw, [shoulder, elbow, hand], hr * 0.85, hr * 0.42, fill)
            hands.append(hand)
    return hands


def _crowd(
    sc: _Scene, top: float, rows: int = 3, arms: float = 0.25, scale: float = 1.0
) -> tuple[Image.Image, list[Point]]:
    """A crowd seen from behind; back rows are paler (hazier) and sharper than the front."""
    w, h = sc.half
    rng = sc.rng
    combined = Image.new("L", (w, h))
    phones: list[Point] = []
    for row in range(rows):
        depth = (row + 1) / rows  # 1.0 is the front row
        layer = Image.new("L", (w, h))
        draw = ImageDraw.Draw(layer)
        head = (9 + 10 * depth) * sc.unit * scale
        base_y = (top * sc.h / 2) + depth * 34 * sc.unit * scale
        value = int(170 + 85 * depth)
        x = rng.uniform(-head * 2, head)
        while x < w + head * 2:
            hy = base_y + rng.uniform(-0.8, 1.0) * head * 1.4
            hr = head * rng.uniform(0.85, 1.15)
            hands = _person(draw, rng, x, hy, hr, h + 10, value, arms * (1.2 - 0.4 * depth))
            if depth == 1.0:
                phones.extend(hand for hand in hands if rng.random() < 0.3)
            x += hr * rng.uniform(2.4, 3.8)
        layer = layer.filter(ImageFilter.GaussianBlur((0.5 + 2.2 * depth**2) * sc.unit * scale))
        combined = ImageChops.lighter(combined, layer)
    return combined, phones


def _phone_screens(sc: _Scene, hands: Sequence[Point]) -> None:
    """Glowing phone screens held up by the crowd (positions in half resolution)."""
    mask = sc.new_mask()
    draw = ImageDraw.Draw(mask)
    pw, ph = 3.2 * sc.unit, 5.5 * sc.unit
    for x, y in hands:
        draw.rounded_rectangle((x - pw, y - ph * 1.9, x + pw, y - ph * 0.2), radius=1, fill=150)
    sc.screen(_tint(mask.filter(ImageFilter.GaussianBlur(0.9)), (170, 195, 255)))
    sc.glows(
        [(x * 2, y * 2 - ph * 2, 34 * sc.unit, (140, 170, 255), 0.3) for x, y in hands], hazy=False
    )


def _bottle_outline(
    draw: ImageDraw.ImageDraw,
    cx: float,
    base: float,
    height: float,
    width: float,
    kind: str,
    fill: int,
) -> float:
    """Draw a bottle silhouette standing on ``base`` centred at ``cx``; returns the shoulder y."""
    half = width / 2
    if kind == "champagne":
        body_top = base - height * 0.55
        neck_w = half * 0.34
        neck_top = base - height
        draw.rounded_rectangle(
            (cx - half, body_top, cx + half, base), radius=int(half * 0.25), fill=fill
        )
        draw.polygon(
            [
                (cx - half, body_top + half * 0.3),
                (cx - neck_w, base - height * 0.8),
                (cx + neck_w, base - height * 0.8),
                (cx + half, body_top + half * 0.3),
            ],
            fill=fill,
        )
        draw.ellipse(
            (cx - half, body_top - half * 0.6, cx + half, body_top + half * 0.9), fill=fill
        )
        draw.rectangle(
            (cx - neck_w, neck_top + half * 0.2, cx + neck_w, base - height * 0.75), fill=fill
        )
        draw.rounded_rectangle(
            (cx - neck_w * 1.25, neck_top, cx + neck_w * 1.25, neck_top + height * 0.1),
            radius=int(neck_w * 0.5),
            fill=fill,
        )
        return body_top
    if kind == "liquor":
        shoulder = base - height * 0.62
        neck_w = half * 0.3
        draw.rounded_rectangle(
            (cx - half, shoulder, cx + half, base), radius=int(half * 0.12), fill=fill
        )
        draw.chord(
            (cx - half, shoulder - half * 0.7, cx + half, shoulder + half * 0.7),
            180,
            360,
            fill=fill,
        )
        draw.rectangle((cx - neck_w, base - height, cx + neck_w, shoulder), fill=fill)
        draw.rectangle(
            (cx - neck_w * 1.2, base - height, cx + neck_w * 1.2, base - height * 0.93), fill=fill
        )
        return shoulder
    shoulder = base - height * 0.5  # wine / decanter
    neck_w = half * 0.28
    draw.rounded_rectangle(
        (cx - half, shoulder, cx + half, base), radius=int(half * 0.3), fill=fill
    )
    draw.ellipse((cx - half, shoulder - half * 0.55, cx + half, shoulder + half * 0.55), fill=fill)
    draw.rectangle((cx - neck_w, base - height, cx + neck_w, shoulder), fill=fill)
    return shoulder


def _glass_bottles(
    sc: _Scene,
    specs: Sequence[tuple[float, float, float, float, str]],
    glass: RGB,
    light: RGB,
    foil: RGB,
    extra: Image.Image | None = None,
) -> None:
    """Product-shot bottles: (cx, base, height, width, kind) in half resolution.

    Dark glass with strip-light reflections down the sides, a label and a foil neck.
    ``extra`` adds more shapes (e.g. an ice bucket) to the silhouette.
    """
    mask = sc.new_mask()
    md = ImageDraw.Draw(mask)
    strips = sc.new_mask()
    sd = ImageDraw.Draw(strips)
    labels = sc.new_mask()
    ld = ImageDraw.Draw(labels)
    for cx, base, height, width, kind in specs:
        shoulder = _bottle_outline(md, cx, base, height, width, kind, 255)
        half = width / 2
        sd.rectangle(
            (cx - half * 0.62, shoulder - half * 0.1, cx - half * 0.42, base - height * 0.04),
            fill=150,
        )
        sd.rectangle(
            (cx + half * 0.55, shoulder + half * 0.2, cx + half * 0.64, base - height * 0.06),
            fill=70,
        )
        ly0, ly1 = base - height * 0.36, base - height * 0.16
        ld.rectangle((cx - half * 0.86, ly0, cx + half * 0.86, ly1), fill=36)
        ld.line([(cx - half * 0.86, ly0), (cx + half * 0.86, ly0)], fill=150, width=1)
        ld.line([(cx - half * 0.86, ly1), (cx + half * 0.86, ly1)], fill=150, width=1)
        ld.regular_polygon((cx, (ly0 + ly1) / 2, half * 0.16), 4, rotation=45, fill=120)
        if kind == "champagne":
            ld.rectangle(
                (cx - half * 0.4, base - height, cx + half * 0.4, base - height * 0.8), fill=80
            )
    if extra is not None:
        mask = ImageChops.lighter(mask, extra)
    sc.silhouette(
        mask.filter(ImageFilter.GaussianBlur(0.6)),
        glass,
        rim=light,
        rim_strength=0.75,
        rim_mode="sides",
    )
    sc.screen(
        _tint(
            ImageChops.multiply(strips, mask).filter(ImageFilter.GaussianBlur(2.5 * sc.unit)), light
        )
    )
    sc.screen(_tint(ImageChops.multiply(labels, mask).filter(ImageFilter.GaussianBlur(0.6)), foil))


def _flute_layers(
    height: float, angle: float, rng: random.Random
) -> tuple[Image.Image, Image.Image, Point]:
    """A champagne flute drawn upright, then tilted: (glass edges, liquid, top-centre offset)."""
    bw = height * 0.12
    w = int(bw * 2 + 12)
    h = int(height + 12)
    cx, top = w / 2, 6.0
    base = top + height
    bowl = height * 0.58
    glass = Image.new("L", (w, h))
    gd = ImageDraw.Draw(glass)
    liquid = Image.new("L", (w, h))
    lq = ImageDraw.Draw(liquid)
    left = [
        (cx - bw, top),
        (cx - bw * 0.9, top + bowl * 0.6),
        (cx - bw * 0.5, top + bowl),
        (cx, top + bowl * 1.06),
    ]
    right = [
        (cx + bw, top),
        (cx + bw * 0.9, top + bowl * 0.6),
        (cx + bw * 0.5, top + bowl),
        (cx, top + bowl * 1.06),
    ]
    gd.line(left, fill=210, width=2, joint="curve")
    gd.line(right, fill=110, width=2, joint="curve")
    gd.line(
        [(cx - bw * 0.72, top + bowl * 0.12), (cx - bw * 0.66, top + bowl * 0.75)],
        fill=150,
        width=2,
    )
    gd.ellipse((cx - bw, top - bw * 0.12, cx + bw, top + bw * 0.12), outline=120, width=1)
    gd.line([(cx, top + bowl * 1.06), (cx, base - 2)], fill=150, width=2)
    gd.ellipse(
        (cx - bw * 0.8, base - bw * 0.14, cx + bw * 0.8, base + bw * 0.1), outline=150, width=2
    )
    fill_top = top + bowl * 0.18
    lq.polygon(
        [(cx - bw * 0.97, fill_top), (cx + bw * 0.97, fill_top), *right[1:], *left[1:][::-1]],
        fill=255,
    )
    grad = Image.linear_gradient("L").resize((w, h)).point(lambda v: 70 + v * 0.5)
    liquid = ImageChops.multiply(liquid, grad)
    for _ in range(18):  # bubbles
        by = rng.uniform(fill_top + 6, top + bowl * 0.95)
        spread = bw * 0.8 * (1 - (by - top) / (bowl * 1.1))
        bx = cx + rng.uniform(-spread, spread)
        br = rng.uniform(0.8, 2.0)
        ImageDraw.Draw(liquid).ellipse((bx - br, by - br, bx + br, by + br), fill=255)
    glass = glass.rotate(angle, Image.Resampling.BICUBIC, expand=True)
    liquid = liquid.rotate(angle, Image.Resampling.BICUBIC, expand=True)
    # where the rim centre ends up, relative to the rotated image centre
    t = math.radians(angle)
    dx, dy = 0.0, top - h / 2
    rim = (dx * math.cos(t) + dy * math.sin(t), -dx * math.sin(t) + dy * math.cos(t))
    return glass, liquid, rim


# --------------------------------------------------------------------------------------------
# Compositions
# --------------------------------------------------------------------------------------------


def _fixture_beams(
    sc: _Scene,
    fixtures: int,
    y: float,
    colors: Sequence[RGB],
    spread: float,
    intensity: float,
    fan: int = 1,
) -> None:
    """Moving-head fixtures along a truss, each throwing ``fan`` cones towards the floor."""
    rng = sc.rng
    beams: list[tuple[Point, float, float, float, RGB, float]] = []
    sources: list[tuple[float, RGB]] = []
    for i in range(fixtures):
        x = sc.w * (i + 0.5 + rng.uniform(-0.2, 0.2)) / fixtures
        color = colors[i % len(colors)]
        sources.append((x, color))
        aim = math.degrees(math.atan2(sc.h, rng.uniform(0.1, 0.9) * sc.w - x))
        for k in range(fan):
            offset = (k - (fan - 1) / 2) * spread * 1.6
            beams.append(
                (
                    (x, y),
                    aim + offset,
                    rng.uniform(0.7, 1.0) * spread,
                    sc.h * rng.uniform(1.1, 1.5),
                    color,
                    rng.uniform(0.75, 1.0) * intensity,
                )
            )
    sc.beams(beams)
    sc.glows([(x, y, 55 * sc.unit, color, 1.0) for x, color in sources], hazy=False)
    sc.glows([(x, y, 16 * sc.unit, (255, 255, 255), 1.0) for x, _ in sources], hazy=False)


def _compose_stage(sc: _Scene, image: DemoImage) -> Image.Image:
    """Hero / dance floor: truss lights raking through haze over a crowd."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.4, sc.w * 0.55, _scale_rgb(a, 0.55), 0.9),
            (sc.w * 0.12, sc.h * 0.25, sc.w * 0.3, _scale_rgb(b, 0.5), 0.8),
            (sc.w * 0.88, sc.h * 0.25, sc.w * 0.3, _scale_rgb(c, 0.45), 0.8),
        ]
    )
    hero = image.kind == "hero"
    _fixture_beams(sc, 6 if hero else 4, sc.h * 0.02, (a, c, b), 7, 1.0, fan=2)
    if image.kind in {"hero", "dancefloor-lasers"}:
        laser = (60, 255, 170) if hero else _mix(b, (255, 255, 255), 0.2)
        for src_x, n in ((0.5, 19),) if hero else ((0.3, 13), (0.7, 13)):
            src = (sc.w * src_x, sc.h * 0.1)
            targets = [(sc.w * (-0.15 + 1.3 * i / (n - 1)), sc.h * 0.95) for i in range(n)]
            sc.lasers(src, targets, laser, 0.55)
    sc.bokeh(26, (a, c), (0, sc.h * 0.05, sc.w, sc.h * 0.6), (10, 34), 0.45)
    mask, phones = _crowd(sc, 0.72 if hero else 0.66, rows=3, arms=0.3, scale=1.0 if hero else 1.2)
    sc.silhouette(mask, _scale_rgb(p.bottom, 0.5), rim=_mix(a, c, 0.4), rim_strength=0.9)
    _phone_screens(sc, phones[:4])
    return sc.finish(vignette=0.7, grain=6)


def _compose_lasers(sc: _Scene, image: DemoImage) -> Image.Image:
    """Techno: laser fans from several emitters over a dark crowd."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.3, sc.w * 0.6, _scale_rgb(a, 0.45), 0.9)])
    ceiling = image.kind == "laser-ceiling"
    if ceiling:
        emitters = [
            (sc.w * 0.02, sc.h * 0.42),
            (sc.w * 0.98, sc.h * 0.38),
            (sc.w * 0.5, sc.h * 0.62),
        ]
    elif image.kind == "lasers-center":
        emitters = [(sc.w * 0.5, sc.h * 0.14)]
    else:
        emitters = [(sc.w * 0.2, sc.h * 0.05), (sc.w * 0.8, sc.h * 0.05)]
    for i, (ex, ey) in enumerate(emitters):
        color = (a, c, b)[i % 3]
        count = 24 if ceiling else 17
        targets: list[Point] = []
        for k in range(count):
            t = k / (count - 1)
            if ceiling:
                targets.append((sc.w * (-0.3 + 1.6 * t), -sc.h * 0.05 + rng.uniform(0, sc.h * 0.1)))
            else:
                targets.append((sc.w * (-0.2 + 1.4 * t), sc.h * 1.1))
        sc.lasers((ex, ey), targets, color, 0.85)
    if ceiling:
        sc.beams([((sc.w * 0.5, -sc.h * 0.05), 90, 24, sc.h * 1.2, b, 0.5)])
        sc.bokeh(24, (a, c), (0, sc.h * 0.4, sc.w, sc.h), (8, 26), 0.45)
        mask, phones = _crowd(sc, 0.74, rows=3, arms=0.5, scale=0.9)
    else:
        _fixture_beams(sc, 3, -10, (b, a), 6, 0.55)
        mask, phones = _crowd(sc, 0.7, rows=3, arms=0.45)
    sc.silhouette(mask, (2, 1, 4), rim=a, rim_strength=0.8)
    _phone_screens(sc, phones[:3])
    return sc.finish(vignette=0.8, grain=6)


def _compose_dj(sc: _Scene, image: DemoImage) -> Image.Image:
    """DJ booth: a silhouetted DJ against a blazing backlight, lasers or beams behind."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    cx = sc.w * (0.5 if image.kind == "dj" else 0.42)
    rooftop = image.palette == "blue" and image.bucket == "events-images"
    if rooftop:  # a city skyline behind the rooftop booth
        sky = sc.new_mask()
        sd = ImageDraw.Draw(sky)
        windows = sc.new_mask()
        wd = ImageDraw.Draw(windows)
        x = 0.0
        while x < sc.half[0]:
            bw = rng.uniform(30, 80) * sc.unit
            top = sc.half[1] * rng.uniform(0.3, 0.55)
            sd.rectangle((x, top, x + bw, sc.half[1]), fill=255)
            for wy in range(int(top + 6), int(sc.half[1] * 0.75), max(4, int(7 * sc.unit))):
                for wx in range(int(x + 4), int(x + bw - 4), max(4, int(7 * sc.unit))):
                    if rng.random() < 0.22:
                        wd.rectangle((wx, wy, wx + 1, wy + 2), fill=rng.randint(60, 200))
            x += bw + rng.uniform(2, 10)
        sc.glows([(sc.w * 0.5, sc.h * 0.55, sc.w * 0.7, _scale_rgb(b, 0.6), 0.8)], squash=0.4)
        sc.silhouette(sky.filter(ImageFilter.GaussianBlur(1.5)), _mix(p.top, (10, 14, 30), 0.6))
        sc.screen(_tint(windows.filter(ImageFilter.GaussianBlur(1.4)), (255, 200, 130)))
    sc.glows(
        [
            (cx, sc.h * 0.45, sc.w * 0.5, a, 0.85),
            (cx, sc.h * 0.5, sc.w * 0.16, _mix(a, (255, 255, 255), 0.5), 0.75),
            (sc.w * 0.9, sc.h * 0.2, sc.w * 0.25, b, 0.5),
        ]
    )
    if image.kind == "dj":
        targets = [(sc.w * (-0.1 + 1.2 * i / 13), -sc.h * 0.1) for i in range(14)]
        sc.lasers((cx, sc.h * 0.55), targets, c, 0.75)
    else:
        beams = [
            ((cx, sc.h * 0.55), -90 + d, 7, sc.h * 0.9, b if d % 40 else c, 0.9)
            for d in range(-75, 76, 25)
        ]
        sc.beams(beams)
    sc.bokeh(30, (a, b, c), (0, 0, sc.w, sc.h * 0.7), (10, 40), 0.5)
    h = sc.half[1]
    mask = sc.new_mask()
    d = ImageDraw.Draw(mask)
    u = sc.unit
    x = cx / 2
    booth = h * 0.7
    r = 19 * u
    hy = booth - 4.4 * r
    d.ellipse((x - r * 0.85, hy - r * 1.05, x + r * 0.85, hy + r * 1.05), fill=255)
    d.rectangle((x - r * 0.4, hy + r * 0.5, x + r * 0.4, hy + r * 1.6), fill=255)
    d.polygon(
        [
            (x - r * 0.6, hy + r * 1.2),
            (x - r * 2.0, hy + r * 1.7),
            (x - r * 2.5, hy + r * 2.5),
            (x - r * 2.2, booth + 4),
            (x + r * 2.2, booth + 4),
            (x + r * 2.5, hy + r * 2.5),
            (x + r * 2.0, hy + r * 1.7),
            (x + r * 0.6, hy + r * 1.2),
        ],
        fill=255,
    )
    # headphones: band over the head, one cup on, one pushed off
    d.arc(
        (x - r * 1.05, hy - r * 1.3, x + r * 1.05, hy + r * 0.8),
        200,
        340,
        fill=255,
        width=max(2, int(r * 0.22)),
    )
    d.ellipse((x - r * 1.2, hy - r * 0.2, x - r * 0.6, hy + r * 0.6), fill=255)
    # one hand on the headphone cup, the other raised
    _limb(
        d,
        [(x - r * 2.0, hy + r * 2.0), (x - r * 2.7, hy + r * 0.6), (x - r * 1.1, hy + r * 0.2)],
        r * 0.75,
        r * 0.45,
        255,
    )
    _limb(
        d,
        [(x + r * 2.0, hy + r * 2.0), (x + r * 2.9, hy - r * 0.6), (x + r * 3.2, hy - r * 2.9)],
        r * 0.75,
        r * 0.42,
        255,
    )
    d.ellipse((x + r * 2.95, hy - r * 3.45, x + r * 3.5, hy - r * 2.75), fill=255)
    # booth: desk, decks and mixer
    d.rectangle((x - r * 15, booth, x + r * 15, h), fill=255)
    for off in (-8.5, 0.0, 8.5):
        d.rounded_rectangle(
            (x + (off - 3.2) * r, booth - r * 0.8, x + (off + 3.2) * r, booth + 2),
            radius=int(r * 0.2),
            fill=255,
        )
    sc.silhouette(
        mask.filter(ImageFilter.GaussianBlur(0.8 * u)),
        (3, 2, 4),
        rim=_mix(a, (255, 255, 255), 0.35),
        rim_strength=1.2,
    )
    # LED strip along the booth front and glowing deck displays
    led = sc.new_mask()
    ld = ImageDraw.Draw(led)
    ld.line(
        [(x - r * 14.8, booth + r * 1.2), (x + r * 14.8, booth + r * 1.2)],
        fill=255,
        width=max(1, int(2 * u)),
    )
    for off in (-8.5, 8.5):
        ld.rectangle(
            (x + (off - 1.0) * r, booth - r * 0.75, x + (off + 1.0) * r, booth - r * 0.5), fill=150
        )
    sc.screen(_tint(led.filter(ImageFilter.GaussianBlur(1.2)), c))
    sc.screen(
        _tint(
            led.filter(ImageFilter.GaussianBlur(10 * u)).point(lambda v: min(255, v * 4)),
            c,
            hot=False,
        )
    )
    crowd, phones = _crowd(sc, 0.86, rows=2, arms=0.45, scale=1.25)
    sc.silhouette(crowd, (1, 1, 2), rim=b, rim_strength=0.7)
    _phone_screens(sc, phones[:2])
    return sc.finish(vignette=0.75, grain=6)


def _compose_bar(sc: _Scene, image: DemoImage) -> Image.Image:
    """Back bar: shelves of backlit bottles, a glossy counter and warm bokeh."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    counter_mode = image.kind == "bar-counter"
    sc.glows([(sc.w * 0.5, sc.h * 0.3, sc.w * 0.6, _scale_rgb(a, 0.5), 0.8)])
    shelves = (0.2, 0.42) if counter_mode else (0.16, 0.38, 0.6)
    w, h = sc.half
    strips = sc.new_mask()
    sd = ImageDraw.Draw(strips)
    for sy in shelves:
        sd.rectangle((0, sy * h - 3 * sc.unit, w, sy * h), fill=255)
    sc.screen(
        _tint(
            strips.filter(ImageFilter.GaussianBlur(26 * sc.unit)).point(
                lambda v: min(255, v * 3.2)
            ),
            a,
        )
    )
    sc.screen(_tint(strips.filter(ImageFilter.GaussianBlur(1.5)), _mix(a, (255, 255, 255), 0.6)))
    mask = sc.new_mask()
    md = ImageDraw.Draw(mask)
    liquid = sc.new_mask()
    gd = ImageDraw.Draw(liquid)
    for sy in shelves:
        x = rng.uniform(0, 30) * sc.unit
        base = sy * h - 3 * sc.unit
        while x < w:
            bh = rng.uniform(60, 96) * sc.unit * (0.85 if counter_mode else 0.8)
            bw = bh * rng.uniform(0.24, 0.36)
            kind = rng.choice(("liquor", "liquor", "wine", "champagne"))
            _bottle_outline(md, x + bw / 2, base, bh, bw, kind, 255)
            level = rng.uniform(0.3, 0.5)
            _bottle_outline(
                gd, x + bw / 2, base - bh * 0.06, bh * level, bw * 0.7, "wine", rng.randint(50, 150)
            )
            x += bw + rng.uniform(3, 12) * sc.unit
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.6)), _scale_rgb(p.bottom, 0.8))
    sc.screen(_tint(liquid.filter(ImageFilter.GaussianBlur(2.5 * sc.unit)), b))
    counter_top = sc.h * (0.62 if counter_mode else 0.78)
    cm = sc.new_mask()
    ImageDraw.Draw(cm).rectangle((0, counter_top / 2, w, h), fill=255)
    sc.silhouette(cm, _scale_rgb(p.bottom, 0.5))
    # glossy counter: a soft, dim reflection of the back bar
    sc.flush()
    ct = int(counter_top)
    span = min(sc.h - ct, int(sc.h * 0.3))
    refl = sc.img.crop((0, ct - span, sc.w, ct)).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    refl = (
        refl.resize((sc.w // 4, max(1, span // 4)))
        .filter(ImageFilter.GaussianBlur(2))
        .resize((sc.w, span))
    )
    fade = Image.linear_gradient("L").resize((sc.w, span)).point(lambda v: (255 - v) * 0.45)
    region = sc.img.crop((0, ct, sc.w, ct + span))
    sc.img.paste(Image.composite(ImageChops.screen(region, refl), region, fade), (0, ct))
    edge = sc.new_mask()
    ImageDraw.Draw(edge).line([(0, counter_top / 2), (w, counter_top / 2)], fill=255, width=2)
    sc.screen(
        _tint(edge.filter(ImageFilter.GaussianBlur(1.0)).point(lambda v: min(255, v * 1.6)), c)
    )
    if counter_mode:
        specs = [
            (w * 0.16, counter_top / 2 + 4, h * 0.44, h * 0.13, "champagne"),
            (w * 0.3, counter_top / 2 + 4, h * 0.5, h * 0.13, "liquor"),
            (w * 0.72, counter_top / 2 + 4, h * 0.42, h * 0.14, "wine"),
            (w * 0.86, counter_top / 2 + 4, h * 0.47, h * 0.13, "champagne"),
        ]
        _glass_bottles(sc, specs, (4, 4, 5), _mix(c, (255, 255, 255), 0.3), p.accent)
    else:
        glasses = sc.new_mask()
        gl = ImageDraw.Draw(glasses)
        for gx in (0.2, 0.26, 0.64, 0.7, 0.76):
            gh = h * 0.08
            top = counter_top / 2 - gh
            gl.line(
                [(gx * w - gh * 0.32, top), (gx * w - gh * 0.26, counter_top / 2)],
                fill=190,
                width=1,
            )
            gl.line(
                [(gx * w + gh * 0.32, top), (gx * w + gh * 0.26, counter_top / 2)], fill=90, width=1
            )
            gl.rectangle(
                (gx * w - gh * 0.27, top + gh * 0.62, gx * w + gh * 0.27, counter_top / 2 - 1),
                fill=45,
            )
            gl.line(
                [(gx * w - gh * 0.28, top + gh * 0.62), (gx * w + gh * 0.28, top + gh * 0.62)],
                fill=120,
            )
        sc.screen(
            _tint(glasses.filter(ImageFilter.GaussianBlur(0.6)), _mix(a, (255, 255, 255), 0.4))
        )
    sc.bokeh(30, (a, c), (0, 0, sc.w, sc.h * 0.75), (12, 44), 0.4, blur=0.1)
    return sc.finish(vignette=0.75, grain=5)


def _compose_lounge(sc: _Scene, image: DemoImage) -> Image.Image:
    """VIP lounge: a curved booth, pendant lamps and a bokeh-filled room behind."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.3, sc.h * 0.4, sc.w * 0.45, _scale_rgb(a, 0.6), 0.8),
            (sc.w * 0.8, sc.h * 0.35, sc.w * 0.4, _scale_rgb(b, 0.5), 0.8),
        ]
    )
    # warm wall washes behind the booth
    sc.glows(
        [(sc.w * f, sc.h * 0.55, sc.w * 0.16, c, 0.6) for f in (0.1, 0.37, 0.63, 0.9)], squash=1.8
    )
    sc.bokeh(
        40,
        (a, b, c),
        (0, sc.h * 0.1, sc.w, sc.h * 0.7),
        (14, 50),
        0.45,
        blur=0.12,
        shape="hexagon" if image.seed % 2 else "circle",
    )
    # two rows of pendant lamps: small and far, large and near
    cords = sc.new_mask()
    cd = ImageDraw.Draw(cords)
    lamps: list[tuple[float, float, float]] = []
    for row, (n, drop, size) in enumerate(((7, 0.2, 0.5), (4, 0.3, 1.0))):
        for i in range(n):
            lx = sc.w * (i + 0.5 + (0.5 if row else 0) * rng.uniform(-0.3, 0.3)) / n
            ly = sc.h * drop * rng.uniform(0.8, 1.15)
            lamps.append((lx, ly, size))
            cd.line([(lx / 2, 0), (lx / 2, ly / 2)], fill=int(60 * size), width=1)
    sc.screen(_tint(cords, _scale_rgb(a, 0.6), hot=False))
    sc.glows([(x, y, 150 * s * sc.unit, a, 0.85) for x, y, s in lamps])
    shades = sc.new_mask()
    shd = ImageDraw.Draw(shades)
    for x, y, s in lamps:
        r = 16 * s * sc.unit
        shd.chord((x / 2 - r, y / 2 - r * 0.9, x / 2 + r, y / 2 + r * 0.9), 180, 360, fill=140)
    sc.screen(_tint(shades.filter(ImageFilter.GaussianBlur(1.0)), _mix(a, (255, 255, 255), 0.3)))
    sc.glows(
        [(x, y + 4 * sc.unit, 22 * s * sc.unit, (255, 244, 225), 1.0) for x, y, s in lamps],
        hazy=False,
    )
    # two booth backs framing a low table with an illuminated ice bucket
    w, h = sc.half
    mask = sc.new_mask()
    d = ImageDraw.Draw(mask)
    top = h * 0.7
    rad = int(h * 0.08)
    d.rounded_rectangle((-w * 0.1, top, w * 0.4, h * 1.2), radius=rad, fill=255)
    d.rounded_rectangle((w * 0.6, top + h * 0.01, w * 1.1, h * 1.2), radius=rad, fill=255)
    tx, ty = w * 0.5, h * 0.86
    d.ellipse((tx - w * 0.13, ty, tx + w * 0.13, ty + h * 0.06), fill=255)
    d.rectangle((tx - w * 0.02, ty + h * 0.03, tx + w * 0.02, h), fill=255)
    sc.silhouette(
        mask.filter(ImageFilter.GaussianBlur(1.4 * sc.unit)), (4, 3, 4), rim=a, rim_strength=1.0
    )
    seams = sc.new_mask()
    sd = ImageDraw.Draw(seams)
    for k in range(1, 4):
        sd.line([(0, top + h * 0.07 * k), (w * 0.39, top + h * 0.07 * k)], fill=22, width=1)
        sd.line([(w * 0.61, top + h * 0.07 * k), (w, top + h * 0.07 * k)], fill=22, width=1)
    sc.screen(_tint(seams.filter(ImageFilter.GaussianBlur(1.0)), a, hot=False))
    bucket = sc.new_mask()
    bd = ImageDraw.Draw(bucket)
    bh = h * 0.12
    bd.polygon(
        [
            (tx - bh * 0.4, ty + h * 0.02),
            (tx + bh * 0.4, ty + h * 0.02),
            (tx + bh * 0.5, ty + h * 0.02 - bh),
            (tx - bh * 0.5, ty + h * 0.02 - bh),
        ],
        fill=190,
    )
    sc.glows([(tx * 2, (ty - bh * 0.4) * 2, 160 * sc.unit, c, 0.85)], hazy=False)
    sc.screen(_tint(bucket.filter(ImageFilter.GaussianBlur(1.2)), c))
    neck = sc.new_mask()
    _bottle_outline(
        ImageDraw.Draw(neck), tx + bh * 0.08, ty - bh * 0.5, bh * 1.6, bh * 0.36, "champagne", 255
    )
    sc.silhouette(
        ImageChops.subtract(neck, bucket.point(lambda v: 255 if v else 0)).filter(
            ImageFilter.GaussianBlur(0.8)
        ),
        (5, 4, 5),
        rim=c,
        rim_strength=1.0,
    )
    sc.glows([(tx * 2, ty * 2 + 10 * sc.unit, sc.w * 0.14, c, 0.6)], hazy=False, squash=0.25)
    return sc.finish(vignette=0.72, grain=5)


def _compose_champagne(sc: _Scene, image: DemoImage) -> Image.Image:
    """Champagne: two flutes meeting in a toast amid golden bokeh and glints."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.4, sc.w * 0.6, _scale_rgb(a, 0.6), 0.9),
            (sc.w * 0.8, sc.h * 0.2, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
        ]
    )
    sc.bokeh(70, (a, c, b), (0, 0, sc.w, sc.h), (8, 64), 0.55, blur=0.1)
    glass = sc.new_mask()
    liquid = sc.new_mask()
    height = sc.half[1] * 0.66
    rims: list[Point] = []
    for centre_x, angle in ((0.405, -11.0), (0.595, 11.0)):
        g, lq, rim = _flute_layers(height, angle, rng)
        cx, cy = sc.half[0] * centre_x, sc.half[1] * 0.56
        box = (int(cx - g.width / 2), int(cy - g.height / 2))
        _add_region(glass, g, box)
        _add_region(liquid, lq, box)
        rims.append((cx + rim[0], cy + rim[1]))
    wine = _mix(a, (255, 214, 140), 0.5)
    sc.screen(_tint(liquid.filter(ImageFilter.GaussianBlur(0.8)).point(lambda v: v * 0.8), wine))
    sc.screen(
        _tint(
            liquid.filter(ImageFilter.GaussianBlur(14 * sc.unit)), _scale_rgb(wine, 0.7), hot=False
        )
    )
    sc.screen(
        _tint(glass.filter(ImageFilter.GaussianBlur(4 * sc.unit)), _scale_rgb(c, 0.6), hot=False)
    )
    sc.screen(_tint(glass.filter(ImageFilter.GaussianBlur(0.6)), _mix(c, (255, 255, 255), 0.5)))
    meet = ((rims[0][0] + rims[1][0]), (rims[0][1] + rims[1][1]))  # half-res sum = full-res mean
    sc.sparkles([(meet[0], meet[1], 150 * sc.unit)], (255, 250, 235))
    glints = [
        (rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.8), rng.uniform(30, 80) * sc.unit)
        for _ in range(12)
    ]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.7, grain=5)


def _compose_bottle(sc: _Scene, image: DemoImage) -> Image.Image:
    """Bottle service: bottles on a glossy plinth with sparklers and a jewel-like backdrop."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.5, sc.w * 0.5, _scale_rgb(a, 0.7), 0.9),
            (sc.w * 0.12, sc.h * 0.3, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
            (sc.w * 0.88, sc.h * 0.3, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
        ]
    )
    sc.beams(
        [
            ((sc.w * 0.5, -sc.h * 0.1), 90, 18, sc.h * 1.2, c, 0.8),
            ((sc.w * 0.18, -sc.h * 0.1), 68, 9, sc.h * 1.2, a, 0.55),
            ((sc.w * 0.82, -sc.h * 0.1), 112, 9, sc.h * 1.2, a, 0.55),
        ]
    )
    shape = "hexagon" if image.palette == "platinum" else "circle"
    sc.bokeh(55, (a, b, c), (0, 0, sc.w, sc.h), (10, 55), 0.5, blur=0.1, shape=shape)
    w, h = sc.half
    plinth = h * 0.8
    if image.palette == "silver":
        specs = [
            (w * 0.5, plinth + 1, h * 0.6, h * 0.16, "liquor"),
            (w * 0.37, plinth + 1, h * 0.46, h * 0.13, "liquor"),
            (w * 0.63, plinth + 1, h * 0.46, h * 0.13, "liquor"),
        ]
        sparklers = [(0.5, 0.6)]
    else:
        specs = [
            (w * 0.5, plinth + 1, h * 0.62, h * 0.17, "champagne"),
            (w * 0.36, plinth + 1, h * 0.5, h * 0.135, "champagne"),
            (w * 0.64, plinth + 1, h * 0.5, h * 0.135, "champagne"),
        ]
        sparklers = [(0.36, 0.5), (0.64, 0.5)]
    extra = sc.new_mask()
    ed = ImageDraw.Draw(extra)
    ed.rectangle((0, plinth, w, h), fill=255)
    bx = w * 0.8
    ed.polygon(
        [
            (bx - h * 0.08, plinth),
            (bx + h * 0.08, plinth),
            (bx + h * 0.1, plinth - h * 0.19),
            (bx - h * 0.1, plinth - h * 0.19),
        ],
        fill=255,
    )
    ed.ellipse((bx - h * 0.105, plinth - h * 0.205, bx + h * 0.105, plinth - h * 0.175), fill=255)
    _bottle_outline(ed, bx + h * 0.02, plinth - h * 0.12, h * 0.26, h * 0.08, "champagne", 255)
    _glass_bottles(sc, specs, (4, 4, 6), _mix(c, (255, 255, 255), 0.35), p.accent, extra)
    sc.flush()
    # glossy plinth reflection
    top = int(plinth * 2)
    span = sc.h - top
    refl = sc.img.crop((0, top - span, sc.w, top)).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    refl = refl.filter(ImageFilter.GaussianBlur(3 * sc.unit)).point(lambda v: v * 0.35)
    sc.img.paste(ImageChops.screen(sc.img.crop((0, top, sc.w, sc.h)), refl), (0, top))
    edge = sc.new_mask()
    ImageDraw.Draw(edge).line([(0, plinth), (w, plinth)], fill=200, width=1)
    sc.screen(_tint(edge.filter(ImageFilter.GaussianBlur(1.0)), a))
    for fx, fh in sparklers:
        src = (fx * sc.w, (0.8 - fh) * sc.h - 4 * sc.unit)
        sc.streaks(src, 150, sc.h * 0.3, _mix(p.accent, (255, 255, 255), 0.3), 16)
    glints = [
        (rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.7), rng.uniform(26, 70) * sc.unit)
        for _ in range(10)
    ]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.72, grain=5)


def _compose_gala(sc: _Scene, image: DemoImage) -> Image.Image:
    """Midnight gala: chandelier strands, gold confetti and a central spotlight."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.45, sc.w * 0.55, _scale_rgb(a, 0.7), 0.9)])
    sc.beams(
        [
            ((sc.w * 0.5, -sc.h * 0.05), 90, 20, sc.h * 1.3, c, 0.9),
            ((sc.w * 0.1, -sc.h * 0.05), 60, 7, sc.h * 1.3, a, 0.55),
            ((sc.w * 0.9, -sc.h * 0.05), 120, 7, sc.h * 1.3, a, 0.55),
        ]
    )
    sc.bokeh(70, (a, b, c), (0, 0, sc.w, sc.h), (8, 70), 0.6, blur=0.09)
    pts: list[tuple[float, float, float]] = []
    for k in range(11):
        x = sc.w * (0.2 + 0.6 * k / 10)
        length = sc.h * (0.1 + 0.24 * math.sin(math.pi * k / 10))
        for j in range(8):
            pts.append(
                (
                    x + rng.uniform(-2, 2),
                    length * j / 7 + rng.uniform(-3, 3),
                    rng.uniform(12, 26) * sc.unit,
                )
            )
    sc.sparkles(pts, p.accent)
    sc.confetti(70, (a, c), (0, 0, sc.w, sc.h * 0.8))
    sc.sparkles(
        [
            (rng.uniform(0, sc.w), rng.uniform(0, sc.h), rng.uniform(40, 100) * sc.unit)
            for _ in range(8)
        ],
        p.accent,
    )
    mask, _ = _crowd(sc, 0.76, rows=2, arms=0.12)
    sc.silhouette(mask, (3, 2, 1), rim=a, rim_strength=0.8)
    return sc.finish(vignette=0.75, grain=5)


def _compose_neon(sc: _Scene, image: DemoImage) -> Image.Image:
    """Neon dreams: a neon portal at the end of a neon-lined room, mirrored in a wet floor."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows([(sc.w * 0.5, sc.h * 0.4, sc.w * 0.5, _scale_rgb(b, 0.5), 0.8)])
    sc.bokeh(26, (a, c), (0, 0, sc.w, sc.h * 0.6), (10, 40), 0.35, blur=0.12)
    cx, cy = sc.w * 0.5, sc.h * 0.4
    r = sc.h * 0.24
    floor = cy + r * 1.25
    width = max(2, round(4 * sc.unit))
    ring = Image.new("L", (sc.w, sc.h))
    ImageDraw.Draw(ring).ellipse((cx - r, cy - r, cx + r, cy + r), outline=255, width=width)
    tri = Image.new("L", (sc.w, sc.h))
    t = r * 0.62
    pts = [
        (cx + t * math.cos(math.radians(a0)), cy + t * math.sin(math.radians(a0)))
        for a0 in (-90, 30, 150)
    ]
    ImageDraw.Draw(tri).line([*pts, pts[0]], fill=255, width=width, joint="curve")
    side = Image.new("L", (sc.w, sc.h))
    sd = ImageDraw.Draw(side)
    for k in range(4):  # vertical tubes receding towards the portal
        f = 0.04 + 0.1 * k
        top = sc.h * (0.08 + 0.06 * k)
        bottom = floor - sc.h * 0.02 * (3 - k)
        sd.line([(sc.w * f, top), (sc.w * f, bottom)], fill=int(255 - 35 * k), width=width)
        sd.line(
            [(sc.w * (1 - f), top), (sc.w * (1 - f), bottom)], fill=int(255 - 35 * k), width=width
        )
    sc.neon(ring, a)
    sc.neon(tri, c)
    sc.neon(side, b)
    sc.flush()
    fl = int(floor)
    span = sc.h - fl
    refl = sc.img.crop((0, fl - span, sc.w, fl)).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    refl = (
        refl.resize((sc.w // 3, max(1, span // 6)))
        .filter(ImageFilter.GaussianBlur(1.5))
        .resize((sc.w, span))
    )
    fade = Image.linear_gradient("L").resize((sc.w, span)).point(lambda v: 255 - v * 0.8)
    floor_img = sc.img.crop((0, fl, sc.w, sc.h))
    wet = ImageChops.screen(floor_img.point(lambda v: v * 0.4), refl.point(lambda v: v * 0.8))
    sc.img.paste(Image.composite(wet, floor_img, fade), (0, fl))
    mask, phones = _crowd(sc, 0.84, rows=2, arms=0.35, scale=1.1)
    sc.silhouette(mask, (2, 1, 3), rim=a, rim_strength=0.8)
    _phone_screens(sc, phones[:2])
    return sc.finish(vignette=0.7, grain=5)


def _curtain(sc: _Scene, color: RGB, lit_x: float) -> None:
    """Velvet stage curtain: soft vertical folds, brightest around ``lit_x``."""
    rng = sc.rng
    cols = max(8, sc.w // 8)
    folds = Image.new("L", (cols, 1))
    phase = rng.uniform(0, math.tau)
    values = []
    for i in range(cols):
        t = i / cols
        wave = math.sin(t * 46 + phase + 1.3 * math.sin(t * 9)) * 0.5 + 0.5
        values.append(int(255 * wave**1.6))
    folds.putdata(values)
    layer = folds.resize(sc.half, Image.Resampling.BICUBIC)
    d = sc.w * 0.45
    pool = _falloff_frame(sc.half, (lit_x / 2, d * 0.4), d / 2, d * 0.55)
    layer = ImageChops.multiply(layer, pool.point(lambda v: 40 + v * 0.84))
    sc.screen(_tint(layer.point(lambda v: v * 0.75), color, hot=False))


def _compose_jazz(sc: _Scene, image: DemoImage) -> Image.Image:
    """Jazz lounge: a velvet curtain, a smoky spotlight on a microphone, candlelit tables."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    _curtain(sc, _mix(b, (120, 10, 20), 0.45), sc.w * 0.6)
    sc.glows([(sc.w * 0.55, sc.h * 0.55, sc.w * 0.5, _scale_rgb(a, 0.45), 0.9)])
    sc.bokeh(26, (a, b), (0, 0, sc.w, sc.h * 0.8), (14, 60), 0.4, blur=0.12)
    mx = sc.w * 0.6
    floor_y = sc.h * 0.8
    sc.beams([((mx + sc.w * 0.06, -sc.h * 0.08), 95, 17, sc.h * 1.3, c, 1.0)], blur=6)
    sc.glows([(mx, floor_y, sc.w * 0.2, c, 0.9)], hazy=False, squash=0.22)
    w, h = sc.half
    u = sc.unit
    mask = sc.new_mask()
    d = ImageDraw.Draw(mask)
    x, fl = mx / 2, floor_y / 2
    # microphone on a stand
    d.line([(x, fl), (x, h * 0.4)], fill=255, width=max(2, int(3 * u)))
    d.polygon([(x - 30 * u, fl), (x + 30 * u, fl), (x, fl - 18 * u)], fill=255)
    d.line([(x, h * 0.42), (x + 22 * u, h * 0.37)], fill=255, width=max(2, int(3 * u)))
    d.rounded_rectangle((x + 18 * u, h * 0.345, x + 32 * u, h * 0.375), radius=int(6 * u), fill=255)
    # bar stool
    sx = x - 70 * u
    d.ellipse((sx - 26 * u, fl - 90 * u, sx + 26 * u, fl - 80 * u), fill=255)
    d.line([(sx, fl - 85 * u), (sx, fl)], fill=255, width=max(2, int(4 * u)))
    d.line([(sx - 18 * u, fl), (sx + 18 * u, fl)], fill=255, width=max(2, int(3 * u)))
    d.rectangle((0, fl, w, h), fill=255)
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.7)), (3, 2, 1), rim=c, rim_strength=1.3)
    # audience: a few heads and candlelit tables in soft focus
    crowd, _ = _crowd(sc, 0.9, rows=1, arms=0.0, scale=1.6)
    sc.silhouette(crowd, (2, 1, 1), rim=a, rim_strength=0.6)
    candles = [(rng.uniform(0.05, 0.95) * sc.w, rng.uniform(0.9, 0.97) * sc.h) for _ in range(6)]
    sc.glows([(x2, y2, 60 * sc.unit, a, 0.9) for x2, y2 in candles], hazy=False)
    sc.glows([(x2, y2, 10 * sc.unit, (255, 236, 200), 1.0) for x2, y2 in candles], hazy=False)
    return sc.finish(vignette=0.8, grain=6)


_COMPOSERS: dict[str, Callable[[_Scene, DemoImage], Image.Image]] = {
    "hero": _compose_stage,
    "dancefloor": _compose_stage,
    "dancefloor-lasers": _compose_stage,
    "lasers": _compose_lasers,
    "lasers-center": _compose_lasers,
    "laser-ceiling": _compose_lasers,
    "dj": _compose_dj,
    "dj-beams": _compose_dj,
    "bar": _compose_bar,
    "bar-counter": _compose_bar,
    "lounge": _compose_lounge,
    "champagne": _compose_champagne,
    "bottle": _compose_bottle,
    "gala": _compose_gala,
    "neon": _compose_neon,
    "jazz": _compose_jazz,
}


# --------------------------------------------------------------------------------------------
# Menu boards
# --------------------------------------------------------------------------------------------

_SERIF_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/TTF/DejaVuSerif.ttf",
)
_SERIF_BOLD_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSerif-Bold.ttf",
)
_SANS_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
)

_FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=32)
def _font(candidates: tuple[str, ...], size: int) -> _FontType:
    for path in candidates:
        if Path(path).is_file():
            try:
                return ImageFont.truetype(path, size)
            except OSError:
                continue
    return ImageFont.load_default(size=size)


_MENUS: dict[str, tuple[str, tuple[tuple[str, str, str], ...]]] = {
    "Outdoor Menu": (
        "Terrace  ·  Sunset to Midnight",
        (
            ("Aperol Spritz", "Aperol, prosecco, orange, soda", "14"),
            ("Garden Gin Tonic", "Gin, cucumber, elderflower, tonic", "15"),
            ("Frozen Margarita", "Tequila, lime, agave, sea salt", "14"),
            ("Rosé Sangria (jug)", "Rosé, peach, strawberry, mint", "38"),
            ("Watermelon Cooler", "Vodka, watermelon, basil, lime", "13"),
            ("Grilled Halloumi Skewers", "Honey, chili, lemon thyme", "12"),
            ("Tuna Tostadas", "Avocado, lime, sesame, chipotle", "16"),
            ("Virgin Mojito", "Mint, lime, cane sugar, soda", "9"),
        ),
    ),
    "Club Menu": (
        "Main Room  ·  Until Late",
        (
            ("Nocturne Signature", "Dark rum, passion fruit, vanilla, gold", "18"),
            ("Espresso Martini", "Vodka, espresso, coffee liqueur", "16"),
            ("Neon Negroni", "Gin, bitter, vermouth, blood orange", "16"),
            ("Midnight Old Fashioned", "Bourbon, smoked maple, bitters", "17"),
            ("Champagne by the Glass", "Brut, house selection", "22"),
            ("Premium Vodka Bottle", "Served with mixers and ice", "320"),
            ("Champagne Magnum", "Sparkler presentation", "650"),
            ("Energy Mixer", "Per can", "6"),
        ),
    ),
    "Kitchen Menu": (
        "Served 20:00 - 02:00",
        (
            ("Truffle Fries", "Parmesan, black truffle oil, herbs", "11"),
            ("Wagyu Sliders", "Brioche, cheddar, caramelised onion", "19"),
            ("Crispy Calamari", "Lemon aioli, smoked paprika", "15"),
            ("Burrata & Heirloom Tomato", "Basil oil, sourdough crisp", "16"),
            ("Chicken Karaage", "Yuzu mayo, pickled cucumber", "14"),
            ("Sushi Platter", "Chef's selection, 16 pieces", "34"),
            ("Charcuterie Board", "Cured meats, cheese, olives", "26"),
            ("Chocolate Fondant", "Salted caramel, vanilla cream", "12"),
        ),
    ),
}


def _text_width(draw: ImageDraw.ImageDraw, text: str, font: _FontType) -> float:
    return draw.textlength(text, font=font)


def _spaced(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    font: _FontType,
    fill: RGB,
    spacing: float,
    anchor_center: bool,
) -> None:
    """Draw text with letter spacing (tracking); optionally centred on ``xy``."""
    widths = [_text_width(draw, ch, font) for ch in text]
    total = sum(widths) + spacing * (len(text) - 1)
    x = xy[0] - total / 2 if anchor_center else xy[0]
    for ch, cw in zip(text, widths, strict=True):
        draw.text((x, xy[1]), ch, font=font, fill=fill)
        x += cw + spacing


def _render_menu(image: DemoImage) -> Image.Image:
    sc = _Scene(image)
    p = sc.pal
    a, b, _ = p.lights
    w, h = sc.w, sc.h
    rng = sc.rng
    # board texture: slate base, brushed streaks and mottling
    sc.img = Image.new("RGB", (w, h), (16, 16, 18))
    mottle = _haze((w // 10, h // 10), rng, 0, 255).resize((w, h), Image.Resampling.BICUBIC)
    mottle = mottle.point(lambda v: v * 0.09)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (mottle, mottle, mottle)))
    brushed = _noise((w // 2, 40), rng).resize((w, h), Image.Resampling.BILINEAR)
    brushed = brushed.filter(ImageFilter.GaussianBlur(1.6)).point(lambda v: v * 0.045)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (brushed, brushed, brushed)))
    sc.glows(
        [
            (w * 0.5, -h * 0.05, w * 0.75, _scale_rgb(a, 0.45), 0.8),
            (w * 0.95, h * 1.0, w * 0.5, _scale_rgb(b, 0.3), 0.6),
        ]
    )
    sc.bokeh(16, (a, b), (0, 0, w, h * 0.18), (10, 30), 0.35, blur=0.15)
    img = sc.finish(vignette=0.6, grain=3)
    draw = ImageDraw.Draw(img)
    gold = p.accent
    muted = (170, 164, 156)
    # double frame
    m = 48
    draw.rectangle((m, m, w - m, h - m), outline=_scale_rgb(gold, 0.85), width=3)
    draw.rectangle(
        (m + 12, m + 12, w - m - 12, h - m - 12), outline=_scale_rgb(gold, 0.45), width=1
    )
    for x0, y0 in ((m, m), (w - m, m), (m, h - m), (w - m, h - m)):
        draw.regular_polygon((x0, y0, 9), 4, rotation=45, fill=gold)
    brand = _font(_SANS_FONTS, 30)
    title_font = _font(_SERIF_BOLD_FONTS, 104)
    sub_font = _font(_SANS_FONTS, 30)
    item_font = _font(_SERIF_FONTS, 46)
    desc_font = _font(_SANS_FONTS, 28)
    price_font = _font(_SERIF_BOLD_FONTS, 46)
    _spaced(draw, (w / 2, 130), "NOCTURNE", brand, _scale_rgb(gold, 0.9), 14, True)
    title = image.title or "Menu"
    subtitle, items = _MENUS.get(title, _MENUS["Club Menu"])
    # glow behind the title
    glow = Image.new("L", (w, h))
    gdraw = ImageDraw.Draw(glow)
    gdraw.text((w / 2, 250), title, font=title_font, fill=255, anchor="mm")
    glow = glow.filter(ImageFilter.GaussianBlur(14)).point(lambda v: min(255, v * 1.4))
    img = ImageChops.screen(img, _tint(glow, a, hot=False))
    draw = ImageDraw.Draw(img)
    draw.text(
        (w / 2, 250), title, font=title_font, fill=_mix(gold, (255, 255, 255), 0.25), anchor="mm"
    )
    draw.text((w / 2, 340), subtitle, font=sub_font, fill=muted, anchor="mm")
    # ornament divider
    cy = 395
    draw.line([(w / 2 - 200, cy), (w / 2 - 26, cy)], fill=_scale_rgb(gold, 0.7), width=2)
    draw.line([(w / 2 + 26, cy), (w / 2 + 200, cy)], fill=_scale_rgb(gold, 0.7), width=2)
    draw.regular_polygon((w / 2, cy, 11), 4, rotation=45, outline=gold, width=2)
    # items with dotted leaders
    left, right = 130, w - 130
    y = 470.0
    step = (h - 200 - y) / len(items)
    for name, desc, price in items:
        draw.text((left, y), name, font=item_font, fill=(240, 234, 224))
        pw = _text_width(draw, price, price_font)
        draw.text((right - pw, y), price, font=price_font, fill=gold)
        nw = _text_width(draw, name, item_font)
        dots_start, dots_end = left + nw + 18, right - pw - 18
        dx = dots_start
        while dx < dots_end:
            draw.ellipse((dx, y + 34, dx + 3, y + 37), fill=_scale_rgb(gold, 0.45))
            dx += 14
        draw.text((left, y + 60), desc, font=desc_font, fill=muted)
        y += step
    foot = "Please ask our team about allergens  ·  Prices include service"
    draw.text(
        (w / 2, h - 110), foot, font=_font(_SANS_FONTS, 24), fill=(130, 126, 120), anchor="mm"
    )
    return img


# --------------------------------------------------------------------------------------------
# Social icons
# --------------------------------------------------------------------------------------------


def _render_icon(image: DemoImage) -> Image.Image:
    big = 256
    mask = Image.new("L", (big, big))
    d = ImageDraw.Draw(mask)
    kind = image.kind
    if kind == "instagram":
        d.rounded_rectangle((24, 24, 232, 232), radius=62, outline=255, width=20)
        d.ellipse((78, 78, 178, 178), outline=255, width=20)
        d.ellipse((172, 58, 198, 84), fill=255)
    elif kind == "facebook":
        d.ellipse((16, 16, 240, 240), fill=255)
        # the "f", knocked out of the disc
        d.rectangle((118, 108, 152, 241), fill=0)
        d.rectangle((92, 122, 184, 150), fill=0)
        d.arc((118, 58, 218, 158), 180, 270, fill=0, width=34)
        d.rectangle((167, 58, 192, 92), fill=0)
    elif kind == "x":
        d.polygon([(30, 30), (98, 30), (226, 226), (158, 226)], fill=255)
        d.polygon([(44, 44), (84, 44), (212, 212), (172, 212)], fill=0)
        d.line([(40, 226), (114, 145)], fill=255, width=16)
        d.line([(142, 112), (216, 30)], fill=255, width=16)
    else:  # tiktok
        d.arc((42, 118, 146, 222), 0, 360, fill=255, width=30)
        d.rectangle((116, 28, 146, 172), fill=255)
        d.arc((116, -36, 230, 92), 90, 180, fill=255, width=30)
    alpha = mask.resize((image.width, image.height), Image.Resampling.LANCZOS)
    icon = Image.new("RGBA", (image.width, image.height), (255, 255, 255, 0))
    icon.putalpha(alpha)
    return icon


# --------------------------------------------------------------------------------------------
# Catalogue
# --------------------------------------------------------------------------------------------


def _catalogue() -> tuple[DemoImage, ...]:
    items: list[DemoImage] = [
        DemoImage(
            "hero-images",
            "hero-main.webp",
            1920,
            1080,
            "hero",
            "violet",
            101,
            alt="Stage lights sweeping over a crowd through haze",
        ),
    ]
    events = (
        ("event-midnight-gala.jpg", "gala", "gold", "Midnight Gala"),
        ("event-techno-underground.jpg", "lasers", "violet", "Techno Underground"),
        ("event-latin-nights.jpg", "dancefloor", "red", "Latin Nights"),
        ("event-deep-house-sessions.jpg", "dj-beams", "blue", "Deep House Sessions"),
        ("event-neon-dreams.jpg", "neon", "magenta", "Neon Dreams"),
        ("event-jazz-lounge.jpg", "jazz", "amber", "Jazz Lounge"),
    )
    for i, (name, kind, pal, title) in enumerate(events):
        items.append(
            DemoImage(
                "events-images",
                name,
                1200,
                800,
                kind,
                pal,
                200 + i,
                title,
                f"{title} event artwork",
            )
        )
    gallery = (  # ordered to match the demo gallery: dance floor, dj, bar, vip lounge
        ("gallery-dancefloor-peak.jpg", "dancefloor", "magenta", "Dance floor at peak time"),
        ("gallery-dancefloor-lasers.jpg", "dancefloor-lasers", "teal", "Lasers over the crowd"),
        ("gallery-dj-booth.jpg", "dj", "blue", "DJ silhouetted against the booth lights"),
        ("gallery-dj-guest-set.jpg", "dj-beams", "magenta", "Guest DJ under a fan of beams"),
        ("gallery-bar-signature.jpg", "bar", "rose", "Cocktail bar in rose light"),
        ("gallery-bar-long.jpg", "bar", "amber", "Backlit bottles along the long bar"),
        ("gallery-vip-booth.jpg", "lounge", "violet", "Private booth under pendant lamps"),
        ("gallery-vip-champagne.jpg", "champagne", "rose", "Champagne toast in the VIP lounge"),
        ("gallery-dancefloor-crowd.jpg", "lasers-center", "red", "Red laser fan above dancers"),
    )
    for i, (name, kind, pal, alt) in enumerate(gallery):
        items.append(DemoImage("gallery-media", name, 1200, 900, kind, pal, 300 + i, alt=alt))
    experience = (
        ("experience-lounge.jpg", "lounge", "amber", "Lounge seating in warm light"),
        (
            "experience-bar-counter.jpg",
            "bar-counter",
            "gold",
            "Bar counter with bottle silhouettes",
        ),
        ("experience-laser-ceiling.jpg", "laser-ceiling", "violet", "Laser ceiling over the crowd"),
        ("experience-champagne.jpg", "champagne", "gold", "Champagne flutes in sparkling light"),
    )
    for i, (name, kind, pal, alt) in enumerate(experience):
        items.append(DemoImage("experience-images", name, 1200, 900, kind, pal, 400 + i, alt=alt))
    bottles = (
        ("bottle-silver.jpg", "silver", "Silver package bottle presentation"),
        ("bottle-gold.jpg", "gold", "Gold package with champagne sparklers"),
        ("bottle-platinum.jpg", "platinum", "Platinum package in diamond light"),
    )
    for i, (name, pal, alt) in enumerate(bottles):
        items.append(
            DemoImage("bottle-service-images", name, 1200, 800, "bottle", pal, 500 + i, alt=alt)
        )
    menus = (
        ("menu-outdoor.jpg", "emerald", "Outdoor Menu"),
        ("menu-club.jpg", "magenta", "Club Menu"),
        ("menu-kitchen.jpg", "amber", "Kitchen Menu"),
    )
    for i, (name, pal, title) in enumerate(menus):
        items.append(DemoImage("menu-images", name, 1200, 1600, "menu", pal, 600 + i, title, title))
    for i, icon in enumerate(("instagram", "facebook", "x", "tiktok")):
        items.append(
            DemoImage("social-icons", f"{icon}.png", 64, 64, icon, "silver", 700 + i, alt=icon)
        )
    return tuple(items)


DEMO_IMAGES: tuple[DemoImage, ...] = _catalogue()


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------


def _paint(image: DemoImage) -> Image.Image:
    if image.bucket == "social-icons":
        return _render_icon(image)
    if image.kind == "menu":
        return _render_menu(image)
    composer = _COMPOSERS.get(image.kind, _compose_stage)
    return composer(_Scene(image), image)


def render(image: DemoImage) -> bytes:
    """Paint ``image`` and return it encoded in the format implied by its extension."""
    picture = _paint(image)
    if picture.size != (image.width, image.height):
        picture = picture.resize((image.width, image.height), Image.Resampling.LANCZOS)
    suffix = Path(image.name).suffix.lower()
    buf = io.BytesIO()
    if suffix in {".jpg", ".jpeg"}:
        picture.convert("RGB").save(buf, "JPEG", quality=82, progressive=True, optimize=True)
    elif suffix == ".webp":
        picture.save(buf, "WEBP", quality=82, method=4)
    elif suffix == ".png":
        picture.save(buf, "PNG", optimize=True)
    else:
        raise ValueError(f"unsupported demo image format: {image.name}")
    return buf.getvalue()


def write_all(media_root: Path) -> list[Path]:
    """Write every catalogue image to ``media_root/<bucket>/<name>``.

    Existing files are left untouched.  Returns the paths of all catalogue files (both newly
    written and already present).
    """
    paths: list[Path] = []
    for image in DEMO_IMAGES:
        target = media_root / image.bucket / image.name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = target.with_name(target.name + ".tmp")
            tmp.write_bytes(render(image))
            tmp.replace(target)
        paths.append(target)
    return paths


def url_for(image: DemoImage) -> str:
    """Public URL of a catalogue image, e.g. ``/media/hero-images/hero-main.webp``."""
    return f"/media/{image.bucket}/{image.name}"


def find(name: str) -> DemoImage:
    """Look a catalogue entry up by file name; raises ``KeyError`` if it does not exist."""
    for image in DEMO_IMAGES:
        if image.name == name:
            return image
    raise KeyError(name)
