"""Security scanners against a real server: sqlmap, wapiti and bandit (`make security-scan`).

Starts `nocturne serve` on 127.0.0.1 with the demo club and a staff account (limits raised so
the scanners measure the code, not the rate limits), then:

- sqlmap --batch on every public endpoint that takes a parameter and a representative set of
  staff endpoints (lists with filters, status transitions, content edits, file deletion), each
  with a valid request to start from, bounded in level, risk, time and per-target run time;
- wapiti (modules sql, exec, xss, http_headers, csp) over the site and every API operation of
  /api/openapi.json, with a staff token, bounded in time; the OpenAPI document it reads is
  given valid defaults (a future date, real row ids, web addresses for media) so its attacks
  reach the database instead of stopping at validation;
- bandit on src/.

Prints one table (requests are counted from the server's own request log) and exits non-zero if
sqlmap finds an injectable parameter or cannot finish a target, wapiti reports SQL injection,
command execution, XSS, a header or CSP weakness or a server error, or bandit reports an issue
of medium or high severity. sqlmap and wapiti come from .venv-scan (see the Makefile).
"""

import copy
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx

ROOT = Path(__file__).resolve().parents[1]
BIN = ROOT / ".venv" / "bin"
SCAN_BIN = ROOT / ".venv-scan" / "bin"
EMAIL, PASSWORD = "scan@nocturne.club", "scan-password-1"
SIGN_IN = "/api/auth/token?grant_type=password"
UNLIMITED = "100000000"
SQLMAP_LEVEL, SQLMAP_RISK = "2", "1"
SQLMAP_TARGET_SECONDS = int(os.environ.get("SCAN_SQLMAP_TARGET_SECONDS", "600"))
# For a re-run: only the sqlmap targets whose label holds this text (e.g. "auth"), and no
# wapiti; or "wapiti" for wapiti alone.
ONLY = os.environ.get("SCAN_ONLY", "")
EXAMPLE_ORIGIN = "https://example.com"
WAPITI_SCAN_SECONDS = os.environ.get("SCAN_WAPITI_SECONDS", "600")
WAPITI_ATTACK_SECONDS = os.environ.get("SCAN_WAPITI_ATTACK_SECONDS", "240")
WAPITI_MODULES = "sql,exec,xss,http_headers,csp"
# wapiti's report categories that fail the scan, by the name the summary uses.
WAPITI_FAILING = {
    "SQL": ("SQL Injection", "Blind SQL Injection"),
    "exec": ("Command execution",),
    "XSS": (
        "Reflected Cross Site Scripting",
        "Stored Cross Site Scripting",
        "HTML Injection",
        "Stored HTML Injection",
    ),
    "headers": (
        "Clickjacking Protection",
        "MIME Type Confusion",
        "HTTP Strict Transport Security (HSTS)",
    ),
    "CSP": ("Content Security Policy Configuration",),
}


ROW_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


@dataclass
class Target:
    method: str
    path: str  # may hold sqlmap's '*' marker for a path parameter
    body: dict[str, Any] | None = None
    staff: bool = False
    options: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        path = ROW_ID.sub("{id}", self.path.replace("*", ""))
        return f"{self.method} {path}" + (" (staff)" if self.staff else "")


@dataclass
class Row:
    tool: str
    target: str
    requests: int
    result: str
    failed: bool
    notes: list[str] = field(default_factory=list)


