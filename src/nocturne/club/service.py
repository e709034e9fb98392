"""The club's settings staff change in the back-office: its time zone (every night, calendar
and search-engine time is in it), its currency and country (the default region of phone
numbers), the addresses told of each new request, and the roles that must sign in with a second
factor.

They are kept in `club_settings`, a table of one row. A value set in the environment
(`NOCTURNE_TIMEZONE`, `NOCTURNE_STAFF_NOTIFICATION_EMAILS`) wins, for deployments that pin them;
the screen then shows it as fixed. The currency and country have no such variable: until staff
save them they are USD and US. Every server process applies the saved values when it starts
and again whenever any process saves them (the change feed's `club_settings`).
"""

import asyncio
import logging
from collections.abc import Callable
from functools import cache
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from nocturne import messages
from nocturne.club.codes import DEFAULT_COUNTRY, DEFAULT_CURRENCY
from nocturne.club.schemas import ClubSettingsPublic, ClubSettingsUpdate
from nocturne.config import Settings
from nocturne.core import audit
from nocturne.core.db import create_engine, create_sessionmaker, session_scope
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.models import ClubSettings
from nocturne.models.club import CLUB_ROW

log = logging.getLogger(__name__)

TABLE = "club_settings"
# The audit log's name for the owners' security policy (kept in the same row).
SECURITY_SETTINGS = "security_settings"
TIME_ZONE = "timezone"
NOTIFICATION_EMAILS = "staff_notification_emails"


@cache
def time_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def known_time_zone(name: str) -> str:
    """An IANA zone name this machine knows, or the field's refusal."""
    refusal = ApiError(
        422, messages.TIME_ZONE_UNKNOWN, fields={"time_zone": messages.TIME_ZONE_UNKNOWN}
    )
    if name not in time_zones():
        raise refusal
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise refusal from None
    return name


class Club:
    """The club's settings in force in this process: what staff saved, except where the
    environment fixes a value (`NOCTURNE_TIMEZONE`, `NOCTURNE_STAFF_NOTIFICATION_EMAILS`), and
    the defaults where neither did. Applied at start and again whenever any process saves."""

    def __init__(
        self,
        settings: Settings,
        sessionmaker: async_sessionmaker[AsyncSession],
        two_factor_changed: Callable[[], None] = lambda: None,
    ) -> None:
        self._settings = settings
        self._sessionmaker = sessionmaker
        # Called once the roles that must sign in with a second factor changed in this process
        # (the live feed checks its staff sockets again, under the rule now in force).
        self._two_factor_changed = two_factor_changed
        self._reloads: set[asyncio.Task[None]] = set()
        self._saved: ClubSettings | None = None
        self._zone = ZoneInfo(settings.timezone)
        self._notified: tuple[str, ...] = tuple(settings.staff_notification_emails)
        self._two_factor_roles: frozenset[str] = frozenset()
        self._currency = DEFAULT_CURRENCY
        self._country = DEFAULT_COUNTRY

    @property
    def zone(self) -> ZoneInfo:
        """The club's time zone: when a night starts and ends, for events and calendars."""
        return self._zone

    @property
    def notification_addresses(self) -> list[str]:
        """Staff told of each new message and reservation request."""
        return list(self._notified)

    @property
    def currency(self) -> str:
        """The club's currency, an ISO 4217 code (USD until saved)."""
        return self._currency

    @property
    def country(self) -> str:
        """The club's country, an ISO 3166-1 alpha-2 code (US until saved): the default region of
        a phone number written without its country code."""
        return self._country

    @property
    def two_factor_roles(self) -> frozenset[str]:
        """The roles whose accounts must sign in with a second factor (owners set them)."""
        return self._two_factor_roles

    def pinned(self, name: str) -> bool:
        """Whether the environment fixes this setting (TIME_ZONE or NOTIFICATION_EMAILS)."""
        return self._settings.pinned(name)

    def apply(self, saved: ClubSettings | None) -> None:
        before = self._two_factor_roles
        settings = self._settings
        self._saved = saved
        zone = saved.time_zone if saved and not self.pinned(TIME_ZONE) else None
        self._zone = ZoneInfo(zone or settings.timezone)
        emails = saved.notification_emails if saved else None
        if emails is None or self.pinned(NOTIFICATION_EMAILS):
            emails = settings.staff_notification_emails
        self._notified = tuple(emails)
        self._currency = (saved.currency if saved else None) or DEFAULT_CURRENCY
        self._country = (saved.country if saved else None) or DEFAULT_COUNTRY
        self._two_factor_roles = frozenset(saved.two_factor_roles or ()) if saved else frozenset()
        if self._two_factor_roles != before:
            self._two_factor_changed()

    async def load(self) -> None:
        async with session_scope(self._sessionmaker) as session:
            self.apply(await read_saved(session))

    def on_change(self, change: Change) -> None:
        if change.table == TABLE:
            task = asyncio.get_running_loop().create_task(self._reload())
            self._reloads.add(task)
            task.add_done_callback(self._reloads.discard)

    async def _reload(self) -> None:
        try:
            await self.load()
        except Exception:
            log.exception("could not reload the club's settings")

    def public(self) -> ClubSettingsPublic:
        saved = self._saved
        return ClubSettingsPublic(
            time_zone=saved.time_zone if saved else None,
            notification_emails=saved.notification_emails if saved else None,
            time_zone_in_force=self.zone.key,
            notification_emails_in_force=self.notification_addresses,
            time_zone_from_environment=self.pinned(TIME_ZONE),
            notification_emails_from_environment=self.pinned(NOTIFICATION_EMAILS),
            currency=self.currency,
            country=self.country,
        )

    async def read(self, session: AsyncSession) -> ClubSettingsPublic:
        """As saved (read afresh), as in force, and whether the environment fixes them."""
        self.apply(await read_saved(session))
        return self.public()

    async def save(
        self, session: AsyncSession, changes: Publisher, data: ClubSettingsUpdate
    ) -> ClubSettingsPublic:
        known_time_zone(data.time_zone)
        values: dict[str, object] = {
            "time_zone": data.time_zone,
            "notification_emails": list(data.notification_emails),
        }
        # A currency or country left out of the request stays as saved.
        if data.currency is not None:
            values["currency"] = data.currency
        if data.country is not None:
            values["country"] = data.country
        await self._store(session, changes, **values)
        told = ", ".join(data.notification_emails) or "nobody"
        audit.describe(
            session,
            "update",
            TABLE,
            None,
            f"time zone {data.time_zone}; currency {self.currency}; country {self.country}; "
            f"new requests told to {told}",
            instead_of=(TABLE,),
        )
        return self.public()

    async def require_two_factor(
        self, session: AsyncSession, changes: Publisher, roles: list[str]
    ) -> list[str]:
        """The roles that must sign in with a second factor, as now in force."""
        required = sorted(set(roles))
        audit.describe(
            session,
            "update",
            SECURITY_SETTINGS,
            None,
            f"two-factor sign-in required for: {', '.join(required) or 'no role'}",
            instead_of=(TABLE,),
        )
        saved = await self._store(session, changes, two_factor_roles=required)
        return list(saved.two_factor_roles or [])

    async def _store(
        self, session: AsyncSession, changes: Publisher, **values: object
    ) -> ClubSettings:
        """Write these settings, apply them here at once, and tell the other processes."""
        saved = await saved_row(session)
        for name, value in values.items():
            setattr(saved, name, value)
        await session.flush()
        self.apply(saved)
        changes.publish(Change(TABLE, "UPDATE", None))
        return saved


