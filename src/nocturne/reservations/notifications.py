"""Mail about reservations: staff hear of each new request (with one-click Confirm and Decline
links), the guest gets a receipt, and later the staff's decision. What each mail says is in
mail/letters/reservations.py; here is who gets which, and when.

Each mail is added to the transaction of the change it is about (mail/outbox.py): the
reservation or decision and its mails are stored together, and the process's outbox
worker sends them after the answer, with retries. A failure is logged, kept as a failed row and
never reaches the visitor.
"""

from dataclasses import replace
from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.club.nights import starts_at
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.core.statements import Transaction
from nocturne.mail import outbox
from nocturne.mail.letters import reservations as letters
from nocturne.mail.mailer import Outgoing
from nocturne.mail.outbox import Outbox, SendLater
from nocturne.models import ContactSection, Reservation
from nocturne.reservations import calendar, mail_links, manage_links


async def load_club(session: AsyncSession, name: str, public_url: str) -> letters.Club:
    """What the guest's mails say of the club: its name and site, and from the Contact section
    its address, mail address and phone."""
    contact = await session.scalar(select(ContactSection).limit(1))
    if contact is None:
        return letters.Club(name, public_url)
    place = contact.location or {}
    town = " ".join(p for p in (place.get("state"), place.get("zip")) if p)
    parts = [place.get("address"), place.get("city"), town]
    details = contact.contact or {}
    return letters.Club(
        name=name,
        public_url=public_url,
        address=", ".join(str(p).strip() for p in parts if p and str(p).strip()) or None,
        email=str(details.get("email") or "").strip() or None,
        phone=str(details.get("phone") or "").strip() or None,
    )


class Notifier:
    def __init__(self, settings: Settings, club: Club, outbox: Outbox) -> None:
        self._settings = settings
        self._club = club
        self.outbox = outbox

    def send_later(self, session: AsyncSession) -> SendLater:
        """Any mail the product promised, stored in the session's transaction and sent after
        its commit, with the same retries (the account mails)."""

        async def add(mail: Outgoing) -> None:
            await self.outbox.add(session, "account", mail)

        return add

    async def drain(self, *, retries: bool = True) -> None:
        """Send what this process can send now, and wait for retries (tests, shutdown)."""
        await self.outbox.drain(retries=retries)

    async def new_reservation(
        self, tx: Transaction, reservation: Reservation, receipt: letters.Club | None
    ) -> None:
        """Staff hear of the request, each with links of their own; the guest gets a receipt
        presenting the club `receipt` (None: no receipt, the address had its share today)."""
        settings = self._settings
        start = self._start(reservation)
        staff = []
        for address in self._club.notification_addresses:
            links = tuple(
                mail_links.url(
                    settings.public_url,
                    mail_links.issue(settings.resolved_secret_key, reservation.id, action),
                )
                for action in mail_links.ACTIONS
            )
            staff.append(
                letters.staff_new_request(
                    address,
                    reservation,
                    settings.club_name,
                    start,
                    self._admin_url("reservations"),
                    (links[0], links[1]),
                    mail_links.LINK_LIFETIME.days,
                )
            )
        mails = outbox.rows("reservation_staff", *staff, about=reservation.id)
        if receipt is not None and reservation.email:
            guest = letters.receipt(reservation, receipt, start, self.manage_url(reservation))
            mails += outbox.rows("reservation_receipt", guest, about=reservation.id)
        await self.outbox.store(tx, mails)  # one INSERT for the booking's mails

    async def reservation_decided(
        self, session: AsyncSession, reservation: Reservation, club: letters.Club
    ) -> None:
        """The guest hears that staff confirmed or declined (and why, when staff said)."""
        if reservation.email:
            start = self._start(reservation)
            manage = self.manage_url(reservation) if reservation.status == "confirmed" else None
            decision = letters.decision(reservation, club, start, manage)
            if manage and start:  # the confirmation carries the night for the guest's calendar
                host = urlsplit(self._settings.public_url).hostname or "nocturne"
                event = calendar.event(reservation, start, club, manage, host)
                decision = replace(decision, calendar=event.decode())
            await self.outbox.add(session, "reservation_decision", decision, about=reservation.id)

    async def reservation_changed(
        self,
        session: AsyncSession,
        reservation: Reservation,
        before: dict[str, Any],
        club: letters.Club,
    ) -> None:
        """The guest hears what staff changed of a confirmed booking: each of night, arrival,
        party, area and package that changed, before and after."""
        if not reservation.email:
            return
        was = starts_at(before["date"], before["time"], self._club.zone)
        mail = letters.changed(
            reservation, before, club, self._start(reservation), was, self.manage_url(reservation)
        )
        await self.outbox.add(session, "reservation_changed", mail, about=reservation.id)

    async def guest_changed(
        self,
        session: AsyncSession,
        reservation: Reservation,
        before: dict[str, Any],
        club: letters.Club,
    ) -> None:
        """The guest changed or cancelled the booking on its page: the guest has it in writing,
        and staff hear of it."""
        start = self._start(reservation)
        if reservation.status == "cancelled":
            guest = letters.cancelled(reservation, club, start)
            what = [("Status", "cancelled by the guest")]
        else:
            was = starts_at(before["date"], before["time"], self._club.zone)
            guest = letters.changed(
                reservation, before, club, start, was, self.manage_url(reservation), by_guest=True
            )
            what = [
                (label, f"{before[name]} \u2192 {getattr(reservation, name)}")
                for label, name in (("Time", "time"), ("Guests", "guests"))
                if before[name] != getattr(reservation, name)
            ]
        staff = [
            letters.staff_guest_changed(
                address,
                reservation,
                self._settings.club_name,
                what,
                self._admin_url("reservations"),
            )
            for address in self._club.notification_addresses
        ]
        mails = outbox.rows("reservation_staff", *staff, about=reservation.id)
        if reservation.email:
            mails += outbox.rows("reservation_changed", guest, about=reservation.id)
        await self.outbox.add_rows(session, mails)

    async def reminder(
        self, session: AsyncSession, reservation: Reservation, club: letters.Club
    ) -> None:
        """The guest's reminder on the day, stored with the mark that it was sent."""
        mail = letters.reminder(
            reservation, club, self._start(reservation), self.manage_url(reservation)
        )
        await self.outbox.add(session, "reservation_reminder", mail, about=reservation.id)

    async def reservation_cancelled(
        self, session: AsyncSession, reservation: Reservation, club: letters.Club
    ) -> None:
        """The guest hears that staff cancelled the booking."""
        if reservation.email:
            mail = letters.cancelled(reservation, club, self._start(reservation), by_club=True)
            await self.outbox.add(session, "reservation_changed", mail, about=reservation.id)

    def manage_url(self, reservation: Reservation) -> str:
        """The link to the booking's own page, for the guest's mails."""
        token = manage_links.issue(self._settings.resolved_secret_key, reservation.id)
        return manage_links.url(self._settings.public_url, token)

    def _start(self, reservation: Reservation) -> datetime | None:
        """When the party is expected, in the club's time zone (None: no clock time)."""
        return starts_at(reservation.date, reservation.time, self._club.zone)

    def _admin_url(self, page: str) -> str:
        return f"{self._settings.public_url.rstrip('/')}/admin/{page}"
