"""People seen from behind: limbs, clubbers, a whole crowd and its phone screens.

Every builder draws ``L`` masks at half resolution.
"""

import math
import random
from collections.abc import Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.palette import Point
from nocturne.demo.imagery.primitives import tint
from nocturne.demo.imagery.scene import Scene


def limb(draw: ImageDraw.ImageDraw, pts: Sequence[Point], w0: float, w1: float, fill: int) -> None:
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
            limb(draw, [shoulder, elbow, hand], hr * 0.85, hr * 0.42, fill)
            hands.append(hand)
    return hands


def crowd_silhouette(
    sc: Scene, top: float, rows: int = 3, arms: float = 0.25, scale: float = 1.0
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


def phone_screens(sc: Scene, hands: Sequence[Point]) -> None:
    """Glowing phone screens held up by the crowd (positions in half resolution)."""
    mask = sc.new_mask()
    draw = ImageDraw.Draw(mask)
    pw, ph = 3.2 * sc.unit, 5.5 * sc.unit
    for x, y in hands:
        draw.rounded_rectangle((x - pw, y - ph * 1.9, x + pw, y - ph * 0.2), radius=1, fill=150)
    sc.screen(tint(mask.filter(ImageFilter.GaussianBlur(0.9)), (170, 195, 255)))
    sc.glows(
        [(x * 2, y * 2 - ph * 2, 34 * sc.unit, (140, 170, 255), 0.3) for x, y in hands], hazy=False
    )
