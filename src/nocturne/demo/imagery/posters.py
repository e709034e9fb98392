"""The event posters with a scene of their own: the gala, neon dreams and the jazz lounge."""

import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.figures import crowd_silhouette, phone_screens
from nocturne.demo.imagery.palette import RGB, mix, scale_rgb
from nocturne.demo.imagery.primitives import falloff_frame, tint
from nocturne.demo.imagery.scene import Scene


def compose_gala(sc: Scene, image: DemoImage) -> Image.Image:
    """Midnight gala: chandelier strands, gold confetti and a central spotlight."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.45, sc.w * 0.55, scale_rgb(a, 0.7), 0.9)])
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
    mask, _ = crowd_silhouette(sc, 0.76, rows=2, arms=0.12)
    sc.silhouette(mask, (3, 2, 1), rim=a, rim_strength=0.8)
    return sc.finish(vignette=0.75, grain=5)


def compose_neon(sc: Scene, image: DemoImage) -> Image.Image:
    """Neon dreams: a neon portal at the end of a neon-lined room, mirrored in a wet floor."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows([(sc.w * 0.5, sc.h * 0.4, sc.w * 0.5, scale_rgb(b, 0.5), 0.8)])
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
    fl = int(floor)
    span = sc.h - fl
    refl = sc.mirror_above(fl, span)
    refl = (
        refl.resize((sc.w // 3, max(1, span // 6)))
        .filter(ImageFilter.GaussianBlur(1.5))
        .resize((sc.w, span))
    )
    fade = Image.linear_gradient("L").resize((sc.w, span)).point(lambda v: 255 - v * 0.8)
    floor_img = sc.img.crop((0, fl, sc.w, sc.h))
    wet = ImageChops.screen(floor_img.point(lambda v: v * 0.4), refl.point(lambda v: v * 0.8))
    sc.img.paste(Image.composite(wet, floor_img, fade), (0, fl))
    mask, phones = crowd_silhouette(sc, 0.84, rows=2, arms=0.35, scale=1.1)
    sc.silhouette(mask, (2, 1, 3), rim=a, rim_strength=0.8)
    phone_screens(sc, phones[:2])
    return sc.finish(vignette=0.7, grain=5)


def _curtain(sc: Scene, color: RGB, lit_x: float) -> None:
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
    pool = falloff_frame(sc.half, (lit_x / 2, d * 0.4), d / 2, d * 0.55)
    layer = ImageChops.multiply(layer, pool.point(lambda v: 40 + v * 0.84))
    sc.screen(tint(layer.point(lambda v: v * 0.75), color, hot=False))


def compose_jazz(sc: Scene, image: DemoImage) -> Image.Image:
    """Jazz lounge: a velvet curtain, a smoky spotlight on a microphone, candlelit tables."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    _curtain(sc, mix(b, (120, 10, 20), 0.45), sc.w * 0.6)
    sc.glows([(sc.w * 0.55, sc.h * 0.55, sc.w * 0.5, scale_rgb(a, 0.45), 0.9)])
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
    crowd, _ = crowd_silhouette(sc, 0.9, rows=1, arms=0.0, scale=1.6)
    sc.silhouette(crowd, (2, 1, 1), rim=a, rim_strength=0.6)
    candles = [(rng.uniform(0.05, 0.95) * sc.w, rng.uniform(0.9, 0.97) * sc.h) for _ in range(6)]
    sc.light_sources([(x2, y2, a) for x2, y2 in candles], 60, 10, 0.9, core_color=(255, 236, 200))
    return sc.finish(vignette=0.8, grain=6)
