"""Mail about what visitors send: staff hear of each new message and reservation (with one-click
Confirm and Decline links), the guest gets a receipt, and later the staff's decision.

Each mail is added to the transaction of the change it is about (core/outbox.py): the
reservation, message or decision and its mails are stored together, and the process's outbox
worker sends them after the answer, with retries. A failure is logged, kept as a failed row and
never reaches the visitor.
"""

import uuid
from collections.abc import Callable

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.core.mail import Outgoing
from nocturne.core.outbox import Outbox
from nocturne.inbox import letters, mail_links
from nocturne.models import ContactSubmission, Reservation


class Notifier:
    def __init__(self, settings: Settings, outbox: Outbox) -> None:
        self._settings = settings
        self.outbox = outbox

    def _stage(
        self, session: AsyncSession, mail: Outgoing, kind: str, about: uuid.UUID | None
    ) -> None:
        self.outbox.stage(session, mail, kind, about)

    def send_later(self, session: AsyncSession) -> Callable[[Outgoing], None]:
        """Any mail the product promised, stored with the session's next commit and sent
        after it, with the same retries (the account mails)."""

        def stage(mail: Outgoing) -> None:
            self.outbox.stage(session, mail, "account")

        return stage

    async def drain(self, *, retries: bool = True) -> None:
        """Send what this process can send now, and wait for retries (tests, shutdown)."""
        await self.outbox.drain(retries=retries)

    def new_contact_submission(self, session: AsyncSession, submission: ContactSubmission) -> None:
        club = self._settings.club_name
        for address in self._settings.notification_addresses:
            self._stage(
                session,
                Outgoing(
                    address,
                    f"New message: {submission.subject} from {submission.name}",
                    f"A new message was sent through the {club} website.\n\n"
                    f"From: {submission.name} <{submission.email}>\n"
                    f"Subject: {submission.subject}\n\n{submission.message}\n\n"
                    f"Answer it in the admin area: {self._admin_url('contact-submissions')}\n",
                ),
                "contact_staff",
                submission.id,
            )

    def new_reservation(
        self, session: AsyncSession, reservation: Reservation, receipt: letters.Club | None
    ) -> None:
        """Staff hear of the request, each with links of their own; the guest gets a receipt
        presenting the club `receipt` (None: no receipt, the address had its share today)."""
        settings = self._settings
        club = settings.club_name
        for address in settings.notification_addresses:
            links = tuple(
                mail_links.url(
                    settings.public_url,
                    mail_links.issue(settings.resolved_secret_key, reservation.id, action),
                )
                for action in mail_links.ACTIONS
            )
            self._stage(
                session,
                letters.staff_new_request(
                    address,
                    reservation,
                    club,
                    settings.zone,
                    self._admin_url("reservations"),
                    (links[0], links[1]),
                ),
                "reservation_staff",
                reservation.id,
            )
        if receipt is None or not reservation.email:
            return
        self._stage(
            session,
            letters.receipt(reservation, receipt, settings.zone),
            "reservation_receipt",
            reservation.id,
        )

    def reservation_decided(
        self, session: AsyncSession, reservation: Reservation, club: letters.Club
    ) -> None:
        """The guest hears that staff confirmed or declined (and why, when staff said)."""
        if reservation.email:
            self._stage(
                session,
                letters.decision(reservation, club, self._settings.zone),
                "reservation_decision",
                reservation.id,
            )

    def _admin_url(self, page: str) -> str:
        return f"{self._settings.public_url.rstrip('/')}/admin/{page}"
