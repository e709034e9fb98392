"""The built web app is served on the same origin, with the site payload inlined into the HTML."""

import gzip
import json
import re
from pathlib import Path

import brotli  # type: ignore[import-untyped]
import pytest
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.content import landing
from nocturne.content.schemas import SitePublic
from nocturne.http import spa
from nocturne.http.first_screen import FirstScreen, fill
from nocturne.http.spa import inline_site_data
from tests.conftest import BUILT_FIRST_SCREEN
from tests.support.factories import make_navigation, make_section
from tests.support.html_tags import tags

pytestmark = pytest.mark.web_build


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


@pytest.mark.parametrize("path", ["/nope", "/menu/extra", "/admin/nope", "/index.php"])
async def test_unknown_paths_answer_404_with_the_app_shell(client: AsyncClient, path: str) -> None:
    # The app shows its not-found page; crawlers and monitors see the status.
    response = await client.get(path)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    assert '<div id="root">' in response.text
    assert "hero-title" not in response.text


@pytest.mark.parametrize("path", ["/", "/menu", "/admin/login", "/nope"])
async def test_every_page_names_the_club_for_the_app(client: AsyncClient, path: str) -> None:
    club_name = (await client.get("/api/site")).json()["club_name"]
    page = (await client.get(path)).text
    assert f'<meta name="application-name" content="{club_name}" />' in page


def test_the_server_knows_every_route_of_the_app() -> None:
    # The app's routes (web/src/config/paths.ts) and the paths the server answers 200 for must
    # agree, or a real page would be served as not found.
    source = (Path(__file__).resolve().parents[2] / "web/src/config/paths.ts").read_text()
    app_paths = set(re.findall(r"path: '([^']+)'", source))
    assert app_paths == set(spa.APP_PATHS) | set(spa.APP_PATTERNS)


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


def precompressed(web_dist: Path) -> tuple[bytes, bytes, bytes]:
    """A build's asset with the .gz and .br copies the build script writes next to it."""
    plain = b"export const nocturne = '" + b"night " * 400 + b"'\n"
    packed_gzip = gzip.compress(plain, mtime=0)
    packed_brotli = brotli.compress(plain)
    assets = web_dist / "assets"
    (assets / "app-def456.js").write_bytes(plain)
    (assets / "app-def456.js.gz").write_bytes(packed_gzip)
    (assets / "app-def456.js.br").write_bytes(packed_brotli)
    return plain, packed_gzip, packed_brotli


