import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useMemo, type MouseEvent, type SyntheticEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { useToast } from '@/components/use-toast'
import { paths } from '@/config/paths'
import { PREVIEW_FOOTER_ANCHOR, PREVIEW_PAGE_PARAM } from '@/features/content/utils/drafts'
import { LandingPage } from '@/features/site/components/landing-page'
import { LegalPage } from '@/features/site/components/legal-page'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SkipLink } from '@/features/site/components/skip-link'
import { TopNav } from '@/features/site/components/top-nav'
import type { SitePublic } from '@/lib/api/types'
import { PREVIEW_FORM_NOT_SENT } from '@/messages-admin'

import { createPreviewQueryClient } from './preview-query-client'

export type PreviewPage = 'landing' | 'privacy' | 'terms'

// The footer has no id of its own: a footer draft's preview opens at the element.
function scrollToAnchor(id: string) {
  const target =
    document.getElementById(id) ??
    (id === PREVIEW_FOOTER_ANCHOR ? document.querySelector('footer') : null)
  target?.scrollIntoView()
}

// The preview's own address for a link of the site: the landing page and the legal pages stay in
// the preview (with the drafts); anything else leaves it for the live site.
function previewTarget(href: URL): string | null {
  if (href.origin !== window.location.origin) return null
  const base = paths.admin.preview.getHref()
  if (href.pathname === paths.home.path) return `${base}${href.hash}`
  if (href.pathname === paths.privacy.path) return `${base}?${PREVIEW_PAGE_PARAM}=privacy`
  if (href.pathname === paths.terms.path) return `${base}?${PREVIEW_PAGE_PARAM}=terms`
  return null
}

type SitePreviewProps = { site: SitePublic; page: PreviewPage }

// The public site, as the public layout renders it (skip link, top bar, the page, footer), fed
// with `site` instead of the visitors' payload.
export function SitePreview({ site, page }: SitePreviewProps) {
  // A new payload (after a publish) makes a new client: the components read it from the start.
  const client = useMemo(() => createPreviewQueryClient(site), [site])
  const toast = useToast()
  const navigate = useNavigate()
  const { hash } = useLocation()

  useEffect(() => {
    if (hash.length > 1) scrollToAnchor(decodeURIComponent(hash.slice(1)))
  }, [hash, page, client])

  // The visitors' forms are left as they are, but nothing is sent from here: a submission is
  // stopped before the form's own handler hears of it.
  function onSubmitCapture(event: SyntheticEvent) {
    event.preventDefault()
    event.stopPropagation()
    toast.info(PREVIEW_FORM_NOT_SENT)
  }

  // Links between the site's own pages stay in the preview.
  function onClickCapture(event: MouseEvent) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || anchor.target === '_blank' || !anchor.href) return
    const target = previewTarget(new URL(anchor.href))
    if (target === null) return
    event.preventDefault()
    event.stopPropagation()
    void navigate(target)
    const id = new URL(target, window.location.origin).hash.slice(1)
    if (id) scrollToAnchor(id)
    else window.scrollTo({ top: 0 })
  }

  return (
    <QueryClientProvider client={client}>
      {/* The wrapper only listens for the events passing through it on their way down. */}
      <div onSubmitCapture={onSubmitCapture} onClickCapture={onClickCapture} className="pb-28">
        <SkipLink />
        <TopNav />
        {page === 'landing' ? <LandingPage /> : <LegalPage kind={page} />}
        <SiteFooter />
      </div>
    </QueryClientProvider>
  )
}
