"""Outgoing mail: an outbox folder plus a log line (the default), or SMTP.

A mail may carry its Message-ID and Date (the outbox's rows do: mail/outbox.py), so sending it
again makes the same message: the outbox folder then holds it once (the file is named after the
Message-ID), and an SMTP receiver can tell the copy by its Message-ID.

`Mailer.compose` makes each mail into its bytes once, and the transports hand those on. The
product's mails (ASCII addresses, a subject and one or two text parts) are written out directly:
a few dozen microseconds, where Python's `email` package takes one to two milliseconds a mail,
which a burst of bookings would pay on the server's one event loop. Anything else (a sender,
recipient or reply-to header that is not plain printable ASCII, such as a display name with an
accent or an international address) is built by the package, which encodes it or refuses it
when it cannot be built; only an international address is sent with SMTPUTF8.
"""

import base64
import logging
import os
import re
import smtplib
import ssl
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from email import policy
from email.header import Header
from email.message import EmailMessage
from email.utils import format_datetime, getaddresses, make_msgid
from functools import cached_property
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
    # An iCalendar file (RFC 5545) attached as reservation.ics.
    calendar: str | None = None


@dataclass(frozen=True)
class Composed:
    """A mail made into the bytes a transport hands on (lines end in a bare line feed), with
    its envelope and what the log line and the outbox file's name show."""

    sender: str
    recipients: tuple[str, ...]
    to: str
    subject: str
    message_id: str
    date: datetime
    data: bytes
    # An envelope address with non-ASCII characters: sent with SMTPUTF8.
    international: bool = False


class Transport(Protocol):
    async def send(self, mail: Composed) -> None: ...

    async def send_many(self, mails: list[Composed]) -> list[BaseException | None]: ...


class OutboxTransport:
    """Keeps each mail as an .eml file, so whoever runs `make run` can open the link."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    async def send(self, mail: Composed) -> None:
        path = await anyio.to_thread.run_sync(self._write, mail)
        _saved(mail, path)

    async def send_many(self, mails: list[Composed]) -> list[BaseException | None]:
        def write_all() -> list[Path | BaseException]:
            written: list[Path | BaseException] = []
            for mail in mails:
                try:
                    written.append(self._write(mail))
                except OSError as error:
                    written.append(error)
            return written

        outcomes: list[BaseException | None] = []
        for mail, path in zip(mails, await anyio.to_thread.run_sync(write_all), strict=True):
            if isinstance(path, BaseException):
                outcomes.append(path)
            else:
                outcomes.append(None)
                _saved(mail, path)
        return outcomes

    def _write(self, mail: Composed) -> Path:
        """One file per Message-ID, named after the mail's Date and its Message-ID, written
        under a temporary name and renamed: a mail sent again replaces its own file whole, and
        no reader ever sees half a file."""
        self._folder.mkdir(parents=True, exist_ok=True)
        path = self._folder / file_name(mail)
        scratch = path.with_name(f".{path.name}.{uuid.uuid4().hex[:8]}.tmp")
        try:
            scratch.write_bytes(mail.data)
            os.replace(scratch, path)
        except BaseException:
            scratch.unlink(missing_ok=True)
            raise
        return path


def _saved(mail: Composed, path: Path) -> None:
    log.info("mail %s to %s (%s) saved in %s", mail.message_id, mail.to, mail.subject, path)


def file_name(mail: Composed) -> str:
    """`<Date as 20261124T201500>-<Message-ID's characters that are safe in a name>.eml`."""
    stamp = mail.date.astimezone(UTC)
    ident = re.sub(r"[^A-Za-z0-9._-]", "", mail.message_id.split("@")[0])
    return f"{stamp:%Y%m%dT%H%M%S}-{ident or uuid.uuid4().hex}.eml"


class SmtpTransport:
    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    async def send(self, mail: Composed) -> None:
        await anyio.to_thread.run_sync(self._send, mail)
        log.info("mail to %s (%s) sent over SMTP", mail.to, mail.subject)

    async def send_many(self, mails: list[Composed]) -> list[BaseException | None]:
        """One connection for the lot; a message the server refuses fails alone."""

        def send_all() -> list[BaseException | None]:
            outcomes: list[BaseException | None] = []
            try:
                with self._connect() as smtp:
                    for mail in mails:
                        try:
                            _hand_over(smtp, mail)
                            outcomes.append(None)
                        except (
                            smtplib.SMTPRecipientsRefused,
                            smtplib.SMTPSenderRefused,
                            smtplib.SMTPDataError,
                            # An international address, and a server without SMTPUTF8.
                            smtplib.SMTPNotSupportedError,
                        ) as error:
                            outcomes.append(error)
            except (OSError, smtplib.SMTPException) as error:
                outcomes += [error] * (len(mails) - len(outcomes))
            return outcomes

        outcomes = await anyio.to_thread.run_sync(send_all)
        for mail, outcome in zip(mails, outcomes, strict=True):
            if outcome is None:
                log.info("mail to %s (%s) sent over SMTP", mail.to, mail.subject)
        return outcomes

    def _send(self, mail: Composed) -> None:
        with self._connect() as smtp:
            _hand_over(smtp, mail)

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


def _hand_over(smtp: smtplib.SMTP, mail: Composed) -> None:
    options = ("SMTPUTF8", "BODY=8BITMIME") if mail.international else ()
    data = mail.data.replace(b"\n", b"\r\n")
    smtp.sendmail(mail.sender, list(mail.recipients), data, mail_options=options)


class Mailer:
    def __init__(self, settings: Settings, transport: Transport | None = None) -> None:
        self._settings = settings
        self._transport = transport or (
            SmtpTransport(settings)
            if settings.mail_transport == "smtp"
            else OutboxTransport(settings.outbox_dir)
        )

    async def send(self, mail: Outgoing) -> None:
        await self._transport.send(self.compose(mail))

    async def send_many(self, mails: list[Outgoing]) -> list[BaseException | None]:
        """Several mails in one go; the outcome of each, None when sent.
        A mail that cannot be built fails alone: the others of the batch still go."""
        outcomes: list[BaseException | None] = []
        built: list[Composed] = []
        for mail in mails:
            try:
                built.append(self.compose(mail))
                outcomes.append(None)
            except (ValueError, TypeError) as error:
                outcomes.append(error)
        sent = iter(await self._transport.send_many(built) if built else [])
        return [outcome if outcome is not None else next(sent) for outcome in outcomes]

    def compose(self, mail: Outgoing) -> Composed:
        """The mail as bytes, with its envelope; ValueError when it cannot be built."""
        # A header is one line: a line break a visitor typed (in a name, say) must not make the
        # mail impossible to build, nor add a header of their own.
        subject = " ".join(mail.subject.split())
        date = mail.date or datetime.now(UTC)
        message_id = mail.message_id or make_msgid(domain=MESSAGE_ID_DOMAIN)
        sender = self._settings.mail_from
        envelope_sender, recipients = self._envelope_sender, _addresses(mail.to)
        # Only an address itself (not a display name, which RFC 2047 encodes) needs SMTPUTF8.
        international = not all(a.isascii() for a in (envelope_sender, *recipients))
        written = None if mail.calendar else _written(sender, mail, subject, date, message_id)
        if written is None:
            message = self.message(mail, subject, date, message_id)
            written = message.as_bytes(policy=policy.default.clone(utf8=international))
        return Composed(
            sender=envelope_sender,
            recipients=recipients,
            to=mail.to,
            subject=subject,
            message_id=message_id,
            date=date,
            data=written,
            international=international,
        )

    @cached_property
    def _envelope_sender(self) -> str:
        """The sender's bare address (read once: the setting does not change while running)."""
        return _addresses(self._settings.mail_from)[0]

    def message(
        self, mail: Outgoing, subject: str, date: datetime, message_id: str
    ) -> EmailMessage:
        """The mail built by Python's `email` package (what `_written` does not write)."""
        message = EmailMessage()
        message["From"] = self._settings.mail_from
        message["To"] = mail.to
        if mail.reply_to:
            message["Reply-To"] = mail.reply_to
        message["Subject"] = subject
        message["Date"] = format_datetime(date)
        message["Message-ID"] = message_id
        message.set_content(mail.text)
        if mail.html is not None:
            message.add_alternative(mail.html, subtype="html")
        if mail.calendar is not None:
            message.add_attachment(
                mail.calendar.encode(),
                maintype="text",
                subtype="calendar",
                filename=CALENDAR_FILE,
                params={"method": "PUBLISH"},
            )
        return message


