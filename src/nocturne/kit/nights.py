"""A club's night runs past midnight: until 6 AM, last night's event is still tonight's."""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

NIGHT_ENDS = timedelta(hours=6)


def club_today(zone: ZoneInfo, now: datetime | None = None) -> date:
    """The date of the night under way in the club's time zone."""
    moment = (now or datetime.now(UTC)).astimezone(zone)
    return (moment - NIGHT_ENDS).date()


def parse_time(text: str) -> time | None:
    """An event's time as staff typed it: "22:00", "10:00 PM", "10 pm", "9:30pm"."""
    cleaned = text.strip().upper().replace(".", "")
    for pattern in ("%H:%M", "%I:%M %p", "%I:%M%p", "%I %p", "%I%p"):
        try:
            return datetime.strptime(cleaned, pattern).time()
        except ValueError:
            continue
    return None


def starts_at(day: date, text: str, zone: ZoneInfo) -> datetime | None:
    """When an event starts, as an aware datetime; a time before 6 AM belongs to the next day."""
    at = parse_time(text)
    if at is None:
        return None
    try:
        start = datetime.combine(day, at, tzinfo=zone)
        if at < time(6):
            start += timedelta(days=1)
        # Calendars and search engines read it in UTC, a few hours on (the end of the night).
        (start + NIGHT_ENDS).astimezone(UTC)
    except OverflowError:
        return None  # the last days of year 9999: there is no next morning to place it in
    return start


def placeable(day: date) -> bool:
    """Whether a night on this date can be written down with its next morning (not so for the
    last days that Python's dates hold)."""
    return day < date.max - timedelta(days=2)
