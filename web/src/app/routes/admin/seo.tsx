import { SeoManager } from '@/features/seo/seo-manager'
import { useClubName } from '@/features/site/api/club-name'

// The club's name is the site's (the default page title starts with it).
export function AdminSeoRoute() {
  return <SeoManager clubName={useClubName()} />
}