def main() -> int:
    for tool in ("sqlmap", "wapiti"):
        if not (SCAN_BIN / tool).exists():
            print(f"{SCAN_BIN / tool} is missing: run `make security-scan`, which installs it.")
            return 2
    sys.path.insert(0, str(ROOT))
    from tests.support.live_server import run_cli, server_process

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="nocturne-scan-") as scratch:
        work = Path(scratch)
        data = work / "data"
        env = {
            "NOCTURNE_DATA_DIR": str(data),
            "NOCTURNE_PUBLIC_WRITE_LIMIT": UNLIMITED,
            "NOCTURNE_SIGNIN_ATTEMPTS_PER_CLIENT": UNLIMITED,
            "NOCTURNE_SIGNIN_FAILURES_PER_EMAIL": UNLIMITED,
            "NOCTURNE_SIGNIN_HOURLY_FAILURES_PER_EMAIL": UNLIMITED,
            "NOCTURNE_SIGNUPS_PER_CLIENT": UNLIMITED,
            "NOCTURNE_REFRESHES_PER_CLIENT": UNLIMITED,
            "NOCTURNE_REFRESH_BURST_PER_CLIENT": UNLIMITED,
            # The web addresses the scan gives media fields are accepted, so requests reach the
            # database instead of stopping at the media-origin check.
            "NOCTURNE_MEDIA_ORIGINS": json.dumps([EXAMPLE_ORIGIN]),
            # sqlmap signs up one address over and over: no spacing between its mails.
            "NOCTURNE_ACCOUNT_MAIL_INTERVAL_SECONDS": "0",
            # One token lasts the whole scan.
            "NOCTURNE_ACCESS_TOKEN_MINUTES": "240",
        }
        for args in (["migrate"], ["seed-demo"], ["create-admin", EMAIL, "--password", PASSWORD]):
            run_cli(env, *args)
        server_log = work / "server.log"
        with server_process(env, log_path=server_log) as base:
            requests = RequestCounter(server_log)
            token = httpx.post(
                base + SIGN_IN,
                json={"email": EMAIL, "password": PASSWORD},
            ).json()["access_token"]
            ids = demo_ids(base, token)
            requests.since_last()  # the set-up's own requests count for no target
            rows.append(run_sqlmap_canary(work / "canary"))
            print(format_row(rows[-1]), flush=True)
            for target in sqlmap_targets(ids):
                if ONLY not in target.label or ONLY == "wapiti":
                    continue
                rows.append(run_sqlmap(base, token, target, work / "sqlmap", requests))
                print(format_row(rows[-1]), flush=True)
            if ONLY in ("", "wapiti"):
                rows.append(run_wapiti(base, token, ids, work / "wapiti", requests))
                print(format_row(rows[-1]), flush=True)
    rows.append(run_bandit())
    print(format_row(rows[-1]), flush=True)
    print_summary(rows)
    return 1 if any(row.failed for row in rows) else 0


