"""The demo club: believable content in every table, with media made on this machine.

`make run` seeds it into an empty database so a club sees a finished site before it edits a word.
"""

import uuid
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import models
from nocturne.club import service as club_service
from nocturne.demo import floor, imagery
from nocturne.reservations import booking_rules

DEMO_ADMIN_EMAIL = "admin@nocturne.club"
# The demo club is in New York (its contact details): its nights, and the times in its mails,
# are New York's, and its admin is told of each new request.
DEMO_TIME_ZONE = "America/New_York"
DEMO_OPENING_NIGHTS = [3, 4, 5]


def _urls(bucket: str) -> list[str]:
    return [imagery.url_for(image) for image in imagery.DEMO_IMAGES if image.bucket == bucket]


def _next_weekday(start: date, weekday: int, weeks_ahead: int = 0) -> date:
    return start + timedelta(days=(weekday - start.weekday()) % 7 + 7 * weeks_ahead)


def hero_content() -> dict[str, Any]:
    return {
        "title": "Where the Night Comes Alive",
        "subtitle": "Three levels of sound, light and luxury in the heart of the city",
        "background_image": _urls("hero-images")[0],
        "background_video": None,
        "primary_button_text": "Reserve Now",
        "primary_button_link": "#bottle-service",
        "secondary_button_text": "View Events",
        "secondary_button_link": "#events",
    }


def bottle_service_content() -> dict[str, Any]:
    return {
        "title": "Bottle Service",
        "subtitle": "Experience unparalleled luxury with our premium bottle service packages",
        "features": [
            {
                "id": "1",
                "icon": "crown",
                "title": "VIP Tables",
                "description": "Elevated booths with the best view of the stage and dance floor.",
            },
            {
                "id": "2",
                "icon": "wine",
                "title": "Premium Spirits",
                "description": "A cellar of rare champagnes, aged cognacs and small-batch spirits.",
            },
            {
                "id": "3",
                "icon": "user",
                "title": "Dedicated Host",
                "description": "A personal host looks after your table from arrival to last call.",
            },
            {
                "id": "4",
                "icon": "star",
                "title": "Priority Entry",
                "description": "Skip the line with a private entrance for you and your guests.",
            },
        ],
        "statistics": [
            {"id": "1", "icon": "users", "label": "Guests Each Weekend", "value": "2,500+"},
            {"id": "2", "icon": "music", "label": "Resident & Guest DJs", "value": "40"},
            {"id": "3", "icon": "award", "label": "Nightlife Awards", "value": "12"},
            {"id": "4", "icon": "calendar", "label": "Nights Since 2015", "value": "1,800+"},
        ],
        # Left empty, the About section keeps its own heading and text.
        "experience": {
            "title": "",
            "description": "",
            "images": _urls("experience-images")[:4],
        },
    }


def footer_content(club_name: str, year: int | None = None) -> dict[str, Any]:
    """The footer, its copyright of `year` (this year by default)."""
    icons = {
        image.name.split(".")[0]: imagery.url_for(image)
        for image in imagery.DEMO_IMAGES
        if image.bucket == "social-icons"
    }

    def icon(platform: str) -> str:
        return next((url for name, url in icons.items() if platform in name), "")

    return {
        "company": {
            "description": f"{club_name} is the city's premier destination for nightlife, "
            "bringing world-class DJs, luxurious bottle service and unforgettable nights "
            "since 2015.",
            "social_links": [
                {
                    "platform": "Instagram",
                    "url": "https://instagram.com/",
                    "icon": icon("instagram"),
                },
                {"platform": "Facebook", "url": "https://facebook.com/", "icon": icon("facebook")},
                {"platform": "X", "url": "https://x.com/", "icon": icon("x")},
                {"platform": "TikTok", "url": "https://tiktok.com/", "icon": icon("tiktok")},
            ],
        },
        "quick_links": [
            {"text": "Events", "url": "#events"},
            {"text": "Gallery", "url": "#gallery"},
            {"text": "Menu", "url": "/menu"},
            {"text": "Bottle Service", "url": "#bottle-service"},
            {"text": "Contact", "url": "#contact"},
        ],
        # Left empty, the footer's address, phone, email and hours follow the contact details.
        "contact_info": {"address": "", "phone": "", "email": ""},
        "hours": [],
        "legal": {
            "copyright": f"© {year or datetime.now(UTC).year} {club_name}. All rights reserved.",
            "links": [
                {"text": "Privacy Policy", "url": "/privacy"},
                {"text": "Terms of Service", "url": "/terms"},
            ],
        },
    }


