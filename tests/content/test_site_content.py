"""Navigation, content sections and the contact section: upserts and every refusal."""

import copy
import json
import re
from typing import Any

import pytest
from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.demo.seed import bottle_service_content, footer_content, hero_content
from nocturne.kit.links import check_link, check_media_url
from nocturne.models import ContentSection
from tests.support.factories import contact_section

LINKS = [
    {"text": "Events", "url": "#events", "isButton": False},
    {"text": "Menu", "url": "/menu", "isButton": False},
    {"text": "Tickets", "url": "https://tickets.example.com/nocturne", "isButton": False},
    {"text": "Bottle Service", "url": "#bottle-service", "isButton": True},
]
BAD_LINK = {"text": "x", "url": "javascript:1"}
MAP = "https://www.google.com/maps/embed?pb=!1m18!1m12"
CONTACT = contact_section(map_url=MAP)


async def test_navigation_is_created_then_updated(staff_client: AsyncClient) -> None:
    assert (await staff_client.get("/api/admin/navigation")).json() is None
    first = await staff_client.put("/api/admin/navigation", json={"logo_url": None, "links": LINKS})
    assert first.status_code == 200
    second = await staff_client.put(
        "/api/admin/navigation", json={"logo_url": "/media/logos/logo.png", "links": LINKS[:1]}
    )
    assert second.json()["id"] == first.json()["id"]
    public = (await staff_client.get("/api/navigation")).json()
    assert public["links"] == LINKS[:1]
    assert public["logo_url"] == "/media/logos/logo.png"


@pytest.mark.parametrize(
    "url",
    ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "//evil.example/x",
     "vbscript:msgbox", "ftp://files.example.com", "#", "events", "/menu x",
     "/\\evil.example", "/\\/evil.example", "/\t/evil.example", "/\\\\evil.example"],
)  # fmt: skip
async def test_unsafe_or_unknown_link_targets_are_refused(
    staff_client: AsyncClient, url: str
) -> None:
    response = await staff_client.put(
        "/api/admin/navigation",
        json={"links": [{"text": "Bad", "url": url, "isButton": False}]},
    )
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"links.0.url": messages.LINK_INVALID}
    assert (await staff_client.get("/api/admin/navigation")).json() is None


@pytest.mark.parametrize("url", ["/\x01evil.example", "/menu\x7f", "/\x1b/evil.example"])
def test_the_link_rule_itself_refuses_control_characters(url: str) -> None:
    """Browsers drop some control characters from an address: whatever a link came through,
    the rule does not count on the body check having refused them first."""
    with pytest.raises(ValueError, match=re.escape(messages.LINK_INVALID)):
        check_link(url)
    with pytest.raises(ValueError, match=re.escape(messages.MEDIA_URL_INVALID)):
        check_media_url(url)


async def test_hero_save_inserts_then_updates_by_section_name(staff_client: AsyncClient) -> None:
    hero = hero_content()
    first = await staff_client.put(
        "/api/admin/sections/hero", json={"title": "A", "subtitle": "B", "content": hero}
    )
    assert first.status_code == 200, first.text
    changed = hero | {"title": "Tonight Only"}
    second = await staff_client.put(
        "/api/admin/sections/hero", json={"title": "A", "subtitle": "B", "content": changed}
    )
    assert second.json()["id"] == first.json()["id"]
    site = (await staff_client.get("/api/site")).json()
    assert site["sections"]["hero"]["content"]["title"] == "Tonight Only"
    listed = (await staff_client.get("/api/admin/sections")).json()
    assert [s["section_name"] for s in listed["data"]] == ["hero"]


@pytest.mark.parametrize(
    ("section", "content", "field"),
    [
        ("hero", {**hero_content(), "title": ""}, "content.title"),
        ("hero", {**hero_content(), "primary_button_link": "javascript:x()"},
         "content.primary_button_link"),
        ("hero", {k: v for k, v in hero_content().items() if k != "subtitle"}, "content.subtitle"),
        ("hero", {**hero_content(), "colour": "red"}, "content.colour"),
        ("bottle-service", {**bottle_service_content(), "features": [{"id": "1"}]},
         "content.features.0.title"),
        ("bottle-service", {**bottle_service_content(), "statistics": "many"},
         "content.statistics"),
        ("footer", {**footer_content("Nocturne"), "quick_links": [BAD_LINK]},
         "content.quick_links.0.url"),
        ("events", {"title": ["not", "text"]}, "content.title"),
    ],
)  # fmt: skip
async def test_content_that_does_not_fit_its_section_is_refused(
    staff_client: AsyncClient, section: str, content: dict[str, Any], field: str
) -> None:
    response = await staff_client.put(
        f"/api/admin/sections/{section}", json={"title": "T", "content": content}
    )
    assert response.status_code == 422, response.text
    assert field in response.json()["error"]["fields"]
    assert (await staff_client.get("/api/admin/sections")).json()["count"] == 0


async def test_content_must_be_a_json_object(staff_client: AsyncClient) -> None:
    response = await staff_client.put("/api/admin/sections/gallery", json={"content": [1, 2]})
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"content": messages.CONTENT_NOT_OBJECT}


async def test_demo_sections_fit_their_schemas(staff_client: AsyncClient) -> None:
    for name, content in [
        ("hero", hero_content()),
        ("bottle-service", bottle_service_content()),
        ("footer", footer_content("Nocturne")),
        ("events", {"title": "Upcoming Events", "subtitle": "Join us"}),
    ]:
        response = await staff_client.put(f"/api/admin/sections/{name}", json={"content": content})
        assert response.status_code == 200, (name, response.text)
        assert response.json()["content"] == content


