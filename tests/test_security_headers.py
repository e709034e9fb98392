"""Security headers: a content policy for the app, sandboxed media, no framing, no sniffing."""

import base64
import hashlib
from pathlib import Path

from httpx import AsyncClient

from nocturne.config import Settings
from nocturne.security import app_policy, inline_script_hashes


async def test_every_response_carries_the_basic_headers(client: AsyncClient) -> None:
    for path in ("/", "/api/site", "/api/nothing", "/robots.txt"):
        response = await client.get(path)
        assert response.headers["x-content-type-options"] == "nosniff", path
        assert response.headers["x-frame-options"] == "DENY", path
        assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin", path
        assert "strict-transport-security" not in response.headers, path


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
