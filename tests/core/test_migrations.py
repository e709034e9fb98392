"""The Alembic migrations build exactly the models' schema from an empty database, and undo it."""

import os
import uuid
import warnings
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SAWarning

from nocturne.core.db import create_engine
from nocturne.core.migrate import downgrade, upgrade
from nocturne.models import Base
from nocturne.models.base import JSONColumn
from tests.support.databases import fresh_database

SPEC_TABLES = {
    "navigation_settings",
    "content_sections",
    "events",
    "gallery_items",
    "packages",
    "contact_sections",
    "contact_submissions",
    "reservations",
    "menu_images",
    "users",
    "refresh_tokens",
    "rate_limits",
    "idempotency_keys",
    "reservation_settings",
    "blackout_dates",
    "reservation_nights",
    "reservation_link_uses",
    "audit_log",
    "content_drafts",
    "content_revisions",
    "media_files",
    "outbox_mails",
    "club_settings",
    "floor_plans",
    "areas",
    "club_tables",
    "table_nights",
    "table_assignments",
    "guests",
}


@pytest.fixture
def empty_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with fresh_database(os.environ.get("NOCTURNE_TEST_DATABASE_URL"), tmp_path_factory) as url:
        yield url


def _differences(connection: Connection) -> list[object]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    with warnings.catch_warnings():
        # SQLite's reflection cannot read an index on an expression (a guest's address in lower
        # case): such an index is compared on PostgreSQL, and its presence checked apart.
        warnings.filterwarnings(
            "ignore", "Skipped unsupported reflection of expression-based index", SAWarning
        )
        warnings.filterwarnings("ignore", "autogenerate skipping metadata-specified expression")
        return list(compare_metadata(context, Base.metadata))


def _index_names(connection: Connection) -> set[str]:
    if connection.dialect.name == "sqlite":
        rows = connection.execute(text("SELECT name FROM sqlite_master WHERE type = 'index'"))
    else:
        rows = connection.execute(text("SELECT indexname FROM pg_indexes"))
    return {row[0] for row in rows}


def _tables(connection: Connection) -> set[str]:
    return set(inspect(connection).get_table_names()) - {"alembic_version"}


async def test_upgrade_from_empty_matches_the_models(empty_database: str) -> None:
    engine = create_engine(empty_database)
    try:
        await upgrade(engine)
        async with engine.connect() as connection:
            assert await connection.run_sync(_tables) == SPEC_TABLES
            assert await connection.run_sync(_differences) == []
            assert {
                "ix_reservations_night_load",
                "ix_reservations_night_guest",
                "ux_guests_email",
            } <= (await connection.run_sync(_index_names))
    finally:
        await engine.dispose()


async def test_downgrade_removes_every_table_and_upgrade_runs_again(empty_database: str) -> None:
    engine = create_engine(empty_database)
    try:
        await upgrade(engine)
        await downgrade(engine, "base")
        async with engine.connect() as connection:
            assert await connection.run_sync(_tables) == set()
        await upgrade(engine)
        async with engine.connect() as connection:
            assert await connection.run_sync(_tables) == SPEC_TABLES
    finally:
        await engine.dispose()


async def test_existing_events_get_their_slugs(empty_database: str) -> None:
    engine = create_engine(empty_database)
    rows = [
        ("Midnight Gala", "2026-06-13", "10:00 PM"),
        ("Midnight Gala", "2026-06-13", "11:00 PM"),
        ("Fête Noire", "2026-07-01", "9:00 PM"),
    ]
    try:
        await upgrade(engine, "0008")
        async with engine.begin() as connection:
            for title, day, time in rows:
                await connection.execute(
                    text(
                        "INSERT INTO events (id, title, description, date, time, location) "
                        "VALUES (:id, :title, '', :date, :time, 'Main Room')"
                    ),
                    {"id": uuid.uuid4().hex if engine.dialect.name == "sqlite" else uuid.uuid4(),
                     "title": title, "date": date.fromisoformat(day), "time": time},
                )  # fmt: skip
        await upgrade(engine)
        async with engine.connect() as connection:
            slugs = (
                await connection.execute(text("SELECT slug FROM events ORDER BY date, time"))
            ).scalars().all()  # fmt: skip
        assert slugs == [
            "midnight-gala-2026-06-13",
            "midnight-gala-2026-06-13-2",
            "fete-noire-2026-07-01",
        ]
    finally:
        await engine.dispose()


