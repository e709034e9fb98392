"""The hero and dance floor pictures: truss lights, lasers, haze and a crowd."""

import math
from collections.abc import Sequence

from PIL import Image

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.figures import crowd_silhouette, phone_screens
from nocturne.demo.imagery.palette import RGB, Point, mix, scale_rgb, whiten
from nocturne.demo.imagery.scene import Scene


def _fixture_beams(
    sc: Scene,
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
    sc.light_sources([(x, y, color) for x, color in sources], 55, 16)


def compose_stage(sc: Scene, image: DemoImage) -> Image.Image:
    """Hero / dance floor: truss lights raking through haze over a crowd."""
    p = sc.pal
    a, b, c = p.lights
    sc.glows(
        [
            (sc.w * 0.5, sc.h * 0.4, sc.w * 0.55, scale_rgb(a, 0.55), 0.9),
            (sc.w * 0.12, sc.h * 0.25, sc.w * 0.3, scale_rgb(b, 0.5), 0.8),
            (sc.w * 0.88, sc.h * 0.25, sc.w * 0.3, scale_rgb(c, 0.45), 0.8),
        ]
    )
    hero = image.kind == "hero"
    _fixture_beams(sc, 6 if hero else 4, sc.h * 0.02, (a, c, b), 7, 1.0, fan=2)
    if image.kind in {"hero", "dancefloor-lasers"}:
        laser = (60, 255, 170) if hero else whiten(b, 0.2)
        for src_x, n in ((0.5, 19),) if hero else ((0.3, 13), (0.7, 13)):
            src = (sc.w * src_x, sc.h * 0.1)
            targets = [(sc.w * (-0.15 + 1.3 * i / (n - 1)), sc.h * 0.95) for i in range(n)]
            sc.lasers(src, targets, laser, 0.55)
    sc.bokeh(26, (a, c), (0, sc.h * 0.05, sc.w, sc.h * 0.6), (10, 34), 0.45)
    mask, phones = crowd_silhouette(
        sc, 0.72 if hero else 0.66, rows=3, arms=0.3, scale=1.0 if hero else 1.2
    )
    sc.silhouette(mask, scale_rgb(p.bottom, 0.5), rim=mix(a, c, 0.4), rim_strength=0.9)
    phone_screens(sc, phones[:4])
    return sc.finish(vignette=0.7, grain=6)


def compose_lasers(sc: Scene, image: DemoImage) -> Image.Image:
    """Techno: laser fans from several emitters over a dark crowd."""
    p = sc.pal
    a, b, c = p.lights
    rng = sc.rng
    sc.glows([(sc.w * 0.5, sc.h * 0.3, sc.w * 0.6, scale_rgb(a, 0.45), 0.9)])
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
        mask, phones = crowd_silhouette(sc, 0.74, rows=3, arms=0.5, scale=0.9)
    else:
        _fixture_beams(sc, 3, -10, (b, a), 6, 0.55)
        mask, phones = crowd_silhouette(sc, 0.7, rows=3, arms=0.45)
    sc.silhouette(mask, (2, 1, 4), rim=a, rim_strength=0.8)
    phone_screens(sc, phones[:3])
    return sc.finish(vignette=0.8, grain=6)
