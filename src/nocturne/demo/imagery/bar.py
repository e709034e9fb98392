"""The bar pictures: the back bar and the bar counter."""

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.glassware import bottle_outline, glass_bottles
from nocturne.demo.imagery.palette import scale_rgb, whiten
from nocturne.demo.imagery.primitives import bloom, tint
from nocturne.demo.imagery.scene import Scene


def compose_bar(sc: Scene, image: DemoImage) -> Image.Image:
    """Back bar: shelves of backlit bottles, a glossy counter and warm bokeh."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    counter_mode = image.kind == "bar-counter"
    sc.glows([(sc.w * 0.5, sc.h * 0.3, sc.w * 0.6, scale_rgb(a, 0.5), 0.8)])
    shelves = (0.2, 0.42) if counter_mode else (0.16, 0.38, 0.6)
    w, h = sc.half
    strips = sc.new_mask()
    sd = ImageDraw.Draw(strips)
    for sy in shelves:
        sd.rectangle((0, sy * h - 3 * sc.unit, w, sy * h), fill=255)
    sc.screen(tint(bloom(strips, 26 * sc.unit, 3.2), a))
    sc.screen(tint(strips.filter(ImageFilter.GaussianBlur(1.5)), whiten(a, 0.6)))
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
            bottle_outline(md, x + bw / 2, base, bh, bw, kind, 255)
            level = rng.uniform(0.3, 0.5)
            bottle_outline(
                gd, x + bw / 2, base - bh * 0.06, bh * level, bw * 0.7, "wine", rng.randint(50, 150)
            )
            x += bw + rng.uniform(3, 12) * sc.unit
    sc.silhouette(mask.filter(ImageFilter.GaussianBlur(0.6)), scale_rgb(p.bottom, 0.8))
    sc.screen(tint(liquid.filter(ImageFilter.GaussianBlur(2.5 * sc.unit)), b))
    counter_top = sc.h * (0.62 if counter_mode else 0.78)
    cm = sc.new_mask()
    ImageDraw.Draw(cm).rectangle((0, counter_top / 2, w, h), fill=255)
    sc.silhouette(cm, scale_rgb(p.bottom, 0.5))
    # glossy counter: a soft, dim reflection of the back bar
    ct = int(counter_top)
    span = min(sc.h - ct, int(sc.h * 0.3))
    refl = sc.mirror_above(ct, span)
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
    sc.screen(tint(bloom(edge, 1.0, 1.6), c))
    if counter_mode:
        specs = [
            (w * 0.16, counter_top / 2 + 4, h * 0.44, h * 0.13, "champagne"),
            (w * 0.3, counter_top / 2 + 4, h * 0.5, h * 0.13, "liquor"),
            (w * 0.72, counter_top / 2 + 4, h * 0.42, h * 0.14, "wine"),
            (w * 0.86, counter_top / 2 + 4, h * 0.47, h * 0.13, "champagne"),
        ]
        glass_bottles(sc, specs, (4, 4, 5), whiten(c, 0.3), p.accent)
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
        sc.screen(tint(glasses.filter(ImageFilter.GaussianBlur(0.6)), whiten(a, 0.4)))
    sc.bokeh(30, (a, c), (0, 0, sc.w, sc.h * 0.75), (12, 44), 0.4, blur=0.1)
    return sc.finish(vignette=0.75, grain=5)
