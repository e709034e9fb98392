"""What the reservation mails say: the staff's note about a new request (with its one-click
links), the guest's receipt of the request, and the guest's mail when staff confirm or decline.
Each is plain text with an HTML alternative; every value in the HTML is escaped.

The guest's address was never verified (anyone can type anyone's address into the form), so a
guest's mail holds no text the visitor typed but a plain first name: the rest is the club's own
words and the choices its form offers (night, time, party, area, package, occasion).
"""

import html
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any
from urllib.parse import quote_plus

from nocturne import messages
from nocturne.mail.letters.layout import button, page, paragraph, rows_html, rows_text
from nocturne.mail.mailer import Outgoing
from nocturne.models import Reservation

MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query="
FIRST_NAME_LIMIT = 30
NAME_SIGNS = "'\u2019-"


@dataclass(frozen=True)
class Club:
    """How the guest finds and reaches the club, from the Contact section
    (reservations/notifications.py reads it)."""

    name: str
    public_url: str
    address: str | None = None
    email: str | None = None
    phone: str | None = None

    @property
    def map_link(self) -> str | None:
        return MAPS_SEARCH + quote_plus(self.address) if self.address else None


def night_in_words(day: date, time: str, start: datetime | None) -> tuple[str, str]:
    """("Friday, November 27, 2026", "10:30 PM, New York time"): the night as the guest
    says it, and the arrival in the club's local time. `start` is the moment the party is
    expected, in the club's time zone (midnight belongs to the night before: `starts_at`,
    club/nights.py), or None when `time` is no clock time: then it is written as it is."""
    night = f"{day:%A, %B} {day.day}, {day.year}"
    if start is None:
        return night, time
    clock = "midnight" if (start.hour, start.minute) == (0, 0) else start.strftime("%I:%M %p")
    zone = str(start.tzinfo)  # a ZoneInfo's key: "America/New_York"
    place = zone.rsplit("/", 1)[-1].replace("_", " ")
    return night, f"{clock.lstrip('0')}, {place} time" if zone != "UTC" else f"{clock} UTC"


def first_name(name: str) -> str | None:
    """The first word of the name, when it reads as one: letters of any script (with their
    accents) and apostrophes or hyphens, at most FIRST_NAME_LIMIT characters. Anything else (a
    link, an address, markup, an invisible or direction-changing character) gives no name, so a
    guest's mail cannot carry a message of the sender's choosing."""
    words = name.split()
    if not words or len(words[0]) > FIRST_NAME_LIMIT:
        return None
    word = words[0]
    if unicodedata.category(word[0])[0] != "L":
        return None
    if all(unicodedata.category(c)[0] in "LM" or c in NAME_SIGNS for c in word):
        return word
    return None


def _greeting(reservation: Reservation) -> str:
    name = first_name(reservation.name)
    return f"Hello {name}," if name else "Hello,"


def _booking_rows(reservation: Reservation, start: datetime | None) -> list[tuple[str, str]]:
    night, arrival = night_in_words(reservation.date, reservation.time, start)
    rows = [("Night", night), ("Arrival", arrival), ("Guests", str(reservation.guests))]
    if reservation.area_name:
        rows.append(("Area", reservation.area_name))
    if reservation.package_name:
        rows.append(("Package", reservation.package_name))
    occasion = messages.OCCASION_NAMES.get(reservation.occasion or "")
    if occasion:
        rows.append(("Occasion", occasion))
    return rows


def _change_or_cancel(club: Club, manage: str | None = None) -> str:
    """How the guest changes or cancels a booking: every guest's mail says it the same way."""
    if manage:
        call = f"\nOr call {club.phone}." if club.phone else ""
        return f"To change or cancel, open your booking: {manage}{call}"
    return "To change or cancel, reply to this mail" + (
        f" or call {club.phone}." if club.phone else "."
    )


def _manage_html(club: Club, manage: str | None) -> str:
    """The booking's page as a button (with the way to call), or the words to reply."""
    if not manage:
        return paragraph(_change_or_cancel(club))
    call = f" Or call {club.phone}." if club.phone else ""
    return button("Change or cancel your booking", manage) + (
        paragraph(call.strip()) if call else ""
    )


