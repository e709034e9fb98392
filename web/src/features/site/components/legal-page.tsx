import { BackToHomeLink } from '@/components/back-to-home-link'
import { Markdown } from '@/components/markdown'
import { MAIN_CONTENT_ID } from '@/config/layout'
import { useLiveQuery } from '@/hooks/use-live-query'
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/messages'

import { useClubName } from '../api/club-name'
import { SITE_QUERY_KEY, useSite } from '../api/get-site'
import { legalText, type LegalKind } from '../utils/legal'

function defaultText(kind: LegalKind, clubName: string) {
  return kind === 'privacy'
    ? {
        title: PRIVACY_POLICY,
        paragraphs: [
          `${clubName} collects only what you send us through the contact and reservation forms: your name, email address and the details of your request.`,
          'We use this information solely to answer you and to manage your booking. We do not sell it or share it with third parties, and we keep it no longer than needed.',
          'This website stores your theme preference (light or dark) in your browser. It sets no advertising or tracking cookies.',
          'To see, correct or delete the information we hold about you, write to us through the contact form.',
        ],
      }
    : {
        title: TERMS_OF_SERVICE,
        paragraphs: [
          `By using this website you agree to these terms. Entry to ${clubName} is subject to the venue's age requirement, dress code and house rules.`,
          'Reservations made through this site are requests until we confirm them. Prices, events and opening hours may change without notice.',
          'All content on this site belongs to its owners and may not be reused without permission.',
        ],
      }
}

// The product links these pages from the footer but does not show them: a short default text that
// staff replace on the Legal Pages screen (a section named 'privacy' or 'terms').
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { data: site } = useSite()
  const clubName = useClubName()
  useLiveQuery(['content_sections'], SITE_QUERY_KEY, { section: kind })
  const text = legalText(site, kind, defaultText(kind, clubName))
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto min-h-svh max-w-3xl px-4 pt-32 pb-24 outline-none sm:px-6"
    >
      <BackToHomeLink />
      <h1 className="mt-6 font-display text-5xl font-semibold text-ink">{text.title}</h1>
      <div
        aria-hidden="true"
        className="mt-6 h-px w-24 bg-linear-to-r from-accent to-transparent"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted">
        <Markdown source={text.markdown} />
      </div>
    </main>
  )
}
