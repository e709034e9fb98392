"""Mails written out directly read back, header by header and part by part, as the same mail
built by Python's `email` package; and both kinds reach a real SMTP server."""

import email
import uuid
from datetime import UTC, date, datetime
from email import policy
from email.message import EmailMessage
from zoneinfo import ZoneInfo

import pytest

from nocturne.club.nights import starts_at
from nocturne.config import Settings
from nocturne.mail.letters import reservations as letters
from nocturne.mail.mailer import LINE_LIMIT, Composed, Mailer, Outgoing
from nocturne.models import Reservation
from tests.support.mail_server import html_of, over_smtp, smtp_server, text_of

WHEN = datetime(2026, 11, 25, 21, 30, tzinfo=UTC)
MESSAGE_ID = "<0f1e2d3c4b5a69788796a5b4c3d2e1f0@nocturne.local>"
LINK = "https://club.example/api/reservation-links/" + "a1b2c3d4" * 20
HTML_PAGE = "<!doctype html><html><body>" + "<p>Zoë &amp; friends</p>" * 200 + "</body></html>"

MAILS = {
    "a plain receipt": Outgoing("guest@example.com", "We received your request", "Hello,\n"),
    "a non-ASCII subject and body": Outgoing(
        "staff@example.com",
        "New message: Réservation from Zoë Łukasz — 10 guests",
        "From: Zoë Łukasz\n\nUn anniversaire à minuit, s'il vous plaît.\n",
    ),
    "a subject longer than a line": Outgoing(
        "staff@example.com", "New message: " + "a long subject " * 20, "Body\n"
    ),
    "a link longer than a line": Outgoing("staff@example.com", "Links", f"Confirm: {LINK}\n"),
    "a line over the limit": Outgoing("staff@example.com", "Long", "x" * (LINE_LIMIT + 1)),
    "text and HTML": Outgoing(
        "staff@example.com",
        "New reservation request",
        f"Confirm: {LINK}\nDecline: {LINK}\n",
        html=HTML_PAGE,
        reply_to="guest@example.com",
    ),
    "no final line break, a lone carriage return": Outgoing(
        "guest@example.com", "Edges", "one\rtwo\r\nthree\n\nfour"
    ),
    "an empty body": Outgoing("guest@example.com", "Empty", ""),
}


def dated(mail: Outgoing) -> Outgoing:
    """The mail as the outbox sends it: with its Message-ID and Date."""
    return Outgoing(**{**vars(mail), "date": WHEN, "message_id": MESSAGE_ID})


def parsed(data: bytes) -> EmailMessage:
    message = email.message_from_bytes(data, policy=policy.default)
    assert isinstance(message, EmailMessage)
    return message


def read_back(message: EmailMessage) -> dict[str, object]:
    return {
        "headers": {
            name: str(message[name])
            for name in ("From", "To", "Reply-To", "Subject", "Date", "Message-ID")
        },
        "type": message.get_content_type(),
        "text": text_of(message),
        "html": html_of(message) if message.get_content_type() != "text/plain" else None,
    }


@pytest.mark.parametrize("case", MAILS)
def test_a_written_mail_reads_back_as_the_email_package_s(settings: Settings, case: str) -> None:
    mail = dated(MAILS[case])
    mailer = Mailer(settings)
    composed = mailer.compose(mail)
    built = mailer.message(mail, composed.subject, WHEN, MESSAGE_ID)
    assert read_back(parsed(composed.data)) == read_back(parsed(built.as_bytes()))
    # Every line within the limit, headers ASCII.
    assert max(len(line) for line in composed.data.split(b"\n")) <= LINE_LIMIT
    head = composed.data.split(b"\n\n", 1)[0]
    assert head.isascii()
    assert (composed.sender, composed.recipients) == ("no-reply@nocturne.local", (mail.to,))
    assert not composed.international