def _reach(club: Club) -> tuple[list[tuple[str, str]], str]:
    """Where the club is and how to reach it: text rows, and the same as HTML."""
    rows: list[tuple[str, str]] = []
    if club.address:
        rows.append(("Address", club.address))
    if club.phone:
        rows.append(("Phone", club.phone))
    extra = ""
    if club.map_link:
        extra = button("Open in Maps", club.map_link, "#fafafa")
    return rows, extra


def decision(
    reservation: Reservation, club: Club, start: datetime | None, manage: str | None = None
) -> Outgoing:
    """The guest's mail when staff confirm or decline, `start` being when the party is expected
    (`night_in_words`); a confirmation carries the link to the booking's page (`manage`);
    replies reach the club."""
    confirmed = reservation.status == "confirmed"
    night, arrival = night_in_words(reservation.date, reservation.time, start)
    greeting = _greeting(reservation)
    booking = _booking_rows(reservation, start)
    reach, map_button = _reach(club)
    contact_line = _change_or_cancel(club, manage)
    if confirmed:
        subject = messages.RESERVATION_CONFIRMED_SUBJECT.format(club=club.name)
        heading = "Your reservation is confirmed"
        lead = f"We look forward to seeing you on {night}. Your table is held from {arrival}."
        text = (
            f"{greeting}\n\n{lead}\n\n{rows_text(booking)}\n{rows_text(reach)}"
            + (f"Map: {club.map_link}\n" if club.map_link else "")
            + f"\n{contact_line}\n\n{club.name}\n"
        )
        body = (
            paragraph(greeting)
            + paragraph(lead)
            + f'<table role="presentation" style="margin:0 0 16px">{rows_html(booking)}'
            f"{rows_html(reach)}</table>" + map_button + _manage_html(club, manage)
        )
    else:
        subject = messages.RESERVATION_DECLINED_SUBJECT.format(club=club.name)
        heading = "We cannot take your reservation"
        lead = (
            f"We are sorry: we cannot take your request for {night} at {arrival}, "
            f"for {reservation.guests} guests."
        )
        reason = (reservation.decline_reason or "").strip()
        form = f"{club.public_url.rstrip('/')}/#reservation-form"
        again = f"You are welcome to choose another night: {form}"
        text = (
            f"{greeting}\n\n{lead}\n\n"
            + (f"A note from the club: {reason}\n\n" if reason else "")
            + f"{again}\n\nQuestions? Reply to this mail"
            + (f" or call {club.phone}" if club.phone else "")
            + f".\n\n{club.name}\n"
        )
        body = (
            paragraph(greeting)
            + paragraph(lead)
            + (paragraph(f"A note from the club: {reason}") if reason else "")
            + button("Choose another night", form)
            + paragraph("Questions? Reply to this mail.")
        )
    return Outgoing(
        to=reservation.email or "",
        subject=subject,
        text=text,
        html=page(club.name, heading, body),
        reply_to=club.email,
    )


