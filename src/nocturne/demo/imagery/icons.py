"""The social icons: white glyphs on a transparent ground."""

from PIL import Image, ImageDraw

from nocturne.demo.imagery.catalogue import DemoImage


def render_icon(image: DemoImage) -> Image.Image:
    big = 256
    mask = Image.new("L", (big, big))
    d = ImageDraw.Draw(mask)
    kind = image.kind
    if kind == "instagram":
        d.rounded_rectangle((24, 24, 232, 232), radius=62, outline=255, width=20)
        d.ellipse((78, 78, 178, 178), outline=255, width=20)
        d.ellipse((172, 58, 198, 84), fill=255)
    elif kind == "facebook":
        d.ellipse((16, 16, 240, 240), fill=255)
        # the "f", knocked out of the disc
        d.rectangle((118, 108, 152, 241), fill=0)
        d.rectangle((92, 122, 184, 150), fill=0)
        d.arc((118, 58, 218, 158), 180, 270, fill=0, width=34)
        d.rectangle((167, 58, 192, 92), fill=0)
    elif kind == "x":
        d.polygon([(30, 30), (98, 30), (226, 226), (158, 226)], fill=255)
        d.polygon([(44, 44), (84, 44), (212, 212), (172, 212)], fill=0)
        d.line([(40, 226), (114, 145)], fill=255, width=16)
        d.line([(142, 112), (216, 30)], fill=255, width=16)
    else:  # tiktok
        d.arc((42, 118, 146, 222), 0, 360, fill=255, width=30)
        d.rectangle((116, 28, 146, 172), fill=255)
        d.arc((116, -36, 230, 92), 90, 180, fill=255, width=30)
    alpha = mask.resize((image.width, image.height), Image.Resampling.LANCZOS)
    icon = Image.new("RGBA", (image.width, image.height), (255, 255, 255, 0))
    icon.putalpha(alpha)
    return icon
