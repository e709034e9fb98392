import { HeroManager } from '@/features/admin/content/hero/hero-manager'

export function AdminHeroRoute() {
  return <HeroManager />
}
