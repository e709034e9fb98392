"""Lighthouse scores of the landing page and an event's page (mobile preset, Debian's headless
Chromium).

Starts the server with the demo club on 127.0.0.1, runs Lighthouse 12 five times against / and
once against the first event's page, and prints each run's performance score and Total Blocking
Time, their medians, the accessibility, best-practices and SEO scores (the lowest of the runs)
and the median of the main timings. A single run's performance score follows the machine's load
(Total Blocking Time counts the recorded CPU work, slowed four times): the goal is on the median.
Run with `make bench` (or `.venv/bin/python bench/lighthouse.py`).
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from common import running_server, say

HERE = Path(__file__).resolve().parent
LIGHTHOUSE = HERE / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
    "--disable-background-networking --disable-component-update --disable-sync --no-first-run"
)
LANDING_RUNS = 5
EVENT_RUNS = 1
TIMINGS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
           "cumulative-layout-shift", "speed-index")  # fmt: skip


def main() -> int:
    if not LIGHTHOUSE.exists():
        subprocess.run(
            ["npm", "install", "--no-fund", "--no-audit"], cwd=HERE / "lighthouse", check=True,
            env={**os.environ, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"},
        )  # fmt: skip
    # `bench/lighthouse.py FOLDER` keeps the full reports there for a closer look.
    keep = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    with running_server() as server:
        wait_for_renditions(server.url)
        with urllib.request.urlopen(f"{server.url}/api/site") as answer:  # noqa: S310 - our own server
            events = json.loads(answer.read())["events"]
        pages = [("/", "the landing page", LANDING_RUNS)]
        if events:
            pages.append((f"/events/{events[0]['slug']}", "an event's page", EVENT_RUNS))
        for path, name, runs in pages:
            report(server.url, path, name, runs, keep)
    return 0


# A run Lighthouse cannot record (it says so, e.g. NO_NAVSTART on a busy machine) is run again.
ATTEMPTS = 3


def lighthouse(base: str, path: str, keep: Path | None, run: int) -> dict[str, Any]:
    for attempt in range(1, ATTEMPTS + 1):
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "report.json"
            done = subprocess.run(
                [str(LIGHTHOUSE), f"{base}{path}", f"--chrome-flags={CHROME_FLAGS}",
                 "--output=json", f"--output-path={out}", "--quiet"],
                env={**os.environ, "CHROME_PATH": "/usr/bin/chromium"}, check=False,
            )  # fmt: skip
            text = out.read_text() if out.exists() else ""
        data: dict[str, Any] = json.loads(text) if text else {}
        if done.returncode == 0 and data and not data.get("runtimeError"):
            break
        problem = data.get("runtimeError", {}).get("code") or f"exit status {done.returncode}"
        if attempt == ATTEMPTS:
            raise RuntimeError(f"Lighthouse failed {ATTEMPTS} times on {path}: {problem}")
        say(f"  (run {run}: Lighthouse could not record the page, {problem}; running it again)")
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        (keep / f"{path.strip('/').replace('/', '-') or 'landing'}-{run}.json").write_text(text)
    return data


def report(base: str, path: str, name: str, runs: int, keep: Path | None) -> None:
    say(f"Lighthouse, {path} ({name}; mobile preset, demo club), {runs} run{'s' * (runs > 1)}")
    reports = []
    for run in range(1, runs + 1):
        data = lighthouse(base, path, keep, run)
        reports.append(data)
        audits = data["audits"]
        say(
            f"  run {run}: performance {score(data, 'performance'):>3}  "
            f"TBT {audits['total-blocking-time']['numericValue']:>4.0f} ms  "
            f"(load average {os.getloadavg()[0]:.2f})"
        )
    performance = statistics.median(score(data, "performance") for data in reports)
    blocking = statistics.median(
        data["audits"]["total-blocking-time"]["numericValue"] for data in reports
    )
    say(f"  median: performance {performance:g}  TBT {blocking:.0f} ms")
    others = {
        category: min(score(data, category) for data in reports)
        for category in ("accessibility", "best-practices", "seo")
    }
    say(
        "  accessibility {accessibility}  best-practices {best-practices}  seo {seo}".format(
            **others
        )
        + (" (the lowest of the runs)" if runs > 1 else "")
    )
    say("  goal: median performance >= 95, the other three 100")
    for audit in TIMINGS:
        title = reports[0]["audits"][audit]["title"]
        value = statistics.median(data["audits"][audit]["numericValue"] for data in reports)
        shown = f"{value:.3f}" if audit == "cumulative-layout-shift" else f"{value / 1000:.1f} s"
        if audit == "total-blocking-time":
            shown = f"{value:.0f} ms"
        say(f"  {title:<26} {shown}" + (" (median)" if runs > 1 else ""))
    failing = sorted(
        {
            audit["title"]
            for data in reports
            for category in ("accessibility", "best-practices", "seo")
            for ref in data["categories"][category]["auditRefs"]
            if (audit := data["audits"][ref["id"]]).get("score") is not None
            and audit["score"] < 1
            and ref.get("weight", 0) > 0
        }
    )
    for title in failing:
        say(f"  not passed: {title}")
    requests = reports[0]["audits"]["network-requests"]["details"]["items"]
    images = [r for r in requests if r.get("resourceType") == "Image"]
    image_bytes = sum(int(r.get("transferSize") or 0) for r in images)
    say(f"  images loaded on a phone: {len(images)}, {image_bytes / 1024:.0f} KB transferred")


def score(data: dict[str, Any], category: str) -> int:
    value: float = data["categories"][category]["score"]
    return round(value * 100)


def wait_for_renditions(url: str, seconds: float = 120) -> None:
    """The demo club's pictures get their renditions from the media worker after the server
    starts: measure the page visitors get once they are made."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{url}/api/site") as answer:  # noqa: S310 - our own server
            media = json.loads(answer.read()).get("media")
        if media is None:
            return  # a build from before the media library
        # Read (its width known) and rendered, unless it is narrower than the narrowest rendition.
        done = [
            info["width"] is not None and (info["renditions"] or info["width"] <= 480)
            for info in media.values()
        ]
        if media and all(done):
            return
        time.sleep(1)
    say("  (renditions not all ready after two minutes; measuring anyway)")


if __name__ == "__main__":
    sys.exit(main())
