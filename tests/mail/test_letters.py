"""The reservation letters' words for a night: its date and the arrival as the guest says
them, in the club's local time."""

from datetime import datetime
from zoneinfo import ZoneInfo

from nocturne.club.nights import starts_at
from nocturne.mail.letters.reservations import night_in_words

NEW_YORK = "America/New_York"


def words(day: datetime, time: str, zone: ZoneInfo) -> tuple[str, str]:
    """The night in words as the domain asks for it: with its start in the club's time zone."""
    return night_in_words(day.date(), time, starts_at(day.date(), time, zone))


def test_the_night_in_words_is_the_club_s_local_night() -> None:
    zone = ZoneInfo(NEW_YORK)
    friday = datetime(2026, 11, 27)
    assert words(friday, "22:30", zone) == (
        "Friday, November 27, 2026",
        "10:30 PM, New York time",
    )
    assert words(friday, "00:00", zone)[1] == "midnight, New York time"
    assert words(friday, "22:00", ZoneInfo("UTC"))[1] == "10:00 PM UTC"


def test_a_time_that_is_no_clock_time_is_written_as_it_is() -> None:
    friday = datetime(2026, 11, 27)
    assert words(friday, "late", ZoneInfo(NEW_YORK)) == ("Friday, November 27, 2026", "late")
