"""Events, gallery items, packages and menu images (spec section 7, Admin calls)."""

from typing import Any

from nocturne.api.admin.resources import list_resource_router
from nocturne.models import Event, GalleryItem, MenuImage, Package
from nocturne.schemas.admin import EventInput, GalleryItemInput, MenuImageInput, PackageInput
from nocturne.schemas.content import (
    EventPublic,
    EventsPublic,
    GalleryItemPublic,
    GalleryItemsPublic,
    MenuImagePublic,
    MenuImagesPublic,
    PackagePublic,
    PackagesPublic,
)
from nocturne.services.catalog import Resource


def _image_is_its_own_thumbnail(values: dict[str, Any]) -> dict[str, Any]:
    if values["type"] == "image" and not values.get("thumbnail"):
        values["thumbnail"] = values["url"]
    return values


events = list_resource_router(
    path="/events",
    singular="event",
    plural="events",
    resource=Resource(Event, "events", (Event.date, Event.time, Event.id), ("image",), {}),
    input_model=EventInput,
    public_model=EventPublic,
    list_model=EventsPublic,
)
gallery_items = list_resource_router(
    path="/gallery-items",
    singular="gallery_item",
    plural="gallery_items",
    resource=Resource(
        GalleryItem,
        "gallery_items",
        (GalleryItem.created_at.desc(), GalleryItem.id),  # type: ignore[arg-type]
        ("url", "thumbnail"),
        {},
    ),
    input_model=GalleryItemInput,
    public_model=GalleryItemPublic,
    list_model=GalleryItemsPublic,
    adjust=_image_is_its_own_thumbnail,
)
packages = list_resource_router(
    path="/packages",
    singular="package",
    plural="packages",
    resource=Resource(Package, "packages", (Package.price, Package.name), ("image",), {}),
    input_model=PackageInput,
    public_model=PackagePublic,
    list_model=PackagesPublic,
)
menu_images = list_resource_router(
    path="/menu-images",
    singular="menu_image",
    plural="menu_images",
    # Spec: menu images are stored with category 'food' on admin upload.
    resource=Resource(
        MenuImage,
        "menu_images",
        (MenuImage.type, MenuImage.created_at.desc()),  # type: ignore[arg-type]
        ("image_url",),
        {"category": "food"},
    ),
    input_model=MenuImageInput,
    public_model=MenuImagePublic,
    list_model=MenuImagesPublic,
)
