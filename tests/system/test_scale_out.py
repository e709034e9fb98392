"""Several server processes behind a load balancer share only the database and the bucket store:
a session, a rate limit, a change and an uploaded file all cross from one process to the other."""

import json
from pathlib import Path

import httpx
import pytest
import websockets

from tests.support import media_files
from tests.support.live_server import run_cli, server_process
from tests.support.s3 import public_bucket

BUCKET = "nocturne-scale-out"
EMAIL, PASSWORD = "door@nocturne.club", "door-password-1"


@pytest.fixture
def shared_env(migrated: str, tmp_path: Path, moto_endpoint: str) -> dict[str, str]:
    return {
        "NOCTURNE_DATABASE_URL": migrated,
        "NOCTURNE_DATA_DIR": str(tmp_path / "data"),
        "NOCTURNE_SECRET_KEY": "shared-secret-" + "k" * 40,
        "NOCTURNE_STORAGE_BACKEND": "s3",
        "NOCTURNE_S3_BUCKET": BUCKET,
        "NOCTURNE_S3_ENDPOINT_URL": moto_endpoint,
        "NOCTURNE_S3_ACCESS_KEY_ID": "test",
        "NOCTURNE_S3_SECRET_ACCESS_KEY": "test",
        "NOCTURNE_S3_PUBLIC_URL": f"{moto_endpoint}/{BUCKET}",
    }


async def test_two_processes_share_sessions_limits_changes_and_media(
    app: object, shared_env: dict[str, str], moto_endpoint: str
) -> None:
    run_cli(shared_env, "create-admin", EMAIL, "--password", PASSWORD)
    with (
        public_bucket(moto_endpoint, BUCKET),
        server_process(shared_env) as first,
        server_process(shared_env) as second,
    ):
        async with (
            httpx.AsyncClient(base_url=first) as one,
            httpx.AsyncClient(base_url=second) as two,
        ):
            # A session started on one process works on the other, refresh included.
            signed_in = await one.post(
                "/api/auth/token?grant_type=password", json={"email": EMAIL, "password": PASSWORD}
            )
            token = signed_in.json()["access_token"]
            bearer = {"Authorization": f"Bearer {token}"}
            assert (await two.get("/api/auth/user", headers=bearer)).json()["email"] == EMAIL
            refreshed = await two.post(
                "/api/auth/token?grant_type=refresh_token",
                json={"refresh_token": signed_in.json()["refresh_token"]},
            )
            assert refreshed.status_code == 200

            # Failed sign-ins are counted across both processes (10 per minute per account),
            # here from browsers that never signed in to it (a device cookie has its own budget).
            one.cookies.clear()
            wrong = {"email": EMAIL, "password": "not the password"}
            statuses = [
                (await (one if n % 2 else two).post(
                    "/api/auth/token?grant_type=password", json=wrong
                )).status_code
                for n in range(11)
            ]  # fmt: skip
            assert statuses == [400] * 10 + [429]

            # A change made through the first reaches a socket held by the second.
            address = second.removeprefix("http://")
            async with websockets.connect(f"ws://{address}/api/realtime") as socket:
                await socket.send(json.dumps({"type": "subscribe", "table": "events"}))
                assert json.loads(await socket.recv())["type"] == "subscribed"
                created = await one.post(
                    "/api/admin/events",
                    headers=bearer,
                    json={"title": "Shared", "description": "x", "date": "2030-01-01",
                          "time": "22:00", "location": "Main Room"},
                )  # fmt: skip
                assert created.status_code == 201
                while (frame := json.loads(await socket.recv()))["type"] != "change":
                    pass
                assert frame["table"] == "events"
            # Both processes serve the new event at once.
            for client in (one, two):
                titles = [e["title"] for e in (await client.get("/api/events")).json()["data"]]
                assert "Shared" in titles

            # A file uploaded through one is in the shared store, and the other can delete it.
            uploaded = await one.post(
                "/api/storage/gallery-media",
                headers=bearer,
                files={"file": ("a.jpg", media_files.jpeg())},
            )
            url = uploaded.json()["url"]
            assert url.startswith(shared_env["NOCTURNE_S3_PUBLIC_URL"])
            async with httpx.AsyncClient() as visitor:
                assert (await visitor.get(url)).content == media_files.jpeg()
                deleted = await two.delete("/api/storage", params={"url": url}, headers=bearer)
                assert deleted.status_code == 204
                assert (await visitor.get(url)).status_code in (403, 404)
