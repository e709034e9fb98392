"""Deterministic demo media for the Nocturne demo site, drawn locally with Pillow.

Why this exists: the demo site must show believable imagery (hero, event posters, gallery,
experiences, bottle service, menus and social icons) on machines without internet access,
and without shipping binary assets in the repository.  Every picture is therefore painted
procedurally from a seed and a palette: dark backgrounds, neon and gold light glows, haze-lit
beams, lasers, soft bokeh, silhouettes, grain and a vignette.  The same catalogue entry always
produces the same bytes, so the files can be regenerated at any time.

The package holds the catalogue (`catalogue`), the colour and drawing primitives (`palette`,
`primitives`), the canvas (`scene`), shared figures and glassware, one module per kind of
picture, and `render`, which encodes an entry and writes the whole set.
"""

from nocturne.demo.imagery.catalogue import BUCKETS, DEMO_IMAGES, DemoImage, find, url_for
from nocturne.demo.imagery.render import render, write_all

__all__ = ["BUCKETS", "DEMO_IMAGES", "DemoImage", "find", "render", "url_for", "write_all"]