def changed(
    reservation: Reservation,
    before: dict[str, Any],
    club: Club,
    start: datetime | None,
    start_before: datetime | None,
    manage: str | None = None,
    *,
    by_guest: bool = False,
) -> Outgoing:
    """The guest's mail when staff change a confirmed booking, or the guest did on its page
    (`by_guest`): what changed, before and after, then the booking as it is now, with the link
    to its page (`manage`); replies reach the club. `before` holds the booking's night
    ("date"), "time", "guests", "area_name" and "package_name" as they were."""
    night, arrival = night_in_words(reservation.date, reservation.time, start)
    was_night, was_arrival = night_in_words(before["date"], before["time"], start_before)
    pairs = [
        ("Night", was_night, night),
        ("Arrival", was_arrival, arrival),
        ("Guests", str(before["guests"]), str(reservation.guests)),
        ("Area", before["area_name"] or "Any", reservation.area_name or "Any"),
        ("Package", before["package_name"] or "None", reservation.package_name or "None"),
    ]
    what = [(label, f"{old} \u2192 {new}") for label, old, new in pairs if old != new]
    greeting = _greeting(reservation)
    who = "You have changed" if by_guest else "The club has changed"
    lead = f"{who} your reservation. You are now expected on {night}, {arrival}."
    booking = _booking_rows(reservation, start)
    reach, map_button = _reach(club)
    contact_line = _change_or_cancel(club, manage)
    text = (
        f"{greeting}\n\n{lead}\n\nWhat changed:\n{rows_text(what)}\n"
        f"Your reservation now:\n{rows_text(booking)}\n{rows_text(reach)}"
        + (f"Map: {club.map_link}\n" if club.map_link else "")
        + f"\n{contact_line}\n\n{club.name}\n"
    )
    body = (
        paragraph(greeting)
        + paragraph(lead)
        + paragraph("What changed:")
        + f'<table role="presentation" style="margin:0 0 16px">{rows_html(what)}</table>'
        + paragraph("Your reservation now:")
        + f'<table role="presentation" style="margin:0 0 16px">{rows_html(booking)}'
        f"{rows_html(reach)}</table>" + map_button + _manage_html(club, manage)
    )
    return Outgoing(
        to=reservation.email or "",
        subject=messages.RESERVATION_CHANGED_SUBJECT.format(club=club.name),
        text=text,
        html=page(club.name, "Your reservation has changed", body),
        reply_to=club.email,
    )


def receipt(
    reservation: Reservation, club: Club, start: datetime | None, manage: str | None = None
) -> Outgoing:
    """The guest's receipt of a request: what the club received, and that it is not yet a
    confirmation, with the link to the booking's page (`manage`); replies reach the club."""
    greeting = _greeting(reservation)
    lead = (
        f"Thank you for your reservation request at {club.name}. "
        "We'll contact you shortly to confirm your booking."
    )
    booking = _booking_rows(reservation, start)
    reach, _ = _reach(club)
    change = _change_or_cancel(club, manage)
    caveat = (
        "This is a receipt, not yet a confirmation. "
        "If you did not make this request, ignore this mail."
    )
    text = (
        f"{greeting}\n\n{lead}\n\n{rows_text(booking + reach)}\n"
        f"{change}\n\n{caveat}\n\n{club.name}\n"
    )
    body = (
        paragraph(greeting)
        + paragraph(lead)
        + f'<table role="presentation" style="margin:0 0 16px">{rows_html(booking + reach)}'
        "</table>"
        + _manage_html(club, manage)
        + f'<p style="margin:0;color:#a1a1aa;font-size:13px">{html.escape(caveat)}</p>'
    )
    return Outgoing(
        to=reservation.email or "",
        subject=messages.RESERVATION_RECEIVED_SUBJECT.format(club=club.name),
        text=text,
        html=page(club.name, "We received your request", body),
        reply_to=club.email,
    )


def reminder(reservation: Reservation, club: Club, start: datetime | None, manage: str) -> Outgoing:
    """The guest's mail on the day of a confirmed booking: the night, the way there, and the
    link to change or cancel."""
    _, arrival = night_in_words(reservation.date, reservation.time, start)
    greeting = _greeting(reservation)
    lead = f"We look forward to seeing you tonight. Your table is held from {arrival}."
    booking = _booking_rows(reservation, start)
    reach, map_button = _reach(club)
    contact_line = _change_or_cancel(club, manage)
    text = (
        f"{greeting}\n\n{lead}\n\n{rows_text(booking)}\n{rows_text(reach)}"
        + (f"Map: {club.map_link}\n" if club.map_link else "")
        + f"\n{contact_line}\n\n{club.name}\n"
    )
    body = (
        paragraph(greeting)
        + paragraph(lead)
        + f'<table role="presentation" style="margin:0 0 16px">{rows_html(booking)}'
        f"{rows_html(reach)}</table>" + map_button + _manage_html(club, manage)
    )
    return Outgoing(
        to=reservation.email or "",
        subject=messages.RESERVATION_REMINDER_SUBJECT.format(club=club.name),
        text=text,
        html=page(club.name, "See you tonight", body),
        reply_to=club.email,
    )


