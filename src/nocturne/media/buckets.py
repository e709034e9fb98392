"""The upload buckets and what each takes: kinds of file and size. The web app's copy of these
rules is generated from this module (`make api-types`), so the browser checks exactly these."""

from dataclasses import dataclass

from nocturne import messages
from nocturne.media.sniffing import IMAGES, VIDEOS, MediaType

MB = 1024 * 1024

# A stored file is shown as a video when its address names one of these, otherwise as a picture
# (the web app's copy is generated from here).
VIDEO_URL_MARKERS = ("mp4", "webm", "ogg")


def is_video_url(url: str) -> bool:
    return any(marker in url.lower() for marker in VIDEO_URL_MARKERS)


@dataclass(frozen=True)
class BucketRule:
    megabytes: int
    types: tuple[MediaType, ...]
    invalid_type_message: str

    @property
    def max_bytes(self) -> int:
        return self.megabytes * MB

    @property
    def kinds(self) -> str:
        """'images' when only pictures go in, 'media' when videos do too."""
        return "media" if any(kind.is_video for kind in self.types) else "images"


IMAGE_RULE_2MB = BucketRule(2, IMAGES, messages.INVALID_IMAGE_TYPE)
IMAGE_RULE_10MB = BucketRule(10, IMAGES, messages.INVALID_IMAGE_TYPE)
MEDIA_RULE = BucketRule(100, IMAGES + VIDEOS, messages.INVALID_MEDIA_TYPE)
RULES: dict[str, BucketRule] = {
    "logos": IMAGE_RULE_2MB,
    "menu-images": IMAGE_RULE_10MB,
    "events-images": MEDIA_RULE,
    "gallery-media": MEDIA_RULE,
    "experience-images": MEDIA_RULE,
    "bottle-service-images": MEDIA_RULE,
    "hero-images": MEDIA_RULE,
    "social-icons": MEDIA_RULE,
    # The pictures staff draw their tables on (the floor screen).
    "floor-plans": IMAGE_RULE_10MB,
}
BUCKETS = tuple(RULES)
