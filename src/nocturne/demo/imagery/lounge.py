"""The VIP pictures: the lounge booth and the champagne toast."""

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.glassware import bottle_outline, flute_layers
from nocturne.demo.imagery.palette import Point, mix, scale_rgb, whiten
from nocturne.demo.imagery.primitives import add_region, tint
from nocturne.demo.imagery.scene import Scene


def compose_lounge(sc: Scene, image: DemoImage) -> Image.Image:
    """VIP lounge: a curved booth, pendant lamps and a bokeh-filled room behind."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.3, sc.h * 0.4, sc.w * 0.45, scale_rgb(a, 0.6), 0.8),
            (sc.w * 0.8, sc.h * 0.35, sc.w * 0.4, scale_rgb(b, 0.5), 0.8),
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
    sc.screen(tint(cords, scale_rgb(a, 0.6), hot=False))
    sc.glows([(x, y, 150 * s * sc.unit, a, 0.85) for x, y, s in lamps])
    shades = sc.new_mask()
    shd = ImageDraw.Draw(shades)
    for x, y, s in lamps:
        r = 16 * s * sc.unit
        shd.chord((x / 2 - r, y / 2 - r * 0.9, x / 2 + r, y / 2 + r * 0.9), 180, 360, fill=140)
    sc.screen(tint(shades.filter(ImageFilter.GaussianBlur(1.0)), whiten(a, 0.3)))
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
    sc.screen(tint(seams.filter(ImageFilter.GaussianBlur(1.0)), a, hot=False))
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
    sc.screen(tint(bucket.filter(ImageFilter.GaussianBlur(1.2)), c))
    neck = sc.new_mask()
    bottle_outline(
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


def compose_champagne(sc: Scene, image: DemoImage) -> Image.Image:
    """Champagne: two flutes meeting in a toast amid golden bokeh and glints."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.4, sc.w * 0.6, scale_rgb(a, 0.6), 0.9),
            (sc.w * 0.8, sc.h * 0.2, sc.w * 0.3, scale_rgb(b, 0.5), 0.7),
        ]
    )
    sc.bokeh(70, (a, c, b), (0, 0, sc.w, sc.h), (8, 64), 0.55, blur=0.1)
    glass = sc.new_mask()
    liquid = sc.new_mask()
    height = sc.half[1] * 0.66
    rims: list[Point] = []
    for centre_x, angle in ((0.405, -11.0), (0.595, 11.0)):
        g, lq, rim = flute_layers(height, angle, rng)
        cx, cy = sc.half[0] * centre_x, sc.half[1] * 0.56
        box = (int(cx - g.width / 2), int(cy - g.height / 2))
        add_region(glass, g, box)
        add_region(liquid, lq, box)
        rims.append((cx + rim[0], cy + rim[1]))
    wine = mix(a, (255, 214, 140), 0.5)
    sc.screen(tint(liquid.filter(ImageFilter.GaussianBlur(0.8)).point(lambda v: v * 0.8), wine))
    sc.screen(
        tint(liquid.filter(ImageFilter.GaussianBlur(14 * sc.unit)), scale_rgb(wine, 0.7), hot=False)
    )
    sc.screen(
        tint(glass.filter(ImageFilter.GaussianBlur(4 * sc.unit)), scale_rgb(c, 0.6), hot=False)
    )
    sc.screen(tint(glass.filter(ImageFilter.GaussianBlur(0.6)), whiten(c, 0.5)))
    meet = ((rims[0][0] + rims[1][0]), (rims[0][1] + rims[1][1]))  # half-res sum = full-res mean
    sc.sparkles([(meet[0], meet[1], 150 * sc.unit)], (255, 250, 235))
    glints = [
        (rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.8), rng.uniform(30, 80) * sc.unit)
        for _ in range(12)
    ]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.7, grain=5)
