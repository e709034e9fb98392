import { GalleryManager } from '@/features/content/gallery/gallery-manager'

export function AdminGalleryRoute() {
  return <GalleryManager />
}
