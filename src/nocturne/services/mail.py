"""Outgoing mail: an outbox folder plus a log line (the default), or SMTP."""

import logging
import smtplib
import ssl
import uuid
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from pathlib import Path
from typing import Protocol

import anyio.to_thread

from nocturne.config import Settings

log = logging.getLogger(__name__)


class Transport(Protocol):
    async def send(self, message: EmailMessage) -> None: ...


class OutboxTransport:
    """Keeps each mail as an .eml file, so whoever runs `make run` can open the link."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    async def send(self, message: EmailMessage) -> None:
        def write() -> Path:
            self._folder.mkdir(parents=True, exist_ok=True)
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
            path = self._folder / f"{stamp}-{uuid.uuid4().hex[:8]}.eml"
            path.write_bytes(message.as_bytes())
            return path

        path = await anyio.to_thread.run_sync(write)
        log.info("mail to %s (%s) saved in %s", message["To"], message["Subject"], path)


class SmtpTransport:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    async def send(self, message: EmailMessage) -> None:
        await anyio.to_thread.run_sync(self._send, message)
        log.info("mail to %s (%s) sent over SMTP", message["To"], message["Subject"])

    def _send(self, message: EmailMessage) -> None:
        s = self._settings
        smtp_class = smtplib.SMTP_SSL if s.smtp_ssl else smtplib.SMTP
        with smtp_class(s.smtp_host, s.smtp_port, timeout=s.smtp_timeout_seconds) as smtp:
            if s.smtp_starttls and not s.smtp_ssl:
                smtp.starttls(context=ssl.create_default_context())
            if s.smtp_username and s.smtp_password:
                smtp.login(s.smtp_username, s.smtp_password)
            smtp.send_message(message)


class Mailer:
    def __init__(self, settings: Settings, transport: Transport | None = None) -> None:
        self._settings = settings
        self._transport = transport or (
            SmtpTransport(settings)
            if settings.mail_transport == "smtp"
            else OutboxTransport(settings.outbox_dir)
        )

    async def send(self, to: str, subject: str, text: str) -> None:
        message = EmailMessage()
        message["From"] = self._settings.mail_from
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = format_datetime(datetime.now(UTC))
        message["Message-ID"] = make_msgid(domain="nocturne.local")
        message.set_content(text)
        await self._transport.send(message)
