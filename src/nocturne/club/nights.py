"""A club's night runs past midnight: until 6 AM, last night's event is still tonight's."""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

NIGHT_ENDS = timedelta(hours=6)


def club_today(zone: ZoneInfo, now: datetime | None = None) -> date:
    """The date of the night under way in the club's time zone."""
    moment = (now or datetime.now(UTC)).astimezone(zone)
    return (moment - NIGHT_ENDS).date()


def next_night_starts(zone: ZoneInfo, now: datetime | None = None) -> datetime:
    """When the night after the one under way begins (6 AM in the club's time zone), in UTC."""
    tomorrow = club_today(zone, now) + timedelta(days=1)
    return (datetime.combine(tomorrow, time(), tzinfo=zone) + NIGHT_ENDS).astimezone(UTC)


# The one form an event's time is stored and shown in: "10:00 PM", "9:30 PM", "12:00 AM" (the
# web app reads it back into its time input with this pattern: shared_rules.py).
EVENT_TIME_PATTERN = r"^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$"


def parse_time(text: str) -> time | None:
    """An event's time as staff typed it: "22:00", "10:00 PM", "10 pm", "9:30pm", or a time
    input's value with its seconds ("22:00:00")."""
    cleaned = text.strip().upper().replace(".", "")
    for pattern in ("%H:%M", "%H:%M:%S", "%I:%M %p", "%I:%M%p", "%I %p", "%I%p"):
        try:
            return datetime.strptime(cleaned, pattern).time()
        except ValueError:
            continue
    return None


def format_time(at: time) -> str:
    """A time of day in the form events are stored and shown in (EVENT_TIME_PATTERN)."""
    return f"{at.hour % 12 or 12}:{at.minute:02d} {'AM' if at.hour < 12 else 'PM'}"


def normalise_time(text: str) -> str | None:
    """An event's time in its one form ("22:00" and "10 pm" become "10:00 PM"), or None when
    the text is not a time of day."""
    at = parse_time(text)
    return format_time(at) if at is not None else None


# The first clock time of a night (6 AM): earlier ones belong to the night before.
NIGHT_BEGINS = (datetime.min + NIGHT_ENDS).time()
# When the club's evening starts: staff may book a party for any time from then until the
# night ends at 6 AM (the guests' form offers its own few times within it).
NIGHT_OPENS = time(18, 0)


def of_the_night(at: time) -> bool:
    """Whether a clock time falls in the club's night: from 6 PM, past midnight, to 6 AM."""
    return at >= NIGHT_OPENS or at < NIGHT_BEGINS


def during_night(night: date, at: time, zone: ZoneInfo) -> datetime:
    """The moment the clock shows `at` during the night of `night`: a time before 6 AM is the
    next morning's (a same-day cut-off at 1:00 AM is after midnight, not the evening before)."""
    moment = datetime.combine(night, at, tzinfo=zone)
    return moment + timedelta(days=1) if at < NIGHT_BEGINS else moment


def starts_at(day: date, text: str, zone: ZoneInfo) -> datetime | None:
    """When an event starts, as an aware datetime; a time before 6 AM belongs to the next day."""
    at = parse_time(text)
    if at is None:
        return None
    try:
        start = during_night(day, at, zone)
        # Calendars and search engines read it in UTC, a few hours on (the end of the night).
        (start + NIGHT_ENDS).astimezone(UTC)
    except OverflowError:
        return None  # the last days of year 9999: there is no next morning to place it in
    return start


def placeable(day: date) -> bool:
    """Whether a night on this date can be written down with its next morning (not so for the
    last days that Python's dates hold)."""
    return day < date.max - timedelta(days=2)
