"""The import rules `make lint` checks (scripts/check_imports.py) hold, and the check finds an
import against them."""

from pathlib import Path

from scripts.check_imports import violations


def test_the_server_keeps_its_import_rules() -> None:
    assert violations() == []


def test_an_import_against_the_rules_is_reported_with_its_place(tmp_path: Path) -> None:
    package = tmp_path / "src" / "nocturne"
    for folder, text in {
        "kit": "import json\nfrom nocturne.reservations import letters\n",
        "core": "from nocturne import content\n",
        "reservations": "from nocturne.http.spa import page\nfrom nocturne.kit import links\n",
        "http": "from nocturne.reservations import letters\n",
    }.items():
        (package / folder).mkdir(parents=True)
        (package / folder / "module.py").write_text(text)
    assert violations(package) == [
        "src/nocturne/core/module.py:1: core/ may not import nocturne.content",
        "src/nocturne/kit/module.py:2: kit/ may not import nocturne.reservations",
        "src/nocturne/reservations/module.py:1: reservations/ may not import nocturne.http",
    ]
