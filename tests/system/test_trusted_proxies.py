"""Who the client is, for the rate limits: the address that connected, unless it is a configured
proxy, whose X-Forwarded-For is then believed (the real `nocturne serve`, uvicorn included)."""

from pathlib import Path

import httpx
import pytest

from nocturne.config import Settings
from tests.support.factories import contact_submission
from tests.support.live_server import server_process


def env(migrated: str, tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        "NOCTURNE_DATABASE_URL": migrated,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_PUBLIC_WRITE_LIMIT": "3",
        **extra,
    }


def post_as(url: str, forwarded_for: str) -> int:
    return httpx.post(
        f"{url}/api/contact-submissions",
        json=contact_submission(),
        headers={"X-Forwarded-For": forwarded_for},
    ).status_code


def test_without_trusted_proxies_a_client_cannot_pick_its_own_address(
    app: object, migrated: str, tmp_path: Path
) -> None:
    """Red team: from 127.0.0.1 any X-Forwarded-For was believed (25 posts past a limit of 20
    with varied headers)."""
    with server_process(env(migrated, tmp_path)) as url:
        statuses = [post_as(url, f"203.0.113.{n}") for n in range(4)]
    assert statuses == [201, 201, 201, 429]


def test_behind_a_trusted_proxy_each_visitor_has_a_budget_of_their_own(
    app: object, migrated: str, tmp_path: Path
) -> None:
    """Red team: behind a balancer every visitor shared its budget (the 21st visitor got 429)."""
    trusted = env(migrated, tmp_path, NOCTURNE_TRUSTED_PROXIES='["127.0.0.1"]')
    with server_process(trusted) as url:
        visitors = [post_as(url, f"203.0.113.{n}") for n in range(6)]
        same_visitor = [post_as(url, "198.51.100.9") for _ in range(4)]
    assert visitors == [201] * 6
    assert same_visitor == [201, 201, 201, 429]


@pytest.mark.parametrize(
    ("host", "public_url", "proxies", "warned"),
    [
        ("127.0.0.1", "http://127.0.0.1:8000", [], False),
        ("0.0.0.0", "http://127.0.0.1:8000", [], True),  # noqa: S104
        ("127.0.0.1", "https://club.example", [], True),
        ("0.0.0.0", "https://club.example", ["10.0.0.0/8"], False),  # noqa: S104
    ],
)
def test_serving_publicly_without_trusted_proxies_warns_at_start(
    host: str, public_url: str, proxies: list[str], warned: bool
) -> None:
    settings = Settings(public_url=public_url, trusted_proxies=proxies)
    warnings = settings.serving_warnings(host)
    assert bool(warnings) is warned
    assert all("NOCTURNE_TRUSTED_PROXIES" in warning for warning in warnings)
