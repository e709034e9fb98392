"""Drafts: saved without going live, previewed as the page would look, published as a revision
or thrown away."""

from typing import Any

from fastapi import FastAPI
from httpx import AsyncClient

from nocturne import messages
from nocturne.config import Settings
from nocturne.media.library import MediaLibrary
from tests.content.test_catalog import EVENT, PACKAGE, upload
from tests.content.test_history import HERO, age_uploads, revisions
from tests.support import media_files


async def site(client: AsyncClient) -> dict[str, Any]:
    payload: dict[str, Any] = (await client.get("/api/site")).json()
    return payload


async def preview(client: AsyncClient) -> dict[str, Any]:
    response = await client.get("/api/admin/preview")
    assert response.status_code == 200, response.text
    payload: dict[str, Any] = response.json()
    return payload


async def test_a_hero_draft_is_previewed_then_published_as_a_revision(
    staff_client: AsyncClient, client: AsyncClient
) -> None:
    section = (await staff_client.put("/api/admin/sections/hero", json=HERO)).json()
    changed = HERO | {"content": HERO["content"] | {"title": "Rooftop Season"}}
    draft = (await staff_client.put("/api/admin/drafts/sections/hero", json=changed)).json()
    assert (draft["entity"], draft["target"]) == ("content_sections", "hero")

    assert (await site(client))["hero"]["title"] == "Nocturne"
    assert (await preview(staff_client))["hero"]["title"] == "Rooftop Season"
    listed = (await staff_client.get("/api/admin/drafts")).json()
    assert [d["id"] for d in listed["data"]] == [draft["id"]]

    # Saving again replaces the draft rather than adding one.
    again = changed | {"content": changed["content"] | {"title": "Rooftop Season II"}}
    second = (await staff_client.put("/api/admin/drafts/sections/hero", json=again)).json()
    assert second["id"] == draft["id"]

    published = await staff_client.post(f"/api/admin/drafts/{draft['id']}/publish")
    assert published.status_code == 200, published.text
    assert published.json() == {"entity": "content_sections", "id": section["id"]}
    assert (await site(client))["hero"]["title"] == "Rooftop Season II"
    assert (await staff_client.get("/api/admin/drafts")).json()["count"] == 0
    actions = [
        r["action"] for r in await revisions(staff_client, "content_sections", section["id"])
    ]
    assert actions == ["update", "create"]


async def test_a_new_event_and_a_package_change_stay_hidden_until_published(
    staff_client: AsyncClient, client: AsyncClient
) -> None:
    package = (await staff_client.post("/api/admin/packages", json=PACKAGE)).json()
    new_event = (
        await staff_client.post("/api/admin/drafts/events", json=EVENT | {"title": "Secret"})
    ).json()
    assert new_event["target"] is None
    package_draft = (
        await staff_client.put(
            f"/api/admin/drafts/packages/{package['id']}", json=PACKAGE | {"name": "Diamond"}
        )
    ).json()

    public = await site(client)
    assert public["events"] == []
    assert [p["name"] for p in public["packages"]] == ["Gold"]
    assert (await client.get("/api/events")).json()["count"] == 0
    previewed = await preview(staff_client)
    assert [e["title"] for e in previewed["events"]] == ["Secret"]
    assert [p["name"] for p in previewed["packages"]] == ["Diamond"]
    # The preview changed nothing stored.
    assert (await staff_client.get("/api/admin/packages")).json()["data"][0]["name"] == "Gold"

    await staff_client.post(f"/api/admin/drafts/{new_event['id']}/publish")
    await staff_client.delete(f"/api/admin/drafts/{package_draft['id']}")
    public = await site(client)
    assert [e["title"] for e in public["events"]] == ["Secret"]
    assert [p["name"] for p in public["packages"]] == ["Gold"]
    assert (await staff_client.get("/api/admin/drafts")).json()["count"] == 0


async def test_a_draft_is_checked_like_a_save(staff_client: AsyncClient) -> None:
    refused = await staff_client.put(
        "/api/admin/drafts/sections/hero", json=HERO | {"content": {"title": ""}}
    )
    assert refused.status_code == 422
    bad_event = await staff_client.post("/api/admin/drafts/events", json=EVENT | {"title": ""})
    assert bad_event.status_code == 422
    assert "title" in bad_event.json()["error"]["fields"]
    unknown = await staff_client.put("/api/admin/drafts/sections/nothing-like-this", json=HERO)
    assert unknown.status_code == 404
    gone = await staff_client.put(
        "/api/admin/drafts/events/00000000-0000-4000-8000-000000000000", json=EVENT
    )
    assert gone.status_code == 404
    assert (await staff_client.get("/api/admin/drafts")).json()["count"] == 0
    missing = await staff_client.post(
        "/api/admin/drafts/00000000-0000-4000-8000-000000000000/publish"
    )
    assert missing.status_code == 404


async def test_a_picture_only_a_draft_shows_is_kept_by_the_sweep(
    staff_client: AsyncClient, app: FastAPI
) -> None:
    poster = await upload(staff_client, "events-images", "poster.jpg", media_files.jpeg())
    await staff_client.post("/api/admin/drafts/events", json=EVENT | {"image": poster["url"]})
    await age_uploads(app)
    library: MediaLibrary = app.state.media
    assert await library.sweep() == []
    assert poster["url"] in (await preview(staff_client))["media"]


async def test_a_draft_whose_picture_s_website_was_since_removed_is_not_published(
    staff_client: AsyncClient, settings: Settings
) -> None:
    settings.media_origins = ["https://images.example.com"]
    image = "https://images.example.com/poster.jpg"
    draft = await staff_client.post("/api/admin/drafts/events", json=EVENT | {"image": image})
    assert draft.status_code == 200, draft.text
    settings.media_origins = []

    refused = await staff_client.post(f"/api/admin/drafts/{draft.json()['id']}/publish")
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"] == {"image": messages.MEDIA_ORIGIN_NOT_ALLOWED}
    assert (await staff_client.get("/api/admin/events")).json()["count"] == 0
    assert (await staff_client.get("/api/admin/drafts")).json()["count"] == 1
