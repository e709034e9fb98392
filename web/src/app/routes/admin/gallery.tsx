import { GalleryManager } from '@/features/admin/content/gallery/gallery-manager'

export function AdminGalleryRoute() {
  return <GalleryManager />
}
