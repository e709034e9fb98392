"""Mail about what visitors send: staff hear of each new message and reservation, and the guest
gets a receipt. Sending happens after the visitor's request has been answered, with retries; a
failure is logged and never reaches the visitor."""

import asyncio
import logging
from collections.abc import Sequence

from nocturne.config import Settings
from nocturne.models import ContactSubmission, Reservation
from nocturne.services.mail import Mailer

log = logging.getLogger(__name__)

RETRY_WAITS = (5.0, 30.0, 120.0)


class Notifier:
    def __init__(
        self, settings: Settings, mailer: Mailer, retry_waits: Sequence[float] = RETRY_WAITS
    ) -> None:
        self._settings = settings
        self._mailer = mailer
        self._retry_waits = tuple(retry_waits)
        self._tasks: set[asyncio.Task[None]] = set()

    def _send_later(self, to: str, subject: str, text: str) -> None:
        task = asyncio.create_task(self._send(to, subject, text))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _send(self, to: str, subject: str, text: str) -> None:
        for attempt, wait in enumerate((*self._retry_waits, None), start=1):
            try:
                await self._mailer.send(to, subject, text)
                return
            except Exception:
                log.exception("mail to %s failed (attempt %d)", to, attempt)
                if wait is None:
                    log.error("giving up on mail to %s: %s", to, subject)
                    return
                await asyncio.sleep(wait)

    async def drain(self) -> None:
        """Wait for mails under way (at shutdown, and in tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    def new_contact_submission(self, submission: ContactSubmission) -> None:
        club = self._settings.club_name
        for address in self._settings.staff_notification_emails:
            self._send_later(
                address,
                f"New message: {submission.subject} from {submission.name}",
                f"A new message was sent through the {club} website.\n\n"
                f"From: {submission.name} <{submission.email}>\n"
                f"Subject: {submission.subject}\n\n{submission.message}\n\n"
                f"Answer it in the admin area: {self._admin_url('contact-submissions')}\n",
            )

    def new_reservation(self, reservation: Reservation) -> None:
        club = self._settings.club_name
        summary = (
            f"Name: {reservation.name} <{reservation.email}>\n"
            f"Date: {reservation.date.isoformat()}  Time: {reservation.time}\n"
            f"Guests: {reservation.guests}\n"
            f"Occasion: {reservation.occasion or '-'}\n"
            f"Special requests: {reservation.requests or '-'}\n"
        )
        for address in self._settings.staff_notification_emails:
            self._send_later(
                address,
                f"New reservation: {reservation.name}, {reservation.date.isoformat()}, "
                f"{reservation.guests} guests",
                f"A new bottle-service reservation request:\n\n{summary}\n"
                f"Confirm or reject it: {self._admin_url('reservations')}\n",
            )
        self._send_later(
            reservation.email,
            f"We received your reservation request at {club}",
            f"Hello {reservation.name},\n\nThank you for your reservation request at {club}. "
            "We'll contact you shortly to confirm your booking.\n\n"
            f"{summary}\nThis is a receipt, not yet a confirmation.\n",
        )

    def _admin_url(self, page: str) -> str:
        return f"{self._settings.public_url.rstrip('/')}/admin/{page}"