async def test_saved_navigation_gets_the_menu_link_where_the_top_bar_showed_it(
    empty_database: str,
) -> None:
    navigation = sa.table(
        "navigation_settings",
        sa.column("id", sa.Uuid()),
        sa.column("links", JSONColumn),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    events = {"text": "Nights", "url": "#events", "isButton": False}
    about = {"text": "About", "url": "#about", "isButton": False}
    book = {"text": "Book", "url": "#bottle-service", "isButton": True}
    drinks = {"text": "Drinks", "url": "/menu", "isButton": False}
    menu = {"text": "Menu", "url": "/menu", "isButton": False}
    saved = {
        uuid.uuid4(): ([about, events, book], [about, events, menu, book]),
        uuid.uuid4(): ([about, book], [about, menu, book]),
        uuid.uuid4(): ([about], [about, menu]),
        uuid.uuid4(): ([book, drinks], [book, drinks]),
        uuid.uuid4(): ([], []),
    }
    engine = create_engine(empty_database)
    try:
        await upgrade(engine, "0009")
        async with engine.begin() as connection:
            for row_id, (links, _) in saved.items():
                await connection.execute(
                    navigation.insert().values(id=row_id, links=links, updated_at=datetime.now(UTC))
                )
        await upgrade(engine)
        async with engine.connect() as connection:
            rows = dict(
                (await connection.execute(sa.select(navigation.c.id, navigation.c.links))).all()
            )
        assert rows == {row_id: after for row_id, (_, after) in saved.items()}
    finally:
        await engine.dispose()


_CONTACT = sa.table(
    "contact_sections",
    sa.column("id", sa.Uuid()),
    sa.column("hours", JSONColumn),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
_RULES = sa.table(
    "reservation_settings",
    sa.column("id", sa.Uuid()),
    sa.column("opening_weekdays", JSONColumn),
    sa.column("package_limits", JSONColumn),
    sa.column("booking_window_days", sa.Integer()),
    sa.column("phone_required", sa.Boolean()),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)


async def _club_before_0015(
    engine: sa.ext.asyncio.AsyncEngine, hours: list[dict[str, str]], weekdays: object
) -> None:
    """A club at revision 0014 with these contact hours, and these opening nights saved in its
    rules (False: no rules saved)."""
    now = datetime.now(UTC)
    await upgrade(engine, "0014")
    async with engine.begin() as connection:
        await connection.execute(
            _CONTACT.insert().values(id=uuid.uuid4(), hours=hours, updated_at=now)
        )
        if weekdays is not False:
            await connection.execute(
                _RULES.insert().values(
                    id=uuid.uuid4(), opening_weekdays=weekdays, package_limits={},
                    booking_window_days=30, phone_required=False, updated_at=now,
                )
            )  # fmt: skip


OPENING_NIGHTS_CASES = [
    ([{"day": "Thursday - Saturday", "time": "10:00 PM - 3:00 AM"}], [3, 4, 5]),
    (
        [
            {"day": "Thursday - Saturday", "time": "10:00 PM - 3:00 AM"},
            {"day": "Sunday - Wednesday", "time": "Private events only"},
        ],
        [3, 4, 5],
    ),
    ([{"day": "Fri & Sat", "time": "11pm - 5am"}], [4, 5]),
    ([{"day": "Saturday to Monday", "time": "22:00 - 04:00"}], [0, 5, 6]),
    ([{"day": "Daily", "time": "10 PM - 2 AM"}], [0, 1, 2, 3, 4, 5, 6]),
    ([{"day": "Wednesday", "time": "Closed"}], []),
    ([], None),
    ([{"day": "Most nights", "time": "late"}], None),
]


@pytest.mark.parametrize("saved_rules", [False, True], ids=["no rules saved", "rules saved"])
@pytest.mark.parametrize(("hours", "weekdays"), OPENING_NIGHTS_CASES)
async def test_a_club_keeps_the_nights_its_contact_hours_opened(
    empty_database: str,
    saved_rules: bool,
    hours: list[dict[str, str]],
    weekdays: list[int] | None,
) -> None:
    """Opening nights were read from the contact hours while the rules named none; upgrading
    writes those nights into the rules once, so the same nights stay open."""
    engine = create_engine(empty_database)
    try:
        await _club_before_0015(engine, hours, None if saved_rules else False)
        await upgrade(engine)
        async with engine.connect() as connection:
            rows = (
                await connection.execute(
                    sa.select(_RULES.c.opening_weekdays, _RULES.c.booking_window_days)
                )
            ).all()
        if weekdays is None:  # hours that name no day left every night open, as null does
            assert [row.opening_weekdays for row in rows] == ([None] if saved_rules else [])
        else:
            window = 30 if saved_rules else 366
            assert [tuple(row) for row in rows] == [(weekdays, window)]
    finally:
        await engine.dispose()


async def test_opening_nights_staff_saved_are_kept(empty_database: str) -> None:
    engine = create_engine(empty_database)
    try:
        await _club_before_0015(engine, [{"day": "Daily", "time": "10 PM - 2 AM"}], [5])
        await upgrade(engine)
        async with engine.connect() as connection:
            saved = await connection.scalar(sa.select(_RULES.c.opening_weekdays))
        assert saved == [5]
    finally:
        await engine.dispose()


_RESERVATIONS = sa.table(
    "reservations",
    sa.column("id", sa.Uuid()),
    sa.column("name", sa.Text()),
    sa.column("email", sa.String()),
    sa.column("date", sa.Date()),
    sa.column("time", sa.String()),
    sa.column("guests", sa.Integer()),
    sa.column("status", sa.String()),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
_NIGHTS = sa.table(
    "reservation_nights",
    sa.column("date", sa.Date()),
    sa.column("held_guests", sa.Integer()),
    sa.column("held_bookings", sa.Integer()),
)


async def test_the_nights_of_stored_reservations_get_their_load(empty_database: str) -> None:
    """Upgrading writes each night's load (guests and bookings that hold places) once, and
    from then on the database keeps it as reservations change."""
    engine = create_engine(empty_database)
    friday, saturday = date(2026, 12, 4), date(2026, 12, 5)
    stored = [(friday, 4, "pending"), (friday, 6, "confirmed"), (friday, 9, "rejected"),
              (saturday, 2, "expired"), (saturday, 3, "pending")]  # fmt: skip
    try:
        await upgrade(engine, "0015")
        async with engine.begin() as connection:
            for night, guests, status in stored:
                await connection.execute(
                    _RESERVATIONS.insert().values(
                        id=uuid.uuid4(), name="Marcus Lee", email="marcus@example.com",
                        date=night, time="22:30", guests=guests, status=status,
                        created_at=datetime.now(UTC),
                    )
                )  # fmt: skip
        await upgrade(engine)
        async with engine.begin() as connection:
            loads = (await connection.execute(sa.select(_NIGHTS).order_by(_NIGHTS.c.date))).all()
            assert [tuple(row) for row in loads] == [(friday, 10, 2), (saturday, 3, 1)]
            await connection.execute(
                _RESERVATIONS.update().where(_RESERVATIONS.c.guests == 3).values(date=friday)
            )
            loads = (await connection.execute(sa.select(_NIGHTS).order_by(_NIGHTS.c.date))).all()
            assert [tuple(row) for row in loads] == [(friday, 13, 3), (saturday, 0, 0)]
    finally:
        await engine.dispose()


_SAVED_CLUB = sa.table(
    "reservation_settings",
    sa.column("id", sa.Uuid()),
    sa.column("package_limits", JSONColumn),
    sa.column("booking_window_days", sa.Integer()),
    sa.column("phone_required", sa.Boolean()),
    sa.column("time_zone", sa.String()),
    sa.column("notification_emails", JSONColumn),
    sa.column("two_factor_roles", JSONColumn),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
_CLUB = sa.table(
    "club_settings",
    sa.column("id", sa.Integer()),
    sa.column("time_zone", sa.String()),
    sa.column("notification_emails", JSONColumn),
    sa.column("two_factor_roles", JSONColumn),
)


@pytest.mark.parametrize("saved", [True, False])
async def test_a_club_keeps_its_settings_in_their_own_table(
    empty_database: str, saved: bool
) -> None:
    """What a club saved with its booking rules (time zone, who is told, two-factor roles)
    moves to `club_settings` and back down again; a club that saved none gets no row."""
    engine = create_engine(empty_database)
    values = ("Europe/Paris", ["door@nocturne.club"], ["owner"])
    try:
        await upgrade(engine, "0016")
        if saved:
            async with engine.begin() as connection:
                await connection.execute(
                    _SAVED_CLUB.insert().values(
                        id=uuid.uuid4(), package_limits={}, booking_window_days=30,
                        phone_required=False, time_zone=values[0],
                        notification_emails=values[1], two_factor_roles=values[2],
                        updated_at=datetime.now(UTC),
                    )
                )  # fmt: skip
        await upgrade(engine)
        async with engine.connect() as connection:
            club = (await connection.execute(sa.select(_CLUB))).all()
            rules = await connection.run_sync(
                lambda sync: {c["name"] for c in inspect(sync).get_columns("reservation_settings")}
            )
        assert [tuple(row) for row in club] == ([(1, *values)] if saved else [])
        assert not rules & {"time_zone", "notification_emails", "two_factor_roles"}
        await downgrade(engine, "0016")
        async with engine.connect() as connection:
            back = (
                await connection.execute(
                    sa.select(
                        _SAVED_CLUB.c.time_zone,
                        _SAVED_CLUB.c.notification_emails,
                        _SAVED_CLUB.c.two_factor_roles,
                    )
                )
            ).all()
        assert [tuple(row) for row in back] == ([values] if saved else [])
    finally:
        await engine.dispose()


async def test_a_club_gets_its_currency_and_country_and_loses_them_going_down(
    empty_database: str,
) -> None:
    """A club that saved its settings before it could name a currency and a country keeps them,
    with both unset (USD and US apply); going back down drops the two and keeps the rest."""
    engine = create_engine(empty_database)
    club = sa.table(
        "club_settings",
        sa.column("id", sa.Integer()),
        sa.column("time_zone", sa.String()),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    try:
        await upgrade(engine, "0017")
        async with engine.begin() as connection:
            await connection.execute(
                club.insert().values(id=1, time_zone="Europe/Paris", updated_at=datetime.now(UTC))
            )
        await upgrade(engine)
        async with engine.connect() as connection:
            read = text("SELECT time_zone, currency, country FROM club_settings")
            rows = (await connection.execute(read)).all()
        assert [tuple(row) for row in rows] == [("Europe/Paris", None, None)]
        await downgrade(engine, "0017")
        async with engine.begin() as connection:
            columns = await connection.run_sync(
                lambda sync: {c["name"] for c in inspect(sync).get_columns("club_settings")}
            )
            assert columns == {"id", "time_zone", "notification_emails", "two_factor_roles",
                               "updated_at"}  # fmt: skip
            assert await connection.scalar(sa.select(club.c.time_zone)) == "Europe/Paris"
            # The table still holds one row only.
            with pytest.raises(sa.exc.IntegrityError):
                await connection.execute(club.insert().values(id=2, updated_at=datetime.now(UTC)))
    finally:
        await engine.dispose()


async def test_typed_tables_become_the_inventory_and_a_clash_is_noted(
    empty_database: str,
) -> None:
    """Each label staff typed becomes a table (one per label, whatever its case) in the
    "Unassigned area"; bookings still holding places hold it on their night; where two parties
    had one label on one night, the first confirmed keeps it and the other finds it in its notes.
    After the upgrade the night's load is still kept (SQLite rebuilt the table)."""
    engine = create_engine(empty_database)
    friday, saturday = date(2026, 12, 4), date(2026, 12, 5)
    labelled = sa.table(
        "reservations",
        *(sa.column(c.name, c.type) for c in _RESERVATIONS.c),
        sa.column("table_label", sa.String()),
        sa.column("staff_notes", sa.Text()),
    )
    early, late = datetime(2026, 11, 1, tzinfo=UTC), datetime(2026, 11, 2, tzinfo=UTC)
    stored = {
        "pending first": (friday, "pending", "VIP 1", early, "Birthday."),
        "confirmed later": (friday, "confirmed", "VIP 1", late, None),
        "next night": (saturday, "pending", "vip 1 ", early, None),
        "declined": (saturday, "rejected", "B4", early, None),
        "no table": (saturday, "pending", None, early, None),
    }
    ids = {name: uuid.uuid4() for name in stored}
    try:
        await upgrade(engine, "0018")
        async with engine.begin() as connection:
            for name, (night, status, label, made, notes) in stored.items():
                await connection.execute(
                    labelled.insert().values(
                        id=ids[name], name=name, email="marcus@example.com", date=night,
                        time="22:30", guests=4, status=status, created_at=made,
                        table_label=label, staff_notes=notes,
                    )
                )  # fmt: skip
        await upgrade(engine)
        async with engine.connect() as connection:
            tables = dict(
                (await connection.execute(text(
                    "SELECT t.label, a.name FROM club_tables t JOIN areas a ON a.id = t.area_id"
                ))).all()
            )  # fmt: skip
            assert tables == {"VIP 1": "Unassigned area", "B4": "Unassigned area"}
            held = {
                (row.label, date.fromisoformat(str(row.date))): row.reservation_id
                for row in await connection.execute(text(
                    "SELECT t.label, s.date, s.reservation_id FROM table_assignments s "
                    "JOIN club_tables t ON t.id = s.table_id"
                ))
            }  # fmt: skip
            assert {key: uuid.UUID(str(value)) for key, value in held.items()} == {
                ("VIP 1", friday): ids["confirmed later"],
                ("VIP 1", saturday): ids["next night"],
            }
            rows = {
                row.name: (row.table_label, row.staff_notes)
                for row in await connection.execute(sa.select(labelled))
            }
            assert rows == {
                "pending first": (None, "Birthday.\nTable typed before the floor plan: VIP 1 "
                                  "(another party held it that night)."),
                "confirmed later": ("VIP 1", None),
                "next night": ("VIP 1", None),
                "declined": ("B4", None),
                "no table": (None, None),
            }  # fmt: skip
            loads = (await connection.execute(sa.select(_NIGHTS).order_by(_NIGHTS.c.date))).all()
            assert [tuple(row) for row in loads] == [(friday, 8, 2), (saturday, 8, 2)]
        async with engine.begin() as connection:
            await connection.execute(
                labelled.update().where(labelled.c.id == ids["no table"]).values(date=friday)
            )
            loads = (await connection.execute(sa.select(_NIGHTS).order_by(_NIGHTS.c.date))).all()
            assert [tuple(row) for row in loads] == [(friday, 12, 3), (saturday, 4, 1)]
        await downgrade(engine, "0018")
        async with engine.connect() as connection:
            assert "club_tables" not in await connection.run_sync(
                lambda sync: inspect(sync).get_table_names()
            )
    finally:
        await engine.dispose()
