"""The menu boards: a slate board, a title and priced items."""

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from nocturne.demo.imagery.catalogue import DemoImage
from nocturne.demo.imagery.palette import RGB, Point, scale_rgb, whiten
from nocturne.demo.imagery.primitives import bloom, fractal_haze, random_noise, tint
from nocturne.demo.imagery.scene import Scene

_SERIF_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/TTF/DejaVuSerif.ttf",
)
_SERIF_BOLD_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/TTF/DejaVuSerif-Bold.ttf",
)
_SANS_FONTS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
)

_FontType = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=32)
def _font(candidates: tuple[str, ...], size: int) -> _FontType:
    for path in candidates:
        if Path(path).is_file():
            try:
                return ImageFont.truetype(path, size)
            except OSError:
                continue
    return ImageFont.load_default(size=size)


_MENUS: dict[str, tuple[str, tuple[tuple[str, str, str], ...]]] = {
    "Outdoor Menu": (
        "Terrace  ·  Sunset to Midnight",
        (
            ("Aperol Spritz", "Aperol, prosecco, orange, soda", "14"),
            ("Garden Gin Tonic", "Gin, cucumber, elderflower, tonic", "15"),
            ("Frozen Margarita", "Tequila, lime, agave, sea salt", "14"),
            ("Rosé Sangria (jug)", "Rosé, peach, strawberry, mint", "38"),
            ("Watermelon Cooler", "Vodka, watermelon, basil, lime", "13"),
            ("Grilled Halloumi Skewers", "Honey, chili, lemon thyme", "12"),
            ("Tuna Tostadas", "Avocado, lime, sesame, chipotle", "16"),
            ("Virgin Mojito", "Mint, lime, cane sugar, soda", "9"),
        ),
    ),
    "Club Menu": (
        "Main Room  ·  Until Late",
        (
            ("Nocturne Signature", "Dark rum, passion fruit, vanilla, gold", "18"),
            ("Espresso Martini", "Vodka, espresso, coffee liqueur", "16"),
            ("Neon Negroni", "Gin, bitter, vermouth, blood orange", "16"),
            ("Midnight Old Fashioned", "Bourbon, smoked maple, bitters", "17"),
            ("Champagne by the Glass", "Brut, house selection", "22"),
            ("Premium Vodka Bottle", "Served with mixers and ice", "320"),
            ("Champagne Magnum", "Sparkler presentation", "650"),
            ("Energy Mixer", "Per can", "6"),
        ),
    ),
    "Kitchen Menu": (
        "Served 20:00 - 02:00",
        (
            ("Truffle Fries", "Parmesan, black truffle oil, herbs", "11"),
            ("Wagyu Sliders", "Brioche, cheddar, caramelised onion", "19"),
            ("Crispy Calamari", "Lemon aioli, smoked paprika", "15"),
            ("Burrata & Heirloom Tomato", "Basil oil, sourdough crisp", "16"),
            ("Chicken Karaage", "Yuzu mayo, pickled cucumber", "14"),
            ("Sushi Platter", "Chef's selection, 16 pieces", "34"),
            ("Charcuterie Board", "Cured meats, cheese, olives", "26"),
            ("Chocolate Fondant", "Salted caramel, vanilla cream", "12"),
        ),
    ),
}


def _text_width(draw: ImageDraw.ImageDraw, text: str, font: _FontType) -> float:
    return draw.textlength(text, font=font)


def _spaced(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    font: _FontType,
    fill: RGB,
    spacing: float,
    anchor_center: bool,
) -> None:
    """Draw text with letter spacing (tracking); optionally centred on ``xy``."""
    widths = [_text_width(draw, ch, font) for ch in text]
    total = sum(widths) + spacing * (len(text) - 1)
    x = xy[0] - total / 2 if anchor_center else xy[0]
    for ch, cw in zip(text, widths, strict=True):
        draw.text((x, xy[1]), ch, font=font, fill=fill)
        x += cw + spacing


