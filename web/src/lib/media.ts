// Media is a video when its address names a video, otherwise an image.
export { isVideoUrl } from '@/components/upload/upload-rules'

// 'GlassWater', 'glass water' and 'glass_water' all name the icon 'glass-water'.
export function iconKey(icon: string): string {
  return icon
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
}