@pytest.mark.parametrize(
    ("accept_encoding", "expected"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("br", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip;q=0.8", "gzip"),
        ("identity", None),
        ("br;q=0", None),
    ],
)
async def test_assets_are_served_precompressed_by_accept_encoding(
    client: AsyncClient, web_dist: Path, accept_encoding: str, expected: str | None
) -> None:
    plain, packed_gzip, packed_brotli = precompressed(web_dist)
    async with client.stream(
        "GET", "/assets/app-def456.js", headers={"accept-encoding": accept_encoding}
    ) as response:
        raw = b"".join([chunk async for chunk in response.aiter_raw()])
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.headers.get("content-encoding") == expected
    body = {"br": packed_brotli, "gzip": packed_gzip, None: plain}[expected]
    assert raw == body
    assert response.headers["content-length"] == str(len(body))


async def test_each_encoding_has_its_own_etag_and_revalidates(
    client: AsyncClient, web_dist: Path
) -> None:
    precompressed(web_dist)
    etags = {}
    for coding in ("br", "gzip", "identity"):
        response = await client.get("/assets/app-def456.js", headers={"accept-encoding": coding})
        etags[coding] = response.headers["etag"]
        again = await client.get(
            "/assets/app-def456.js",
            headers={"accept-encoding": coding, "if-none-match": etags[coding]},
        )
        assert again.status_code == 304
        assert again.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert again.headers["vary"] == "Accept-Encoding"
    assert len(set(etags.values())) == 3


async def test_head_of_a_precompressed_asset_has_the_headers_without_a_body(
    client: AsyncClient, web_dist: Path
) -> None:
    _, _, packed_brotli = precompressed(web_dist)
    response = await client.head("/assets/app-def456.js", headers={"accept-encoding": "br"})
    assert response.status_code == 200
    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-length"] == str(len(packed_brotli))
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.content == b""


async def test_a_range_request_is_answered_from_the_plain_file(
    client: AsyncClient, web_dist: Path
) -> None:
    plain, _, _ = precompressed(web_dist)
    response = await client.get(
        "/assets/app-def456.js", headers={"accept-encoding": "gzip, br", "range": "bytes=7-12"}
    )
    assert response.status_code == 206
    assert "content-encoding" not in response.headers
    assert response.content == plain[7:13]
    assert response.headers["content-range"] == f"bytes 7-12/{len(plain)}"
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_the_compressed_copies_are_not_served_on_their_own(
    client: AsyncClient, web_dist: Path
) -> None:
    precompressed(web_dist)
    for name in ("app-def456.js.br", "app-def456.js.gz"):
        response = await client.get(f"/assets/{name}")
        assert response.status_code == 404


async def test_an_asset_without_copies_is_compressed_on_the_fly(client: AsyncClient) -> None:
    # Small files are not worth a copy; the asset is served plain (no Vary of its own).
    response = await client.get("/assets/app-abc123.js", headers={"accept-encoding": "br"})
    assert response.status_code == 200
    assert "content-encoding" not in response.headers
    assert response.content == b"console.log('nocturne')"
    missing = await client.get("/assets/nope-000.js", headers={"accept-encoding": "br"})
    assert missing.status_code == 404


def _root(page: str) -> str:
    return page.split('<div id="root">', 1)[1].split("</div>\n", 1)[0]


def _href(markup: str, text: str) -> str:
    """Where the link that reads ``text`` points."""
    match = re.search(r'href="([^"]+)"[^>]*>' + re.escape(text) + "</a>", markup)
    assert match is not None, (text, markup)
    return match.group(1)


async def test_landing_page_carries_its_hero_as_html(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_section(
        session,
        section_name="hero",
        title="Section title",
        content={
            "title": "Own <the> night",
            "subtitle": "Since 2015",
            "background_image": "/media/hero.webp",
            "primary_button_text": "Book",
            "primary_button_link": "#bottle-service",
            "secondary_button_link": "https://tickets.example/night",
        },
    )
    root = _root((await client.get("/")).text)
    assert root.startswith('<a href="#main-content" class="')
    assert ">Skip to content</a>" in root
    assert '<main id="main-content" tabindex="-1" class="outline-none">' in root
    assert re.search(r'<h1 id="hero-title" class="[^"]+">Own &lt;the&gt; night</h1>', root)
    assert re.search(r'<p class="[^"]+">Since 2015</p>', root)
    # A picture the media library does not know: the original, cropped at its centre.
    [hero] = [image for image in tags(root, "img") if image.get("src") == "/media/hero.webp"]
    assert hero["class"]
    assert hero["style"].rstrip(";") == "object-position:50% 50%"
    assert hero["alt"] == ""
    assert _href(root, "Book") == "/#bottle-service"
    assert _href(root, "View Events") == "https://tickets.example/night"
    assert "{{" not in root


async def test_hero_html_falls_back_to_the_club_name_and_defaults(client: AsyncClient) -> None:
    root = _root((await client.get("/")).text)
    club_name = (await client.get("/api/site")).json()["club_name"]
    assert f">{club_name}</h1>" in root
    assert _href(root, "Reserve Now") == "/#bottle-service"
    assert _href(root, "View Events") == "/#events"
    assert "<img" not in root
    assert "<p " not in root
    assert "radial-gradient" in root


@pytest.mark.parametrize("path", ["/menu", "/privacy", "/admin/login"])
async def test_other_pages_have_an_empty_root(client: AsyncClient, path: str) -> None:
    page = (await client.get(path)).text
    assert '<div id="root"></div>' in page
    assert "hero-title" not in page


def test_first_screen_is_the_markup_the_app_build_rendered() -> None:
    # The HTML comes from the app's own components (web/src/first-screen.tsx): every fixed part
    # of the build's template stands in the page, in order, around the filled-in slots.
    templates = json.loads(BUILT_FIRST_SCREEN.read_text())
    site = SitePublic(
        club_name="Nocturne",
        hero=landing.hero("Nocturne", None),
        top_nav=landing.top_nav(None),
        navigation=None,
        sections={},
        events=[],
        gallery_items=[],
        packages=[],
        contact=None,
    )
    page = FirstScreen(templates).render(site)
    at = 0
    for part in re.split(r"\{\{\w+\}\}", templates["page"]):
        found = page.find(part, at)
        assert found >= 0, part
        at = found + len(part)
    assert 'data-prerendered="menu"' in page
    assert 'data-prerendered="theme"' in page


def test_every_slot_of_the_templates_is_filled() -> None:
    templates = json.loads(BUILT_FIRST_SCREEN.read_text())
    with pytest.raises(KeyError):
        fill("<p>{{unknown}}</p>")
    assert set(templates) == {
        "page",
        "brand_logo",
        "brand_text",
        "nav_link",
        "nav_button",
        "nav_link_mobile",
        "nav_button_mobile",
        "hero_image",
        "hero_image_preload",
        "hero_picture",
        "hero_picture_preload",
        "hero_gradient",
        "hero_subtitle",
        "event_page",
        "event_article",
        "event_details",
        "event_details_past",
        "event_flyer_unsized",
        "event_flyer_image",
        "event_flyer_picture",
        "event_flyer_video",
    }


async def test_landing_page_carries_the_top_bar_with_the_default_links(client: AsyncClient) -> None:
    root = _root((await client.get("/")).text)
    club_name = (await client.get("/api/site")).json()["club_name"]
    header = root.split("<header ", 1)[1].split("</header>", 1)[0]
    assert root.index("<header ") < root.index("<main ")
    assert '<nav aria-label="Main" class="' in header
    assert f">{club_name}</span></a>" in header
    # The brand links home, its name in a styled span.
    assert re.search(r'<a [^>]*href="/"[^>]*><span class="[^"]+">', header)
    assert next(link for link in tags(header, "a") if link.get("href") == "/")["class"]
    desktop = header.split('<div id="mobile-menu"', 1)[0]
    hrefs = re.findall(r'<li><a [^>]*href="([^"]+)"', desktop)
    assert hrefs == ["/#events", "/menu", "/#gallery", "/#about", "/#contact", "/#bottle-service"]
    assert 'href="/admin"' in desktop


async def test_top_bar_html_follows_the_navigation_settings(
    client: AsyncClient, session: AsyncSession
) -> None:
    await make_navigation(
        session,
        logo_url="/media/logos/logo.png",
        links=[
            {"text": "Tickets", "url": "https://tickets.example", "isButton": False},
            {"text": "Drinks", "url": "/menu", "isButton": False},
            {"text": "Book <now>", "url": "#bottle-service", "isButton": True},
        ],
    )
    root = (await client.get("/")).text.split('<div id="root">', 1)[1]
    header = root.split("<header ", 1)[1].split("</header>", 1)[0]
    assert '<img src="/media/logos/logo.png" alt="Nocturne" class="' in header
    desktop = header.split('<div id="mobile-menu"', 1)[0]
    mobile = header.split('<div id="mobile-menu"', 1)[1]
    assert re.findall(r'<li><a [^>]*href="([^"]+)"', desktop) == [
        "https://tickets.example",
        "/menu",
        "/#bottle-service",
    ]
    assert ">Book &lt;now&gt;</a>" in desktop
    assert ">Bottle Service</a>" in mobile
