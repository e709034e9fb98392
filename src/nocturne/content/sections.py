"""The shapes of the content JSON of the known sections (content_sections.content).

A save whose content does not match its section's shape is refused, so an admin cannot break the
public site from the Content manager.
"""

import logging
import re
from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from nocturne import messages
from nocturne.content.schemas import ContentSectionPublic
from nocturne.core.errors import ApiError
from nocturne.core.schemas import InputModel
from nocturne.kit.links import Link, MediaUrl, OptionalMediaUrl, check_media_url
from nocturne.models import ContentSection

log = logging.getLogger(__name__)

Required = Annotated[str, Field(min_length=1, max_length=500)]
Optional = Annotated[str | None, Field(max_length=2000)]
Text = Annotated[str, Field(max_length=2000)]
SECTION_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


def _icon(value: str) -> str:
    """An icon is a name from the icon set (e.g. "crown") or an uploaded image."""
    if "/" in value or ":" in value:
        return check_media_url(value)
    return value


Icon = Annotated[str, Field(max_length=2048), AfterValidator(_icon)]


class HeroContent(InputModel):
    title: Required
    subtitle: Required
    background_image: OptionalMediaUrl = None
    background_video: OptionalMediaUrl = None
    primary_button_text: Required
    primary_button_link: Link
    secondary_button_text: Required
    secondary_button_link: Link


class TitledContent(InputModel):
    title: Optional = None
    subtitle: Optional = None


class Feature(InputModel):
    id: Required
    icon: Icon = ""
    title: Required
    description: Text = ""


class Statistic(InputModel):
    id: Required
    icon: Icon = ""
    label: Required
    value: Required


class Experience(InputModel):
    title: Text = ""
    description: Annotated[str, Field(max_length=5000)] = ""
    images: list[MediaUrl] = Field(default_factory=list, max_length=12)


class BottleServiceContent(InputModel):
    title: Optional = None
    subtitle: Optional = None
    features: list[Feature] = Field(default_factory=list, max_length=24)
    statistics: list[Statistic] = Field(default_factory=list, max_length=24)
    experience: Experience | None = None


class SocialLink(InputModel):
    platform: Required
    url: Link
    icon: Icon = ""


class TextLink(InputModel):
    text: Required
    url: Link


def _email_or_empty(value: str) -> str:
    if value and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
        raise ValueError(messages.EMAIL_OR_EMPTY)
    return value


class FooterCompany(InputModel):
    description: Annotated[str, Field(max_length=2000)] = ""
    social_links: list[SocialLink] = Field(default_factory=list, max_length=12)


class FooterContact(InputModel):
    address: Text = ""
    phone: Text = ""
    email: Annotated[str, Field(max_length=320), AfterValidator(_email_or_empty)] = ""


class Hours(InputModel):
    day: Required
    time: Required


class FooterLegal(InputModel):
    copyright: Text = ""
    links: list[TextLink] = Field(default_factory=list, max_length=12)


class FooterContent(InputModel):
    company: FooterCompany = Field(default_factory=FooterCompany)
    quick_links: list[TextLink] = Field(default_factory=list, max_length=24)
    contact_info: FooterContact = Field(default_factory=FooterContact)
    hours: list[Hours] = Field(default_factory=list, max_length=14)
    legal: FooterLegal = Field(default_factory=FooterLegal)


class LegalContent(InputModel):
    """The /privacy and /terms pages: a title and a body in Markdown (paragraphs, headings,
    lists, emphasis and links; the page renders it as text, never as HTML)."""

    title: Optional = None
    body: Annotated[str, Field(max_length=50_000)] = ""


class SeoContent(InputModel):
    """What search engines and shared links show: the page title and description, and the
    picture of a shared link. Each left empty follows the hero (its subtitle, its picture)."""

    title: Annotated[str | None, Field(max_length=120)] = None
    description: Annotated[str | None, Field(max_length=320)] = None
    image: OptionalMediaUrl = None


# Every section the site shows, with the shape of its content.
SCHEMAS: dict[str, type[BaseModel]] = {
    "hero": HeroContent,
    "events": TitledContent,
    "gallery": TitledContent,
    "bottle-service": BottleServiceContent,
    "footer": FooterContent,
    "privacy": LegalContent,
    "terms": LegalContent,
    "seo": SeoContent,
}


def check_section_name(name: str) -> str:
    """A section the site shows. Any other name is refused: content nobody can see would only
    weigh down every page that carries the site's payload."""
    if not SECTION_NAME.fullmatch(name):
        raise ApiError(
            422,
            messages.SECTION_NAME_INVALID,
            fields={"section_name": messages.SECTION_NAME_INVALID},
        )
    if name not in SCHEMAS:
        raise ApiError(404, messages.SECTION_UNKNOWN)
    return name


def shown_sections(sections: Iterable[ContentSection]) -> list[ContentSection]:
    """The stored sections the site can show: a name it knows and content that can be sent.

    Saves are checked, so this only drops rows written before a rule existed or by hand (content
    nested too deep to serialise, half an emoji, a name nobody shows). One such row costs its own
    section, whose place the site fills with its defaults, never every page.
    """
    shown = []
    for section in sections:
        try:
            if section.section_name not in SCHEMAS:
                raise ValueError("not a section of the site")
            ContentSectionPublic.model_validate(section).model_dump_json()
        except (ValueError, UnicodeError) as error:
            log.error("content section %r left out of the site: %s", section.section_name, error)
            continue
        shown.append(section)
    return shown


def validate_content(section_name: str, content: dict[str, Any]) -> dict[str, Any]:
    """The content as it will be stored: checked against its section's shape."""
    schema = SCHEMAS[check_section_name(section_name)]
    try:
        model = schema.model_validate(content)
    except ValidationError as error:
        fields = {
            ".".join(["content", *(str(part) for part in detail["loc"])]): detail["msg"]
            for detail in error.errors()
        }
        first_field, first_message = next(iter(fields.items()))
        message = (
            f"{first_field}: {first_message}" if len(fields) == 1 else messages.VALIDATION_FAILED
        )
        raise ApiError(422, message, fields=fields) from None
    return model.model_dump(mode="json")
