"""Security headers: a content policy for the app, sandboxed media, no framing, no sniffing."""

import base64
import hashlib
from pathlib import Path

from httpx import ASGITransport, AsyncClient, Response

from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.http.headers import app_policy, inline_script_hashes


def assert_basic_headers(response: Response, https: bool = False) -> None:
    what = f"{response.request.method} {response.request.url.path} ({response.status_code})"
    assert response.headers["x-content-type-options"] == "nosniff", what
    assert response.headers["x-frame-options"] == "DENY", what
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin", what
    assert ("strict-transport-security" in response.headers) == https, what


async def test_every_response_carries_the_basic_headers(client: AsyncClient) -> None:
    for path in ("/", "/api/site", "/api/nothing", "/robots.txt", "/admin/login"):
        assert_basic_headers(await client.get(path))


async def test_errors_assets_and_media_carry_the_basic_headers(
    client: AsyncClient, settings: Settings
) -> None:
    (settings.media_dir / "logos").mkdir(parents=True)
    (settings.media_dir / "logos" / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    responses = [
        await client.get("/assets/app-abc123.js"),
        await client.get("/media/logos/logo.png"),
        await client.get("/media/logos/missing.png"),
        await client.put("/api/events"),
        await client.post(
            "/api/reservations",
            content=b" " * (64 * 1024 + 1),
            headers={"Content-Type": "application/json"},
        ),
        await client.get("/api/menu-images", params={"type": "bar"}),
    ]
    assert [r.status_code for r in responses] == [200, 200, 404, 405, 413, 422]
    for response in responses:
        assert_basic_headers(response)


async def test_https_sites_send_hsts_on_every_response(settings: Settings) -> None:
    https = create_app(settings.model_copy(update={"public_url": "https://club.example"}))
    async with https.router.lifespan_context(https):
        transport = ASGITransport(app=https)
        async with AsyncClient(transport=transport, base_url="https://club.example") as client:
            for response in (
                await client.get("/"),
                await client.get("/api/site"),
                await client.get("/api/nothing"),
                await client.put("/api/events"),
            ):
                assert_basic_headers(response, https=True)
                hsts = response.headers["strict-transport-security"]
                assert hsts == "max-age=31536000; includeSubDomains"


async def test_the_app_policy_allows_what_the_site_needs_and_nothing_else(
    client: AsyncClient,
) -> None:
    policy = (await client.get("/")).headers["content-security-policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["script-src"] == "'self'"
    assert directives["frame-src"] == "https://www.google.com"
    assert directives["frame-ancestors"] == "'none'"
    assert directives["object-src"] == "'none'"
    assert "'unsafe-eval'" not in policy


async def test_stored_media_is_sandboxed(client: AsyncClient, settings: Settings) -> None:
    folder = settings.media_dir / "logos"
    folder.mkdir(parents=True)
    (folder / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    response = await client.get("/media/logos/logo.png")
    assert "sandbox" in response.headers["content-security-policy"]
    assert response.headers["content-security-policy"].startswith("default-src 'none'")
    assert response.headers["content-disposition"] == "inline"


def test_the_inline_theme_script_is_allowed_by_its_hash(tmp_path: Path) -> None:
    index = tmp_path / "index.html"
    index.write_text(
        "<head><script>document.documentElement.classList.add('dark')</script>"
        '<script type="module" src="/assets/app.js"></script>'
        '<script type="application/json" id="site-data">{}</script></head>'
    )
    hashes = inline_script_hashes(index)
    body = b"document.documentElement.classList.add('dark')"
    assert hashes == [f"'sha256-{base64.b64encode(hashlib.sha256(body).digest()).decode()}'"]
    assert hashes[0] in app_policy(Settings(), hashes)


def test_https_sites_get_hsts_and_s3_media_is_allowed() -> None:
    settings = Settings(
        storage_backend="s3", s3_public_url="https://cdn.example.com/media",
        public_url="https://club.example",
    )  # fmt: skip
    policy = app_policy(settings, [])
    assert "img-src 'self' data: blob: https://cdn.example.com" in policy
    assert "media-src 'self' data: blob: https://cdn.example.com" in policy