async def read_saved(session: AsyncSession) -> ClubSettings | None:
    """The saved row; None until staff first save."""
    return await session.get(ClubSettings, CLUB_ROW, populate_existing=True)


async def saved_row(session: AsyncSession) -> ClubSettings:
    """The saved row, or a new one (every value the default) to save into."""
    saved = await read_saved(session)
    if saved is None:
        saved = ClubSettings(id=CLUB_ROW)
        session.add(saved)
    return saved


def machine_time_zone() -> str:
    """This machine's zone, as a suggestion on first run (UTC when it cannot tell)."""
    link = Path("/etc/localtime")
    try:
        target = str(link.resolve())
    except OSError:
        return "UTC"
    name = target.split("zoneinfo/", 1)[-1] if "zoneinfo/" in target else "UTC"
    return name if name in time_zones() else "UTC"


async def ask_time_zone_on_first_run(
    settings: Settings, ask: Callable[[str], str], say: Callable[[str], object]
) -> None:
    """`nocturne serve` on a terminal, before anyone has set the club's time zone: ask for it
    (Enter keeps the suggestion) and save it, as if staff had on the Club screen."""
    if settings.pinned(TIME_ZONE):
        return
    engine = create_engine(settings.resolved_database_url)
    try:
        async with create_sessionmaker(engine)() as session:
            saved = await read_saved(session)
            if saved is not None and saved.time_zone:
                return
            suggestion = machine_time_zone()
            say(
                "The club's time zone decides when a night starts and ends, and the time in "
                "guests' mails, calendars and search results. Staff can change it later on "
                "the Club screen."
            )
            while True:
                answer = ask(f"The club's time zone [{suggestion}]: ").strip() or suggestion
                if answer in time_zones():
                    break
                say(messages.TIME_ZONE_UNKNOWN)
            row = await saved_row(session)
            row.time_zone = answer
            await session.commit()
            say(f"Saved: the club's nights are in {answer}.")
    finally:
        await engine.dispose()
