"""The demo media catalogue renders locally, to the declared size and format, and is stable."""

import io
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image

from nocturne.demo import imagery

FORMATS = {".jpg": "JPEG", ".jpeg": "JPEG", ".png": "PNG", ".webp": "WEBP"}


@pytest.fixture(scope="module")
def rendered() -> dict[str, bytes]:
    """The whole catalogue, rendered once for this module."""
    return {image.name: imagery.render(image) for image in imagery.DEMO_IMAGES}


@pytest.mark.parametrize("image", imagery.DEMO_IMAGES, ids=lambda image: image.name)
def test_every_entry_renders_to_its_declared_size_and_format(
    image: imagery.DemoImage, rendered: dict[str, bytes]
) -> None:
    data = rendered[image.name]
    picture = Image.open(io.BytesIO(data))
    picture.load()
    assert picture.size == (image.width, image.height)
    assert picture.format == FORMATS[Path(image.name).suffix.lower()]
    limit = 400_000 if image.bucket == "hero-images" else 250_000
    assert len(data) < limit


def test_catalogue_shape() -> None:
    per_bucket = Counter(image.bucket for image in imagery.DEMO_IMAGES)
    assert per_bucket == {
        "hero-images": 1,
        "events-images": 6,
        "gallery-media": 9,
        "experience-images": 4,
        "bottle-service-images": 3,
        "menu-images": 3,
        "social-icons": 4,
        "floor-plans": 2,
    }
    assert all(image.bucket in imagery.BUCKETS for image in imagery.DEMO_IMAGES)


def test_names_are_unique_per_bucket() -> None:
    keys = [(image.bucket, image.name) for image in imagery.DEMO_IMAGES]
    assert len(keys) == len(set(keys))
    names = [image.name for image in imagery.DEMO_IMAGES]
    assert len(names) == len(set(names)), "find() looks images up by name alone"


def test_url_for_and_find() -> None:
    hero = imagery.find("hero-main.webp")
    assert hero.bucket == "hero-images"
    assert imagery.url_for(hero) == "/media/hero-images/hero-main.webp"
    with pytest.raises(KeyError):
        imagery.find("no-such-image.jpg")


def test_rendering_is_deterministic() -> None:
    image = imagery.find("event-neon-dreams.jpg")
    assert imagery.render(image) == imagery.render(image)


def test_menu_boards_differ_from_each_other(rendered: dict[str, bytes]) -> None:
    boards = [
        rendered[image.name] for image in imagery.DEMO_IMAGES if image.bucket == "menu-images"
    ]
    assert len(boards) == 3
    assert len(set(boards)) == 3
    pixels = [Image.open(io.BytesIO(data)).convert("L").resize((60, 80)) for data in boards]
    for i, first in enumerate(pixels):
        for second in pixels[i + 1 :]:
            assert first.tobytes() != second.tobytes()


def test_social_icons_are_transparent_white_glyphs(rendered: dict[str, bytes]) -> None:
    for image in imagery.DEMO_IMAGES:
        if image.bucket != "social-icons":
            continue
        icon = Image.open(io.BytesIO(rendered[image.name]))
        assert icon.mode == "RGBA"
        low, high = icon.getchannel("A").getextrema()
        assert low == 0
        assert high == 255


def test_write_all_is_idempotent_and_keeps_existing_files(tmp_path: Path) -> None:
    root = tmp_path / "media"
    kept = imagery.DEMO_IMAGES[0]
    (root / kept.bucket).mkdir(parents=True)
    (root / kept.bucket / kept.name).write_bytes(b"replaced by the club owner")

    paths = imagery.write_all(root)

    assert paths == [root / image.bucket / image.name for image in imagery.DEMO_IMAGES]
    assert all(path.is_file() and path.resolve().is_relative_to(root.resolve()) for path in paths)
    assert (root / kept.bucket / kept.name).read_bytes() == b"replaced by the club owner"
    stamps = {path: (path.stat().st_mtime_ns, path.stat().st_size) for path in paths}
    existing = sorted(root.rglob("*"))

    again = imagery.write_all(root)

    assert again == paths
    assert {path: (path.stat().st_mtime_ns, path.stat().st_size) for path in again} == stamps
    assert sorted(root.rglob("*")) == existing  # nothing new, no temporary files left behind
