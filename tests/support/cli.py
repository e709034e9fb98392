"""Running the `nocturne` command line from tests."""

from pathlib import Path

import pytest

from nocturne.cli import main


def refusals_to_serve_two_workers(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    environment: str,
    data_dir: Path,
    unset: tuple[str, ...],
) -> list[str]:
    """The lines `nocturne serve --workers 2` prints when it refuses to start (exit status 2)."""
    monkeypatch.setenv("NOCTURNE_ENVIRONMENT", environment)
    monkeypatch.setenv("NOCTURNE_DATA_DIR", str(data_dir))
    for name in unset:
        monkeypatch.delenv(name, raising=False)
    assert main(["serve", "--workers", "2"]) == 2
    return capsys.readouterr().err.strip().splitlines()
