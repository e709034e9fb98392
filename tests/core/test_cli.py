"""The `nocturne` command line: migrate, seed-demo and openapi on a fresh data folder."""

import json
import logging
from pathlib import Path

import pytest

from nocturne.cli import main
from tests.support.databases import fresh_database


@pytest.fixture
def fresh_env(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> object:
    import os

    with fresh_database(os.environ.get("NOCTURNE_TEST_DATABASE_URL"), tmp_path_factory) as url:
        monkeypatch.setenv("NOCTURNE_DATABASE_URL", url)
        monkeypatch.setenv("NOCTURNE_DATA_DIR", str(tmp_path / "data"))
        yield url


def test_migrate_then_seed_demo_then_seed_again_if_empty(
    fresh_env: object, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    assert main(["migrate"]) == 0
    assert main(["seed-demo"]) == 0
    assert any((tmp_path / "data" / "media" / "events-images").iterdir())
    assert main(["seed-demo", "--if-empty"]) == 0
    assert "already has content" in caplog.text
    assert main(["seed-demo"]) == 1


def test_openapi_prints_every_public_operation(
    fresh_env: object, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["openapi"]) == 0
    document = json.loads(capsys.readouterr().out)
    operations = {op["operationId"] for path in document["paths"].values() for op in path.values()}
    assert {
        "read_site",
        "read_navigation",
        "read_section",
        "read_events",
        "read_gallery_items",
        "read_packages",
        "read_contact",
        "read_menu_images",
        "create_contact_submission",
        "create_reservation",
    } <= operations
