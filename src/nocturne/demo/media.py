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
    "gold": _Palette((10, 7, 4), (4, 3, 2), ((255, 184, 82), (255, 140, 50), (255, 226, 170)), (255, 214, 140)),
    "violet": _Palette((12, 4, 26), (3, 2, 8), ((150, 70, 255), (70, 60, 255), (230, 80, 255)), (200, 160, 255)),
    "red": _Palette((22, 4, 6), (5, 2, 2), ((255, 40, 48), (255, 110, 36), (255, 50, 130)), (255, 170, 120)),
    "blue": _Palette((3, 8, 26), (2, 3, 9), ((40, 110, 255), (0, 200, 255), (110, 80, 255)), (150, 210, 255)),
    "magenta": _Palette((20, 3, 20), (4, 2, 8), ((255, 40, 190), (170, 60, 255), (0, 225, 255)), (255, 150, 230)),
    "amber": _Palette((16, 8, 3), (4, 2, 1), ((255, 150, 40), (255, 100, 28), (255, 205, 130)), (255, 196, 120)),
    "teal": _Palette((2, 14, 16), (1, 4, 6), ((0, 215, 200), (40, 120, 255), (150, 255, 220)), (150, 255, 230)),
    "rose": _Palette((20, 5, 12), (5, 2, 4), ((255, 80, 140), (255, 150, 90), (200, 70, 255)), (255, 190, 200)),
    "silver": _Palette((9, 10, 14), (3, 3, 5), ((190, 205, 230), (120, 140, 200), (255, 255, 255)), (230, 236, 250)),
    "platinum": _Palette((6, 8, 18), (2, 2, 6), ((170, 200, 255), (200, 150, 255), (245, 250, 255)), (220, 235, 255)),
    "emerald": _Palette((3, 14, 9), (1, 4, 3), ((40, 220, 140), (255, 190, 90), (150, 255, 200)), (214, 196, 140)),
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
        return 255.0 * (1.0 - t * t) ** 2.4

    return radial.point(curve)