class RequestCounter:
    """Requests the server answered, read from its request log (one JSON line per request)."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.seen = self.total()

    def total(self) -> int:
        with self.log.open("rb") as lines:
            return sum(1 for line in lines if b"nocturne.requests" in line)

    def since_last(self) -> int:
        now = self.total()
        count, self.seen = now - self.seen, now
        return count


# --- the demo data the scanners start from ------------------------------------------------------


def demo_ids(base: str, token: str) -> dict[str, Any]:
    """Real rows to aim at, so requests pass validation and reach the database."""
    staff = {"Authorization": f"Bearer {token}"}

    def first(path: str) -> dict[str, Any]:
        return listed(base, path, staff)[0]

    sections = httpx.get(f"{base}/api/admin/sections", headers=staff).json()["data"]
    hero = next(s for s in sections if s["section_name"] == "hero")
    return {
        "reservation": first("/api/admin/reservations?status=pending"),
        "submission": first("/api/admin/contact-submissions?status=pending"),
        "event": first("/api/admin/events"),
        "package": first("/api/admin/packages"),
        "gallery_item": first("/api/admin/gallery-items"),
        "menu_image": first("/api/admin/menu-images"),
        "user": next(u for u in listed(base, "/api/admin/users", staff) if u["email"] != EMAIL),
        "hero": hero,
    }


def listed(base: str, path: str, headers: dict[str, str]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = httpx.get(f"{base}{path}", headers=headers).json()["data"]
    return rows


def in_days(days: int) -> str:
    return (datetime.now(UTC).date() + timedelta(days=days)).isoformat()


def editable(row: dict[str, Any], *fields: str) -> dict[str, Any]:
    return {name: row[name] for name in fields}


# --- sqlmap -----------------------------------------------------------------------------------


def sqlmap_targets(ids: dict[str, Any]) -> list[Target]:
    reservation, submission, event = ids["reservation"], ids["submission"], ids["event"]
    package, hero = ids["package"], ids["hero"]
    return [
        # Public: every operation that takes a parameter.
        Target("GET", "/api/menu-images?type=club"),
        Target("GET", "/api/sections/hero*"),
        Target("GET", f"/events/{event['id']}*.ics"),
        Target(
            "POST",
            "/api/contact-submissions",
            {
                "name": "Olivia Hart",
                "email": "olivia@example.com",
                "subject": "Private Event",
                "message": "Could we book the rooftop for 60 guests?",
                "website": "",
            },
        ),
        Target(
            "POST",
            "/api/reservations",
            {
                "name": "Sophia Reyes",
                "email": "sophia@example.com",
                "date": in_days(7),
                "time": "22:30",
                "guests": 8,
                "occasion": "birthday",
                "requests": "A cake at midnight, please.",
                "phone": "+1 212 555 0147",
            },
        ),
        Target("POST", SIGN_IN, {"email": EMAIL, "password": "wrong-password"}),
        Target("POST", "/api/auth/signup", {"email": "new@example.com", "password": "password-9"}),
        # sqlmap skips parameters named like anti-CSRF tokens unless told to test them.
        Target("GET", "/api/auth/verify?token=abcdefabcdef", options=("-p", "token")),
        # Staff: list filters, status transitions, content edits, file deletion, user approval.
        Target("GET", f"/api/admin/reservations?status=pending&date={in_days(7)}", staff=True),
        Target("GET", "/api/admin/reservations.csv?status=pending", staff=True),
        Target("GET", "/api/admin/contact-submissions?status=pending", staff=True),
        Target(
            "PATCH",
            f"/api/admin/reservations/{reservation['id']}",
            {"status": "confirmed"},
            staff=True,
        ),
        Target(
            "PATCH",
            f"/api/admin/contact-submissions/{submission['id']}",
            {"status": "completed"},
            staff=True,
        ),
        Target(
            "PUT",
            f"/api/admin/events/{event['id']}",
            editable(event, "title", "description", "image", "date", "time", "location"),
            staff=True,
        ),
        Target(
            "PUT",
            f"/api/admin/packages/{package['id']}",
            editable(package, "name", "price", "description", "image", "includes"),
            staff=True,
        ),
        Target(
            "PUT",
            "/api/admin/sections/hero",
            editable(hero, "title", "subtitle", "content"),
            staff=True,
        ),
        Target("POST", f"/api/admin/users/{ids['user']['id']}*/approve", staff=True),
        # A file the site still uses: refused (409), so nothing is deleted; a changed address
        # is not found (404), which sqlmap must take as an answer, not as a missing page.
        Target(
            "DELETE",
            f"/api/storage?url={hero['content']['background_image']}",
            staff=True,
            options=("--ignore-code", "404"),
        ),
    ]


def run_sqlmap(base: str, token: str, target: Target, out: Path, counter: RequestCounter) -> Row:
    out.mkdir(parents=True, exist_ok=True)
    command = [
        str(SCAN_BIN / "sqlmap"), "-u", base + target.path, "--method", target.method,
        "--batch", "--level", SQLMAP_LEVEL, "--risk", SQLMAP_RISK,
        "--time-sec", "2", "--timeout", "10", "--retries", "1",
        "--output-dir", str(out), "--flush-session", "--disable-coloring",
    ]  # fmt: skip
    if target.body is not None:
        command += ["--data", json.dumps(target.body)]
    if target.staff:
        command += ["--headers", f"Authorization: Bearer {token}"]
    command += target.options
    try:
        result = subprocess.run(
            command, capture_output=True, text=True, timeout=SQLMAP_TARGET_SECONDS, cwd=out
        )
        output = result.stdout + result.stderr
    except subprocess.TimeoutExpired as stopped:
        output = (stopped.stdout or b"").decode() if isinstance(stopped.stdout, bytes) else ""
        return Row(
            "sqlmap", target.label, counter.since_last(),
            f"did not finish in {SQLMAP_TARGET_SECONDS} s", True, [output[-500:]],
        )  # fmt: skip
    return sqlmap_row(target, output, counter.since_last())


# sqlmap's verdict. A parameter that first "appears to be ... injectable" is then checked by
# sqlmap itself; stored text echoed back fools the first test, and the check rejects it.
INJECTABLE = re.compile(r"identified the following injection point|parameter '[^']+' is vulnerable")
REJECTED = "false positive or unexploitable injection point detected"
TESTED = re.compile(r"testing for SQL injection on (.*?)parameter '([^']+)'")


def sqlmap_row(target: Target, output: str, requests: int) -> Row:
    label = target.label
    # sqlmap names the places it marks itself '#1*', '#2*'...: our path parameter, or the
    # items of a JSON array (which it marks on its own).
    marked = "path" if "*" in target.path else "array items"
    names = {name.removeprefix("JSON ") for _, name in TESTED.findall(output)}
    tested = sorted({marked if name.startswith("#") else name for name in names})
    parameters = ", ".join(tested)
    if INJECTABLE.search(output):
        hits = sorted(set(re.findall(r"Parameter: (.+)", output))) or ["see sqlmap's output"]
        return Row("sqlmap", label, requests, "INJECTABLE: " + "; ".join(hits), True)
    if tested and "do not appear to be injectable" in output:
        rejected = output.count(REJECTED)
        notes = [f"{rejected} candidate(s) sqlmap rejected as false positives"] if rejected else []
        return Row("sqlmap", label, requests, f"not injectable ({parameters})", False, notes)
    lines = [line for line in output.splitlines() if "CRITICAL" in line or "ERROR" in line]
    return Row("sqlmap", label, requests, "no parameter tested", True, lines[-3:])


class Canary(BaseHTTPRequestHandler):
    """A deliberately injectable page: proves that sqlmap, as run here, finds an injection."""

    served = 0

    def do_GET(self) -> None:
        Canary.served += 1
        name = parse_qs(urlsplit(self.path).query).get("name", [""])[0]
        db = sqlite3.connect(":memory:")
        db.execute("CREATE TABLE guests (name TEXT)")
        db.executemany("INSERT INTO guests VALUES (?)", [("ana",), ("ben",)])
        try:
            query = f"SELECT name FROM guests WHERE name = '{name}'"  # noqa: S608 - on purpose
            body, status = json.dumps([row[0] for row in db.execute(query)]).encode(), 200
        except sqlite3.Error:
            body, status = b"[]", 500
        finally:
            db.close()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def run_sqlmap_canary(out: Path) -> Row:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Canary)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        target = Target("GET", "/canary?name=ana")
        base = f"http://127.0.0.1:{server.server_address[1]}"
        out.mkdir(parents=True, exist_ok=True)
        command = [
            str(SCAN_BIN / "sqlmap"), "-u", base + target.path, "--batch",
            "--level", SQLMAP_LEVEL, "--risk", SQLMAP_RISK, "--time-sec", "2",
            "--output-dir", str(out), "--flush-session", "--disable-coloring",
        ]  # fmt: skip
        result = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=out)
    finally:
        server.shutdown()
        server.server_close()
    row = sqlmap_row(target, result.stdout + result.stderr, Canary.served)
    found = row.result.startswith("INJECTABLE")
    verdict = "found, as it must be" if found else "MISSED: the scan cannot be trusted"
    return Row(
        "sqlmap", "canary: a deliberately injectable page", Canary.served, verdict, not found
    )


# --- wapiti -----------------------------------------------------------------------------------


def scan_openapi(document: dict[str, Any], ids: dict[str, Any]) -> dict[str, Any]:
    """The API document with valid defaults, which wapiti uses to build its requests."""
    doc = copy.deepcopy(document)

    def settle(schema: dict[str, Any], name: str) -> dict[str, Any]:
        choices = schema.get("anyOf") or schema.get("oneOf")
        if choices:
            # wapiti reads no anyOf; keep the first non-null choice.
            concrete = next((c for c in choices if c.get("type") != "null"), choices[0])
            schema = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")} | concrete
        if schema.get("format") == "date":
            schema["default"] = in_days(7)
        elif name in ("image", "url", "thumbnail", "image_url", "logo", "link", "href"):
            schema["default"] = f"{EXAMPLE_ORIGIN}/picture.jpg"
        elif name == "password":
            schema["default"] = "a-password-9"
        elif name == "price":
            schema["type"], schema["default"] = "number", 100
        elif schema.get("type") == "string" and "enum" not in schema:
            schema.setdefault("default", "Nocturne")
        for child_name, child in list(schema.get("properties", {}).items()):
            schema["properties"][child_name] = settle(child, child_name)
        if isinstance(schema.get("items"), dict):
            schema["items"] = settle(schema["items"], name)
        return schema

    for name, schema in doc["components"]["schemas"].items():
        doc["components"]["schemas"][name] = settle(schema, name)
    rows = {
        "reservation_id": ids["reservation"]["id"],
        "submission_id": ids["submission"]["id"],
        "event_id": ids["event"]["id"],
    }
    row_ids = {
        "events": ids["event"]["id"],
        "packages": ids["package"]["id"],
        "gallery-items": ids["gallery_item"]["id"],
        "menu-images": ids["menu_image"]["id"],
    }
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            for parameter in operation.get("parameters", []):
                schema = settle(parameter.get("schema", {}), parameter["name"])
                name = parameter["name"]
                # Deletions keep wapiti's random ids: the rows stay for the other attacks.
                if method != "delete" and name in rows:
                    schema["default"] = rows[name]
                elif method != "delete" and name == "row_id":
                    # The collection the id is of names it: /api/admin/events/{row_id},
                    # /api/admin/drafts/events/{row_id}.
                    schema["default"] = row_ids[path.split("/")[-2]]
                elif name == "section_name":
                    schema["default"] = "hero"
                elif name == "grant_type":
                    schema["default"] = "password"
                parameter["schema"] = schema
    return doc


def run_wapiti(
    base: str, token: str, ids: dict[str, Any], out: Path, counter: RequestCounter
) -> Row:
    out.mkdir(parents=True, exist_ok=True)
    document = httpx.get(f"{base}/api/openapi.json").json()
    swagger = out / "openapi.json"
    swagger.write_text(json.dumps(scan_openapi(document, ids)))
    report = out / "report.json"
    command = [
        str(SCAN_BIN / "wapiti"), "-u", f"{base}/", "--swagger", str(swagger),
        "--scope", "folder", "-m", WAPITI_MODULES,
        "-H", f"Authorization: Bearer {token}",
        "--max-scan-time", WAPITI_SCAN_SECONDS, "--max-attack-time", WAPITI_ATTACK_SECONDS,
        "--flush-session", "--store-session", str(out / "session"),
        "--store-config", str(out / "config"), "--no-bugreport",
        "-f", "json", "-o", str(report), "-v", "1",
    ]  # fmt: skip
    started = time.monotonic()
    log = out / "wapiti.log"
    with log.open("w") as sink:
        ended = subprocess.run(
            command, stdout=sink, stderr=subprocess.STDOUT, timeout=int(WAPITI_SCAN_SECONDS) + 300
        )
    seconds = time.monotonic() - started
    requests = counter.since_last()
    if ended.returncode != 0 or not report.exists():
        tail = log.read_text()[-1500:]
        return Row("wapiti", base, requests, f"exit {ended.returncode}", True, [tail])
    return wapiti_row(json.loads(report.read_text()), base, requests, seconds)


def wapiti_row(report: dict[str, Any], base: str, requests: int, seconds: float) -> Row:
    found: dict[str, list[dict[str, Any]]] = report["vulnerabilities"]
    counts = {
        name: sum(len(found.get(kind, [])) for kind in kinds)
        for name, kinds in WAPITI_FAILING.items()
    }
    errors = len(report["anomalies"].get("Internal Server Error", []))
    others = {k: len(v) for k, v in found.items() if v and not any(
        k in kinds for kinds in WAPITI_FAILING.values())}  # fmt: skip
    result = ", ".join(f"{name} {n}" for name, n in counts.items()) + f", server errors {errors}"
    notes = [f"{k}: {n}" for k, n in others.items()]
    for kinds in WAPITI_FAILING.values():
        for kind in kinds:
            notes += [f"{kind}: {v.get('method')} {v.get('path')} {v.get('info')}"
                      for v in found.get(kind, [])]  # fmt: skip
    notes += [f"500: {a.get('method')} {a.get('path')} {a.get('info')}"
              for a in report["anomalies"].get("Internal Server Error", [])]  # fmt: skip
    urls = report["infos"].get("crawled_pages_nbr", 0)
    label = f"{base} ({urls} URLs, {WAPITI_MODULES}, {seconds:.0f} s)"
    return Row("wapiti", label, requests, result, any(counts.values()) or errors > 0, notes)


# --- bandit -----------------------------------------------------------------------------------


def run_bandit() -> Row:
    result = subprocess.run(
        [str(BIN / "bandit"), "-r", "src", "-f", "json", "-q"],
        capture_output=True, text=True, cwd=ROOT,
    )  # fmt: skip
    report = json.loads(result.stdout)
    totals = report["metrics"]["_totals"]
    high, medium, low = (int(totals[f"SEVERITY.{s}"]) for s in ("HIGH", "MEDIUM", "LOW"))
    notes = [
        f"{i['issue_severity']}: {i['test_id']} {i['filename']}:{i['line_number']} "
        + i["issue_text"]
        for i in report["results"]
        if i["issue_severity"] in ("MEDIUM", "HIGH")
    ]
    skipped = int(totals.get("skipped_tests", 0))
    label = f"src ({int(totals['loc'])} lines, {skipped} nosec)"
    result = f"high {high}, medium {medium}, low {low}"
    return Row("bandit", label, 0, result, high + medium > 0, notes)


# --- output -----------------------------------------------------------------------------------


def format_row(row: Row) -> str:
    mark = "FAIL" if row.failed else "ok"
    requests = str(row.requests) if row.tool != "bandit" else "-"
    line = f"{row.tool:<7} {row.target:<58} {requests:>7}  {mark:<4}  {row.result}"
    return "\n".join([line, *(f"{'':<8}  {note}" for note in row.notes)])


def print_summary(rows: list[Row]) -> None:
    sqlmap = [r for r in rows if r.tool == "sqlmap"]
    wapiti = [r for r in rows if r.tool == "wapiti"]
    print("\n== Security scan summary ==")
    print(f"{'tool':<7} {'target':<58} {'requests':>7}  {'':<4}  result")
    for row in rows:
        print(format_row(row))
    injectable = sum(r.failed for r in sqlmap)
    print(
        f"\nsqlmap: {len(sqlmap)} targets, {sum(r.requests for r in sqlmap)} requests, "
        f"{injectable} failing; wapiti: {sum(r.requests for r in wapiti)} requests; "
        f"result: {'FAIL' if any(r.failed for r in rows) else 'PASS'}"
    )


if __name__ == "__main__":
    sys.exit(main())
