"""The verdicts of scripts/security_scan.py: what fails the scan and what does not.

(The scan itself runs the real tools against a real server: `make security-scan`.)
"""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "security_scan.py"


@pytest.fixture(scope="module")
def scan() -> ModuleType:
    spec = importlib.util.spec_from_file_location("security_scan", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["security_scan"] = module
    spec.loader.exec_module(module)
    return module


NOT_INJECTABLE = """
[INFO] testing for SQL injection on (custom) POST parameter 'JSON name'
[WARNING] (custom) POST parameter 'JSON name' does not seem to be injectable
[INFO] testing for SQL injection on (custom) POST parameter 'JSON title'
[INFO] (custom) POST parameter 'JSON title' appears to be 'AND boolean-based blind' injectable
[INFO] checking if the injection point on (custom) POST parameter 'JSON title' is a false positive
[WARNING] false positive or unexploitable injection point detected
[CRITICAL] all tested parameters do not appear to be injectable. Try to increase values
"""
INJECTABLE = """
[INFO] testing for SQL injection on GET parameter 'name'
[INFO] GET parameter 'name' is vulnerable. Do you want to keep testing the others? [y/N] N
sqlmap identified the following injection point(s) with a total of 62 HTTP(s) requests:
---
Parameter: name (GET)
    Type: boolean-based blind
---
"""
NOTHING_TESTED = "[CRITICAL] page not found (404)\n"


def test_sqlmap_verdicts(scan: ModuleType) -> None:
    target = scan.Target("POST", "/api/contact-submissions", {"name": "x"})
    clean = scan.sqlmap_row(target, NOT_INJECTABLE, 100)
    assert not clean.failed
    assert clean.result == "not injectable (name, title)"
    assert clean.notes == ["1 candidate(s) sqlmap rejected as false positives"]
    found = scan.sqlmap_row(scan.Target("GET", "/canary?name=ana"), INJECTABLE, 62)
    assert found.failed
    assert found.result == "INJECTABLE: name (GET)"
    assert scan.sqlmap_row(target, NOTHING_TESTED, 1).failed


def test_path_markers_are_named(scan: ModuleType) -> None:
    output = (
        "[INFO] testing for SQL injection on URI parameter '#1*'\n"
        "[CRITICAL] all tested parameters do not appear to be injectable.\n"
    )
    row = scan.sqlmap_row(scan.Target("GET", "/api/sections/hero*"), output, 505)
    assert row.result == "not injectable (path)"
    assert row.target == "GET /api/sections/hero"
    in_an_array = (
        "[INFO] testing for SQL injection on (custom) PUT parameter 'JSON #5*'\n"
        "[INFO] testing for SQL injection on (custom) PUT parameter 'JSON name'\n"
        "[CRITICAL] all tested parameters do not appear to be injectable.\n"
    )
    row = scan.sqlmap_row(scan.Target("PUT", "/api/admin/packages/1"), in_an_array, 9)
    assert row.result == "not injectable (array items, name)"


def wapiti_report(**found: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "vulnerabilities": {name.replace("_", " "): items for name, items in found.items()},
        "anomalies": {"Internal Server Error": []},
        "infos": {"crawled_pages_nbr": 3},
    }


@pytest.mark.parametrize(
    "category",
    [
        "SQL_Injection",
        "Blind_SQL_Injection",
        "Command_execution",
        "Reflected_Cross_Site_Scripting",
        "Clickjacking_Protection",
        "MIME_Type_Confusion",
        "Content_Security_Policy_Configuration",
    ],
)
def test_wapiti_findings_that_fail_the_scan(scan: ModuleType, category: str) -> None:
    finding = {"method": "GET", "path": "/x", "info": "found"}
    row = scan.wapiti_row(wapiti_report(**{category: [finding]}), "http://127.0.0.1:1", 10, 1.0)
    assert row.failed


def test_wapiti_server_errors_fail_and_a_clean_report_passes(scan: ModuleType) -> None:
    clean = scan.wapiti_row(wapiti_report(), "http://127.0.0.1:1", 10, 1.0)
    assert not clean.failed
    assert clean.result == "SQL 0, exec 0, XSS 0, headers 0, CSP 0, server errors 0"
    report = wapiti_report()
    report["anomalies"]["Internal Server Error"] = [{"method": "GET", "path": "/x", "info": ""}]
    assert scan.wapiti_row(report, "http://127.0.0.1:1", 10, 1.0).failed
