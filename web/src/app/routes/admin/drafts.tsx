import { DraftsPage } from '@/features/content/drafts/drafts-page'

import { SITE_KEYS } from '../../preview/site-keys'

export function AdminDraftsRoute() {
  return <DraftsPage siteKeys={SITE_KEYS} />
}
