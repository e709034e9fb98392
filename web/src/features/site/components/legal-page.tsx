import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { BACK_TO_HOME, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/messages'

import { useSite } from '../api/get-site'

type LegalPageProps = { kind: 'privacy' | 'terms' }

// The spec links these pages from the footer but does not show them: a plain, short default text.
export function LegalPage({ kind }: LegalPageProps) {
  const { data: site } = useSite()
  const clubName = site?.club_name ?? ''
  const title = kind === 'privacy' ? PRIVACY_POLICY : TERMS_OF_SERVICE
  const paragraphs =
    kind === 'privacy'
      ? [
          `${clubName} collects only what you send us through the contact and reservation forms: your name, email address and the details of your request.`,
          'We use this information solely to answer you and to manage your booking. We do not sell it or share it with third parties, and we keep it no longer than needed.',
          'To see, correct or delete the information we hold about you, write to us through the contact form.',
        ]
      : [
          `By using this website you agree to these terms. Entry to ${clubName} is subject to the venue's age requirement, dress code and house rules.`,
          'Reservations made through this site are requests until we confirm them. Prices, events and opening hours may change without notice.',
          'All content on this site belongs to its owners and may not be reused without permission.',
        ]
  return (
    <main className="mx-auto min-h-svh max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <Link
        to={paths.home.getHref()}
        className="text-sm tracking-widest text-accent uppercase hover:underline"
      >
        {BACK_TO_HOME}
      </Link>
      <h1 className="mt-6 font-display text-5xl font-semibold text-ink">{title}</h1>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </main>
  )
}
