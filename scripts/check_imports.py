"""Which way the server's imports go (run by `make lint`): `kit` and `core` import no domain,
not `mail` and not `http`; `mail` imports no domain and not `http` (the domains call it); no
domain imports `http`. Prints each import against these rules, with its file, line and rule, and
exits 1 when there is one."""

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "nocturne"
DOMAINS = frozenset(
    {
        "accounts",
        "club",
        "contact",
        "content",
        "media",
        "live",
        "pages",
        "demo",
        "reservations",
        "tables",
    }
)
# What each folder may not import.
FORBIDDEN = {
    "kit": DOMAINS | {"mail", "http"},
    "core": DOMAINS | {"mail", "http"},
    # The product's mail: its transports, its outbox and every letter's words.
    "mail": DOMAINS | {"http"},
    **{domain: frozenset({"http"}) for domain in DOMAINS},
}


def imported(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """(line, the nocturne package imported) for each import of a nocturne module."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
            if node.module == "nocturne":  # from nocturne import reservations
                names = [f"nocturne.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "nocturne" and len(parts) > 1:
                yield node.lineno, parts[1]


def violations(package: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(package.rglob("*.py")):
        folder = path.relative_to(package).parts[0]
        forbidden = FORBIDDEN.get(folder)
        if forbidden is None:
            continue
        for line, target in imported(ast.parse(path.read_text(), str(path))):
            if target in forbidden:
                where = path.relative_to(package.parents[1])
                found.append(f"{where}:{line}: {folder}/ may not import nocturne.{target}")
    return found


def main() -> int:
    found = violations()
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} import(s) against the rules in scripts/check_imports.py")
        return 1
    print("imports: kit and core import no domain nor mail, mail no domain, no domain imports http")
    return 0


if __name__ == "__main__":
    sys.exit(main())
