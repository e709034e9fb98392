"""The tags of a served page, read as a browser reads them: attribute names in any case."""

from html.parser import HTMLParser


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {name: value or "" for name, value in attrs}))


def tags(page: str, name: str) -> list[dict[str, str]]:
    """The attributes of each `name` element of the page, names lower-cased."""
    parser = _Tags()
    parser.feed(page)
    return [attrs for tag, attrs in parser.tags if tag == name]


def image_preloads(head: str) -> list[dict[str, str]]:
    return [
        link
        for link in tags(head, "link")
        if link.get("rel") == "preload" and link.get("as") == "image"
    ]
