"""The catalogue: every demo picture, its bucket, size and how to paint it."""

from collections.abc import Iterable
from dataclasses import dataclass

BUCKETS: tuple[str, ...] = (
    "hero-images",
    "events-images",
    "gallery-media",
    "experience-images",
    "bottle-service-images",
    "logos",
    "menu-images",
    "social-icons",
    "floor-plans",
)


@dataclass(frozen=True)
class DemoImage:
    """One catalogue entry: where the file lives and how to paint it."""

    bucket: str
    name: str
    width: int
    height: int
    kind: str
    palette: str = "gold"
    seed: int = 0
    title: str = ""
    alt: str = ""


# name, kind, palette, title, alt
_Row = tuple[str, str, str, str, str]


def _bucket(
    bucket: str, size: tuple[int, int], first_seed: int, rows: Iterable[_Row]
) -> list[DemoImage]:
    """One bucket's entries: all of one size, seeded in order from ``first_seed``."""
    width, height = size
    return [
        DemoImage(bucket, name, width, height, kind, palette, first_seed + i, title, alt)
        for i, (name, kind, palette, title, alt) in enumerate(rows)
    ]


def _catalogue() -> tuple[DemoImage, ...]:
    hero_alt = "Stage lights sweeping over a crowd through haze"
    events = (
        ("event-midnight-gala.jpg", "gala", "gold", "Midnight Gala"),
        ("event-techno-underground.jpg", "lasers", "violet", "Techno Underground"),
        ("event-latin-nights.jpg", "dancefloor", "red", "Latin Nights"),
        ("event-deep-house-sessions.jpg", "dj-beams", "blue", "Deep House Sessions"),
        ("event-neon-dreams.jpg", "neon", "magenta", "Neon Dreams"),
        ("event-jazz-lounge.jpg", "jazz", "amber", "Jazz Lounge"),
    )
    gallery = (  # ordered to match the demo gallery: dance floor, dj, bar, vip lounge
        ("gallery-dancefloor-peak.jpg", "dancefloor", "magenta", "Dance floor at peak time"),
        ("gallery-dancefloor-lasers.jpg", "dancefloor-lasers", "teal", "Lasers over the crowd"),
        ("gallery-dj-booth.jpg", "dj", "blue", "DJ silhouetted against the booth lights"),
        ("gallery-dj-guest-set.jpg", "dj-beams", "magenta", "Guest DJ under a fan of beams"),
        ("gallery-bar-signature.jpg", "bar", "rose", "Cocktail bar in rose light"),
        ("gallery-bar-long.jpg", "bar", "amber", "Backlit bottles along the long bar"),
        ("gallery-vip-booth.jpg", "lounge", "violet", "Private booth under pendant lamps"),
        ("gallery-vip-champagne.jpg", "champagne", "rose", "Champagne toast in the VIP lounge"),
        ("gallery-dancefloor-crowd.jpg", "lasers-center", "red", "Red laser fan above dancers"),
    )
    experience = (
        ("experience-lounge.jpg", "lounge", "amber", "Lounge seating in warm light"),
        (
            "experience-bar-counter.jpg",
            "bar-counter",
            "gold",
            "Bar counter with bottle silhouettes",
        ),
        ("experience-laser-ceiling.jpg", "laser-ceiling", "violet", "Laser ceiling over the crowd"),
        ("experience-champagne.jpg", "champagne", "gold", "Champagne flutes in sparkling light"),
    )
    bottles = (
        ("bottle-silver.jpg", "silver", "Silver package bottle presentation"),
        ("bottle-gold.jpg", "gold", "Gold package with champagne sparklers"),
        ("bottle-platinum.jpg", "platinum", "Platinum package in diamond light"),
    )
    menus = (
        ("menu-outdoor.jpg", "emerald", "Outdoor Menu"),
        ("menu-club.jpg", "magenta", "Club Menu"),
        ("menu-kitchen.jpg", "amber", "Kitchen Menu"),
    )
    icons = ("instagram", "facebook", "x", "tiktok")
    return (
        *_bucket(
            "hero-images", (1920, 1080), 101, [("hero-main.webp", "hero", "violet", "", hero_alt)]
        ),
        *_bucket(
            "events-images",
            (1200, 800),
            200,
            (
                (name, kind, pal, title, f"{title} event artwork")
                for name, kind, pal, title in events
            ),
        ),
        *_bucket(
            "gallery-media",
            (1200, 900),
            300,
            ((name, kind, pal, "", alt) for name, kind, pal, alt in gallery),
        ),
        *_bucket(
            "experience-images",
            (1200, 900),
            400,
            ((name, kind, pal, "", alt) for name, kind, pal, alt in experience),
        ),
        *_bucket(
            "bottle-service-images",
            (1200, 800),
            500,
            ((name, "bottle", pal, "", alt) for name, pal, alt in bottles),
        ),
        *_bucket(
            "menu-images",
            (1200, 1600),
            600,
            ((name, "menu", pal, title, title) for name, pal, title in menus),
        ),
        *_bucket(
            "social-icons",
            (64, 64),
            700,
            ((f"{icon}.png", icon, "silver", "", icon) for icon in icons),
        ),
        *_bucket(
            "floor-plans",
            (1500, 1050),
            800,
            (
                (
                    "floor-ground.png",
                    "floor-ground",
                    "gold",
                    "Ground Floor",
                    "Floor plan of the ground floor: DJ, dance floor, bar and VIP Room",
                ),
                (
                    "floor-mezzanine.png",
                    "floor-mezzanine",
                    "gold",
                    "Mezzanine",
                    "Floor plan of the mezzanine above the dance floor",
                ),
            ),
        ),
    )


DEMO_IMAGES: tuple[DemoImage, ...] = _catalogue()


def url_for(image: DemoImage) -> str:
    """Public URL of a catalogue image, e.g. ``/media/hero-images/hero-main.webp``."""
    return f"/media/{image.bucket}/{image.name}"


def find(name: str) -> DemoImage:
    """Look a catalogue entry up by file name; raises ``KeyError`` if it does not exist."""
    for image in DEMO_IMAGES:
        if image.name == name:
            return image
    raise KeyError(name)