def cancelled(
    reservation: Reservation, club: Club, start: datetime | None, *, by_club: bool = False
) -> Outgoing:
    """The guest's mail once they cancelled a booking on its page, or the club did
    (`by_club`): which booking, and the way back to the form; replies reach the club."""
    night, arrival = night_in_words(reservation.date, reservation.time, start)
    greeting = _greeting(reservation)
    booking = f"your reservation for {night} at {arrival}, for {reservation.guests} guests"
    lead = (
        f"We are sorry: the club has cancelled {booking}."
        if by_club
        else f"{booking[0].upper()}{booking[1:]}, is cancelled. We hope to see you another night."
    )
    questions = "Questions? Reply to this mail" + (f" or call {club.phone}." if club.phone else ".")
    form = f"{club.public_url.rstrip('/')}/#reservation-form"
    text = f"{greeting}\n\n{lead}\n\nBook another night: {form}\n\n{questions}\n\n{club.name}\n"
    body = (
        paragraph(greeting)
        + paragraph(lead)
        + button("Book another night", form)
        + paragraph(questions)
    )
    return Outgoing(
        to=reservation.email or "",
        subject=messages.RESERVATION_CANCELLED_SUBJECT.format(club=club.name),
        text=text,
        html=page(club.name, "Your reservation is cancelled", body),
        reply_to=club.email,
    )


def staff_guest_changed(
    to: str,
    reservation: Reservation,
    club_name: str,
    what: list[tuple[str, str]],
    admin_url: str,
) -> Outgoing:
    """Staff hear that a guest changed (`what`: before → after) or cancelled a booking on its
    page."""
    cancelled_now = reservation.status == "cancelled"
    did = "cancelled" if cancelled_now else "changed"
    rows = [
        ("Name", reservation.name),
        ("Night", reservation.date.isoformat()),
        ("Guests", str(reservation.guests)),
        *what,
    ]
    text = (
        f"{reservation.name} {did} their reservation at {club_name}:\n\n{rows_text(rows)}\n"
        f"All reservations: {admin_url}\n"
    )
    body = f'<table role="presentation" style="margin:0 0 16px">{rows_html(rows)}</table>' + button(
        "All reservations", admin_url
    )
    return Outgoing(
        to=to,
        subject=f"Reservation {did}: {reservation.name}, {reservation.date.isoformat()}",
        text=text,
        html=page(club_name, f"A guest {did} a reservation", body),
    )


def staff_new_request(
    to: str,
    reservation: Reservation,
    club_name: str,
    start: datetime | None,
    admin_url: str,
    links: tuple[str, str],
    link_days: int,
) -> Outgoing:
    """Staff hear of a request with its details and one-click Confirm and Decline links, which
    work for `link_days`."""
    confirm, decline = links
    night, arrival = night_in_words(reservation.date, reservation.time, start)
    rows = [
        ("Name", reservation.name),
        ("Email", reservation.email or "-"),
        ("Phone", reservation.phone or "-"),
        ("Night", night),
        ("Arrival", arrival),
        ("Guests", str(reservation.guests)),
        ("Package", reservation.package_name or "-"),
        ("Occasion", reservation.occasion or "-"),
        ("Special requests", reservation.requests or "-"),
    ]
    text = (
        f"A new bottle-service reservation request at {club_name}:\n\n{rows_text(rows)}\n"
        f"Confirm it: {confirm}\nDecline it: {decline}\n"
        f"(each link asks before acting, works once and for {link_days} days)\n\n"
        f"All reservations: {admin_url}\n"
    )
    body = (
        f'<table role="presentation" style="margin:0 0 16px">{rows_html(rows)}</table>'
        + button("Confirm", confirm)
        + button("Decline", decline, "#a1a1aa")
        + paragraph(f"Each link asks before acting, works once and for {link_days} days.")
        + f'<p style="margin:0"><a href="{html.escape(admin_url)}" style="color:#d4af37">'
        "All reservations</a></p>"
    )
    return Outgoing(
        to=to,
        subject=f"New reservation: {reservation.name}, {reservation.date.isoformat()}, "
        f"{reservation.guests} guests",
        text=text,
        html=page(club_name, "New reservation request", body),
    )
