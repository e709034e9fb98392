"""Mail about what visitors send: staff hear of each new message and reservation (with one-click
Confirm and Decline links), the guest gets a receipt, and later the staff's decision. Sending
happens after the request has been answered, with retries; a failure is logged and never reaches
the visitor.

One task per server process sends the mails: it takes everything queued so far and hands it to
the mail transport as one batch (one thread hop and, over SMTP, one connection), so a burst of
reservations costs a few batches rather than a task and a connection per mail.
"""

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from nocturne.config import Settings
from nocturne.core.mail import Mailer, Outgoing
from nocturne.inbox import letters, mail_links
from nocturne.models import ContactSubmission, Reservation

log = logging.getLogger(__name__)

RETRY_WAITS = (5.0, 30.0, 120.0)
BATCH = 100


@dataclass(frozen=True)
class Mail:
    outgoing: Outgoing
    attempt: int = 1


class Notifier:
    def __init__(
        self, settings: Settings, mailer: Mailer, retry_waits: Sequence[float] = RETRY_WAITS
    ) -> None:
        self._settings = settings
        self._mailer = mailer
        self._retry_waits = tuple(retry_waits)
        self._queue: asyncio.Queue[Mail] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None
        # Mails queued, being sent or waiting for a retry; drain() waits for none to be left.
        self._pending = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def _send_later(self, to: str, subject: str, text: str) -> None:
        self._queue_mail(Outgoing(to, subject, text))

    def send_later(self, mail: Outgoing) -> None:
        """Any mail the product promised: sent after the answer, with the same retries."""
        self._queue_mail(mail)

    def _queue_mail(self, mail: Outgoing) -> None:
        self._pending += 1
        self._idle.clear()
        self._enqueue(Mail(mail))

    def _enqueue(self, mail: Mail) -> None:
        self._queue.put_nowait(mail)
        if self._worker is None or self._worker.done():
            self._worker = asyncio.get_running_loop().create_task(self._work())

    async def _work(self) -> None:
        while not self._queue.empty():
            batch = [self._queue.get_nowait() for _ in range(min(BATCH, self._queue.qsize()))]
            try:
                outcomes: Sequence[BaseException | None] = await self._mailer.send_many(
                    [mail.outgoing for mail in batch]
                )
            except Exception as error:
                log.exception("a batch of %d mails failed", len(batch))
                outcomes = [error] * len(batch)
            for mail, outcome in zip(batch, outcomes, strict=True):
                if outcome is None:
                    self._done()
                else:
                    self._retry(mail, outcome)

    def _retry(self, mail: Mail, error: BaseException) -> None:
        to = mail.outgoing.to
        log.error("mail to %s failed (attempt %d): %s", to, mail.attempt, error)
        if mail.attempt > len(self._retry_waits):
            log.error("giving up on mail to %s: %s", to, mail.outgoing.subject)
            self._done()
            return
        again = Mail(mail.outgoing, mail.attempt + 1)
        asyncio.get_running_loop().call_later(
            self._retry_waits[mail.attempt - 1], self._enqueue, again
        )

    def _done(self) -> None:
        self._pending -= 1
        if self._pending == 0:
            self._idle.set()

    async def drain(self) -> None:
        """Wait for mails under way, retries included (at shutdown, and in tests)."""
        await self._idle.wait()

    def new_contact_submission(self, submission: ContactSubmission) -> None:
        club = self._settings.club_name
        for address in self._settings.notification_addresses:
            self._send_later(
                address,
                f"New message: {submission.subject} from {submission.name}",
                f"A new message was sent through the {club} website.\n\n"
                f"From: {submission.name} <{submission.email}>\n"
                f"Subject: {submission.subject}\n\n{submission.message}\n\n"
                f"Answer it in the admin area: {self._admin_url('contact-submissions')}\n",
            )

    def new_reservation(self, reservation: Reservation, *, receipt: bool = True) -> None:
        """Staff hear of the request, each with links of their own; the guest gets a receipt."""
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
            self._queue_mail(
                letters.staff_new_request(
                    address,
                    reservation,
                    club,
                    settings.zone,
                    self._admin_url("reservations"),
                    (links[0], links[1]),
                )
            )
        if not receipt or not reservation.email:
            return
        when = (
            f"Date: {reservation.date.isoformat()}  Time: {reservation.time}\n"
            f"Guests: {reservation.guests}\n"
            f"Occasion: {reservation.occasion or '-'}\n"
        )
        # The address is not verified: the receipt holds no text the visitor typed (name,
        # requests), only the choices the form offers, so it cannot carry anyone's message.
        self._send_later(
            reservation.email,
            f"We received your reservation request at {club}",
            f"Hello,\n\nThank you for your reservation request at {club}. "
            "We'll contact you shortly to confirm your booking.\n\n"
            f"{when}\nThis is a receipt, not yet a confirmation. If you did not make this "
            "request, ignore this mail.\n",
        )

    def reservation_decided(self, reservation: Reservation, club: letters.Club) -> None:
        """The guest hears that staff confirmed or declined (and why, when staff said)."""
        if reservation.email:
            self._queue_mail(letters.decision(reservation, club, self._settings.zone))

    def _admin_url(self, page: str) -> str:
        return f"{self._settings.public_url.rstrip('/')}/admin/{page}"
