import { ContentManager } from '@/features/content/sections/content-manager'

export function AdminContentRoute() {
  return <ContentManager />
}
