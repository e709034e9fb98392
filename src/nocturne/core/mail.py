"""Outgoing mail: an outbox folder plus a log line (the default), or SMTP.

A mail may carry its Message-ID and Date (the outbox's rows do: core/outbox.py), so sending it
again makes the same message: the outbox folder then holds it once (the file is named after the
Message-ID), and an SMTP receiver can tell the copy by its Message-ID.
"""

import logging
import os
import re
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

MESSAGE_ID_DOMAIN = "nocturne.local"


def new_message_id() -> str:
    """A Message-ID made once for a stored mail, kept through every attempt to send it."""
    return f"<{uuid.uuid4().hex}@{MESSAGE_ID_DOMAIN}>"


@dataclass(frozen=True)
class Outgoing:
    """One mail: always a plain-text part; an HTML alternative and a Reply-To when given."""

    to: str
    subject: str
    text: str
    html: str | None = None
    reply_to: str | None = None
    # Given when the mail was stored to be sent later: every attempt sends the same message.
    message_id: str | None = None
    date: datetime | None = None


class Transport(Protocol):
    async def send(self, message: EmailMessage) -> None: ...

    async def send_many(self, messages: list[EmailMessage]) -> list[BaseException | None]: ...


class OutboxTransport:
    """Keeps each mail as an .eml file, so whoever runs `make run` can open the link."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    async def send(self, message: EmailMessage) -> None:
        path = await anyio.to_thread.run_sync(self._write, message)
        _saved(message, path)

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
                _saved(message, path)
        return outcomes

    def _write(self, message: EmailMessage) -> Path:
        """One file per Message-ID, named after the mail's Date and its Message-ID, written
        under a temporary name and renamed: a mail sent again replaces its own file whole, and
        no reader ever sees half a file."""
        self._folder.mkdir(parents=True, exist_ok=True)
        path = self._folder / file_name(message)
        scratch = path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}.tmp")
        try:
            scratch.write_bytes(message.as_bytes())
            os.replace(scratch, path)
        except BaseException:
            scratch.unlink(missing_ok=True)
            raise
        return path


def _saved(message: EmailMessage, path: Path) -> None:
    log.info(
        "mail %s to %s (%s) saved in %s",
        message["Message-ID"], message["To"], message["Subject"], path,
    )  # fmt: skip


def file_name(message: EmailMessage) -> str:
    """`<Date as 20261124T201500>-<Message-ID's characters that are safe in a name>.eml`."""
    date = message["Date"]
    stamp = (date.datetime if date is not None else datetime.now(UTC)).astimezone(UTC)
    ident = re.sub(r"[^A-Za-z0-9._-]", "", str(message["Message-ID"] or "").split("@")[0])
    return f"{stamp:%Y%m%dT%H%M%S}-{ident or uuid.uuid4().hex}.eml"


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
        message["Date"] = format_datetime(mail.date or datetime.now(UTC))
        message["Message-ID"] = mail.message_id or make_msgid(domain=MESSAGE_ID_DOMAIN)
        message.set_content(mail.text)
        if mail.html is not None:
            message.add_alternative(mail.html, subtype="html")
        return message