async def test_a_section_the_site_does_not_show_is_refused(staff_client: AsyncClient) -> None:
    """Red team: content under an unknown name skipped every check and weighed down every page."""
    unknown = await staff_client.put(
        "/api/admin/sections/press", json={"title": "Press", "content": {"quotes": ["Wow"]}}
    )
    assert unknown.status_code == 404
    assert unknown.json()["error"]["message"] == messages.SECTION_UNKNOWN
    bad_name = await staff_client.put("/api/admin/sections/Bad Name!", json={"content": {}})
    assert bad_name.status_code == 422
    assert (await staff_client.get("/api/admin/sections")).json()["count"] == 0


def nested(depth: int) -> Any:
    value: Any = "deep"
    for _ in range(depth):
        value = {"level": value}
    return value


@pytest.mark.parametrize(
    ("content", "field"),
    [
        ({**hero_content(), "title": "Half an emoji \ud83d"}, "content.title"),
        ({**hero_content(), "subtitle": "A NUL \x00 here"}, "content.subtitle"),
        ({**hero_content(), "title": nested(600)}, "content.title"),
    ],
    ids=["lone surrogate", "control character", "600 levels deep"],
)
async def test_content_that_cannot_be_stored_or_shown_is_refused_and_nothing_is_saved(
    staff_client: AsyncClient, content: dict[str, Any], field: str
) -> None:
    # Sent as the browser would: escapes in ASCII JSON (a lone surrogate has no UTF-8 form).
    response = await staff_client.put(
        "/api/admin/sections/hero",
        content=json.dumps({"content": content}),
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 422, response.text
    assert field in response.json()["error"]["fields"]
    assert (await staff_client.get("/api/admin/sections")).json()["count"] == 0
    for page in ("/", "/menu", "/api/site", "/admin/content", "/sitemap.xml"):
        assert (await staff_client.get(page)).status_code == 200, page


async def test_a_row_the_site_cannot_show_costs_only_its_own_section(
    staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Rows written by hand or before a rule existed never take every page down."""
    session.add_all(
        [
            ContentSection(section_name="hero", content={"title": nested(300)}),
            ContentSection(section_name="press", content={"padding": "x" * 900_000}),
            ContentSection(section_name="footer", content=footer_content("Nocturne")),
        ]
    )
    await session.commit()
    site = await staff_client.get("/api/site")
    assert site.status_code == 200
    assert list(site.json()["sections"]) == ["footer"]
    assert len(site.content) < 100_000
    assert (await staff_client.get("/api/sections/hero")).json() is None
    listed = (await staff_client.get("/api/admin/sections")).json()
    assert [section["section_name"] for section in listed["data"]] == ["footer"]
    for page in ("/", "/menu", "/admin/login", "/admin/content", "/sitemap.xml"):
        assert (await staff_client.get(page)).status_code == 200, page
    # Saving over the broken row repairs it.
    saved = await staff_client.put("/api/admin/sections/hero", json={"content": hero_content()})
    assert saved.status_code == 200
    assert "hero" in (await staff_client.get("/api/site")).json()["sections"]


async def test_contact_is_created_then_updated(staff_client: AsyncClient) -> None:
    first = await staff_client.put("/api/admin/contact", json=CONTACT)
    assert first.status_code == 200, first.text
    second = await staff_client.put("/api/admin/contact", json=CONTACT | {"map_url": ""})
    assert second.json()["id"] == first.json()["id"]
    assert second.json()["map_url"] is None


async def test_contact_map_iframe_snippet_keeps_its_source(staff_client: AsyncClient) -> None:
    snippet = (
        f'<iframe src="{MAP}" width="600" height="450" style="border:0;" loading="lazy"></iframe>'
    )
    response = await staff_client.put("/api/admin/contact", json=CONTACT | {"map_url": snippet})
    assert response.status_code == 200
    assert response.json()["map_url"] == MAP


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("not a url", messages.URL_INVALID),
        ("<iframe></iframe>", messages.URL_INVALID),
        ("https://maps.google.com/maps?q=club", messages.MAP_URL_INVALID),
        ("https://www.google.com/search?q=maps/embed", messages.MAP_URL_INVALID),
        ("https://evil.example/maps/embed?pb=1", messages.MAP_URL_INVALID),
        ("http://www.google.com/maps/embed?pb=1", messages.MAP_URL_INVALID),
        # Red team: a user part, quotes and a port got through.
        ("https://evil.example\\@www.google.com/maps/embed?pb=1", messages.MAP_URL_INVALID),
        ("https://x@www.google.com/maps/embed?pb=1", messages.MAP_URL_INVALID),
        ('https://www.google.com/maps/embed?pb=1"onload="alert(1)', messages.MAP_URL_INVALID),
        ("https://www.google.com:8443/maps/embed?pb=1", messages.MAP_URL_INVALID),
        ("https://www.google.com/maps/embedded-evil?pb=1", messages.MAP_URL_INVALID),
        ('<iframe src="javascript:alert(1)"></iframe>', messages.URL_INVALID),
    ],
)
async def test_contact_map_must_be_a_google_maps_embed(
    staff_client: AsyncClient, value: str, message: str
) -> None:
    response = await staff_client.put("/api/admin/contact", json=CONTACT | {"map_url": value})
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"map_url": message}
    assert (await staff_client.get("/api/admin/contact")).json() is None


async def test_contact_email_must_be_an_address_or_empty(staff_client: AsyncClient) -> None:
    body = copy.deepcopy(CONTACT)
    body["contact"]["email"] = "nope"
    response = await staff_client.put("/api/admin/contact", json=body)
    assert response.json()["error"]["fields"] == {"contact.email": messages.EMAIL_OR_EMPTY}
