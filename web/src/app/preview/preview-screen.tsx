import { ShieldX } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

import { Spinner } from '@/components/spinner'
import { paths } from '@/config/paths'
import { LoadFailed } from '@/components/ui/load-failed'
import { usePreviewSite } from '@/features/content/api/drafts'
import { PreviewBanner } from '@/features/content/drafts/preview-banner'
import { PREVIEW_PAGE_PARAM } from '@/features/content/utils/drafts'
import { GuardPanel } from '@/features/admin-shell/guard-panel'
import { useCan } from '@/lib/roles'
import {
  ADMIN_NAV_DASHBOARD,
  FAILED_TO_LOAD_PREVIEW,
  goToScreen,
  PREVIEW_FORBIDDEN,
  PREVIEW_PAGE_TITLE,
  ROLE_FORBIDDEN_TITLE,
} from '@/messages-admin'

import { SitePreview, type PreviewPage } from './site-preview'
import { SITE_KEYS } from './site-keys'

function toPage(value: string | null): PreviewPage {
  return value === 'privacy' || value === 'terms' ? value : 'landing'
}

function usePreviewTitle(clubName: string | undefined) {
  useEffect(() => {
    const before = document.title
    document.title = clubName ? `${PREVIEW_PAGE_TITLE} · ${clubName}` : PREVIEW_PAGE_TITLE
    return () => {
      document.title = before
    }
  }, [clubName])
}

function Preview() {
  const query = usePreviewSite()
  const [params] = useSearchParams()
  usePreviewTitle(query.data?.club_name)
  return (
    <>
      {query.isPending ? (
        <Spinner className="min-h-svh bg-canvas" />
      ) : query.isError ? (
        <main className="mx-auto flex min-h-svh max-w-xl items-center px-4">
          <LoadFailed
            message={FAILED_TO_LOAD_PREVIEW}
            onRetry={() => {
              void query.refetch()
            }}
          />
        </main>
      ) : (
        <SitePreview site={query.data} page={toPage(params.get(PREVIEW_PAGE_PARAM))} />
      )}
      <PreviewBanner siteKeys={SITE_KEYS} />
    </>
  )
}

// /admin/preview: the site with every draft applied, for staff who may preview it.
export function PreviewScreen() {
  const allowed = useCan()
  if (!allowed('preview_site')) {
    return (
      <main className="min-h-svh bg-canvas px-4 pt-16">
        <GuardPanel
          title={ROLE_FORBIDDEN_TITLE}
          text={PREVIEW_FORBIDDEN}
          icon={ShieldX}
          link={{ href: paths.admin.root.getHref(), label: goToScreen(ADMIN_NAV_DASHBOARD) }}
        />
      </main>
    )
  }
  return <Preview />
}