def _falloff(size: tuple[int, int]) -> Image.Image:
    return _falloff_master().resize((max(1, size[0]), max(1, size[1])), Image.Resampling.BILINEAR)


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
    def __init__(self, image: DemoImage) -> None:
        self.w = image.width
        self.h = image.height
        self.rng = random.Random(image.seed * 7919 + len(image.name))
        self.pal = _palette(image.palette)
        self.unit = min(self.w, self.h) / 900.0  # 1.0 for a 1200x900 frame
        self.img = self._background()
        self.haze_small = _haze((max(8, self.w // 8), max(8, self.h // 8)), self.rng)

    # -- base -------------------------------------------------------------------------------
    def _background(self) -> Image.Image:
        grad = Image.linear_gradient("L").resize((self.w, self.h), Image.Resampling.BILINEAR)
        top = Image.new("RGB", (self.w, self.h), self.pal.top)
        bottom = Image.new("RGB", (self.w, self.h), self.pal.bottom)
        return Image.composite(bottom, top, grad)

    def haze(self, size: tuple[int, int]) -> Image.Image:
        return self.haze_small.resize(size, Image.Resampling.BICUBIC)

    def screen(self, layer: Image.Image) -> None:
        if layer.size != self.img.size:
            layer = layer.resize(self.img.size, Image.Resampling.BICUBIC)
        self.img = ImageChops.screen(self.img, layer)

    def lighten(self, layer: Image.Image) -> None:
        if layer.size != self.img.size:
            layer = layer.resize(self.img.size, Image.Resampling.BICUBIC)
        self.img = ImageChops.add(self.img, layer)

    # -- light elements --------------------------------------------------------------------
    def glows(self, spots: Sequence[tuple[float, float, float, RGB, float]], hazy: bool = True) -> None:
        """Large soft light pools: (x, y, radius, colour, intensity), all in pixels."""
        s = 6
        size = (max(1, self.w // s), max(1, self.h // s))
        layer = Image.new("RGB", size)
        for x, y, r, color, intensity in spots:
            d = max(2, int(2 * r / s))
            mask = _falloff((d, d)).point(lambda v, k=intensity: v * k)
            light = _tint(mask, color, hot=False)
            cx, cy = int(x / s - d / 2), int(y / s - d / 2)
            box = (cx, cy, cx + d, cy + d)
            region = layer.crop(box)
            layer.paste(ImageChops.screen(region, light), box)
        if hazy:
            haze = self.haze(size).point(lambda v: 110 + v * 0.57)
            layer = ImageChops.multiply(layer, Image.merge("RGB", (haze, haze, haze)))
        self.screen(layer)

    def beams(
        self,
        beams: Sequence[tuple[Point, float, float, float, RGB, float]],
        blur: float = 5.0,
    ) -> None:
        """Volumetric light cones: (source, angle_deg, spread_deg, length, colour, intensity).

        Angle 90 points straight down.  Cones are modulated by the scene haze.
        """
        s = 2
        size = (max(1, self.w // s), max(1, self.h // s))
        groups: dict[RGB, Image.Image] = {}
        for (sx, sy), angle, spread, length, color, intensity in beams:
            mask = Image.new("L", size)
            draw = ImageDraw.Draw(mask)
            src = (sx / s, sy / s)
            ln = length / s
            for width_factor, value in ((1.0, 0.45), (0.45, 0.75), (0.15, 1.0)):
                half = math.radians(spread * width_factor / 2)
                a = math.radians(angle)
                p1 = (src[0] + ln * math.cos(a - half), src[1] + ln * math.sin(a - half))
                p2 = (src[0] + ln * math.cos(a + half), src[1] + ln * math.sin(a + half))
                draw.polygon([src, p1, p2], fill=int(255 * value * intensity * 0.6))
            mask = mask.filter(ImageFilter.GaussianBlur(blur * self.unit))
            fall = Image.new("L", size)
            d = int(2 * ln)
            fall.paste(_falloff((d, d)), (int(src[0] - ln), int(src[1] - ln)))
            fall = fall.point(lambda v: min(255, v * 1.5))
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
        width: float = 2.0,
        intensity: float = 1.0,
    ) -> None:
        """Thin, bright laser lines with a soft glow, fading into haze."""
        s = 2
        size = (max(1, self.w // s), max(1, self.h // s))
        lines = Image.new("L", (self.w, self.h))
        draw = ImageDraw.Draw(lines)
        for tx, ty in targets:
            draw.line([source, (tx, ty)], fill=int(200 * intensity), width=max(1, round(width)))
        haze = self.haze((self.w, self.h)).point(lambda v: 60 + v * 0.76)
        lines = ImageChops.multiply(lines, haze)
        glow = lines.resize(size, Image.Resampling.BILINEAR).filter(
            ImageFilter.GaussianBlur(4 * self.unit)
        )
        glow = glow.point(lambda v: min(255, v * 3.0))
        self.screen(_tint(glow, color, hot=False))
        self.screen(_tint(lines, color))
        self.glows([(source[0], source[1], 60 * self.unit, color, 0.9 * intensity)], hazy=False)

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
        s = 2
        size = (max(1, self.w // s), max(1, self.h // s))
        masks: list[Image.Image] = [Image.new("L", size) for _ in colors]
        rng = self.rng
        x0, y0, x1, y1 = area
        for _ in range(count):
            r = rng.uniform(*r_range) * self.unit / s
            r = r * (0.6 + 0.8 * rng.random() ** 2)
            cx = rng.uniform(x0, x1) / s
            cy = rng.uniform(y0, y1) / s
            pad = int(r * 0.5) + 3
            d = int(2 * r) + 2 * pad
            stamp = Image.new("L", (d, d))
            sd = ImageDraw.Draw(stamp)
            v = rng.uniform(0.35, 1.0) * intensity * (0.55 + 0.45 * min(1.0, 18 / max(r, 1)))
            fill = int(150 * v)
            rim = int(min(255, 210 * v))
            bbox = (pad, pad, pad + 2 * r, pad + 2 * r)
            if shape == "hexagon":
                centre = (pad + r, pad + r, r)
                rot = rng.uniform(0, 60)
                sd.regular_polygon(centre, 6, rotation=rot, fill=fill, outline=rim, width=1)
            else:
                sd.ellipse(bbox, fill=fill, outline=rim, width=max(1, int(r / 9)))
            stamp = stamp.filter(ImageFilter.GaussianBlur(max(0.6, r * blur)))
            idx = rng.randrange(len(colors))
            _add_region(masks[idx], stamp, (int(cx - r - pad), int(cy - r - pad)))
        layer = Image.new("RGB", size)
        for color, mask in zip(colors, masks, strict=True):
            layer = ImageChops.screen(layer, _tint(mask, color))
        self.screen(layer)

    def sparkles(self, points: Sequence[tuple[float, float, float]], color: RGB) -> None:
        """Four-pointed glints: (x, y, size in pixels)."""
        mask = Image.new("L", (self.w, self.h))
        for x, y, size in points:
            d = max(8, int(size))
            stamp = _sparkle_stamp().resize((d, d), Image.Resampling.BILINEAR)
            _add_region(mask, stamp, (int(x - d / 2), int(y - d / 2)))
        self.screen(_tint(mask, color))

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
            p1 = (source[0] + r1 * math.cos(a), source[1] + r1 * math.sin(a))
            draw.line([p0, p1], fill=int(255 * (1 - r0 / length) ** 0.6), width=1)
        glow = mask.filter(ImageFilter.GaussianBlur(3 * self.unit)).point(lambda v: min(255, v * 4))
        self.screen(_tint(glow, color, hot=False))
        self.screen(_tint(mask, color))
        self.glows([(source[0], source[1], 110 * self.unit, color, 1.0)], hazy=False)

    def neon_shapes(self, shapes: Sequence[tuple[str, tuple[float, ...], RGB]], width: float) -> None:
        """Neon tubes: ("ring", (cx, cy, r)) or ("line", (x0, y0, x1, y1)) with a colour."""
        groups: dict[RGB, Image.Image] = {}
        for kind, geo, color in shapes:
            mask = groups.setdefault(color, Image.new("L", (self.w, self.h)))
            draw = ImageDraw.Draw(mask)
            wd = max(2, round(width))
            if kind == "ring":
                cx, cy, r = geo
                draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=255, width=wd)
            elif kind == "arc":
                cx, cy, r, a0, a1 = geo
                draw.arc((cx - r, cy - r, cx + r, cy + r), a0, a1, fill=255, width=wd)
            else:
                draw.line([(geo[0], geo[1]), (geo[2], geo[3])], fill=255, width=wd)
        for color, mask in groups.items():
            small = mask.resize((self.w // 2, self.h // 2), Image.Resampling.BILINEAR)
            halo = small.filter(ImageFilter.GaussianBlur(16 * self.unit)).point(lambda v: min(255, v * 2.2))
            near = small.filter(ImageFilter.GaussianBlur(4 * self.unit)).point(lambda v: min(255, v * 1.6))
            self.screen(_tint(halo, color, hot=False))
            self.screen(_tint(near, color))
            core = mask.filter(ImageFilter.GaussianBlur(0.8))
            self.screen(_tint(core, _mix(color, (255, 255, 255), 0.7)))

    # -- silhouettes -----------------------------------------------------------------------
    def silhouette(self, mask: Image.Image, color: RGB, rim: RGB | None = None, rim_strength: float = 0.7) -> None:
        """Composite a dark shape (``L`` mask, any resolution) with an optional rim light."""
        small = mask
        if mask.size != self.img.size:
            mask = mask.resize(self.img.size, Image.Resampling.BICUBIC)
        self.img = Image.composite(Image.new("RGB", self.img.size, color), self.img, mask)
        if rim is not None:
            blurred = small.filter(ImageFilter.GaussianBlur(3 * small.width / self.w * self.unit + 1))
            shifted = ImageChops.offset(blurred, 0, max(1, int(4 * small.width / self.w * self.unit)))
            edge = ImageChops.subtract(small, shifted)
            edge = edge.point(lambda v: min(255, v * 2.0 * rim_strength))
            self.screen(_tint(edge, rim))

    # -- finishing -------------------------------------------------------------------------
    def finish(self, vignette: float = 0.75, grain: float = 5.0, lift: float = 0.0) -> Image.Image:
        w, h = self.w, self.h
        # Vignette: darken edges and corners.
        radial = Image.radial_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
        vig = radial.point(lambda v: 255 * (1 - vignette * min(1.0, (v / 255) ** 2.2 * 1.15)))
        self.img = ImageChops.multiply(self.img, Image.merge("RGB", (vig, vig, vig)))
        # Lift blacks slightly towards the palette tone, like a graded photograph.
        if lift > 0:
            tone = Image.new("RGB", (w, h), _scale_rgb(self.pal.top, lift))
            self.img = ImageChops.screen(self.img, tone)
        # Fine monochrome film grain from a tiled deterministic noise patch.
        if grain > 0:
            tile_size = 192
            tile = _noise((tile_size, tile_size), self.rng)
            tile = tile.point(lambda v: 128 + (v - 127.5) * grain / 128.0)
            tile = tile.filter(ImageFilter.GaussianBlur(0.5))
            noise = Image.new("L", (w, h))
            for ty in range(0, h, tile_size):
                for tx in range(0, w, tile_size):
                    noise.paste(tile, (tx, ty))
            self.img = ImageChops.add(self.img, Image.merge("RGB", (noise, noise, noise)), 1.0, -128)
        return self.img


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
# Silhouette builders (return ``L`` masks at half resolution)
# --------------------------------------------------------------------------------------------


def _crowd_mask(sc: _Scene, top: float, rows: int = 2, arms: float = 0.25, scale: float = 1.0) -> Image.Image:
    s = 2
    w, h = sc.w // s, sc.h // s
    mask = Image.new("L", (w, h))
    draw = ImageDraw.Draw(mask)
    rng = sc.rng
    for row in range(rows):
        depth = (row + 1) / rows  # back rows first, front rows last
        head = (10 + 9 * depth) * sc.unit * scale / s * (w / (sc.unit * 600))
        head = (14 + 12 * depth) * sc.unit * scale / s
        base_y = top * sc.h / s + (1 - depth) * 0 + depth * 26 * sc.unit / s
        x = rng.uniform(-head * 2, head)
        value = int(150 + 105 * depth)
        while x < w + head * 2:
            hy = base_y + rng.uniform(-0.6, 0.9) * head * 1.6
            hr = head * rng.uniform(0.85, 1.15)
            # shoulders and torso
            sw = hr * rng.uniform(2.3, 2.9)
            draw.rounded_rectangle(
                (x - sw, hy + hr * 1.25, x + sw, h + 10), radius=int(hr * 1.2), fill=value
            )
            # neck and head
            draw.rectangle((x - hr * 0.45, hy + hr * 0.5, x + hr * 0.45, hy + hr * 1.6), fill=value)
            draw.ellipse((x - hr * 0.88, hy - hr, x + hr * 0.88, hy + hr), fill=value)
            if rng.random() < arms:
                side = rng.choice((-1, 1))
                sx, sy = x + side * sw * 0.7, hy + hr * 1.7
                ang = math.radians(-90 + side * rng.uniform(8, 38))
                length = hr * rng.uniform(4.2, 5.6)
                ex, ey = sx + length * math.cos(ang), sy + length * math.sin(ang)
                draw.line([(sx, sy), (ex, ey)], fill=value, width=max(2, int(hr * 0.6)))
                draw.ellipse((ex - hr * 0.38, ey - hr * 0.5, ex + hr * 0.38, ey + hr * 0.4), fill=value)
                if rng.random() < 0.4:  # both hands up
                    sx2 = x - side * sw * 0.7
                    ang2 = math.radians(-90 - side * rng.uniform(8, 38))
                    ex2, ey2 = sx2 + length * math.cos(ang2), sy + length * math.sin(ang2)
                    draw.line([(sx2, sy), (ex2, ey2)], fill=value, width=max(2, int(hr * 0.6)))
                    draw.ellipse(
                        (ex2 - hr * 0.38, ey2 - hr * 0.5, ex2 + hr * 0.38, ey2 + hr * 0.4), fill=value
                    )
            x += hr * rng.uniform(2.6, 4.2)
    return mask.filter(ImageFilter.GaussianBlur(0.8))


def _bottle_outline(
    draw: ImageDraw.ImageDraw, cx: float, base: float, height: float, width: float, kind: str, fill: int
) -> None:
    """Draw a bottle silhouette standing on ``base`` centred at ``cx``."""
    half = width / 2
    if kind == "champagne":
        body_top = base - height * 0.55
        neck_w = half * 0.34
        neck_top = base - height
        draw.rounded_rectangle((cx - half, body_top, cx + half, base), radius=int(half * 0.25), fill=fill)
        draw.polygon(
            [
                (cx - half, body_top + half * 0.3),
                (cx - neck_w, base - height * 0.8),
                (cx + neck_w, base - height * 0.8),
                (cx + half, body_top + half * 0.3),
            ],
            fill=fill,
        )
        draw.ellipse((cx - half, body_top - half * 0.6, cx + half, body_top + half * 0.9), fill=fill)
        draw.rectangle((cx - neck_w, neck_top + half * 0.2, cx + neck_w, base - height * 0.75), fill=fill)
        draw.rounded_rectangle(
            (cx - neck_w * 1.25, neck_top, cx + neck_w * 1.25, neck_top + height * 0.1),
            radius=int(neck_w * 0.5),
            fill=fill,
        )
    elif kind == "liquor":
        shoulder = base - height * 0.62
        neck_w = half * 0.3
        draw.rounded_rectangle((cx - half, shoulder, cx + half, base), radius=int(half * 0.12), fill=fill)
        draw.chord((cx - half, shoulder - half * 0.7, cx + half, shoulder + half * 0.7), 180, 360, fill=fill)
        draw.rectangle((cx - neck_w, base - height, cx + neck_w, shoulder), fill=fill)
        draw.rectangle(
            (cx - neck_w * 1.2, base - height, cx + neck_w * 1.2, base - height * 0.93), fill=fill
        )
    else:  # squat decanter / wine
        shoulder = base - height * 0.5
        neck_w = half * 0.28
        draw.rounded_rectangle((cx - half, shoulder, cx + half, base), radius=int(half * 0.3), fill=fill)
        draw.ellipse((cx - half, shoulder - half * 0.55, cx + half, shoulder + half * 0.55), fill=fill)
        draw.rectangle((cx - neck_w, base - height, cx + neck_w, shoulder), fill=fill)


def _flute(draw: ImageDraw.ImageDraw, cx: float, base: float, height: float, fill: int, width: int) -> None:
    """A champagne flute drawn as an outline (bowl, stem, foot)."""
    bowl_h = height * 0.58
    bw = height * 0.11
    top = base - height
    draw.line([(cx - bw, top), (cx - bw * 0.55, top + bowl_h)], fill=fill, width=width)
    draw.line([(cx + bw, top), (cx + bw * 0.55, top + bowl_h)], fill=fill, width=width)
    draw.arc((cx - bw * 0.55, top + bowl_h - bw * 0.6, cx + bw * 0.55, top + bowl_h + bw * 0.6), 0, 180, fill=fill, width=width)
    draw.line([(cx, top + bowl_h + bw * 0.55), (cx, base)], fill=fill, width=width)
    draw.line([(cx - bw * 0.9, base), (cx + bw * 0.9, base)], fill=fill, width=width)


# --------------------------------------------------------------------------------------------
# Compositions
# --------------------------------------------------------------------------------------------


def _top_beams(sc: _Scene, count: int, y: float, colors: Sequence[RGB], spread: float, intensity: float) -> None:
    rng = sc.rng
    beams: list[tuple[Point, float, float, float, RGB, float]] = []
    for i in range(count):
        x = sc.w * (i + 0.5 + rng.uniform(-0.3, 0.3)) / count
        aim = rng.uniform(0.15, 0.85) * sc.w
        angle = math.degrees(math.atan2(sc.h, aim - x))
        beams.append(
            (
                (x, y),
                angle,
                rng.uniform(0.6, 1.0) * spread,
                sc.h * rng.uniform(1.0, 1.4),
                colors[i % len(colors)],
                rng.uniform(0.7, 1.0) * intensity,
            )
        )
    sc.beams(beams)


def _fixture_glints(sc: _Scene, count: int, y: float, color: RGB) -> None:
    pts = [(sc.w * (i + 0.5) / count, y, 30 * sc.unit) for i in range(count)]
    sc.glows([(x, yy, 45 * sc.unit, color, 0.8) for x, yy, _ in pts], hazy=False)


def _compose_stage(sc: _Scene, image: DemoImage) -> Image.Image:
    """Hero / dance floor: truss lights raking through haze over a crowd."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.35, sc.w * 0.55, _scale_rgb(a, 0.55), 0.9),
            (sc.w * 0.15, sc.h * 0.2, sc.w * 0.3, _scale_rgb(b, 0.5), 0.8),
            (sc.w * 0.85, sc.h * 0.25, sc.w * 0.3, _scale_rgb(c, 0.45), 0.8),
        ]
    )
    n = 7 if image.width > 1500 else 5
    _top_beams(sc, n, -sc.h * 0.02, (a, b, c), 14, 1.0)
    if image.kind in {"hero", "dancefloor-lasers"}:
        src = (sc.w * 0.5, sc.h * 0.08)
        targets = [(sc.w * (i / 14), sc.h * 1.05) for i in range(15)]
        sc.lasers(src, targets, _mix(c, (0, 255, 160), 0.3) if image.kind == "hero" else b, 1.6, 0.55)
    sc.bokeh(26, (a, c), (0, sc.h * 0.05, sc.w, sc.h * 0.55), (10, 34), 0.45)
    _fixture_glints(sc, n + 2, sc.h * 0.015, _mix(a, (255, 255, 255), 0.5))
    crowd = _crowd_mask(sc, 0.76 if image.kind == "hero" else 0.7, rows=3, arms=0.3)
    sc.silhouette(crowd, _scale_rgb(p.bottom, 0.6), rim=_mix(a, c, 0.4), rim_strength=0.6)
    sc.glows([(sc.w * 0.5, sc.h * 1.05, sc.w * 0.4, _scale_rgb(a, 0.25), 0.5)])
    return sc.finish(vignette=0.7, grain=6)


def _compose_lasers(sc: _Scene, image: DemoImage) -> Image.Image:
    """Techno: laser fans from several emitters over a dark crowd."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows([(sc.w * 0.5, sc.h * 0.3, sc.w * 0.6, _scale_rgb(a, 0.45), 0.9)])
    rng = sc.rng
    emitters = (
        [(sc.w * 0.5, sc.h * 0.12)]
        if image.kind == "lasers-center"
        else [(sc.w * 0.2, sc.h * 0.05), (sc.w * 0.8, sc.h * 0.05)]
    )
    if image.kind == "laser-ceiling":
        emitters = [(sc.w * 0.05, sc.h * 0.5), (sc.w * 0.95, sc.h * 0.45), (sc.w * 0.5, sc.h * 0.02)]
    for i, (ex, ey) in enumerate(emitters):
        color = (a, c, b)[i % 3]
        count = 22 if image.kind == "laser-ceiling" else 16
        targets: list[Point] = []
        for k in range(count):
            t = k / (count - 1)
            if image.kind == "laser-ceiling":
                targets.append((sc.w * (1 - t) if ex > sc.w / 2 else sc.w * t, -sc.h * 0.1 + rng.uniform(0, sc.h * 0.15)))
            else:
                targets.append((sc.w * (-0.2 + 1.4 * t), sc.h * 1.1))
        sc.lasers((ex, ey), targets, color, 2.0, 0.8)
    if image.kind == "laser-ceiling":
        sc.beams([((sc.w * 0.5, -sc.h * 0.05), 90, 26, sc.h * 1.2, b, 0.6)])
        sc.bokeh(24, (a, c), (0, sc.h * 0.4, sc.w, sc.h), (8, 26), 0.45)
        crowd = _crowd_mask(sc, 0.8, rows=2, arms=0.5, scale=0.8)
    else:
        _top_beams(sc, 4, -10, (b, a), 8, 0.6)
        crowd = _crowd_mask(sc, 0.72, rows=3, arms=0.45)
    sc.silhouette(crowd, (2, 1, 4), rim=a, rim_strength=0.5)
    return sc.finish(vignette=0.8, grain=6)


def _compose_dj(sc: _Scene, image: DemoImage) -> Image.Image:
    """DJ booth: a silhouetted DJ against a blazing backlight, lasers or beams behind."""
    p = sc.pal
    a, b, c = p.lights
    cx = sc.w * (0.5 if image.kind == "dj" else 0.38)
    sc.glows(
        [
            (cx, sc.h * 0.45, sc.w * 0.5, a, 0.85),
            (cx, sc.h * 0.5, sc.w * 0.18, _mix(a, (255, 255, 255), 0.5), 0.7),
            (sc.w * 0.9, sc.h * 0.2, sc.w * 0.25, b, 0.5),
        ]
    )
    if image.kind == "dj":
        targets = [(sc.w * (-0.1 + 1.2 * i / 11), -sc.h * 0.1) for i in range(12)]
        sc.lasers((cx, sc.h * 0.55), targets, c, 2.0, 0.7)
    else:
        beams = [((cx, sc.h * 0.55), -90 + d, 9, sc.h * 0.9, b if d % 40 else c, 0.9) for d in range(-60, 61, 20)]
        sc.beams(beams)
    sc.bokeh(30, (a, b, c), (0, 0, sc.w, sc.h * 0.7), (10, 40), 0.5)
    s = 2
    w, h = sc.w // s, sc.h // s
    mask = Image.new("L", (w, h))
    d = ImageDraw.Draw(mask)
    u = sc.unit / s
    x = cx / s
    booth_top = h * 0.7
    head_r = 38 * u
    hy = booth_top - 170 * u
    # torso, shoulders, head, headphones
    d.rounded_rectangle((x - 95 * u, hy + 55 * u, x + 95 * u, booth_top + 10 * u), radius=int(50 * u), fill=255)
    d.rectangle((x - 18 * u, hy + 20 * u, x + 18 * u, hy + 70 * u), fill=255)
    d.ellipse((x - head_r * 0.9, hy - head_r, x + head_r * 0.9, hy + head_r), fill=255)
    d.arc((x - head_r * 1.2, hy - head_r * 1.25, x + head_r * 1.2, hy + head_r * 0.9), 190, 350, fill=255, width=max(2, int(9 * u)))
    d.ellipse((x - head_r * 1.3, hy - 12 * u, x - head_r * 0.65, hy + 28 * u), fill=255)
    # raised arm
    d.line([(x + 80 * u, hy + 80 * u), (x + 150 * u, hy - 60 * u)], fill=255, width=max(3, int(26 * u)))
    d.ellipse((x + 132 * u, hy - 95 * u, x + 172 * u, hy - 45 * u), fill=255)
    # other arm on the mixer
    d.line([(x - 80 * u, hy + 90 * u), (x - 140 * u, booth_top + 5 * u)], fill=255, width=max(3, int(26 * u)))
    # booth with equipment
    d.rectangle((x - 360 * u, booth_top, x + 360 * u, h), fill=255)
    d.rectangle((x - 300 * u, booth_top - 22 * u, x - 120 * u, booth_top), fill=255)
    d.rectangle((x + 120 * u, booth_top - 22 * u, x + 300 * u, booth_top), fill=255)
    d.line([(x - 360 * u, booth_top + 26 * u), (x + 360 * u, booth_top + 26 * u)], fill=0, width=1)
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.7)), (3, 2, 4), rim=_mix(a, (255, 255, 255), 0.3), rim_strength=1.0)
    # booth LED strip
    strip = Image.new("L", (w, h))
    ImageDraw.Draw(strip).line(
        [(x - 355 * u, booth_top + 26 * u), (x + 355 * u, booth_top + 26 * u)], fill=255, width=max(1, int(3 * u))
    )
    sc.screen(_tint(strip.filter(ImageFilter.GaussianBlur(2)).point(lambda v: min(255, v * 3)), c))
    crowd = _crowd_mask(sc, 0.86, rows=2, arms=0.45, scale=1.2)
    sc.silhouette(crowd, (1, 1, 2), rim=b, rim_strength=0.4)
    return sc.finish(vignette=0.75, grain=6)


def _compose_bar(sc: _Scene, image: DemoImage) -> Image.Image:
    """Back bar: shelves of backlit bottles, a glossy counter and warm bokeh."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.35, sc.w * 0.6, _scale_rgb(a, 0.5), 0.8)])
    shelves = (0.3, 0.55) if image.kind != "bar-counter" else (0.22, 0.44)
    s = 2
    w, h = sc.w // s, sc.h // s
    # backlight strips behind each shelf
    strips = Image.new("L", (w, h))
    sd = ImageDraw.Draw(strips)
    for sy in shelves:
        sd.rectangle((0, sy * h - 4 * sc.unit, w, sy * h), fill=255)
    lit = strips.filter(ImageFilter.GaussianBlur(30 * sc.unit))
    lit = lit.point(lambda v: min(255, v * 3.2))
    sc.screen(_tint(lit, a))
    sc.screen(_tint(strips.filter(ImageFilter.GaussianBlur(2)), _mix(a, (255, 255, 255), 0.6)))
    # bottles: dark glass with a coloured glow where the light passes through
    mask = Image.new("L", (w, h))
    md = ImageDraw.Draw(mask)
    glass = Image.new("L", (w, h))
    gd = ImageDraw.Draw(glass)
    for sy in shelves:
        x = rng.uniform(0, 30) * sc.unit
        base = sy * h - 4 * sc.unit
        while x < w:
            bh = rng.uniform(95, 150) * sc.unit / s * 1.3
            bw = bh * rng.uniform(0.24, 0.36)
            kind = rng.choice(("liquor", "liquor", "wine", "champagne"))
            _bottle_outline(md, x + bw / 2, base, bh, bw, kind, 255)
            _bottle_outline(gd, x + bw / 2, base - bh * 0.08, bh * 0.45, bw * 0.55, "wine", rng.randint(60, 150))
            x += bw + rng.uniform(4, 16) * sc.unit
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.6)), _scale_rgb(p.bottom, 0.8))
    sc.screen(_tint(glass.filter(ImageFilter.GaussianBlur(3 * sc.unit)), b))
    # counter
    counter_top = sc.h * (0.74 if image.kind != "bar-counter" else 0.66)
    cm = Image.new("L", (w, h))
    ImageDraw.Draw(cm).rectangle((0, counter_top / s, w, h), fill=255)
    sc.silhouette(cm, _scale_rgb(p.bottom, 0.5))
    edge = Image.new("L", (w, h))
    ImageDraw.Draw(edge).line([(0, counter_top / s), (w, counter_top / s)], fill=255, width=2)
    sc.screen(_tint(edge.filter(ImageFilter.GaussianBlur(1.2)).point(lambda v: min(255, v * 2)), c))
    # reflections of the back bar on the counter
    refl = sc.img.crop((0, int(counter_top - sc.h * 0.25), sc.w, int(counter_top))).transpose(
        Image.Transpose.FLIP_TOP_BOTTOM
    )
    refl = refl.filter(ImageFilter.GaussianBlur(8 * sc.unit)).point(lambda v: v * 0.35)
    sc.img.paste(ImageChops.screen(sc.img.crop((0, int(counter_top), sc.w, int(counter_top) + refl.height)), refl), (0, int(counter_top)))
    if image.kind == "bar-counter":
        # bottles standing on the counter in the foreground, strongly rim lit
        fg = Image.new("L", (w, h))
        fd = ImageDraw.Draw(fg)
        for i, (fx, kind) in enumerate(((0.18, "champagne"), (0.3, "liquor"), (0.7, "wine"), (0.84, "champagne"))):
            bh = sc.h * (0.42 + 0.06 * (i % 2)) / s
            _bottle_outline(fd, fx * w, counter_top / s + 6, bh, bh * 0.3, kind, 255)
        sc.silhouette(fg.filter(ImageFilter.GaussianBlur(1.0)), (2, 2, 2), rim=c, rim_strength=1.4)
    sc.bokeh(34, (a, c), (0, 0, sc.w, sc.h * 0.7), (12, 44), 0.42, blur=0.1)
    return sc.finish(vignette=0.75, grain=5)


def _compose_lounge(sc: _Scene, image: DemoImage) -> Image.Image:
    """VIP lounge: low sofas, table lamps and a bokeh-filled room behind."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.3, sc.h * 0.4, sc.w * 0.45, _scale_rgb(a, 0.6), 0.8),
            (sc.w * 0.8, sc.h * 0.35, sc.w * 0.4, _scale_rgb(b, 0.5), 0.8),
        ]
    )
    # LED cove lines in the ceiling, in perspective
    shapes: list[tuple[str, tuple[float, ...], RGB]] = []
    vx, vy = sc.w * rng.uniform(0.4, 0.6), sc.h * 0.42
    for k in range(3):
        y0 = sc.h * (0.02 + 0.08 * k)
        shapes.append(("line", (-sc.w * 0.1, y0, vx - sc.w * 0.1, vy - sc.h * 0.12), c))
        shapes.append(("line", (sc.w * 1.1, y0, vx + sc.w * 0.1, vy - sc.h * 0.12), c))
    sc.neon_shapes(shapes, 2 * sc.unit)
    sc.bokeh(40, (a, b, c), (0, sc.h * 0.1, sc.w, sc.h * 0.65), (14, 50), 0.45, blur=0.12, shape="hexagon" if image.seed % 2 else "circle")
    lamps = [(sc.w * 0.14, sc.h * 0.58), (sc.w * 0.86, sc.h * 0.56)]
    sc.glows([(x, y, 230 * sc.unit, a, 0.95) for x, y in lamps], hazy=False)
    sc.glows([(x, y, 60 * sc.unit, _mix(a, (255, 255, 255), 0.6), 1.0) for x, y in lamps], hazy=False)
    s = 2
    w, h = sc.w // s, sc.h // s
    mask = Image.new("L", (w, h))
    d = ImageDraw.Draw(mask)
    u = sc.unit / s
    # curved booth seating across the foreground
    d.rounded_rectangle((-40 * u, h * 0.68, w * 0.46, h + 40 * u), radius=int(60 * u), fill=255)
    d.rounded_rectangle((w * 0.56, h * 0.66, w + 40 * u, h + 40 * u), radius=int(60 * u), fill=255)
    d.rounded_rectangle((-40 * u, h * 0.78, w + 40 * u, h + 40 * u), radius=int(40 * u), fill=255)
    for px in (w * 0.08, w * 0.2, w * 0.32, w * 0.66, w * 0.8, w * 0.92):  # cushions
        d.rounded_rectangle((px - 48 * u, h * 0.62, px + 48 * u, h * 0.74), radius=int(22 * u), fill=255)
    # lamp stems and shades
    for lx, ly in lamps:
        x, y = lx / s, ly / s
        d.line([(x, y + 20 * u), (x, h * 0.7)], fill=255, width=max(2, int(6 * u)))
    # low table with an ice bucket and bottle
    tx = w * 0.51
    d.ellipse((tx - 150 * u, h * 0.8, tx + 150 * u, h * 0.9), fill=255)
    d.polygon([(tx - 40 * u, h * 0.82), (tx + 40 * u, h * 0.82), (tx + 30 * u, h * 0.72), (tx - 30 * u, h * 0.72)], fill=255)
    _bottle_outline(d, tx + 8 * u, h * 0.74, 140 * u, 36 * u, "champagne", 255)
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.9)), (4, 3, 4), rim=a, rim_strength=0.9)
    sc.glows([(x, y, 14 * sc.unit, (255, 240, 220), 1.0) for x, y in lamps], hazy=False)
    return sc.finish(vignette=0.72, grain=5)


def _compose_champagne(sc: _Scene, image: DemoImage) -> Image.Image:
    """Champagne: flutes raised into a shower of golden bokeh and glints."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.4, sc.w * 0.6, _scale_rgb(a, 0.6), 0.9),
            (sc.w * 0.75, sc.h * 0.2, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
        ]
    )
    sc.bokeh(70, (a, c, b), (0, 0, sc.w, sc.h), (8, 60), 0.55, blur=0.1)
    s = 2
    w, h = sc.w // s, sc.h // s
    glass = Image.new("L", (w, h))
    gd = ImageDraw.Draw(glass)
    fill = Image.new("L", (w, h))
    fd = ImageDraw.Draw(fill)
    flutes = [(0.36, 0.95, 0.62, -6), (0.5, 0.9, 0.7, 2), (0.64, 0.97, 0.6, 8)]
    for fx, fb, fh, _tilt in flutes:
        cx, base, height = fx * w, fb * h, fh * h
        _flute(gd, cx, base, height, 255, max(2, int(3 * sc.unit)))
        bw = height * 0.11
        top = base - height
        fill_top = top + height * 0.14
        fd.polygon(
            [
                (cx - bw * (1 - 0.45 * 0.14 / 0.58) , fill_top),
                (cx + bw * (1 - 0.45 * 0.14 / 0.58), fill_top),
                (cx + bw * 0.55, top + height * 0.58),
                (cx - bw * 0.55, top + height * 0.58),
            ],
            fill=140,
        )
    sc.screen(_tint(fill.filter(ImageFilter.GaussianBlur(2 * sc.unit)), a))
    sc.screen(_tint(glass.filter(ImageFilter.GaussianBlur(5 * sc.unit)), _scale_rgb(c, 0.7), hot=False))
    sc.screen(_tint(glass.filter(ImageFilter.GaussianBlur(0.8)), _mix(c, (255, 255, 255), 0.5)))
    # rising bubbles inside the flutes
    pts: list[tuple[float, float, float]] = []
    for fx, fb, fh, _tilt in flutes:
        for _ in range(14):
            by = (fb - fh * rng.uniform(0.45, 0.86)) * sc.h
            bx = fx * sc.w + rng.uniform(-0.04, 0.04) * fh * sc.h
            pts.append((bx, by, rng.uniform(9, 16) * sc.unit))
    sc.sparkles(pts, _mix(a, (255, 255, 255), 0.5))
    glints = [(rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.8), rng.uniform(30, 90) * sc.unit) for _ in range(14)]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.7, grain=5)


def _compose_bottle(sc: _Scene, image: DemoImage) -> Image.Image:
    """Bottle service: a hero bottle on a plinth with sparklers and a jewel-like backdrop."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.55, sc.w * 0.5, _scale_rgb(a, 0.7), 0.9),
            (sc.w * 0.15, sc.h * 0.3, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
            (sc.w * 0.85, sc.h * 0.3, sc.w * 0.3, _scale_rgb(b, 0.5), 0.7),
        ]
    )
    sc.beams(
        [
            ((sc.w * 0.5, -sc.h * 0.1), 90, 20, sc.h * 1.2, c, 0.8),
            ((sc.w * 0.2, -sc.h * 0.1), 70, 10, sc.h * 1.2, a, 0.5),
            ((sc.w * 0.8, -sc.h * 0.1), 110, 10, sc.h * 1.2, a, 0.5),
        ]
    )
    shape = "hexagon" if image.palette == "platinum" else "circle"
    sc.bokeh(55, (a, b, c), (0, 0, sc.w, sc.h), (10, 55), 0.5, blur=0.1, shape=shape)
    s = 2
    w, h = sc.w // s, sc.h // s
    mask = Image.new("L", (w, h))
    d = ImageDraw.Draw(mask)
    plinth = h * 0.8
    d.rectangle((0, plinth, w, h), fill=255)
    bottles = [(0.5, 0.62, "champagne")]
    if image.palette != "silver":
        bottles += [(0.36, 0.5, "champagne"), (0.64, 0.5, "champagne")]
    else:
        bottles += [(0.38, 0.46, "liquor"), (0.62, 0.46, "liquor")]
    for bx, bh, kind in bottles:
        height = bh * h
        _bottle_outline(d, bx * w, plinth + 2, height, height * 0.27, kind, 255)
    # ice bucket
    d.polygon([(w * 0.76, plinth), (w * 0.9, plinth), (w * 0.92, plinth - h * 0.18), (w * 0.74, plinth - h * 0.18)], fill=255)
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.8)), (3, 3, 4), rim=_mix(c, (255, 255, 255), 0.4), rim_strength=1.5)
    edge = Image.new("L", (w, h))
    ImageDraw.Draw(edge).line([(0, plinth), (w, plinth)], fill=255, width=2)
    sc.screen(_tint(edge.filter(ImageFilter.GaussianBlur(1.5)).point(lambda v: min(255, v * 1.5)), a))
    # sparklers in the side bottles (or the hero bottle for silver)
    tops = [(0.5, 0.62)] if image.palette == "silver" else [(0.36, 0.5), (0.64, 0.5)]
    for bx, bh in tops:
        src = (bx * sc.w, (0.8 - bh) * sc.h - 10 * sc.unit)
        sc.streaks(src, 140, sc.h * 0.28, _mix(p.accent, (255, 255, 255), 0.3), 18)
    glints = [(rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.75), rng.uniform(26, 70) * sc.unit) for _ in range(10)]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.72, grain=5)


