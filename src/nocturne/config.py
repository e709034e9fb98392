"""Settings, read from `NOCTURNE_*` environment variables (and an optional `.env`).

With nothing configured, Nocturne runs on SQLite and a local data folder, so `make run` needs no
set-up. Every setting is documented in docs/configuration.md.
"""

import secrets
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_SECRETS = frozenset({"changeme", "change-me", "secret", "nocturne"})
SECRET_KEY_FILE = "secret_key"  # noqa: S105 - a file name, not a secret
# Compared with the configured host, never bound to (what bandit B104 and ruff S104 look for).
ALL_INTERFACES = "0.0.0.0"  # noqa: S104  # nosec B104
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", ALL_INTERFACES})


def origin_of(url: str) -> str:
    """scheme://host[:port] of a web address, lower-cased."""
    parts = urlsplit(url.strip())
    return f"{parts.scheme}://{parts.netloc}".lower()


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="NOCTURNE_", env_file=".env", extra="ignore")

    environment: Literal["development", "production"] = "development"
    data_dir: Path = Path("data")
    database_url: str | None = None
    secret_key: str | None = None
    public_url: str = "http://127.0.0.1:8000"
    club_name: str = "Nocturne"
    # The club's time zone (IANA name): when a night starts and ends, for events and calendars.
    timezone: str = "UTC"
    host: str = "127.0.0.1"
    port: int = 8000
    web_dist: Path | None = None
    admin_emails: list[str] = Field(default_factory=list)
    staff_notification_emails: list[str] = Field(default_factory=list)
    # Staff may save both in the back-office; where they are set here, these win (club/service.py).
    # The proxies or load balancers whose X-Forwarded-For / X-Forwarded-Proto headers are
    # believed (addresses or networks, e.g. ["10.0.0.0/8"]). Empty: the client is the address
    # that connected, and the headers are ignored, so nobody can pick their own address.
    trusted_proxies: list[str] = Field(default_factory=list)
    # Other websites whose pictures and videos the site may show (origins, e.g.
    # ["https://images.example.com"]): added to the page's Content-Security-Policy, and the only
    # foreign addresses a media field accepts. The site's own and the S3 bucket's always are.
    media_origins: list[str] = Field(default_factory=list)
    # Public writes per client address: at most this many in `public_write_window_seconds`.
    public_write_limit: int = 20
    public_write_window_seconds: int = 600
    # SQLite: read-only connections beside the one writer, for work that only reads (0: reads
    # share the writer's connection).
    sqlite_readers: int = Field(default=4, ge=0, le=64)

    # Accounts.
    # How long the record of staff writes is kept.
    audit_keep_days: int = Field(default=365, ge=1)
    access_token_minutes: int = 15
    refresh_token_days: int = 30
    verification_hours: int = 48
    # Failed sign-ins per account: a burst limit and an hourly one (OWASP ASVS V2.2).
    signin_failures_per_email: int = 10
    signin_failures_per_email_window_seconds: int = 60
    signin_hourly_failures_per_email: int = 100
    signin_hourly_failures_per_email_window_seconds: int = 3600
    signin_attempts_per_client: int = 30
    signin_attempts_per_client_window_seconds: int = 300
    # Page loads refresh the session, so refreshes have their own, larger budget.
    refreshes_per_client: int = 300
    refreshes_per_client_window_seconds: int = 300
    # ...but no more than 30 in a burst, like sign-ins.
    refresh_burst_per_client: int = 30
    refresh_burst_window_seconds: int = 10
    # A rotated refresh token presented again within this many seconds is a reload that lost
    # the race for the new cookie, not theft: it gets a new token instead of ending the session.
    refresh_reuse_grace_seconds: int = 10
    signups_per_client: int = 10
    signups_per_client_window_seconds: int = 3600
    # At least this long between two mails about an account (the verification link) to one address.
    account_mail_interval_seconds: int = 60

    # Live updates: a heartbeat frame this often, so a browser tells a quiet feed from a dead one.
    realtime_heartbeat_seconds: float = 30.0
    # uvicorn's WebSocket implementation (bench/realtime.py compares them).
    websocket_protocol: Literal["auto", "websockets", "websockets-sansio", "wsproto"] = "auto"

    # Stored media: "local" keeps files in data/media, served at /media; "s3" uses a bucket store.
    # A stored file nothing refers to (no content, no revision, no trashed row) is removed this
    # long after its upload, by a sweep that runs this often in every server process.
    media_grace_hours: float = Field(default=24, ge=1)
    media_sweep_hours: float = Field(default=1, gt=0)
    storage_backend: Literal["local", "s3"] = "local"
    s3_bucket: str = "nocturne-media"
    s3_endpoint_url: str | None = None
    s3_region: str = "us-east-1"
    s3_access_key_id: str | None = None
    s3_secret_access_key: str | None = None
    # Where visitors fetch the bucket's files, e.g. https://cdn.example.com (keys are bucket/name).
    s3_public_url: str | None = None

    # Mail: "outbox" writes each mail to data/outbox and logs it; "smtp" sends it.
    mail_transport: Literal["outbox", "smtp"] = "outbox"
    mail_from: str = "Nocturne <no-reply@nocturne.local>"
    smtp_host: str = "127.0.0.1"
    smtp_port: int = 25
    smtp_username: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = False
    smtp_ssl: bool = False
    smtp_timeout_seconds: float = 10.0
    # The outbox worker (mail/outbox.py): how often it looks for mails stored by another process
    # (or left by a killed one), how long a claim lasts before another process may take the mail
    # over, and the waits between attempts; after the last wait's attempt it gives up.
    mail_poll_seconds: float = Field(5.0, gt=0)
    # A guest's profile with no booking for this long is erased by the server (with its
    # bookings' personal details: the nights and parties stay, nameless).
    guest_retention_days: int = Field(default=3 * 365, ge=30)
    # How often each process looks for the day's reminders due.
    reminder_poll_seconds: float = Field(60.0, gt=0)
    mail_lease_seconds: float = Field(120.0, gt=0)
    mail_retry_seconds: list[Annotated[float, Field(ge=0)]] = Field(
        default_factory=lambda: [5.0, 30.0, 120.0, 600.0, 3600.0]
    )

    def serving_problems(self, workers: int) -> list[str]:
        """What stops `nocturne serve` with these settings; one line per problem."""
        if self.environment == "production":
            return self.production_problems(workers)
        problem = self.single_writer_problem(workers)
        return [problem] if problem else []

    def single_writer_problem(self, workers: int) -> str | None:
        """SQLite is written through one connection, held by one process (db.py): in every
        environment, several workers would mean several writing connections to one WAL."""
        if self.resolved_database_url.startswith("sqlite") and workers > 1:
            return (
                "SQLite serves one process only: use --workers 1, or PostgreSQL "
                "(NOCTURNE_DATABASE_URL=postgresql://...) for several workers."
            )
        return None

    def serving_warnings(self, host: str) -> list[str]:
        """What `nocturne serve` warns about but still starts with."""
        listens_publicly = host not in LOOPBACK_HOSTS - {ALL_INTERFACES}
        public_site = (urlsplit(self.public_url).hostname or "") not in LOOPBACK_HOSTS
        if not self.trusted_proxies and (listens_publicly or public_site):
            return [
                "NOCTURNE_TRUSTED_PROXIES is not set: if a proxy or load balancer forwards "
                "requests here, every visitor shares its address for the rate limits "
                "(docs/deployment.md, Behind a proxy)."
            ]
        return []

    def production_problems(self, workers: int) -> list[str]:
        """What makes these settings unsafe to run in production; one line per problem."""
        if self.environment != "production":
            return []
        problems = []
        if not self.secret_key or self.secret_key in DEFAULT_SECRETS or len(self.secret_key) < 32:
            problems.append(
                "NOCTURNE_SECRET_KEY must be set to a random value of at least 32 characters "
                "(e.g. python -c 'import secrets; print(secrets.token_urlsafe(48))')."
            )
        if single_writer := self.single_writer_problem(workers):
            problems.append(single_writer)
        host = urlsplit(self.public_url).hostname or ""
        if self.storage_backend == "local" and host in LOOPBACK_HOSTS:
            problems.append(
                f"NOCTURNE_PUBLIC_URL is {self.public_url}, which other machines cannot reach: "
                "set it to the site's public address."
            )
        if self.storage_backend == "s3" and not self.s3_public_url:
            problems.append("NOCTURNE_S3_PUBLIC_URL must be set with NOCTURNE_STORAGE_BACKEND=s3.")
        return problems

    @property
    def allowed_media_origins(self) -> frozenset[str]:
        """The origins a media address may point at: this site, the bucket, configured ones."""
        origins = {self.public_url, *self.media_origins}
        if self.storage_backend == "s3" and self.s3_public_url:
            origins.add(self.s3_public_url)
        return frozenset(origin_of(url) for url in origins)

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return normalise_database_url(self.database_url)
        return f"sqlite+aiosqlite:///{(self.data_dir / 'nocturne.db').resolve()}"

    @field_validator("timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(
                f"unknown time zone {value!r}; use an IANA name like Europe/Paris"
            ) from None
        return value

    def pinned(self, name: str) -> bool:
        """Whether this field was set (by the environment or by whoever built the settings)."""
        return name in self.model_fields_set

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"

    def is_admin_email(self, email: str) -> bool:
        return email.lower() in {address.lower() for address in self.admin_emails}

    @property
    def media_dir(self) -> Path:
        return self.data_dir / "media"

    @property
    def resolved_web_dist(self) -> Path:
        if self.web_dist is not None:
            return self.web_dist
        return Path(__file__).resolve().parents[2] / "web" / "dist"

    @cached_property
    def resolved_secret_key(self) -> str:
        """The configured key, else one generated once and kept in the data folder."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / SECRET_KEY_FILE
        if path.exists():
            return path.read_text().strip()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        key = secrets.token_urlsafe(48)
        path.write_text(key)
        path.chmod(0o600)
        return key


def normalise_database_url(url: str) -> str:
    """Accept the plain URLs people copy from their hosting panel and pick the async drivers."""
    for plain, driver in (
        ("postgres://", "postgresql+asyncpg://"),
        ("postgresql://", "postgresql+asyncpg://"),
        ("sqlite://", "sqlite+aiosqlite://"),
    ):
        if url.startswith(plain):
            return driver + url[len(plain) :]
    return url