def render_menu(image: DemoImage) -> Image.Image:
    sc = Scene(image)
    p = sc.pal
    a, b, _ = p.lights
    w, h = sc.w, sc.h
    rng = sc.rng
    # board texture: slate base, brushed streaks and mottling
    sc.img = Image.new("RGB", (w, h), (16, 16, 18))
    mottle = fractal_haze((w // 10, h // 10), rng, 0, 255).resize((w, h), Image.Resampling.BICUBIC)
    mottle = mottle.point(lambda v: v * 0.09)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (mottle, mottle, mottle)))
    brushed = random_noise((w // 2, 40), rng).resize((w, h), Image.Resampling.BILINEAR)
    brushed = brushed.filter(ImageFilter.GaussianBlur(1.6)).point(lambda v: v * 0.045)
    sc.img = ImageChops.add(sc.img, Image.merge("RGB", (brushed, brushed, brushed)))
    sc.glows(
        [
            (w * 0.5, -h * 0.05, w * 0.75, scale_rgb(a, 0.45), 0.8),
            (w * 0.95, h * 1.0, w * 0.5, scale_rgb(b, 0.3), 0.6),
        ]
    )
    sc.bokeh(16, (a, b), (0, 0, w, h * 0.18), (10, 30), 0.35, blur=0.15)
    img = sc.finish(vignette=0.6, grain=3)
    draw = ImageDraw.Draw(img)
    gold = p.accent
    muted = (170, 164, 156)
    # double frame
    m = 48
    draw.rectangle((m, m, w - m, h - m), outline=scale_rgb(gold, 0.85), width=3)
    draw.rectangle((m + 12, m + 12, w - m - 12, h - m - 12), outline=scale_rgb(gold, 0.45), width=1)
    for x0, y0 in ((m, m), (w - m, m), (m, h - m), (w - m, h - m)):
        draw.regular_polygon((x0, y0, 9), 4, rotation=45, fill=gold)
    brand = _font(_SANS_FONTS, 30)
    title_font = _font(_SERIF_BOLD_FONTS, 104)
    sub_font = _font(_SANS_FONTS, 30)
    item_font = _font(_SERIF_FONTS, 46)
    desc_font = _font(_SANS_FONTS, 28)
    price_font = _font(_SERIF_BOLD_FONTS, 46)
    _spaced(draw, (w / 2, 130), "NOCTURNE", brand, scale_rgb(gold, 0.9), 14, True)
    title = image.title or "Menu"
    subtitle, items = _MENUS.get(title, _MENUS["Club Menu"])
    # glow behind the title
    glow = Image.new("L", (w, h))
    gdraw = ImageDraw.Draw(glow)
    gdraw.text((w / 2, 250), title, font=title_font, fill=255, anchor="mm")
    glow = bloom(glow, 14, 1.4)
    img = ImageChops.screen(img, tint(glow, a, hot=False))
    draw = ImageDraw.Draw(img)
    draw.text((w / 2, 250), title, font=title_font, fill=whiten(gold, 0.25), anchor="mm")
    draw.text((w / 2, 340), subtitle, font=sub_font, fill=muted, anchor="mm")
    # ornament divider
    cy = 395
    draw.line([(w / 2 - 200, cy), (w / 2 - 26, cy)], fill=scale_rgb(gold, 0.7), width=2)
    draw.line([(w / 2 + 26, cy), (w / 2 + 200, cy)], fill=scale_rgb(gold, 0.7), width=2)
    draw.regular_polygon((w / 2, cy, 11), 4, rotation=45, outline=gold, width=2)
    # items with dotted leaders
    left, right = 130, w - 130
    y = 470.0
    step = (h - 200 - y) / len(items)
    for name, desc, price in items:
        draw.text((left, y), name, font=item_font, fill=(240, 234, 224))
        pw = _text_width(draw, price, price_font)
        draw.text((right - pw, y), price, font=price_font, fill=gold)
        nw = _text_width(draw, name, item_font)
        dots_start, dots_end = left + nw + 18, right - pw - 18
        dx = dots_start
        while dx < dots_end:
            draw.ellipse((dx, y + 34, dx + 3, y + 37), fill=scale_rgb(gold, 0.45))
            dx += 14
        draw.text((left, y + 60), desc, font=desc_font, fill=muted)
        y += step
    foot = "Please ask our team about allergens  ·  Prices include service"
    draw.text(
        (w / 2, h - 110), foot, font=_font(_SANS_FONTS, 24), fill=(130, 126, 120), anchor="mm"
    )
    return img