def _compose_gala(sc: _Scene, image: DemoImage) -> Image.Image:
    """Midnight gala: chandelier-like golden bokeh, glints and a central spotlight."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.45, sc.w * 0.55, _scale_rgb(a, 0.7), 0.9)])
    sc.beams(
        [
            ((sc.w * 0.5, -sc.h * 0.05), 90, 22, sc.h * 1.3, c, 0.9),
            ((sc.w * 0.1, -sc.h * 0.05), 60, 8, sc.h * 1.3, a, 0.55),
            ((sc.w * 0.9, -sc.h * 0.05), 120, 8, sc.h * 1.3, a, 0.55),
        ]
    )
    sc.bokeh(80, (a, b, c), (0, 0, sc.w, sc.h), (8, 70), 0.6, blur=0.09)
    # chandelier strands: chains of small glints hanging from the ceiling
    pts: list[tuple[float, float, float]] = []
    for k in range(9):
        x = sc.w * (0.25 + 0.5 * k / 8)
        length = sc.h * (0.12 + 0.22 * math.sin(math.pi * k / 8))
        for j in range(7):
            pts.append((x, length * j / 6 + rng.uniform(-4, 4), rng.uniform(14, 30) * sc.unit))
    sc.sparkles(pts, p.accent)
    sc.sparkles([(rng.uniform(0, sc.w), rng.uniform(0, sc.h), rng.uniform(40, 110) * sc.unit) for _ in range(10)], p.accent)
    crowd = _crowd_mask(sc, 0.8, rows=2, arms=0.15)
    sc.silhouette(crowd, (3, 2, 1), rim=a, rim_strength=0.5)
    return sc.finish(vignette=0.75, grain=5)


def _compose_neon(sc: _Scene, image: DemoImage) -> Image.Image:
    """Neon dreams: glowing tube rings and lines reflected on a wet floor."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows([(sc.w * 0.5, sc.h * 0.4, sc.w * 0.5, _scale_rgb(b, 0.5), 0.8)])
    sc.bokeh(30, (a, c), (0, 0, sc.w, sc.h * 0.6), (10, 40), 0.4, blur=0.12)
    cx, cy = sc.w * 0.5, sc.h * 0.42
    r = sc.h * 0.27
    shapes: list[tuple[str, tuple[float, ...], RGB]] = [
        ("ring", (cx, cy, r), a),
        ("ring", (cx, cy, r * 0.78), c),
        ("arc", (cx - r * 1.55, cy + r * 0.2, r * 0.6, 180, 360), b),
        ("arc", (cx + r * 1.55, cy + r * 0.2, r * 0.6, 180, 360), b),
        ("line", (sc.w * 0.06, cy + r * 1.15, sc.w * 0.94, cy + r * 1.15), c),
    ]
    sc.neon_shapes(shapes, 5 * sc.unit)
    # mirrored, blurred reflection on the glossy floor
    floor = int(cy + r * 1.22)
    refl_h = sc.h - floor
    refl = sc.img.crop((0, floor - refl_h, sc.w, floor)).transpose(Image.Transpose.FLIP_TOP_BOTTOM)
    refl = refl.resize((sc.w // 4, refl_h // 4 or 1)).filter(ImageFilter.GaussianBlur(3)).resize((sc.w, refl_h))
    floor_img = sc.img.crop((0, floor, sc.w, sc.h))
    sc.img.paste(ImageChops.screen(floor_img.point(lambda v: v * 0.5), refl.point(lambda v: v * 0.55)), (0, floor))
    crowd = _crowd_mask(sc, 0.86, rows=2, arms=0.35, scale=1.1)
    sc.silhouette(crowd, (2, 1, 3), rim=a, rim_strength=0.5)
    return sc.finish(vignette=0.7, grain=5)


def _compose_jazz(sc: _Scene, image: DemoImage) -> Image.Image:
    """Jazz lounge: one smoky spotlight on a microphone and a double bass, amber bokeh."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows([(sc.w * 0.55, sc.h * 0.6, sc.w * 0.45, _scale_rgb(a, 0.6), 0.9)])
    sc.beams([((sc.w * 0.62, -sc.h * 0.08), 97, 16, sc.h * 1.25, c, 1.0)], blur=8)
    sc.bokeh(40, (a, b), (0, 0, sc.w, sc.h), (14, 60), 0.5, blur=0.12)
    s = 2
    w, h = sc.w // s, sc.h // s
    u = sc.unit / s
    mask = Image.new("L", (w, h))
    d = ImageDraw.Draw(mask)
    mx, floor = w * 0.55, h * 0.9
    # microphone stand
    d.line([(mx, floor), (mx, h * 0.42)], fill=255, width=max(2, int(7 * u)))
    d.line([(mx - 60 * u, floor), (mx + 60 * u, floor)], fill=255, width=max(2, int(9 * u)))
    d.line([(mx, h * 0.42), (mx + 55 * u, h * 0.36)], fill=255, width=max(2, int(6 * u)))
    d.ellipse((mx + 45 * u, h * 0.33, mx + 80 * u, h * 0.38), fill=255)
    # double bass body and neck
    bx, by = w * 0.78, h * 0.72
    d.ellipse((bx - 80 * u, by - 40 * u, bx + 80 * u, by + 130 * u), fill=255)
    d.ellipse((bx - 65 * u, by - 140 * u, bx + 65 * u, by + 10 * u), fill=255)
    d.line([(bx, by - 120 * u), (bx - 10 * u, h * 0.18)], fill=255, width=max(2, int(14 * u)))
    d.ellipse((bx - 30 * u, h * 0.14, bx + 10 * u, h * 0.2), fill=255)
    # stage edge
    d.rectangle((0, floor, w, h), fill=255)
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.8)), (3, 2, 1), rim=c, rim_strength=1.2)
    # audience tables: small candle glows
    rng = sc.rng
    candles = [(rng.uniform(0.05, 0.95) * sc.w, rng.uniform(0.93, 0.98) * sc.h) for _ in range(7)]
    sc.glows([(x, y, 50 * sc.unit, a, 0.9) for x, y in candles], hazy=False)
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
        "Served 20:00 – 02:00",
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


def _spaced(draw: ImageDraw.ImageDraw, xy: Point, text: str, font: _FontType, fill: RGB, spacing: float, anchor_center: bool) -> None:
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
    a, b, c = p.lights
    w, h = sc.w, sc.h
    rng = sc.rng
    # board texture: slate base, brushed streaks and mottling
    sc.img = Image.new("RGB", (w, h), (16, 16, 18))
    mottle = _haze((w // 10, h // 10), rng, 0, 255).resize((w, h), Image.Resampling.BICUBIC)
    mottle = mottle.point(lambda v: v * 0.09)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (mottle, mottle, mottle)))
    brushed = _noise((w // 2, 40), rng).resize((w, h), Image.Resampling.BILINEAR)
    brushed = brushed.filter(ImageFilter.GaussianBlur(1.2)).point(lambda v: v * 0.05)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (brushed, brushed, brushed)))
    sc.glows(
        [
            (w * 0.5, -h * 0.05, w * 0.75, _scale_rgb(a, 0.45), 0.8),
            (w * 0.95, h * 1.0, w * 0.5, _scale_rgb(b, 0.3), 0.6),
        ]
    )
    sc.bokeh(16, (a, b), (0, 0, w, h * 0.18), (10, 30), 0.35, blur=0.15)
    img = sc.finish(vignette=0.6, grain=4)
    draw = ImageDraw.Draw(img)
    gold = p.accent
    muted = (170, 164, 156)
    # double frame
    m = 48
    draw.rectangle((m, m, w - m, h - m), outline=_scale_rgb(gold, 0.85), width=3)
    draw.rectangle((m + 12, m + 12, w - m - 12, h - m - 12), outline=_scale_rgb(gold, 0.45), width=1)
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
    draw.text((w / 2, 250), title, font=title_font, fill=_mix(gold, (255, 255, 255), 0.25), anchor="mm")
    draw.text((w / 2, 340), subtitle, font=sub_font, fill=muted, anchor="mm")
    # ornament divider
    cy = 395
    draw.line([(w / 2 - 200, cy), (w / 2 - 26, cy)], fill=_scale_rgb(gold, 0.7), width=2)
    draw.line([(w / 2 + 26, cy), (w / 2 + 200, cy)], fill=_scale_rgb(gold, 0.7), width=2)
    draw.regular_polygon((w / 2, cy, 11), 4, rotation=45, outline=gold, width=2)
    # items with dotted leaders
    left, right = 130, w - 130
    y = 470
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
    draw.text((w / 2, h - 110), foot, font=_font(_SANS_FONTS, 24), fill=(130, 126, 120), anchor="mm")
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
        d.rectangle((118, 108, 152, 240), fill=0)
        d.rectangle((92, 118, 182, 148), fill=0)
        d.arc((118, 56, 210, 148), 180, 275, fill=0, width=34)
        d.rectangle((160, 56, 186, 90), fill=0)
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
        DemoImage("hero-images", "hero-main.jpg", 1920, 1080, "hero", "violet", 101,
                  alt="Stage lights sweeping over a crowd through haze"),
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
        items.append(DemoImage("events-images", name, 1200, 800, kind, pal, 200 + i, title, f"{title} event artwork"))
    gallery = (
        ("gallery-dancefloor-haze.jpg", "dancefloor", "magenta", "Dance floor under magenta haze"),
        ("gallery-dancefloor-lasers.jpg", "dancefloor-lasers", "teal", "Lasers over a packed dance floor"),
        ("gallery-dancefloor-strobe.jpg", "lasers-center", "red", "Red laser fan above dancers"),
        ("gallery-bar-backlit.jpg", "bar", "amber", "Backlit bottles behind the bar"),
        ("gallery-bar-cocktails.jpg", "bar", "rose", "Cocktail bar in rose light"),
        ("gallery-vip-lounge.jpg", "lounge", "gold", "VIP lounge booths and table lamps"),
        ("gallery-vip-booth.jpg", "lounge", "violet", "Private booth in violet light"),
        ("gallery-dj-booth.jpg", "dj", "blue", "DJ silhouetted against the booth lights"),
        ("gallery-dj-lights.jpg", "dj-beams", "magenta", "DJ under a fan of light beams"),
    )
    for i, (name, kind, pal, alt) in enumerate(gallery):
        items.append(DemoImage("gallery-media", name, 1200, 900, kind, pal, 300 + i, alt=alt))
    experience = (
        ("experience-lounge.jpg", "lounge", "amber", "Lounge seating in warm light"),
        ("experience-bar-counter.jpg", "bar-counter", "gold", "Bar counter with bottle silhouettes"),
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
        items.append(DemoImage("bottle-service-images", name, 1200, 800, "bottle", pal, 500 + i, alt=alt))
    menus = (
        ("menu-outdoor.jpg", "emerald", "Outdoor Menu"),
        ("menu-club.jpg", "magenta", "Club Menu"),
        ("menu-kitchen.jpg", "amber", "Kitchen Menu"),
    )
    for i, (name, pal, title) in enumerate(menus):
        items.append(DemoImage("menu-images", name, 1200, 1600, "menu", pal, 600 + i, title, title))
    for i, icon in enumerate(("instagram", "facebook", "x", "tiktok")):
        items.append(DemoImage("social-icons", f"{icon}.png", 64, 64, icon, "silver", 700 + i, alt=icon))
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
    """Public URL of a catalogue image, e.g. ``/media/hero-images/hero-main.jpg``."""
    return f"/media/{image.bucket}/{image.name}"


def find(name: str) -> DemoImage:
    """Look a catalogue entry up by file name; raises ``KeyError`` if it does not exist."""
    for image in DEMO_IMAGES:
        if image.name == name:
            return image
    raise KeyError(name)
