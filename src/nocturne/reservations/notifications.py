"""Mail about reservations: staff hear of each new request (with one-click Confirm and Decline
links), the guest gets a receipt, and later the staff's decision.

Each mail is added to the transaction of the change it is about (core/outbox.py): the
reservation or decision and its mails are stored together, and the process's outbox
worker sends them after the answer, with retries. A failure is logged, kept as a failed row and
never reaches the visitor.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.core import outbox
from nocturne.core.mail import Outgoing
from nocturne.core.outbox import Outbox, SendLater
from nocturne.models import Reservation
from nocturne.reservations import letters, mail_links


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
        self, session: AsyncSession, reservation: Reservation, receipt: letters.Club | None
    ) -> None:
        """Staff hear of the request, each with links of their own; the guest gets a receipt
        presenting the club `receipt` (None: no receipt, the address had its share today)."""
        settings = self._settings
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
                    self._club.zone,
                    self._admin_url("reservations"),
                    (links[0], links[1]),
                )
            )
        mails = outbox.rows("reservation_staff", *staff, about=reservation.id)
        if receipt is not None and reservation.email:
            guest = letters.receipt(reservation, receipt, self._club.zone)
            mails += outbox.rows("reservation_receipt", guest, about=reservation.id)
        await self.outbox.add_rows(session, mails)  # one INSERT for the booking's mails

    async def reservation_decided(
        self, session: AsyncSession, reservation: Reservation, club: letters.Club
    ) -> None:
        """The guest hears that staff confirmed or declined (and why, when staff said)."""
        if reservation.email:
            decision = letters.decision(reservation, club, self._club.zone)
            await self.outbox.add(session, "reservation_decision", decision, about=reservation.id)

    def _admin_url(self, page: str) -> str:
        return f"{self._settings.public_url.rstrip('/')}/admin/{page}"
