"""The demo club's floor: three areas, two floor plans (drawn by demo/imagery/floorplan.py to
the same coordinates) and twenty tables, each where the drawing leaves room for it."""

from decimal import Decimal
from typing import NamedTuple

# name, description, whether guests pick the exact table online
AREAS: tuple[tuple[str, str, bool], ...] = (
    ("Main Floor", "Booths ringing the dance floor, steps from the DJ.", False),
    ("Mezzanine", "Above the crowd, with a clear view of the stage.", False),
    ("VIP Room", "Private, behind the velvet rope, with its own bar and host.", True),
)

# The packages sold in some areas only (the others: in every area).
PACKAGE_AREAS: dict[str, tuple[str, ...]] = {"Platinum": ("VIP Room",)}

# name, the picture's file name in the floor-plans bucket
PLANS: tuple[tuple[str, str], ...] = (
    ("Ground Floor", "floor-ground.png"),
    ("Mezzanine", "floor-mezzanine.png"),
)


class DemoTable(NamedTuple):
    label: str
    area: str
    plan: str
    seats: tuple[int, int]
    minimum_spend: int
    shape: str
    x: int
    y: int
    width: int
    height: int


def _row(
    labels: list[str], area: str, plan: str, seats: tuple[int, int], spend: int, shape: str,
    places: list[tuple[int, int]], size: tuple[int, int],
) -> list[DemoTable]:  # fmt: skip
    return [
        DemoTable(label, area, plan, seats, spend, shape, x, y, *size)
        for label, (x, y) in zip(labels, places, strict=True)
    ]


TABLES: tuple[DemoTable, ...] = (
    # Booths down the left of the dance floor and along its front edge.
    *_row(["B1", "B2", "B3"], "Main Floor", "Ground Floor", (4, 8), 500, "rect",
          [(215, 200), (215, 300), (215, 400)], (100, 70)),
    *_row(["B4", "B5", "B6", "B7", "B8"], "Main Floor", "Ground Floor", (4, 8), 600, "rect",
          [(250, 540), (370, 540), (490, 540), (610, 540), (730, 560)], (100, 70)),
    # The VIP Room, behind its partition on the right: four tables and the big one at the back.
    *_row(["V1", "V2", "V3", "V4"], "VIP Room", "Ground Floor", (6, 12), 1500, "round",
          [(800, 120), (910, 120), (800, 250), (910, 250)], (90, 90)),
    *_row(["V5"], "VIP Room", "Ground Floor", (10, 20), 5000, "rect",
          [(855, 370)], (190, 80)),
    # Along the balcony rail, looking down on the stage.
    *_row(["M1", "M2", "M3", "M4", "M5"], "Mezzanine", "Mezzanine", (4, 10), 800, "round",
          [(170, 250), (330, 250), (490, 250), (650, 250), (810, 250)], (90, 90)),
    *_row(["M6", "M7"], "Mezzanine", "Mezzanine", (6, 12), 1200, "rect",
          [(330, 470), (650, 470)], (140, 80)),
)  # fmt: skip


def minimum_spend(table: DemoTable) -> Decimal:
    return Decimal(table.minimum_spend)
