"""The web-server configurations in deploy/ serve media by the app's own rules, and the
deployment guide shows them as they are (make bench runs deploy/nginx.conf in front of the app)."""

import re
from pathlib import Path

import pytest

from nocturne.config import Settings
from nocturne.http.headers import MEDIA_POLICY, header_sets
from nocturne.live import routes as live_routes
from nocturne.media.buckets import BUCKETS
from nocturne.media.sniffing import CONTENT_TYPES
from nocturne.media.storage import CACHE_CONTROL, STORED_NAME

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = [ROOT / "deploy" / "nginx.conf", ROOT / "deploy" / "Caddyfile"]


def media_block(config: str) -> tuple[re.Pattern[str], str]:
    """The pattern of the media that is served, and the block that serves it (up to the next
    mention of /media/: the block refusing the rest)."""
    found = re.search(r'"?(\^/media/\(.*?\$)"?(?:\s*\{|\n)', config)
    assert found, "no /media/ pattern"
    return re.compile(found.group(1)), config[found.end() : config.index("/media/", found.end())]


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_the_guide_shows_the_file_as_it_is(path: Path) -> None:
    guide = (ROOT / "docs" / "deployment.md").read_text()
    assert f"\n{path.read_text()}```" in guide


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_media_is_served_by_the_apps_rules(path: Path) -> None:
    pattern, block = media_block(path.read_text())
    groups = re.findall(r"\(([^?()]*)\)", pattern.pattern)
    assert groups[0].split("|") == list(BUCKETS)
    assert set(groups[-1].split("|")) == set(CONTENT_TYPES)
    # The name rule is storage's own (its extension group aside).
    assert STORED_NAME.pattern.split(r"\.")[0].lstrip("^") in pattern.pattern
    for bucket in BUCKETS:
        for name in ("0a1b2c3d.jpg", "gallery-dancefloor-peak.jpg", "abc-w960.webp", "v.mp4"):
            assert pattern.fullmatch(f"/media/{bucket}/{name}"), (bucket, name)
    for refused in (
        "/media/.uploads/tmpabc123",
        "/media/secrets/a.jpg",
        "/media/logos/a.txt",
        "/media/logos/.a.png",
        "/media/logos/A.PNG",
        "/media/logos/x/a.png",
        "/media/logos/../secrets/a.png",
    ):
        assert not pattern.fullmatch(refused), refused
    # The app's headers for media, as the app sends them.
    _, media_headers = header_sets(Settings())
    for name, value in [(b"cache-control", CACHE_CONTROL.encode()), *media_headers]:
        if name == b"permissions-policy" or name == b"cross-origin-opener-policy":
            continue  # about documents: a picture is none
        line = re.search(rf'^\s*(?:add_header\s+)?{name.decode()}\s+"(.*)"', block, re.I | re.M)
        assert line, name
        assert line.group(1) == value.decode(), name
    assert MEDIA_POLICY in block


def test_nginx_gives_the_apps_types_and_proxies_the_live_feed() -> None:
    config = CONFIGS[0].read_text()
    types = re.search(r"types \{(.*?)\}", config, re.S)
    assert types
    declared = {
        extension: line.split()[0]
        for line in types.group(1).strip().rstrip(";").split(";")
        for extension in line.split()[1:]
    }
    assert declared == CONTENT_TYPES
    websocket_paths = [
        route.path
        for route in live_routes.router.routes
        if "websocket" in type(route).__name__.lower()
    ]
    assert websocket_paths == ["/api/realtime"]
    assert "location = /api/realtime {" in config
    assert "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;" in config


def test_caddy_gives_the_apps_type_to_ogg() -> None:
    """Caddy's own table calls .ogg audio; every other extension it types as the app does."""
    config = CONFIGS[1].read_text()
    assert [kind for kind in set(CONTENT_TYPES.values()) if kind.endswith("ogg")] == ["video/ogg"]
    assert '@ogg path *.ogg *.ogv\n\t\theader @ogg Content-Type "video/ogg"' in config
