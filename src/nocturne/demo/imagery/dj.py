"""The DJ booth pictures."""

from PIL import Image, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.figures import crowd_silhouette, limb, phone_screens
from nocturne.demo.imagery.palette import mix, scale_rgb, whiten
from nocturne.demo.imagery.primitives import bloom, tint
from nocturne.demo.imagery.scene import Scene


def compose_dj(sc: Scene, image: DemoImage) -> Image.Image:
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
        sc.glows([(sc.w * 0.5, sc.h * 0.55, sc.w * 0.7, scale_rgb(b, 0.6), 0.8)], squash=0.4)
        sc.silhouette(sky.filter(ImageFilter.GaussianBlur(1.5)), mix(p.top, (10, 14, 30), 0.6))
        sc.screen(tint(windows.filter(ImageFilter.GaussianBlur(1.4)), (255, 200, 130)))
    sc.glows(
        [
            (cx, sc.h * 0.45, sc.w * 0.5, a, 0.85),
            (cx, sc.h * 0.5, sc.w * 0.16, whiten(a, 0.5), 0.75),
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
    limb(
        d,
        [(x - r * 2.0, hy + r * 2.0), (x - r * 2.7, hy + r * 0.6), (x - r * 1.1, hy + r * 0.2)],
        r * 0.75,
        r * 0.45,
        255,
    )
    limb(
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
        rim=whiten(a, 0.35),
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
    sc.screen(tint(led.filter(ImageFilter.GaussianBlur(1.2)), c))
    sc.screen(tint(bloom(led, 10 * u, 4), c, hot=False))
    crowd, phones = crowd_silhouette(sc, 0.86, rows=2, arms=0.45, scale=1.25)
    sc.silhouette(crowd, (1, 1, 2), rim=b, rim_strength=0.7)
    phone_screens(sc, phones[:2])
    return sc.finish(vignette=0.75, grain=6)
