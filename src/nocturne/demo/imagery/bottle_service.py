"""The bottle service package pictures."""

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.glassware import bottle_outline, glass_bottles
from nocturne.demo.imagery.palette import scale_rgb, whiten
from nocturne.demo.imagery.primitives import tint
from nocturne.demo.imagery.scene import Scene


def compose_bottle(sc: Scene, image: DemoImage) -> Image.Image:
    """Bottle service: bottles on a glossy plinth with sparklers and a jewel-like backdrop."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.5, sc.w * 0.5, scale_rgb(a, 0.7), 0.9),
            (sc.w * 0.12, sc.h * 0.3, sc.w * 0.3, scale_rgb(b, 0.5), 0.7),
            (sc.w * 0.88, sc.h * 0.3, sc.w * 0.3, scale_rgb(b, 0.5), 0.7),
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
    bottle_outline(ed, bx + h * 0.02, plinth - h * 0.12, h * 0.26, h * 0.08, "champagne", 255)
    glass_bottles(sc, specs, (4, 4, 6), whiten(c, 0.35), p.accent, extra)
    # glossy plinth reflection
    top = int(plinth * 2)
    span = sc.h - top
    refl = sc.mirror_above(top, span)
    refl = refl.filter(ImageFilter.GaussianBlur(3 * sc.unit)).point(lambda v: v * 0.35)
    sc.img.paste(ImageChops.screen(sc.img.crop((0, top, sc.w, sc.h)), refl), (0, top))
    edge = sc.new_mask()
    ImageDraw.Draw(edge).line([(0, plinth), (w, plinth)], fill=200, width=1)
    sc.screen(tint(edge.filter(ImageFilter.GaussianBlur(1.0)), a))
    for fx, fh in sparklers:
        src = (fx * sc.w, (0.8 - fh) * sc.h - 4 * sc.unit)
        sc.streaks(src, 150, sc.h * 0.3, whiten(p.accent, 0.3), 16)
    glints = [
        (rng.uniform(0, sc.w), rng.uniform(0, sc.h * 0.7), rng.uniform(26, 70) * sc.unit)
        for _ in range(10)
    ]
    sc.sparkles(glints, p.accent)
    return sc.finish(vignette=0.72, grain=5)
