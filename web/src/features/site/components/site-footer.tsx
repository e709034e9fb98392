import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { PRIVACY_POLICY, TERMS_OF_SERVICE, footerCopyright } from '@/messages'

import { useSite } from '../api/get-site'

export function SiteFooter() {
  const { data: site } = useSite()
  const clubName = site?.club_name ?? ''
  return (
    <footer className="border-t border-line bg-surface px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-6 text-sm text-ink-muted sm:flex-row">
        <p className="font-display text-xl tracking-[0.3em] text-accent uppercase">{clubName}</p>
        <p>{footerCopyright(clubName)}</p>
        <ul className="flex gap-6">
          <li>
            <Link to={paths.privacy.getHref()} className="hover:text-accent">
              {PRIVACY_POLICY}
            </Link>
          </li>
          <li>
            <Link to={paths.terms.getHref()} className="hover:text-accent">
              {TERMS_OF_SERVICE}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  )
}
