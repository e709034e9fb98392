"""Lighthouse scores of the landing page and an event's page (mobile preset, Debian's headless
Chromium).

Starts the server with the demo club on 127.0.0.1, runs Lighthouse 12 against / and the first
event's page, and prints the performance, accessibility, best-practices and SEO scores of each,
with the main timings.
Run with `make bench` (or `.venv/bin/python bench/lighthouse.py`).
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from common import running_server, say

HERE = Path(__file__).resolve().parent
LIGHTHOUSE = HERE / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage "
    "--disable-background-networking --disable-component-update --disable-sync --no-first-run"
)


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
        pages = [("/", "the landing page")]
        if events:
            pages.append((f"/events/{events[0]['slug']}", "an event's page"))
        for path, name in pages:
            report(server.url, path, name, keep)
    return 0


def report(base: str, path: str, name: str, keep: Path | None) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.json"
        subprocess.run(
            [str(LIGHTHOUSE), f"{base}{path}", f"--chrome-flags={CHROME_FLAGS}",
             "--output=json", f"--output-path={out}", "--quiet"],
            env={**os.environ, "CHROME_PATH": "/usr/bin/chromium"}, check=True,
        )  # fmt: skip
        data = json.loads(out.read_text())
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"{path.strip('/').replace('/', '-') or 'landing'}.json").write_text(
                out.read_text()
            )
    scores = {key: round(value["score"] * 100) for key, value in data["categories"].items()}
    audits = data["audits"]
    say(f"Lighthouse, {path} ({name}; mobile preset, demo club)")
    say(
        "  performance {performance}  accessibility {accessibility}  "
        "best-practices {best-practices}  seo {seo}".format(**scores)
    )
    say("  goal: performance >= 95, the other three 100")
    for audit in ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
                  "cumulative-layout-shift", "speed-index"):  # fmt: skip
        say(f"  {audits[audit]['title']:<26} {audits[audit]['displayValue']}")
    failing = [
        audit["title"]
        for category in ("accessibility", "best-practices", "seo")
        for ref in data["categories"][category]["auditRefs"]
        if (audit := audits[ref["id"]]).get("score") is not None
        and audit["score"] < 1
        and ref.get("weight", 0) > 0
    ]
    for title in failing:
        say(f"  not passed: {title}")
    requests = audits["network-requests"]["details"]["items"]
    images = [r for r in requests if r.get("resourceType") == "Image"]
    image_bytes = sum(int(r.get("transferSize") or 0) for r in images)
    say(f"  images loaded on a phone: {len(images)}, {image_bytes / 1024:.0f} KB transferred")


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
