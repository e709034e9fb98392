"""Pictures that cost far more to decode than their file's size: refused at upload when over
the limits or cut short, and decoded with bounded memory by the upload check and the media
worker. Memory is measured as Pillow's pixel memory (counted in blocks of its allocator), which
is what a decoded picture takes; nothing here depends on time."""

import io
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from PIL import Image
from sqlalchemy import select

from nocturne import messages
from nocturne.config import Settings
from nocturne.media.library import MediaLibrary, render
from nocturne.media.pictures import PictureTooLargeError
from nocturne.models import MediaFile
from tests.support import media_files
from tests.support.media_library import settle

MIB = 1024 * 1024


@dataclass
class PixelMemory:
    allocated: int = 0


@contextmanager
def pixel_memory() -> Iterator[PixelMemory]:
    """Every byte of pixels Pillow allocates meanwhile, in this process: the sum over all its
    images, so a bound on the most it holds at once. Pillow allocates pixels in blocks: counted
    with 1 MiB blocks (each image's last block whole), none kept for reuse."""
    core = Image.core
    block_size, blocks_max = core.get_block_size(), core.get_blocks_max()
    core.set_block_size(MIB)
    core.set_blocks_max(0)
    before = core.get_stats()
    measured = PixelMemory()
    try:
        yield measured
    finally:
        after = core.get_stats()
        core.set_block_size(block_size)
        core.set_blocks_max(blocks_max)
    kinds = ("allocated_blocks", "reused_blocks", "reallocated_blocks")
    measured.allocated = sum(after[kind] - before[kind] for kind in kinds) * MIB


def gray_jpeg(size: tuple[int, int]) -> bytes:
    buffer = io.BytesIO()
    Image.new("L", size, 90).save(buffer, "JPEG")
    return buffer.getvalue()


async def stored_rows(app: FastAPI) -> list[MediaFile]:
    async with app.state.sessionmaker() as session:
        return list((await session.scalars(select(MediaFile))).all())


OVER_THE_LIMITS = {
    # Red team: 47 KB, it took about 425 MB in the rendition worker.
    "png of 7000 x 7000": ("huge.png", media_files.bilevel_png((7000, 7000))),
    # Red team: 4 KB, cut short, it passed the upload check and took about 560 MB three times.
    "truncated jpeg of 9000 x 5000": (
        "huge.jpg",
        media_files.jpeg_claiming((9000, 5000), cut=True),
    ),
    # So far past every limit that the picture library itself refuses to open it.
    "jpeg of 65000 x 65000": ("vast.jpg", media_files.jpeg_claiming((65000, 65000))),
    # Within the pixels, but its decoder holds 6000 x 4000 x 3 coefficients of 2 bytes.
    "progressive jpeg of 6000 x 4000": (
        "deep.jpg",
        media_files.jpeg_claiming((6000, 4000), progressive=True),
    ),
}


@pytest.mark.parametrize("case", list(OVER_THE_LIMITS))
async def test_a_picture_over_the_limits_is_refused_at_upload_without_decoding_it(
    staff_client: AsyncClient, app: FastAPI, settings: Settings, case: str
) -> None:
    name, content = OVER_THE_LIMITS[case]
    assert len(content) < 64 * 1024
    with pixel_memory() as memory:
        response = await staff_client.post(
            "/api/storage/gallery-media", files={"file": (name, content)}
        )
    assert response.status_code == 422, response.text
    assert response.json()["error"]["message"] == messages.PICTURE_TOO_LARGE
    assert response.json()["error"]["fields"] == {"file": messages.PICTURE_TOO_LARGE}
    assert memory.allocated == 0
    assert await stored_rows(app) == []
    assert not (settings.media_dir / "gallery-media").exists()


@pytest.mark.parametrize(
    ("bucket", "message"),
    [("logos", messages.INVALID_IMAGE_TYPE), ("gallery-media", messages.INVALID_MEDIA_TYPE)],
)
async def test_a_truncated_picture_is_refused_at_upload_from_a_reduced_decode(
    staff_client: AsyncClient, app: FastAPI, bucket: str, message: str
) -> None:
    """Red team: a JPEG cut short passed the upload check (which read its header only) and
    failed in the rendition worker, three times."""
    cut = media_files.jpeg_claiming((6000, 4000), cut=True)
    with pixel_memory() as memory:
        response = await staff_client.post(f"/api/storage/{bucket}", files={"file": ("a.jpg", cut)})
    assert response.status_code == 415, response.text
    assert response.json()["error"]["message"] == message
    # Decoded at an eighth of its width and height: 750 x 500 pixels, not 6000 x 4000 (96 MB).
    assert memory.allocated <= 4 * MIB
    assert await stored_rows(app) == []


def test_a_large_jpeg_is_rendered_from_a_decode_no_larger_than_its_widest_rendition(
    tmp_path: Path,
) -> None:
    """39 megapixels, within the limits: decoded whole, then turned and converted for WebP,
    its renditions took over 300 MB; decoded at a quarter of its size, less than 64."""
    source = tmp_path / "big.jpg"
    source.write_bytes(gray_jpeg((7200, 5400)))
    with pixel_memory() as memory:
        rendered = render(source, tmp_path)
    assert memory.allocated <= 64 * MIB
    assert (rendered.width, rendered.height) == (7200, 5400)
    assert [width for width, _path in rendered.files] == [480, 960, 1600]
    with Image.open(rendered.files[-1][1]) as widest:
        assert (widest.format, widest.size) == ("WEBP", (1600, 1200))


async def test_a_stored_picture_over_the_limits_is_never_decoded_nor_retried(
    app: FastAPI, settings: Settings, tmp_path: Path
) -> None:
    """Files of older installs are registered as they are found: one over the limits is served
    as it is, from its first attempt, without ever being decoded."""
    folder = settings.media_dir / "gallery-media"
    folder.mkdir(parents=True, exist_ok=True)
    huge = folder / "old-huge.png"
    huge.write_bytes(media_files.bilevel_png((7000, 7000)))
    with pixel_memory() as memory, pytest.raises(PictureTooLargeError):
        render(huge, tmp_path)
    assert memory.allocated == 0

    library: MediaLibrary = app.state.media
    await library.register_stored()
    await settle(app)
    [row] = await stored_rows(app)
    assert (row.state, row.attempts, row.widths) == ("failed", 1, [])
