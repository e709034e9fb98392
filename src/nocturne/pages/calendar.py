"""iCalendar (RFC 5545) files of the club's events: one per event, and a subscribable feed."""

from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from nocturne.club.nights import placeable, starts_at
from nocturne.kit import icalendar
from nocturne.models import Event

EVENT_LENGTH = timedelta(hours=5)


def _vevent(event: Event, club_name: str, public_url: str, zone: ZoneInfo) -> list[str]:
    host = urlsplit(public_url).hostname or "nocturne"
    lines = [
        "BEGIN:VEVENT",
        f"UID:{event.id}@{host}",
        f"DTSTAMP:{icalendar.stamp(datetime.now(UTC))}",
    ]
    start = starts_at(event.date, event.time, zone)
    if start is None:
        # A time we cannot read: the event takes the whole night's date.
        lines += [
            f"DTSTART;VALUE=DATE:{event.date.strftime('%Y%m%d')}",
            f"DTEND;VALUE=DATE:{(event.date + timedelta(days=1)).strftime('%Y%m%d')}",
        ]
    else:
        lines += [
            f"DTSTART:{icalendar.stamp(start)}",
            f"DTEND:{icalendar.stamp(start + EVENT_LENGTH)}",
        ]
    lines += [
        f"SUMMARY:{icalendar.escape(event.title)}",
        f"DESCRIPTION:{icalendar.escape(event.description)}",
        f"LOCATION:{icalendar.escape(f'{club_name} - {event.location}')}",
        f"URL:{public_url.rstrip('/')}/#events",
        "END:VEVENT",
    ]
    return lines


def calendar(events: Iterable[Event], club_name: str, public_url: str, zone: ZoneInfo) -> bytes:
    lines: list[str] = []
    for event in events:
        # A date no calendar can hold is left out rather than failing the whole feed.
        if placeable(event.date):
            lines += _vevent(event, club_name, public_url, zone)
    head = [
        f"PRODID:-//{icalendar.escape(club_name)}//Nocturne//EN",
        f"X-WR-CALNAME:{icalendar.escape(club_name)} events",
    ]
    return icalendar.document(head, lines)
