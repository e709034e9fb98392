"""Adds up the JUnit reports that `make test` writes to test-results/ and prints one closing line.

Each runner (pytest on SQLite and on PostgreSQL, Vitest, Playwright) writes its own report; this
prints a line per report and then "tests: N passed, N failed, N skipped" over all of them, so a
reader (or CI) sees at the end of the run how many tests ran. Exits non-zero if no test ran or
any failed.
"""

import sys
import xml.etree.ElementTree as ET  # our own runners' reports, not untrusted input
from pathlib import Path


def count(report: Path) -> tuple[int, int, int]:
    """(passed, failed, skipped) of one JUnit XML report."""
    root = ET.parse(report).getroot()  # noqa: S314
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    total = failed = skipped = 0
    for suite in suites:
        cases = suite.findall(".//testcase")
        total += len(cases)
        for case in cases:
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
            elif case.find("skipped") is not None:
                skipped += 1
    return total - failed - skipped, failed, skipped


def main(folder: str) -> int:
    reports = sorted(Path(folder).glob("*.xml"))
    passed = failed = skipped = 0
    for report in reports:
        p, f, s = count(report)
        print(f"  {report.stem:<24} {p:>6} passed {f:>4} failed {s:>4} skipped")
        passed, failed, skipped = passed + p, failed + f, skipped + s
    print(f"tests: {passed} passed, {failed} failed, {skipped} skipped")
    return 0 if passed and not failed else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "test-results"))
