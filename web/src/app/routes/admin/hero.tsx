import { HeroManager } from '@/features/content/hero/hero-manager'

export function AdminHeroRoute() {
  return <HeroManager />
}