EVENTS = (
    # (weekday, weeks ahead, title, description, time, location)
    (
        4,
        0,
        "Midnight Gala",
        "Black tie, gold confetti and a live string quartet before the DJs "
        "take over. Our signature night of glamour.",
        "10:00 PM",
        "Main Room",
    ),
    (
        5,
        0,
        "Techno Underground",
        "Eight hours of relentless techno in the basement, with a laser rig built for the dark.",
        "11:00 PM",
        "The Vault, Level -1",
    ),
    (
        3,
        1,
        "Latin Nights",
        "Reggaeton, salsa and dembow with live percussion and our resident dancers.",
        "10:00 PM",
        "Main Room",
    ),
    (
        4,
        1,
        "Deep House Sessions",
        "Warm, rolling grooves on the rooftop under the city lights.",
        "10:30 PM",
        "Rooftop Terrace",
    ),
    (
        5,
        2,
        "Neon Dreams",
        "A glow-in-the-dark night of synthwave, UV paint and neon art.",
        "10:00 PM",
        "Main Room",
    ),
    (
        4,
        3,
        "Jazz Lounge",
        "Smoky standards and modern jazz in the lounge, with a cocktail menu to match.",
        "9:00 PM",
        "Velvet Lounge, Level 2",
    ),
)

GALLERY = (
    ("Saturday Peak", "dance floor"),
    ("Lights Down", "dance floor"),
    ("Behind the Decks", "DJ"),
    ("Guest Set", "DJ"),
    ("Signature Serves", "bar"),
    ("The Long Bar", "bar"),
    ("Private Booth", "VIP lounge"),
    ("Champagne Moment", "VIP lounge"),
    ("Crowd Energy", "dance floor"),
)

PACKAGES = (
    (
        "Silver",
        Decimal("500.00"),
        "An elegant start to the night for small groups.",
        [
            "1 premium bottle",
            "Reserved table for up to 6",
            "Mixers and garnishes",
            "Priority entry",
        ],
    ),
    (
        "Gold",
        Decimal("1200.00"),
        "Our most popular table, close to the action.",
        [
            "2 premium bottles",
            "VIP booth for up to 10",
            "Dedicated host",
            "Priority entry",
            "Complimentary champagne toast",
        ],
    ),
    (
        "Platinum",
        Decimal("2500.00"),
        "The ultimate night, from private entrance to last call.",
        [
            "4 premium bottles including champagne",
            "Stage-side booth for up to 15",
            "Personal host and security",
            "Private entrance",
            "Sparkler bottle presentation",
        ],
    ),
)

MENUS = (
    ("outdoor", "Outdoor Menu", "Terrace cocktails and light bites."),
    ("club", "Club Menu", "Bottles, champagne and signature cocktails."),
    ("kitchen", "Kitchen Menu", "Late-night plates from our kitchen."),
)


async def is_empty(session: AsyncSession) -> bool:
    for model in (
        models.ContentSection,
        models.NavigationSettings,
        models.Event,
        models.GalleryItem,
        models.Package,
    ):
        if await session.scalar(select(func.count()).select_from(model)):
            return False
    return True


async def _floor(session: AsyncSession) -> dict[str, uuid.UUID]:
    """Three areas, two drawn floor plans and twenty tables placed on them: the areas' ids by
    name."""
    areas = {
        name: models.Area(
            id=uuid.uuid4(), name=name, description=text, position=i, guests_pick_table=pick
        )
        for i, (name, text, pick) in enumerate(floor.AREAS)
    }
    plans = {
        name: models.FloorPlan(
            id=uuid.uuid4(), name=name, position=i, image=imagery.url_for(imagery.find(picture))
        )
        for i, (name, picture) in enumerate(floor.PLANS)
    }
    session.add_all([*areas.values(), *plans.values()])
    await session.flush()  # the tables refer to them
    session.add_all(
        models.ClubTable(
            label=table.label,
            area_id=areas[table.area].id,
            plan_id=plans[table.plan].id,
            seats_min=table.seats[0],
            seats_max=table.seats[1],
            minimum_spend=floor.minimum_spend(table),
            online=True,
            shape=table.shape,
            x=table.x,
            y=table.y,
            width=table.width,
            height=table.height,
        )
        for table in floor.TABLES
    )
    return {name: area.id for name, area in areas.items()}


