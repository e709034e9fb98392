"""Painting a catalogue entry, encoding it, and writing the whole set to disk."""

import io
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from nocturne.demo.imagery.bar import compose_bar
from nocturne.demo.imagery.bottle_service import compose_bottle
from nocturne.demo.imagery.catalogue import DEMO_IMAGES, DemoImage
from nocturne.demo.imagery.dj import compose_dj
from nocturne.demo.imagery.floorplan import render_floor_plan
from nocturne.demo.imagery.icons import render_icon
from nocturne.demo.imagery.lounge import compose_champagne, compose_lounge
from nocturne.demo.imagery.menus import render_menu
from nocturne.demo.imagery.posters import compose_gala, compose_jazz, compose_neon
from nocturne.demo.imagery.scene import Scene
from nocturne.demo.imagery.stage import compose_lasers, compose_stage

_COMPOSERS: dict[str, Callable[[Scene, DemoImage], Image.Image]] = {
    "hero": compose_stage,
    "dancefloor": compose_stage,
    "dancefloor-lasers": compose_stage,
    "lasers": compose_lasers,
    "lasers-center": compose_lasers,
    "laser-ceiling": compose_lasers,
    "dj": compose_dj,
    "dj-beams": compose_dj,
    "bar": compose_bar,
    "bar-counter": compose_bar,
    "lounge": compose_lounge,
    "champagne": compose_champagne,
    "bottle": compose_bottle,
    "gala": compose_gala,
    "neon": compose_neon,
    "jazz": compose_jazz,
}


def _paint(image: DemoImage) -> Image.Image:
    if image.bucket == "social-icons":
        return render_icon(image)
    if image.bucket == "floor-plans":
        return render_floor_plan(image)
    if image.kind == "menu":
        return render_menu(image)
    composer = _COMPOSERS.get(image.kind, compose_stage)
    return composer(Scene(image), image)


def render(image: DemoImage) -> bytes:
    """Paint ``image`` and return it encoded in the format implied by its extension."""
    picture = _paint(image)
    if picture.size != (image.width, image.height):
        picture = picture.resize((image.width, image.height), Image.Resampling.LANCZOS)
    suffix = Path(image.name).suffix.lower()
    buf = io.BytesIO()
    if suffix in {".jpg", ".jpeg"}:
        picture.convert("RGB").save(buf, "JPEG", quality=82, progressive=True, optimize=True)
    elif suffix == ".webp":
        picture.save(buf, "WEBP", quality=82, method=4)
    elif suffix == ".png":
        picture.save(buf, "PNG", optimize=True)
    else:
        raise ValueError(f"unsupported demo image format: {image.name}")
    return buf.getvalue()


def write_all(media_root: Path) -> list[Path]:
    """Write every catalogue image to ``media_root/<bucket>/<name>``.

    Existing files are left untouched.  Returns the paths of all catalogue files (both newly
    written and already present).
    """
    paths: list[Path] = []
    for image in DEMO_IMAGES:
        target = media_root / image.bucket / image.name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = target.with_name(target.name + ".tmp")
            tmp.write_bytes(render(image))
            tmp.replace(target)
        paths.append(target)
    return paths
