"""The canvas a picture is painted on, and the light layers it can receive.

Only Pillow is used (no numpy).  Soft light layers are painted at reduced resolution and
scaled up, which keeps the whole catalogue fast to generate.
"""

import math
import random
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.palette import RGB, WHITE, Point, palette, whiten
from nocturne.demo.imagery.primitives import (
    add_region,
    bloom,
    falloff,
    falloff_frame,
    fractal_haze,
    random_noise,
    sparkle_stamp,
    tint,
    vignette_mask,
)


class Scene:
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
        self.pal = palette(image.palette)
        self.unit = min(self.w, self.h) / 900.0  # 1.0 for a 1200x900 frame
        self.img = self._background()
        self.pending: Image.Image | None = None
        self.glow_size = (max(1, self.w // 6), max(1, self.h // 6))
        self.pending_glow: Image.Image | None = None
        self._haze_small = fractal_haze((max(8, self.w // 8), max(8, self.h // 8)), self.rng)
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
            mask = falloff((dw, dh)).point(lambda v, k=intensity: v * k)
            light = tint(mask, color, hot=False)
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
            fall = falloff_frame(size, src, ln, ln).point(lambda v: min(255, v * 1.5))
            mask = ImageChops.multiply(mask, fall)
            groups[color] = ImageChops.add(groups[color], mask) if color in groups else mask
        haze = self.haze(size)
        layer = Image.new("RGB", size)
        for color, mask in groups.items():
            layer = ImageChops.screen(layer, tint(ImageChops.multiply(mask, haze), color))
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
        self.screen(tint(bloom(lines, 3 * self.unit, 3), color, hot=False))
        self.screen(tint(lines, whiten(color, 0.25), hot=False))
        self.light_sources([(*source, color)], 70, 18, 0.9 * intensity, core_intensity=0.9)

    def light_sources(
        self,
        sources: Sequence[tuple[float, float, RGB]],
        halo: float,
        core: float,
        intensity: float = 1.0,
        core_color: RGB = WHITE,
        core_intensity: float = 1.0,
    ) -> None:
        """Bright point lights (x, y, colour): a coloured halo round a hot core.

        ``halo`` and ``core`` are radii in frame units (pixels of a 1200x900 frame).
        """
        halos = [(x, y, halo * self.unit, color, intensity) for x, y, color in sources]
        self.glows(halos, hazy=False)
        cores = [(x, y, core * self.unit, core_color, core_intensity) for x, y, _ in sources]
        self.glows(cores, hazy=False)

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
            add_region(masks[idx], stamp, (int(cx - r - pad), int(cy - r - pad)))
        layer = Image.new("RGB", self.half)
        for color, mask in zip(colors, masks, strict=True):
            layer = ImageChops.screen(layer, tint(mask, color))
        self.screen(layer)

    def sparkles(self, points: Sequence[tuple[float, float, float]], color: RGB) -> None:
        """Four-pointed glints: (x, y, size in pixels), drawn at full resolution."""
        mask = Image.new("L", (self.w, self.h))
        for x, y, size in points:
            d = max(8, int(size))
            stamp = sparkle_stamp().resize((d, d), Image.Resampling.BILINEAR)
            add_region(mask, stamp, (int(x - d / 2), int(y - d / 2)))
        self.screen(tint(mask, color))

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
                layer = ImageChops.screen(layer, tint(m, color))
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
        self.screen(tint(bloom(small, 3 * self.unit, 5), color, hot=False))
        self.screen(tint(mask, color))
        self.light_sources([(*source, color)], 120, 26)

    def neon(self, mask: Image.Image, color: RGB) -> None:
        """Neon tubes from a full resolution ``L`` mask of the tube centre lines."""
        small = mask.resize(self.half, Image.Resampling.BILINEAR)
        self.screen(tint(bloom(small, 18 * self.unit, 2.4), color, hot=False))
        self.screen(tint(bloom(small, 4 * self.unit, 1.6), color))
        core = mask.filter(ImageFilter.GaussianBlur(1.0))
        self.screen(tint(core, whiten(color, 0.75), hot=False))

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
        self.screen(tint(bloom(edge, 0.9, rim_strength), rim))

    def mirror_above(self, y: int, span: int) -> Image.Image:
        """The ``span`` rows painted so far above row ``y``, flipped: what a floor reflects."""
        self.flush()
        strip = self.img.crop((0, y - span, self.w, y))
        return strip.transpose(Image.Transpose.FLIP_TOP_BOTTOM)

    # -- finishing -------------------------------------------------------------------------
    def finish(self, vignette: float = 0.75, grain: float = 5.0) -> Image.Image:
        self.flush()
        vig = vignette_mask((self.w, self.h), vignette)
        self.img = ImageChops.multiply(self.img, vig)
        if grain > 0:
            tile_size = 160
            tile = random_noise((tile_size, tile_size), self.rng)
            tile = tile.point(lambda v: 128 + (v - 127.5) * grain / 128.0)
            tile = tile.filter(ImageFilter.GaussianBlur(0.5))
            noise = Image.new("L", (self.w, self.h))
            for ty in range(0, self.h, tile_size):
                for tx in range(0, self.w, tile_size):
                    noise.paste(tile, (tx, ty))
            grain_rgb = Image.merge("RGB", (noise, noise, noise))
            self.img = ImageChops.add(self.img, grain_rgb, 1.0, -128)
        return self.img
