"""Public reads, each in its order (events by date, gallery newest first, packages by price)."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from httpx import AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from tests.support.factories import (
    make_contact,
    make_event,
    make_gallery_item,
    make_menu_image,
    make_navigation,
    make_package,
    make_section,
    next_week,
)


async def test_single_row_reads_are_null_when_nothing_is_saved(client: AsyncClient) -> None:
    for path in ("/api/navigation", "/api/contact", "/api/sections/hero"):
        response = await client.get(path)
        assert response.status_code == 200, path
        assert response.json() is None, path


async def test_list_reads_are_empty_when_nothing_is_saved(client: AsyncClient) -> None:
    for path in ("/api/events", "/api/gallery-items", "/api/packages", "/api/menu-images"):
        body = (await client.get(path)).json()
        assert (body["data"], body["count"]) == ([], 0), path
    assert (await client.get("/api/menu-images")).json()["media"] == {}


async def test_navigation_keeps_the_spec_field_names(
    client: AsyncClient, session: AsyncSession
) -> None:
    links = [{"text": "Bottle Service", "url": "#bottle-service", "isButton": True}]
    await make_navigation(session, logo_url="/media/logos/logo.png", links=links)
    body = (await client.get("/api/navigation")).json()
    assert body["logo_url"] == "/media/logos/logo.png"
    assert body["links"] == links


async def test_section_is_read_by_name(client: AsyncClient, session: AsyncSession) -> None:
    await make_section(session, section_name="hero", content={"title": "Tonight"})
    await make_section(session, section_name="footer", content={"legal": {}})
    body = (await client.get("/api/sections/hero")).json()
    assert body["section_name"] == "hero"
    assert body["content"] == {"title": "Tonight"}


async def test_events_are_ordered_by_date_ascending(
    client: AsyncClient, session: AsyncSession
) -> None:
    later = await make_event(session, title="Later", date=next_week() + timedelta(days=5))
    sooner = await make_event(session, title="Sooner", date=next_week())
    body = (await client.get("/api/events")).json()
    assert [e["id"] for e in body["data"]] == [str(sooner.id), str(later.id)]
    assert body["count"] == 2
    assert body["data"][0]["date"] == next_week().isoformat()


async def test_gallery_items_are_ordered_newest_first(
    client: AsyncClient, session: AsyncSession
) -> None:
    now = datetime.now(UTC)
    old = await make_gallery_item(session, title="Old", created_at=now - timedelta(days=2))
    new = await make_gallery_item(session, title="New", created_at=now)
    body = (await client.get("/api/gallery-items")).json()
    assert [g["id"] for g in body["data"]] == [str(new.id), str(old.id)]


async def test_packages_are_ordered_by_price_with_prices_as_numbers(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_package(session, name="Platinum", price=Decimal("2500.00"))
    await make_package(session, name="Silver", price=Decimal("499.99"))
    body = (await client.get("/api/packages")).json()
    assert [(p["name"], p["price"]) for p in body["data"]] == [
        ("Silver", 499.99),
        ("Platinum", 2500.0),
    ]


async def test_contact_section_is_read(client: AsyncClient, session: AsyncSession) -> None:
    await make_contact(session, map_url="https://www.google.com/maps/embed?pb=1")
    body = (await client.get("/api/contact")).json()
    assert body["hours"] == [{"day": "Thursday - Saturday", "time": "10:00 PM - 3:00 AM"}]
    assert body["location"]["city"] == "New York"
    assert body["map_url"] == "https://www.google.com/maps/embed?pb=1"


async def test_menu_images_are_filtered_by_type_newest_first(
    client: AsyncClient, session: AsyncSession
) -> None:
    now = datetime.now(UTC)
    await make_menu_image(
        session, type="club", image_url="/club-old.jpg", created_at=now - timedelta(days=1)
    )
    await make_menu_image(session, type="club", image_url="/club-new.jpg", created_at=now)
    await make_menu_image(session, type="kitchen", image_url="/kitchen.jpg")
    body = (await client.get("/api/menu-images", params={"type": "club"})).json()
    assert [m["image_url"] for m in body["data"]] == ["/club-new.jpg", "/club-old.jpg"]
    assert (await client.get("/api/menu-images")).json()["count"] == 3


async def test_menu_images_unknown_type_is_refused(client: AsyncClient) -> None:
    response = await client.get("/api/menu-images", params={"type": "bar"})
    assert response.status_code == 422
    assert "type" in response.json()["error"]["fields"]


async def test_unknown_api_path_answers_json_404(client: AsyncClient) -> None:
    response = await client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


async def test_a_wrong_method_gets_405_listing_every_allowed_method(client: AsyncClient) -> None:
    response = await client.request("OPTIONS", "/api/admin/events")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, POST"
    undeclared = await client.get("/api/auth/logout")
    assert undeclared.status_code == 405
    assert undeclared.headers["allow"] == "POST"


async def test_a_body_that_cannot_be_read_is_a_clear_422(client: AsyncClient) -> None:
    response = await client.post(
        "/api/reservations", content=b"\xff\xfe", headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"]["fields"] == {"body": "The request body must be a JSON object."}
