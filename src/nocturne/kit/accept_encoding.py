"""Reading a request's Accept-Encoding header."""

from functools import lru_cache


@lru_cache(maxsize=256)
def qualities(accept_encoding: str) -> dict[str, float]:
    """Each named coding with its q value (1 when none is given, 0 when it is unreadable).
    Browsers send a handful of distinct values, so the answer is cached."""
    accepted: dict[str, float] = {}
    for part in accept_encoding.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        accepted[name.strip()] = quality
    return accepted


def accepts(accept_encoding: str | None, coding: str) -> bool:
    """Whether the header allows `coding` (by name or through `*`); a q of 0 refuses it."""
    accepted = qualities(accept_encoding or "")
    return accepted.get(coding, accepted.get("*", 0.0)) > 0


@lru_cache(maxsize=256)
def best_encoding(accept_encoding: str) -> str:
    """'br', 'gzip' or '' (identity): brotli first, as it is smaller for the same text."""
    for coding in ("br", "gzip"):
        if accepts(accept_encoding, coding):
            return coding
    return ""
