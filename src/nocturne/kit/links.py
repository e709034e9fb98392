"""What may stand in a link or a media field (never a `javascript:` or `data:` address), and where
a link from content points."""

import re
from contextvars import ContextVar
from typing import Annotated
from urllib.parse import urlsplit

from pydantic import AfterValidator, BeforeValidator, Field

from nocturne import messages
from nocturne.config import origin_of
from nocturne.core.schemas import blank_to_none

ANCHOR = re.compile(r"#[A-Za-z0-9][A-Za-z0-9_-]*")
# Never in a link: whitespace and control characters (browsers drop some of them from an
# address), a backslash (read as a slash: "/\evil.example" opens another site, like
# "//evil.example"), and quotes or angle brackets that could end an attribute.
UNSAFE_CHARACTERS = re.compile(r"[\s\x00-\x1f\x7f\\<>\"'`]")


def is_web_address(value: str) -> bool:
    parts = urlsplit(value)
    return (
        parts.scheme in ("http", "https")
        and bool(parts.netloc)
        and not UNSAFE_CHARACTERS.search(value)
    )


def is_site_path(value: str) -> bool:
    return (
        value.startswith("/") and not value.startswith("//") and not UNSAFE_CHARACTERS.search(value)
    )


def check_link(value: str) -> str:
    if ANCHOR.fullmatch(value) or is_site_path(value) or is_web_address(value):
        return value
    raise ValueError(messages.LINK_INVALID)


# The origins a web address in a media field may point at, for the request being handled (set
# by the staff routes from the settings; unset outside a request, where nothing is restricted).
MEDIA_ORIGINS: ContextVar[frozenset[str] | None] = ContextVar("media_origins", default=None)


def check_media_url(value: str) -> str:
    if is_site_path(value):
        return value
    if not is_web_address(value):
        raise ValueError(messages.MEDIA_URL_INVALID)
    allowed = MEDIA_ORIGINS.get()
    # A picture from a site the page's Content-Security-Policy does not name would show broken.
    if allowed is not None and origin_of(value) not in allowed:
        raise ValueError(messages.MEDIA_ORIGIN_NOT_ALLOWED)
    return value


Link = Annotated[str, Field(min_length=1, max_length=2048), AfterValidator(check_link)]
MediaUrl = Annotated[str, Field(min_length=1, max_length=2048), AfterValidator(check_media_url)]


def _optional_media_url(value: str | None) -> str | None:
    return None if value is None else check_media_url(value)


# Forms send "" for "no media": it is accepted, and stored as null.
OptionalMediaUrl = Annotated[
    Annotated[str, Field(max_length=2048)] | None,
    BeforeValidator(blank_to_none),
    AfterValidator(_optional_media_url),
]


# Addresses that leave the app. The web app's links follow the same rule with these prefixes
# (generated into its shared rules).
EXTERNAL_LINK_PREFIXES = ("http:", "https:", "mailto:", "tel:", "//")


def page_href(link: str) -> str:
    """The address a content link opens, as the app's links render it: anchors point at the
    landing page, so they also work from /menu."""
    if link.lower().startswith(EXTERNAL_LINK_PREFIXES):
        return link
    if link.startswith("#"):
        return "/" + link
    return link if link.startswith("/") else "/" + link
