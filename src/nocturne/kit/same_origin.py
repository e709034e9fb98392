"""Whether a request's Origin header names this site: the address it was reached at, or the
configured public address (default ports filled in, so https://club and https://club:443 match)."""

from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443}


def origin_of(url: str) -> tuple[str, str, int] | None:
    """(scheme, host, port) of an http(s) origin; None if it is not one ("null", a file...)."""
    try:
        parts = urlsplit(url.strip())
        scheme, host = parts.scheme.lower(), (parts.hostname or "").lower()
        port = parts.port or DEFAULT_PORTS.get(scheme)
    except ValueError:
        return None
    if scheme not in DEFAULT_PORTS or not host or port is None:
        return None
    return scheme, host, port


def is_same_origin(origin: str, reached_at: str, public_url: str) -> bool:
    sent = origin_of(origin)
    return sent is not None and sent in (origin_of(reached_at), origin_of(public_url))
