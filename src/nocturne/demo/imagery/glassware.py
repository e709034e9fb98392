"""Bottles and champagne flutes: outlines, product-shot glass and tilted flutes."""

import math
import random
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.palette import RGB, Point
from nocturne.demo.imagery.primitives import tint
from nocturne.demo.imagery.scene import Scene


def bottle_outline(
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


def glass_bottles(
    sc: Scene,
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
        shoulder = bottle_outline(md, cx, base, height, width, kind, 255)
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
        tint(
            ImageChops.multiply(strips, mask).filter(ImageFilter.GaussianBlur(2.5 * sc.unit)), light
        )
    )
    sc.screen(tint(ImageChops.multiply(labels, mask).filter(ImageFilter.GaussianBlur(0.6)), foil))


def flute_layers(
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
