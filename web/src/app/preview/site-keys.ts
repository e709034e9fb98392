import { SITE_QUERY_KEY } from '@/features/site/api/get-site'
import { publicKeys } from '@/features/site/api/public-queries'

// The visitors' queries a tab may hold (the admin shell's club name among them): read again once
// drafts are published, so the tab shows the site as it now is.
export const SITE_KEYS = [SITE_QUERY_KEY, publicKeys.all] as const
