"""A real SMTP server (aiosmtpd) on a free local port that keeps what it receives."""

import email
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from email import policy
from email.message import EmailMessage, Message

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session

from nocturne.config import Settings


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:  # noqa: N802
        content = envelope.original_content or b""
        self.messages.append(email.message_from_bytes(content, policy=policy.default))
        return "250 Message accepted for delivery"

    def last_to(self, address: str) -> Message:
        for message in reversed(self.messages):
            if message["To"] == address:
                return message
        raise AssertionError(f"no mail to {address}; got {[m['To'] for m in self.messages]}")


def text_of(message: Message) -> str:
    """The plain-text part of a mail (the whole body of a text-only one)."""
    assert isinstance(message, EmailMessage)
    part = message.get_body(preferencelist=("plain",))
    assert part is not None, message
    return str(part.get_content())


def html_of(message: Message) -> str:
    assert isinstance(message, EmailMessage)
    part = message.get_body(preferencelist=("html",))
    assert part is not None, "the mail has no HTML part"
    return str(part.get_content())


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def smtp_server(*, smtputf8: bool = True) -> Iterator[tuple[Inbox, int]]:
    """`smtputf8=False`: a server that does not offer SMTPUTF8 (international addresses)."""
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port, enable_SMTPUTF8=smtputf8)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


def over_smtp(settings: Settings, port: int, **changes: object) -> Settings:
    """The settings, with mail sent over SMTP to the test server on `port`."""
    return settings.model_copy(update={"mail_transport": "smtp", "smtp_port": port, **changes})
