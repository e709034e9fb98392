"""The built web app is served on the same origin, with the site payload inlined into the HTML."""

import json
import re
from pathlib import Path

import pytest
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.web import inline_site_data
from tests.factories import make_section


def inlined_payload(html: str) -> dict[str, object]:
    match = re.search(r'<script id="site-data" type="application/json">(.*?)</script>', html)
    assert match is not None, html
    payload: dict[str, object] = json.loads(match.group(1))
    return payload


async def test_home_page_inlines_the_site_payload(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_section(session, section_name="hero", title="Tonight Only")
    response = await client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    payload = inlined_payload(response.text)
    assert payload == (await client.get("/api/site")).json()


@pytest.mark.parametrize("path", ["/menu", "/privacy", "/terms", "/admin/login", "/admin/events"])
async def test_app_routes_fall_back_to_the_app_shell(client: AsyncClient, path: str) -> None:
    response = await client.get(path)
    assert response.status_code == 200
    assert '<div id="root">' in response.text


async def test_inlined_payload_cannot_close_its_script_element() -> None:
    html = inline_site_data("<head><!--site-data--></head>", b'{"title": "</script><b>x"}')
    assert "</script><b>" not in html
    assert json.loads(html.split(">", 2)[2].rsplit("</script>", 1)[0]) == {"title": "</script><b>x"}


async def test_hashed_assets_are_cached_for_a_year(client: AsyncClient) -> None:
    response = await client.get("/assets/app-abc123.js")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_root_files_of_the_build_are_served(client: AsyncClient) -> None:
    response = await client.get("/favicon.svg")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg+xml")


async def test_paths_outside_the_build_are_not_served(client: AsyncClient, web_dist: Path) -> None:
    (web_dist.parent / "secret.txt").write_text("do not serve")
    response = await client.get("/..%2Fsecret.txt")
    assert "do not serve" not in response.text


async def test_missing_build_answers_a_clear_page(settings: Settings, tmp_path: Path) -> None:
    app = create_app(settings.model_copy(update={"web_dist": tmp_path / "not-built"}))
    transport = ASGITransport(app=app)
    async with (
        app.router.lifespan_context(app),
        AsyncClient(transport=transport, base_url="http://testserver") as client,
    ):
        response = await client.get("/")
    assert response.status_code == 503
    assert "make run" in response.text
