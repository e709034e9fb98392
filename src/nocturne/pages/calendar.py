"""iCalendar (RFC 5545) files of the club's events: one per event, and a subscribable feed."""

from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from nocturne.club.nights import placeable, starts_at
from nocturne.models import Event

EVENT_LENGTH = timedelta(hours=5)


def _escape(text: str) -> str:
    return (
        text.replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\r\n", "\\n")
        .replace("\n", "\\n")
        # A lone carriage return ends a line for lenient readers: it would start a property.
        .replace("\r", "\\n")
    )


def _fold(line: str) -> str:
    """Lines longer than 75 octets continue on the next line after a space."""
    encoded = line.encode()
    if len(encoded) <= 75:
        return line
    parts: list[str] = []
    current = b""
    for char in line:
        piece = char.encode()
        if len(current) + len(piece) > (75 if not parts else 74):
            parts.append(current.decode())
            current = b""
        current += piece
    parts.append(current.decode())
    return "\r\n ".join(parts)


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _vevent(event: Event, club_name: str, public_url: str, zone: ZoneInfo) -> list[str]:
    host = urlsplit(public_url).hostname or "nocturne"
    lines = [
        "BEGIN:VEVENT",
        f"UID:{event.id}@{host}",
        f"DTSTAMP:{_stamp(datetime.now(UTC))}",
    ]
    start = starts_at(event.date, event.time, zone)
    if start is None:
        # A time we cannot read: the event takes the whole night's date.
        lines += [
            f"DTSTART;VALUE=DATE:{event.date.strftime('%Y%m%d')}",
            f"DTEND;VALUE=DATE:{(event.date + timedelta(days=1)).strftime('%Y%m%d')}",
        ]
    else:
        lines += [f"DTSTART:{_stamp(start)}", f"DTEND:{_stamp(start + EVENT_LENGTH)}"]
    lines += [
        f"SUMMARY:{_escape(event.title)}",
        f"DESCRIPTION:{_escape(event.description)}",
        f"LOCATION:{_escape(f'{club_name} - {event.location}')}",
        f"URL:{public_url.rstrip('/')}/#events",
        "END:VEVENT",
    ]
    return lines


def calendar(events: Iterable[Event], club_name: str, public_url: str, zone: ZoneInfo) -> bytes:
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:-//{_escape(club_name)}//Nocturne//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{_escape(club_name)} events",
    ]
    for event in events:
        # A date no calendar can hold is left out rather than failing the whole feed.
        if placeable(event.date):
            lines += _vevent(event, club_name, public_url, zone)
    lines.append("END:VCALENDAR")
    return ("\r\n".join(_fold(line) for line in lines) + "\r\n").encode()
