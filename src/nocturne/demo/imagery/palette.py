"""Colour: the named palettes a picture is lit with, and small colour arithmetic."""

from dataclasses import dataclass

RGB = tuple[int, int, int]
Point = tuple[float, float]

WHITE: RGB = (255, 255, 255)


@dataclass(frozen=True)
class Palette:
    top: RGB  # background colour at the top of the frame
    bottom: RGB  # background colour at the bottom of the frame
    lights: tuple[RGB, RGB, RGB]  # main light colours, most used first
    accent: RGB  # sparkles, rims, text accents


PALETTES: dict[str, Palette] = {
    "gold": Palette(
        (10, 7, 4), (4, 3, 2), ((255, 184, 82), (255, 140, 50), (255, 226, 170)), (255, 214, 140)
    ),
    "violet": Palette(
        (12, 4, 26), (3, 2, 8), ((150, 70, 255), (70, 60, 255), (230, 80, 255)), (200, 160, 255)
    ),
    "red": Palette(
        (22, 4, 6), (5, 2, 2), ((255, 40, 48), (255, 110, 36), (255, 50, 130)), (255, 170, 120)
    ),
    "blue": Palette(
        (3, 8, 26), (2, 3, 9), ((40, 110, 255), (0, 200, 255), (110, 80, 255)), (150, 210, 255)
    ),
    "magenta": Palette(
        (20, 3, 20), (4, 2, 8), ((255, 40, 190), (170, 60, 255), (0, 225, 255)), (255, 150, 230)
    ),
    "amber": Palette(
        (16, 8, 3), (4, 2, 1), ((255, 150, 40), (255, 100, 28), (255, 205, 130)), (255, 196, 120)
    ),
    "teal": Palette(
        (2, 14, 16), (1, 4, 6), ((0, 215, 200), (40, 120, 255), (150, 255, 220)), (150, 255, 230)
    ),
    "rose": Palette(
        (20, 5, 12), (5, 2, 4), ((255, 80, 140), (255, 150, 90), (200, 70, 255)), (255, 190, 200)
    ),
    "silver": Palette(
        (9, 10, 14), (3, 3, 5), ((190, 205, 230), (120, 140, 200), (255, 255, 255)), (230, 236, 250)
    ),
    "platinum": Palette(
        (6, 8, 18), (2, 2, 6), ((170, 200, 255), (200, 150, 255), (245, 250, 255)), (220, 235, 255)
    ),
    "emerald": Palette(
        (3, 14, 9), (1, 4, 3), ((40, 220, 140), (255, 190, 90), (150, 255, 200)), (214, 196, 140)
    ),
}


def palette(name: str) -> Palette:
    return PALETTES.get(name, PALETTES["gold"])


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def whiten(c: RGB, t: float) -> RGB:
    """``c`` moved the fraction ``t`` of the way to white."""
    return mix(c, WHITE, t)


def scale_rgb(c: RGB, f: float) -> RGB:
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))
