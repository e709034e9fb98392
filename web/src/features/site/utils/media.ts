// Media is a video when its address contains mp4, webm or ogg, otherwise an image.
const VIDEO_MARKERS = /mp4|webm|ogg/i

export function isVideoUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && VIDEO_MARKERS.test(url)
}

// 'GlassWater', 'glass water' and 'glass_water' all name the icon 'glass-water'.
export function iconKey(icon: string): string {
  return icon
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}
