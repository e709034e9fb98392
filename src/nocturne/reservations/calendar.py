"""A booking as a calendar event (RFC 5545), for the guest's "Add to calendar": the night's
arrival for a few hours, where the club is, and the link back to the booking's page."""

from datetime import UTC, datetime, timedelta

from nocturne.kit import icalendar
from nocturne.mail.letters import reservations as letters
from nocturne.models import Reservation

# How long the event lasts in the guest's calendar.
LENGTH = timedelta(hours=4)


def event(
    reservation: Reservation,
    start: datetime,
    club: letters.Club,
    manage: str,
    host: str,
    now: datetime | None = None,
) -> bytes:
    """The booking starting at `start` (aware), as an .ics file's bytes; `host` makes its UID
    the club's own, so a calendar replaces the event when the guest adds it again."""
    summary = f"{club.name}: table for {reservation.guests}"
    details = [f"Reservation for {reservation.name}, {reservation.guests} guests."]
    if reservation.area_name:
        details.append(f"Area: {reservation.area_name}.")
    if reservation.package_name:
        details.append(f"Package: {reservation.package_name}.")
    details.append(f"Change or cancel: {manage}")
    if club.phone:
        details.append(f"The club: {club.phone}")
    lines = [
        "BEGIN:VEVENT",
        f"UID:reservation-{reservation.id}@{host}",
        f"DTSTAMP:{icalendar.stamp(now or datetime.now(UTC))}",
        f"DTSTART:{icalendar.stamp(start)}",
        f"DTEND:{icalendar.stamp(start + LENGTH)}",
        f"SUMMARY:{icalendar.escape(summary)}",
        f"DESCRIPTION:{icalendar.escape(chr(10).join(details))}",
        *([f"LOCATION:{icalendar.escape(club.address)}"] if club.address else []),
        f"URL:{manage}",
        "END:VEVENT",
    ]
    return icalendar.document([f"PRODID:-//{icalendar.escape(club.name)}//Nocturne//EN"], lines)