def test_the_product_s_own_letters_read_back_the_same(settings: Settings) -> None:
    club = letters.Club(
        "Nocturne", "https://club.example", "1 Night St, Miami", "hello@club.example", "+1 305"
    )
    booking = Reservation(
        id=uuid.uuid4(),
        name="Zoë Hart",
        email="zoe@example.com",
        phone="+1 212 555 0147",
        date=date(2026, 12, 5),
        time="23:30",
        guests=8,
        occasion="birthday",
        requests="Un gâteau à minuit.",
        status="confirmed",
        decline_reason="Full that night — another?",
    )
    declined = Reservation(**{**vars_of(booking), "status": "rejected"})
    start = starts_at(booking.date, booking.time, ZoneInfo(settings.timezone))
    mails = [
        letters.staff_new_request(
            "staff@example.com", booking, "Nocturne", start, LINK, (LINK, LINK), 3
        ),
        letters.receipt(booking, club, start),
        letters.decision(booking, club, start),
        letters.decision(declined, club, start),
    ]
    mailer = Mailer(settings)
    for mail in map(dated, mails):
        composed = mailer.compose(mail)
        built = mailer.message(mail, composed.subject, WHEN, MESSAGE_ID)
        assert read_back(parsed(composed.data)) == read_back(parsed(built.as_bytes()))


def vars_of(row: Reservation) -> dict[str, object]:
    return {column.key: getattr(row, column.key) for column in Reservation.__table__.columns}


def test_a_header_the_package_must_check_is_built_by_it(settings: Settings) -> None:
    mailer = Mailer(settings)
    with pytest.raises(ValueError, match="may not contain linefeed"):
        mailer.compose(Outgoing("broken\n@example.com", "Two", "Hello"))
    composed = mailer.compose(Outgoing("jörg@exämple.com", "Grüße", "Hallo Jörg\n"))
    assert composed.international
    message = parsed(composed.data)
    assert (message["To"], message["Subject"]) == ("jörg@exämple.com", "Grüße")
    assert text_of(message) == "Hallo Jörg\n"


async def test_both_kinds_reach_an_smtp_server(settings: Settings) -> None:
    with smtp_server() as (inbox, port):
        mailer = Mailer(settings.model_copy(update={"mail_transport": "smtp", "smtp_port": port}))
        mails = [*MAILS.values(), Outgoing("jörg@exämple.com", "Grüße", "Hallo\n")]
        outcomes = await mailer.send_many(mails)
    assert outcomes == [None] * len(mails)
    assert [message["To"] for message in inbox.messages] == [mail.to for mail in mails]
    received = inbox.last_to("staff@example.com")  # text and HTML, the last to staff
    assert received["Reply-To"] == "guest@example.com"
    assert LINK in text_of(received)
    assert html_of(received) == HTML_PAGE + "\n"
    for message, mail in zip(inbox.messages, mails, strict=True):
        assert message["Subject"] == " ".join(mail.subject.split())


def test_a_composed_mail_names_its_envelope(settings: Settings) -> None:
    composed = Mailer(settings.model_copy(update={"mail_from": "Club Nuit <hello@club.example>"}))
    mail = composed.compose(Outgoing("Olivia Hart <olivia@example.com>", "Hi", "Hello\n"))
    assert isinstance(mail, Composed)
    assert (mail.sender, mail.recipients) == ("hello@club.example", ("olivia@example.com",))


async def test_a_sender_s_accented_name_needs_no_smtputf8(settings: Settings) -> None:
    """Only an address itself needs SMTPUTF8: an accented display name is encoded in the
    header, and a server without SMTPUTF8 takes the mail. An international recipient such a
    server cannot take fails alone."""
    accented = {"mail_from": "Café Nocturne <hello@club.example>"}
    with smtp_server(smtputf8=False) as (inbox, port):
        mailer = Mailer(over_smtp(settings, port, **accented))
        composed = mailer.compose(Outgoing("guest@example.com", "Réservation", "Bonsoir\n"))
        assert not composed.international
        assert composed.data.split(b"\n\n", 1)[0].isascii()
        outcomes = await mailer.send_many(
            [
                Outgoing("jörg@exämple.com", "Grüße", "Hallo\n"),
                Outgoing("guest@example.com", "Réservation", "Bonsoir\n"),
            ]
        )
    assert outcomes[0] is not None
    assert outcomes[1] is None
    [received] = inbox.messages
    assert (received["From"], received["Subject"]) == (accented["mail_from"], "Réservation")
    assert text_of(received).splitlines() == ["Bonsoir"]
