"""Outgoing mail: an outbox folder plus a log line (the default), or SMTP."""

import logging
import smtplib
import ssl
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from pathlib import Path
from typing import Protocol

import anyio.to_thread

from nocturne.config import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Outgoing:
    """One mail: always a plain-text part; an HTML alternative and a Reply-To when given."""

    to: str
    subject: str
    text: str
    html: str | None = None
    reply_to: str | None = None


class Transport(Protocol):
    async def send(self, message: EmailMessage) -> None: ...

    async def send_many(self, messages: list[EmailMessage]) -> list[BaseException | None]: ...


class OutboxTransport:
    """Keeps each mail as an .eml file, so whoever runs `make run` can open the link."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    async def send(self, message: EmailMessage) -> None:
        path = await anyio.to_thread.run_sync(self._write, message)
        log.info("mail to %s (%s) saved in %s", message["To"], message["Subject"], path)

    async def send_many(self, messages: list[EmailMessage]) -> list[BaseException | None]:
        def write_all() -> list[Path | BaseException]:
            written: list[Path | BaseException] = []
            for message in messages:
                try:
                    written.append(self._write(message))
                except OSError as error:
                    written.append(error)
            return written

        outcomes: list[BaseException | None] = []
        for message, path in zip(messages, await anyio.to_thread.run_sync(write_all), strict=True):
            if isinstance(path, BaseException):
                outcomes.append(path)
            else:
                outcomes.append(None)
                log.info("mail to %s (%s) saved in %s", message["To"], message["Subject"], path)
        return outcomes

    def _write(self, message: EmailMessage) -> Path:
        self._folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        path = self._folder / f"{stamp}-{uuid.uuid4().hex[:8]}.eml"
        path.write_bytes(message.as_bytes())
        return path


class SmtpTransport:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    async def send(self, message: EmailMessage) -> None:
        await anyio.to_thread.run_sync(self._send, message)
        log.info("mail to %s (%s) sent over SMTP", message["To"], message["Subject"])

    async def send_many(self, messages: list[EmailMessage]) -> list[BaseException | None]:
        """One connection for the lot; a message the server refuses fails alone."""

        def send_all() -> list[BaseException | None]:
            outcomes: list[BaseException | None] = []
            try:
                with self._connect() as smtp:
                    for message in messages:
                        try:
                            smtp.send_message(message)
                            outcomes.append(None)
                        except (
                            smtplib.SMTPRecipientsRefused,
                            smtplib.SMTPSenderRefused,
                            smtplib.SMTPDataError,
                        ) as error:
                            outcomes.append(error)
            except (OSError, smtplib.SMTPException) as error:
                outcomes += [error] * (len(messages) - len(outcomes))
            return outcomes

        outcomes = await anyio.to_thread.run_sync(send_all)
        for message, outcome in zip(messages, outcomes, strict=True):
            if outcome is None:
                log.info("mail to %s (%s) sent over SMTP", message["To"], message["Subject"])
        return outcomes

    def _send(self, message: EmailMessage) -> None:
        with self._connect() as smtp:
            smtp.send_message(message)

    def _connect(self) -> smtplib.SMTP:
        s = self._settings
        smtp_class = smtplib.SMTP_SSL if s.smtp_ssl else smtplib.SMTP
        smtp = smtp_class(s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds)
        try:
            if s.smtp_starttls and not s.smtp_ssl:
                smtp.starttls(context=ssl.create_default_context())
            if s.smtp_username and s.smtp_password:
                smtp.login(s.smtp_username, s.smtp_password)
        except BaseException:
            smtp.close()
            raise
        return smtp


class Mailer:
    def __init__(self, settings: Settings, transport: Transport | None = None) -> None:
        self._settings = settings
        self._transport = transport or (
            SmtpTransport(settings)
            if settings.mail_transport == "smtp"
            else OutboxTransport(settings.outbox_dir)
        )

    async def send(self, to: str, subject: str, text: str) -> None:
        await self._transport.send(self.message(Outgoing(to, subject, text)))

    async def send_many(self, mails: list[Outgoing]) -> list[BaseException | None]:
        """Several mails in one go; the outcome of each, None when sent.
        A mail that cannot be built fails alone: the others of the batch still go."""
        outcomes: list[BaseException | None] = []
        built: list[EmailMessage] = []
        for mail in mails:
            try:
                built.append(self.message(mail))
                outcomes.append(None)
            except (ValueError, TypeError) as error:
                outcomes.append(error)
        sent = iter(await self._transport.send_many(built) if built else [])
        return [outcome if outcome is not None else next(sent) for outcome in outcomes]

    def message(self, mail: Outgoing) -> EmailMessage:
        message = EmailMessage()
        message["From"] = self._settings.mail_from
        message["To"] = mail.to
        if mail.reply_to:
            message["Reply-To"] = mail.reply_to
        # A header is one line: a line break a visitor typed (in a name, say) must not make the
        # mail impossible to build, nor add a header of their own.
        message["Subject"] = " ".join(mail.subject.split())
        message["Date"] = format_datetime(datetime.now(UTC))
        message["Message-ID"] = make_msgid(domain="nocturne.local")
        message.set_content(mail.text)
        if mail.html is not None:
            message.add_alternative(mail.html, subtype="html")
        return message
