import { ContentManager } from '@/features/admin/content/sections/content-manager'

export function AdminContentRoute() {
  return <ContentManager />
}