def _addresses(header: str) -> tuple[str, ...]:
    found = tuple(address for _, address in getaddresses([header]) if address)
    if not found:
        raise ValueError(f"no address in {header!r}")
    return found


CALENDAR_FILE = "reservation.ics"
# What a line of a message may hold before its line break (RFC 5322).
LINE_LIMIT = 998
_SAFE_HEADER = re.compile(r"[\x20-\x7e]*")


def _written(
    sender: str, mail: Outgoing, subject: str, date: datetime, message_id: str
) -> bytes | None:
    """The message written out directly, or None when one of its address headers is not plain
    printable ASCII (then the `email` package builds it, with its checks)."""
    addresses = (sender, mail.to, mail.reply_to or "", message_id)
    if not all(_SAFE_HEADER.fullmatch(value) for value in addresses):
        return None
    headers = [f"From: {sender}", f"To: {mail.to}"]
    if mail.reply_to:
        headers.append(f"Reply-To: {mail.reply_to}")
    if subject.isascii() and len(subject) <= LINE_LIMIT - len("Subject: "):
        written_subject = subject  # one line, as typed (folding could start it with a space)
    else:
        written_subject = Header(subject, "utf-8", header_name="Subject").encode(linesep="\n")
    headers += [
        f"Subject: {written_subject}",
        f"Date: {format_datetime(date)}",
        f"Message-ID: {message_id}",
        "MIME-Version: 1.0",
    ]
    head = "\n".join(headers).encode("ascii") + b"\n"
    if mail.html is None:
        return head + _part(mail.text, "plain")
    boundary = _boundary(mail.text, mail.html)
    return (
        head
        + f'Content-Type: multipart/alternative; boundary="{boundary}"\n\n'.encode()
        + f"--{boundary}\n".encode()
        + _part(mail.text, "plain")
        + f"\n--{boundary}\n".encode()
        + _part(mail.html, "html")
        + f"\n--{boundary}--\n".encode()
    )


def _part(text: str, subtype: str) -> bytes:
    """A text part: its headers, a blank line and its body, the body as it is when its lines
    fit (7bit or 8bit), else in base64."""
    lines = text.encode("utf-8").splitlines()
    body = b"\n".join(lines) + b"\n"  # line breaks as the `email` package makes them
    if max((len(line) for line in lines), default=0) <= LINE_LIMIT:
        encoding = "7bit" if body.isascii() else "8bit"
    else:
        encoding = "base64"
        body = base64.encodebytes(body)
    return (
        f'Content-Type: text/{subtype}; charset="utf-8"\nContent-Transfer-Encoding: {encoding}\n\n'
    ).encode() + body


def _boundary(*parts: str) -> str:
    while True:
        boundary = f"=_{uuid.uuid4().hex}"
        if not any(boundary in part for part in parts):
            return boundary
