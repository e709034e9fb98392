"""The rules the web app checks before it sends anything, written out as a TypeScript module.

The server's validation is the source: `make api-types` writes this module to
web/src/lib/api/rules.ts next to the generated API types, and `make check-api-types` fails when
the copy in the repository differs, so the browser never checks a rule the server changed.
Values only staff screens use, and large enough to weigh on the public pages' code (a module
both use is shipped whole with the public pages), go to web/src/lib/api/rules-staff.ts.
"""

import json
from typing import Any, get_args

from nocturne import messages
from nocturne.accounts import roles
from nocturne.accounts.auth_routes import LOGIN_PAGE_ERRORS
from nocturne.club.codes import COUNTRIES, CURRENCIES
from nocturne.club.nights import EVENT_TIME_PATTERN, NIGHT_BEGINS, NIGHT_OPENS
from nocturne.contact.schemas import ContactSubject
from nocturne.content import landing, page_titles
from nocturne.content.schemas import MenuImageType
from nocturne.content.sections import SCHEMAS as SECTION_SCHEMAS
from nocturne.kit.links import EXTERNAL_LINK_PREFIXES
from nocturne.media.buckets import RULES, VIDEO_URL_MARKERS
from nocturne.media.sniffing import IMAGES, VIDEOS
from nocturne.models import ARRIVALS_OVER_MAX
from nocturne.reservations import booking_rules
from nocturne.reservations.schemas import (
    MAX_GUESTS,
    MAX_NOTES,
    MAX_REQUESTS,
    MAX_TABLE,
    MIN_GUESTS,
    Occasion,
    ReservationTime,
)


def _const(name: str, value: Any) -> str:
    return f"export const {name} = {json.dumps(value, indent=2)} as const\n"


# The server's texts the web app shows as they are (the labels the server also writes into the
# pages it serves, and messages the web app gives before asking the server): one source.
WEB_TEXTS = (
    "AREA_FULL",
    "CANCELLATION_POLICY_DEFAULT",
    "EMAIL_CHANGE_LINK_INVALID",
    "FIELD_REQUIRED",
    "INCLUDES_REQUIRED",
    "INVALID_BUCKET",
    "INVALID_FILE_URL",
    "INVALID_IMAGE_TYPE",
    "INVALID_MEDIA_TYPE",
    "MAP_URL_INVALID",
    "NAV_ABOUT",
    "NAV_BOTTLE_SERVICE",
    "NAV_CONTACT",
    "NAV_EVENTS",
    "NAV_GALLERY",
    "NAV_MENU",
    "NO_TABLE_LEFT",
    "PAGE_TITLE_ADMIN",
    "PAGE_TITLE_NOT_FOUND",
    "PRICE_INVALID",
    "PRIVACY_POLICY",
    "RESERVATION_LINK_USED",
    "RESET_LINK_INVALID",
    "ROLE_FORBIDDEN",
    "TERMS_OF_SERVICE",
    "THUMBNAIL_REQUIRED",
    "TWO_FACTOR_REQUIRED_FOR_ROLE",
    "TWO_FACTOR_SETUP_NEEDED",
    "URL_INVALID",
    "VERIFICATION_SENT",
)


HEADER = (
    "// Generated from the server's rules by `make api-types` (nocturne shared-rules{flag}).\n"
    "// Do not edit: change the rule on the server and regenerate.\n"
)


def typescript_staff() -> str:
    parts = [
        HEADER.format(flag=" --staff"),
        # The club's currency and country, as the server knows them (ISO 4217, ISO 3166-1).
        _const("CURRENCIES", list(CURRENCIES)),
        _const("COUNTRIES", list(COUNTRIES)),
        # A booking's tables as typed ("VIP 1 + VIP 2") and its internal notes, at most.
        _const("BOOKING_TABLES_MAX", MAX_TABLE),
        _const("BOOKING_NOTES_MAX", MAX_NOTES),
    ]
    return "\n".join(parts)


def typescript() -> str:
    buckets = {
        bucket: {"kinds": rule.kinds, "limit": f"{rule.megabytes}MB", "maxBytes": rule.max_bytes}
        for bucket, rule in RULES.items()
    }
    parts = [
        HEADER.format(flag=""),
        _const("SERVER_TEXTS", {name: getattr(messages, name) for name in WEB_TEXTS}),
        _const("GUESTS_MIN", MIN_GUESTS),
        _const("GUESTS_MAX", MAX_GUESTS),
        _const("RESERVATION_TIMES", list(get_args(ReservationTime))),
        # Staff may book any time of the night: from the evening until it ends in the morning.
        _const("NIGHT_OPENS", NIGHT_OPENS.strftime("%H:%M")),
        _const("NIGHT_ENDS", NIGHT_BEGINS.strftime("%H:%M")),
        # How many guests beyond its booked size the door may check a party in.
        _const("ARRIVALS_OVER_MAX", ARRIVALS_OVER_MAX),
        _const("OCCASIONS", list(get_args(Occasion))),
        _const("REQUESTS_MAX", MAX_REQUESTS),
        _const("CONTACT_SUBJECTS", list(get_args(ContactSubject))),
        _const("MENU_IMAGE_TYPES", list(get_args(MenuImageType))),
        _const("VIDEO_URL_MARKERS", list(VIDEO_URL_MARKERS)),
        # The statuses whose guests count (the places they hold), everywhere counts are shown.
        _const("RESERVATION_STATUSES_HOLDING_PLACES", list(booking_rules.HOLDING)),
        _const("SECTION_NAMES", list(SECTION_SCHEMAS)),
        _const("LOGIN_PAGE_ERRORS", LOGIN_PAGE_ERRORS),
        _const("BUCKET_RULES", buckets),
        _const("EXTERNAL_LINK_PREFIXES", list(EXTERNAL_LINK_PREFIXES)),
        # Between a page's name and the club's in every page title ("Menu | Nocturne").
        _const("PAGE_TITLE_SEPARATOR", page_titles.SEPARATOR),
        # The one form an event's time is stored and shown in ("10:00 PM").
        _const("EVENT_TIME_PATTERN", EVENT_TIME_PATTERN),
        _const("DEFAULT_NAV_LINKS", [link.model_dump() for link in landing.DEFAULT_NAV_LINKS]),
        # The top bar while the site payload cannot be loaded.
        _const("DEFAULT_TOP_NAV", [link.model_dump() for link in landing.top_nav(None)]),
        _const(
            "HERO_BUTTON_DEFAULTS",
            {
                "primary": landing.HERO_PRIMARY_BUTTON.model_dump(),
                "secondary": landing.HERO_SECONDARY_BUTTON.model_dump(),
            },
        ),
        # Who may call each staff operation: the web app shows a role only what it may use.
        _const("ROLES", list(roles.ROLES)),
        _const(
            "OPERATION_ROLES",
            {op: sorted(allowed) for op, allowed in sorted(roles.PERMISSIONS.items())},
        ),
        _const("IMAGE_EXTENSIONS", [ext for kind in IMAGES for ext in kind.extensions]),
        _const("VIDEO_EXTENSIONS", [ext for kind in VIDEOS for ext in kind.extensions]),
        _const("IMAGE_TYPES", [kind.content_type for kind in IMAGES]),
        _const("VIDEO_TYPES", [kind.content_type for kind in VIDEOS]),
    ]
    return "\n".join(parts)
