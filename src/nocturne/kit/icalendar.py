"""The pieces of an iCalendar (RFC 5545) file: escaped text, folded lines, times in UTC, and the
calendar around its events. The club's events feed (pages/calendar.py) and a guest's booking
(reservations/calendar.py) are written with them."""

from collections.abc import Iterable
from datetime import UTC, datetime


def escape(text: str) -> str:
    """A TEXT value: backslash, semicolon, comma and line breaks escaped."""
    return (
        text.replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\r\n", "\\n")
        .replace("\n", "\\n")
        # A lone carriage return ends a line for lenient readers: it would start a property.
        .replace("\r", "\\n")
    )


def fold(line: str) -> str:
    """Lines longer than 75 octets continue on the next line after a space (never inside a
    character)."""
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


def stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def document(head: Iterable[str], events: Iterable[str]) -> bytes:
    """A calendar: its own properties (`head`, after VERSION and CALSCALE), then the events'
    lines, folded, with CRLF line ends."""
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        *head,
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        *events,
        "END:VCALENDAR",
    ]
    return ("\r\n".join(fold(line) for line in lines) + "\r\n").encode()
