"""The demo club's floor plans: an architect's drawing in the club's dark and gold, drawn on the
plan's own coordinates (1000 by 700, scaled to the picture) so the demo tables (demo/floor.py)
stand where the drawing leaves room for them."""

from PIL import Image, ImageDraw, ImageFilter

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.menus import _SANS_FONTS, _font

INK = (9, 9, 12)
WALL = (196, 170, 120)
LINE = (120, 104, 78)
FAINT = (58, 52, 44)
LABEL = (150, 132, 100)

Box = tuple[float, float, float, float]


class _Plan:
    """Drawing in plan units on a picture of any size."""

    def __init__(self, image: DemoImage) -> None:
        self.scale = image.width / 1000
        self.picture = Image.new("RGB", (image.width, image.height), INK)
        self.draw = ImageDraw.Draw(self.picture)

    def _box(self, box: Box) -> tuple[float, float, float, float]:
        return tuple(v * self.scale for v in box)  # type: ignore[return-value]

    def grid(self) -> None:
        for x in range(0, 1001, 25):
            self.draw.line(self._box((x, 0, x, 700)), fill=(16, 16, 20), width=1)
        for y in range(0, 701, 25):
            self.draw.line(self._box((0, y, 1000, y)), fill=(16, 16, 20), width=1)

    def room(self, box: Box, fill: tuple[int, int, int] | None = None, width: float = 6) -> None:
        self.draw.rectangle(
            self._box(box), outline=WALL, fill=fill, width=round(width * self.scale)
        )

    def line(self, box: Box, fill: tuple[int, int, int] = LINE, width: float = 2) -> None:
        self.draw.line(self._box(box), fill=fill, width=max(1, round(width * self.scale)))

    def gap(self, box: Box) -> None:
        """A doorway: the wall is opened where `box` lies."""
        self.draw.rectangle(self._box(box), fill=INK)

    def hatch(self, box: Box, step: float = 18) -> None:
        left, top, right, bottom = box
        x = left - (bottom - top)
        while x < right:
            start, end = (x, bottom), (x + (bottom - top), top)
            clipped = (
                max(left, start[0]),
                start[1] - max(0, left - start[0]),
                min(right, end[0]),
                end[1] + max(0, end[0] - right),
            )
            self.line(clipped, FAINT, 1.5)
            x += step

    def label(self, text: str, x: float, y: float, size: float = 15) -> None:
        font = _font(_SANS_FONTS, max(8, round(size * self.scale)))
        spaced = " ".join(text.upper())
        self.draw.text((x * self.scale, y * self.scale), spaced, fill=LABEL, font=font, anchor="mm")

    def finish(self) -> Image.Image:
        glow = self.picture.filter(ImageFilter.GaussianBlur(radius=6 * self.scale))
        return Image.blend(self.picture, Image.eval(glow, lambda v: min(255, v * 2)), 0.18)


def _ground(plan: _Plan) -> None:
    plan.room((20, 20, 980, 680))
    # The VIP Room behind its partition, its door on the dance floor's side.
    plan.line((700, 20, 700, 450), WALL, 6)
    plan.line((700, 450, 980, 450), WALL, 6)
    plan.gap((694, 300, 706, 340))
    plan.label("VIP Room", 855, 45)
    plan.line((740, 180, 960, 180), FAINT, 1)  # the velvet rope line
    # DJ booth and stage at the top, the dance floor below it.
    plan.room((330, 40, 570, 110), fill=(24, 20, 16), width=4)
    plan.label("DJ", 450, 75, 18)
    plan.room((300, 140, 600, 470), width=3)
    plan.hatch((300, 140, 600, 470), 24)
    plan.label("Dance floor", 450, 305, 18)
    # The long bar down the left wall, with its stools.
    plan.room((45, 150, 120, 560), fill=(24, 20, 16), width=4)
    plan.label("Bar", 82, 355, 14)
    for y in range(170, 550, 40):
        plan.draw.ellipse(plan._box((132, y, 146, y + 14)), outline=LINE, width=2)
    # The entrance at the bottom, and the cloakroom beside it.
    plan.gap((440, 672, 540, 688))
    plan.label("Entrance", 490, 655, 13)
    plan.room((840, 590, 980, 680), width=3)
    plan.label("Cloak", 910, 635, 12)


def _mezzanine(plan: _Plan) -> None:
    plan.room((20, 20, 980, 680))
    # The open well over the dance floor, behind the balcony rail.
    plan.room((120, 40, 880, 170), fill=(14, 14, 18), width=3)
    plan.hatch((120, 40, 880, 170), 30)
    plan.label("Open to the dance floor", 500, 105, 16)
    plan.line((100, 185, 900, 185), WALL, 4)  # the rail
    # Stairs down in the corner, a service bar at the back.
    plan.room((40, 560, 160, 670), width=3)
    for y in range(575, 665, 15):
        plan.line((45, y, 155, y), LINE, 1.5)
    plan.label("Stairs", 100, 540, 12)
    plan.room((820, 560, 960, 660), fill=(24, 20, 16), width=4)
    plan.label("Bar", 890, 610, 14)
    plan.label("Mezzanine", 500, 640, 18)


def render_floor_plan(image: DemoImage) -> Image.Image:
    plan = _Plan(image)
    plan.grid()
    (_mezzanine if image.kind == "floor-mezzanine" else _ground)(plan)
    return plan.finish()
