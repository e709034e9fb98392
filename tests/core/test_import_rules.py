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
        "core": "from nocturne import content\nfrom nocturne.mail.outbox import Outbox\n",
        "reservations": "from nocturne.http.spa import page\nfrom nocturne.kit import links\n",
        "http": "from nocturne.reservations import letters\n",
        "mail": "from nocturne.models import User\nfrom nocturne.accounts import tokens\n",
        "mail/letters": "from nocturne.mail.mailer import Outgoing\nimport nocturne.http.spa\n",
        "contact": "from nocturne.mail.letters import contact\n",
    }.items():
        (package / folder).mkdir(parents=True, exist_ok=True)
        (package / folder / "module.py").write_text(text)
    assert violations(package) == [
        "src/nocturne/core/module.py:1: core/ may not import nocturne.content",
        "src/nocturne/core/module.py:2: core/ may not import nocturne.mail",
        "src/nocturne/kit/module.py:2: kit/ may not import nocturne.reservations",
        "src/nocturne/mail/letters/module.py:2: mail/ may not import nocturne.http",
        "src/nocturne/mail/module.py:2: mail/ may not import nocturne.accounts",
        "src/nocturne/reservations/module.py:1: reservations/ may not import nocturne.http",
    ]