async def seed_demo(session: AsyncSession, media_root: Path, club_name: str) -> None:
    """Write the demo media to `media_root` and fill every table with the demo club."""
    imagery.write_all(media_root)
    today = datetime.now(UTC).date()
    now = datetime.now(UTC)

    session.add(
        models.NavigationSettings(
            logo_url=None,
            links=[
                {"text": "Events", "url": "#events", "isButton": False},
                {"text": "Menu", "url": "/menu", "isButton": False},
                {"text": "Gallery", "url": "#gallery", "isButton": False},
                {"text": "About", "url": "#about", "isButton": False},
                {"text": "Contact", "url": "#contact", "isButton": False},
                {"text": "Bottle Service", "url": "#bottle-service", "isButton": True},
            ],
        )
    )
    hero = hero_content()
    bottle = bottle_service_content()
    session.add_all(
        [
            models.ContentSection(
                section_name="hero", title=hero["title"], subtitle=hero["subtitle"], content=hero
            ),
            models.ContentSection(
                section_name="events",
                title="Upcoming Events",
                subtitle="Join us for unforgettable nights of luxury, music, and entertainment",
                content={
                    "title": "Upcoming Events",
                    "subtitle": "Join us for unforgettable nights of luxury, "
                    "music, and entertainment",
                },
            ),
            models.ContentSection(
                section_name="gallery",
                title="Gallery",
                subtitle=f"Step into the world of {club_name} through our curated "
                "collection of moments",
                content={
                    "title": "Gallery",
                    "subtitle": f"Step into the world of {club_name} through our "
                    "curated collection of moments",
                },
            ),
            models.ContentSection(
                section_name="bottle-service",
                title=bottle["title"],
                subtitle=bottle["subtitle"],
                content=bottle,
            ),
            models.ContentSection(
                section_name="footer",
                title="Footer",
                subtitle=None,
                content=footer_content(club_name, today.year),
            ),
        ]
    )

    posters = _urls("events-images")
    for index, (weekday, weeks, title, description, time, location) in enumerate(EVENTS):
        session.add(
            models.Event(
                title=title,
                description=description,
                image=posters[index % len(posters)],
                date=_next_weekday(today, weekday, weeks),
                time=time,
                location=location,
            )
        )

    photos = _urls("gallery-media")
    for index, (title, category) in enumerate(GALLERY):
        url = photos[index % len(photos)]
        session.add(
            models.GalleryItem(
                title=title,
                type="image",
                url=url,
                thumbnail=url,
                category=category,
                created_at=now - timedelta(days=index, hours=index),
            )
        )

    areas = await _floor(session)
    package_images = _urls("bottle-service-images")
    for index, (name, price, description, includes) in enumerate(PACKAGES):
        session.add(
            models.Package(
                name=name,
                price=price,
                description=description,
                image=package_images[index % len(package_images)],
                includes=includes,
                area_ids=[str(areas[area]) for area in floor.PACKAGE_AREAS.get(name, ())],
            )
        )

    session.add(
        models.ContactSection(
            title="Contact Us",
            location={
                "address": "123 Nightlife Avenue",
                "city": "New York",
                "state": "NY",
                "zip": "10001",
            },
            hours=[{"day": "Thursday - Saturday", "time": "10:00 PM - 3:00 AM"}],
            contact={"phone": "+1 (555) 123-4567", "email": "info@nocturne.club"},
            map_url="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3022.2!2d-73.99!3d40.75"
            "!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDDCsDQ1!5e0!3m2!1sen"
            "!2sus!4v1700000000000",
        )
    )

    boards = {
        image.name: imagery.url_for(image)
        for image in imagery.DEMO_IMAGES
        if image.bucket == "menu-images"
    }
    for type_, title, description in MENUS:
        url = next((u for name, u in boards.items() if type_ in name), next(iter(boards.values())))
        session.add(
            models.MenuImage(
                type=type_, image_url=url, title=title, category="food", description=description
            )
        )

    session.add_all(
        [
            models.ContactSubmission(
                name="Olivia Hart",
                email="olivia.hart@example.com",
                subject="Private Event",
                message="We'd love to host a 40th birthday on the rooftop in spring. "
                "Could you send options for around 60 guests?",
                created_at=now - timedelta(hours=5),
            ),
            models.ContactSubmission(
                name="Marcus Lee",
                email="marcus.lee@example.com",
                subject="General Inquiry",
                message="Is there a dress code on Friday nights?",
                created_at=now - timedelta(days=1, hours=2),
            ),
            models.Reservation(
                name="Sophia Reyes",
                email="sophia.reyes@example.com",
                date=_next_weekday(today, 5),
                time="22:30",
                guests=8,
                occasion="birthday",
                requests="A cake at midnight, please.",
                created_at=now - timedelta(hours=3),
            ),
            models.Reservation(
                name="James Carter",
                email="james.carter@example.com",
                date=_next_weekday(today, 4, 1),
                time="23:00",
                guests=12,
                occasion="corporate",
                requests=None,
                created_at=now - timedelta(days=1),
            ),
        ]
    )
    rules = await booking_rules.rules_row(session)
    # The nights its contact hours show: Thursday, Friday and Saturday.
    if rules.opening_weekdays is None:
        rules.opening_weekdays = DEMO_OPENING_NIGHTS
    club = await club_service.saved_row(session)
    club.time_zone = club.time_zone or DEMO_TIME_ZONE
    club.notification_emails = club.notification_emails or [DEMO_ADMIN_EMAIL]
    await session.commit()
