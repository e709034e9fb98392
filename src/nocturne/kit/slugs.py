"""Words of a text joined by hyphens, for addresses and file names."""

import re
import unicodedata
from collections.abc import Collection
from datetime import date

# Long enough for any real title, short enough that a shared address stays readable.
MAX_TITLE_PART = 60
MAX_LENGTH = 120
EVENT_SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def is_event_slug(text: str) -> bool:
    """Whether the text could be an event's slug (anything else is never looked up)."""
    return len(text) <= MAX_LENGTH and EVENT_SLUG.fullmatch(text) is not None


def slug(text: str) -> str:
    """The text's words in lower case, joined by hyphens; letters of any script are kept."""
    words = "".join(c if c.isalnum() else " " for c in text.lower()).split()
    return "-".join(words)


def ascii_slug(text: str) -> str:
    """`slug` in plain ASCII: accents dropped, letters without an ASCII form left out."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return slug(plain)


def event_slug(title: str, day: date, taken: Collection[str]) -> str:
    """An event's address: its title and date ("neon-nights-2026-06-13"), with "-2", "-3"...
    added when another event already has it."""
    words = ascii_slug(title)
    if len(words) > MAX_TITLE_PART:
        # Whole words only: cut at the last hyphen that fits (one long word is cut as it is).
        cut = words.rfind("-", 0, MAX_TITLE_PART + 1)
        words = words[:cut] if cut > 0 else words[:MAX_TITLE_PART]
    base = f"{words or 'event'}-{day.isoformat()}"
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate
