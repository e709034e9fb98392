"""Running in production: health checks, request ids and logs, refusing unsafe settings, and
backups that restore the club exactly."""

import asyncio
import hashlib
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.app import create_app
from nocturne.cli import main
from nocturne.config import Settings
from nocturne.models import OutboxMail
from tests.support.auth import staff_token
from tests.support.cli import refusals_to_serve_two_workers
from tests.support.databases import fresh_database
from tests.support.media_library import settle

HEALTH_DETAILS = "/api/admin/health"


async def test_liveness_and_readiness(client: AsyncClient) -> None:
    assert (await client.get("/api/health")).json() == {"status": "ok"}
    ready = await client.get("/api/health/ready")
    assert ready.status_code == 200
    assert ready.json() == {"status": "ok"}


async def test_readiness_is_yes_or_no_for_anyone_and_its_details_are_for_owners(
    client: AsyncClient, session: AsyncSession
) -> None:
    """A load balancer needs to know whether to send traffic; how many mails the club failed to
    send is the operator's to know."""
    session.add(
        OutboxMail(
            kind="reservation_receipt", message_id="<given-up@nocturne>", subject="Hi",
            to_address="guest@example.com", text="Hi", status="failed", attempts=5,
        )
    )  # fmt: skip
    await session.commit()
    owner = {"Authorization": f"Bearer {await staff_token(client, session)}"}
    for headers in ({}, owner):
        ready = await client.get("/api/health/ready", headers=headers)
        assert (ready.status_code, ready.json()) == (200, {"status": "ok"})

    details = await client.get(HEALTH_DETAILS, headers=owner)
    assert details.json() == {"status": "ok", "database": True, "storage": True, "mail_failed": 1}
    assert (await client.get(HEALTH_DETAILS)).status_code == 401
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    refused = await client.get(HEALTH_DETAILS, headers=host)
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "role_forbidden")


async def test_readiness_fails_when_the_media_store_is_unreachable(
    settings: Settings, app: FastAPI, session: AsyncSession
) -> None:
    broken = create_app(
        settings.model_copy(
            update={
                "storage_backend": "s3",
                "s3_endpoint_url": "http://127.0.0.1:9",
                "s3_public_url": "http://127.0.0.1:9/media",
                "s3_access_key_id": "x",
                "s3_secret_access_key": "x",
            }
        )
    )
    async with (
        broken.router.lifespan_context(broken),
        AsyncClient(transport=ASGITransport(app=broken), base_url="http://testserver") as client,
    ):
        response = await client.get("/api/health/ready")
        owner = {"Authorization": f"Bearer {await staff_token(client, session)}"}
        details = await client.get(HEALTH_DETAILS, headers=owner)
    assert (response.status_code, response.json()) == (503, {"status": "unavailable"})
    assert details.status_code == 503
    assert details.json() == {
        "status": "unavailable",
        "database": True,
        "storage": False,
        "mail_failed": 0,
    }


async def test_every_response_has_a_request_id_and_one_log_line(
    client: AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="nocturne.requests")
    response = await client.get("/api/events", headers={"X-Request-ID": "door-42"})
    assert response.headers["x-request-id"] == "door-42"
    fresh = await client.get("/api/events", headers={"X-Request-ID": "bad id <script>"})
    assert len(fresh.headers["x-request-id"]) == 32
    lines = [json.loads(r.getMessage()) for r in caplog.records if r.name == "nocturne.requests"]
    assert lines[0]["request_id"] == "door-42"
    assert {"method", "path", "status", "duration_ms"} <= set(lines[0])
    assert (lines[0]["method"], lines[0]["path"], lines[0]["status"]) == ("GET", "/api/events", 200)


def test_production_refuses_unsafe_settings(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    errors = refusals_to_serve_two_workers(
        monkeypatch,
        capsys,
        "production",
        tmp_path,
        unset=("NOCTURNE_SECRET_KEY", "NOCTURNE_DATABASE_URL"),
    )
    assert len(errors) == 3
    assert "NOCTURNE_SECRET_KEY" in errors[0]
    assert "SQLite serves one process only" in errors[1]
    assert "NOCTURNE_PUBLIC_URL" in errors[2]


def test_production_settings_that_are_safe_pass() -> None:
    settings = Settings(
        environment="production",
        secret_key="k" * 48,
        database_url="postgresql://db.internal/nocturne",
        public_url="https://club.example",
    )
    assert settings.production_problems(workers=4) == []


def test_the_served_app_sets_what_it_is_built_of_apart_from_the_garbage_collector(
    tmp_path: Path,
) -> None:
    """`nocturne serve`'s app: its full collections do not scan the modules, models and
    statements every time (a pause of tens of milliseconds for each request under way). In a
    process of its own: this one must go on collecting the apps the tests build."""
    script = (
        "import gc\n"
        "from nocturne.app import create_served_app\n"
        "before = gc.get_freeze_count()\n"
        "create_served_app()\n"
        "print(before, gc.get_freeze_count())\n"
    )
    env = {**os.environ, "NOCTURNE_DATA_DIR": str(tmp_path)}
    ran = subprocess.run(  # noqa: S603 - this Python, with a fixed script
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    before, after = map(int, ran.stdout.split())
    assert before == 0
    assert after > 100_000


def media_digest(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".uploads" not in p.parts
    }


async def site_of(settings: Settings) -> dict[str, object]:
    app = create_app(settings)
    async with (
        app.router.lifespan_context(app),
        AsyncClient(transport=ASGITransport(app=app), base_url="http://testserver") as client,
    ):
        # The pictures' descriptions come from the media worker: read them once it has done its
        # work on the stored files, not whenever it happens to be.
        await app.state.media.register_stored()
        await settle(app)
        site: dict[str, object] = (await client.get("/api/site")).json()
        menus = (await client.get("/api/menu-images")).json()
        site["menu_images"] = menus
    return site


def test_backup_and_restore_round_trip_the_demo_club(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
    capsys: pytest.CaptureFixture[str],
) -> None:
    server = os.environ.get("NOCTURNE_TEST_DATABASE_URL")
    with (
        fresh_database(server, tmp_path_factory) as first,
        fresh_database(server, tmp_path_factory) as second,
    ):
        original = {"NOCTURNE_DATABASE_URL": first, "NOCTURNE_DATA_DIR": str(tmp_path / "one")}
        for name, value in original.items():
            monkeypatch.setenv(name, value)
        assert main(["migrate"]) == 0
        assert main(["seed-demo"]) == 0
        archive = tmp_path / "club.tar.gz"
        assert main(["backup", str(archive)]) == 0
        monkeypatch.setenv("NOCTURNE_DATABASE_URL", second)
        monkeypatch.setenv("NOCTURNE_DATA_DIR", str(tmp_path / "two"))
        assert main(["restore", str(archive)]) == 0
        assert main(["restore", str(archive)]) == 1
        assert "already has content" in capsys.readouterr().err
        before = asyncio.run(site_of(Settings(database_url=first, data_dir=tmp_path / "one")))
        after = asyncio.run(site_of(Settings(database_url=second, data_dir=tmp_path / "two")))
    assert after == before
    assert media_digest(tmp_path / "two" / "media") == media_digest(tmp_path / "one" / "media")
    assert len(media_digest(tmp_path / "two" / "media")) >= 25
