import { Clock, Mail, MapPin, Phone } from 'lucide-react'

import { AppLink } from '@/components/app-link'
import { useLiveQuery } from '@/hooks/use-live-query'
import { FOOTER_CONTACT, FOOTER_FOLLOW_US, FOOTER_HOURS, FOOTER_QUICK_LINKS } from '@/messages'

import { useContact } from '../api/get-contact'
import { useFooter } from '../api/get-footer'
import { useClubName } from '../api/club-name'
import { publicKeys } from '../api/public-queries'
import { toContactPanel } from '../utils/contact'
import { toFooterContent } from '../utils/footer'
import { DirectionsLink, PhoneLink } from './contact-links'

const HEADING = 'text-xs font-semibold tracking-[0.3em] text-accent uppercase'
const LINK =
  'rounded-sm text-ink-muted transition hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

// The quick links and the legal links: the site's own pages, sections or other sites.
function LinkList({
  links,
  className,
}: {
  links: readonly { text: string; url: string }[]
  className: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.text}-${link.url}`}>
          <AppLink href={link.url} className={LINK}>
            {link.text}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

// The footer fails silently and keeps its defaults.
export function SiteFooter() {
  const { data: section } = useFooter()
  const { data: contact } = useContact()
  useLiveQuery(['content_sections'], publicKeys.footer, { section: 'footer' })
  useLiveQuery(['contact_sections'], publicKeys.contact)
  const clubName = useClubName()
  const footer = toFooterContent(section, clubName, toContactPanel(contact))

  return (
    <footer className="border-t border-line bg-surface px-4 pt-20 pb-10 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-12 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <p className="font-display text-3xl font-semibold tracking-[0.3em] text-accent uppercase">
            {clubName}
          </p>
          <p className="mt-5 max-w-sm leading-relaxed text-ink-muted">{footer.description}</p>
          {footer.socialLinks.length ? (
            <ul aria-label={FOOTER_FOLLOW_US} className="mt-6 flex flex-wrap gap-3">
              {footer.socialLinks.map((link) => (
                <li key={`${link.platform}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.platform}
                    className="flex size-11 items-center justify-center rounded-full border border-line transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    {link.icon ? (
                      <img
                        src={link.icon}
                        alt=""
                        width={20}
                        height={20}
                        loading="lazy"
                        className="size-5 object-contain dark:invert-0 not-dark:invert"
                      />
                    ) : (
                      <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
                        {link.platform.charAt(0)}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className={HEADING}>
            {FOOTER_QUICK_LINKS}
          </h2>
          <LinkList links={footer.quickLinks} className="mt-5 space-y-3" />
        </nav>
        <div className="lg:col-span-3">
          <h2 className={HEADING}>{FOOTER_CONTACT}</h2>
          <ul className="mt-5 space-y-3 text-ink-muted">
            {footer.contact.address ? (
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <address className="not-italic">
                  <DirectionsLink address={footer.contact.address} className={LINK}>
                    {footer.contact.address}
                  </DirectionsLink>
                </address>
              </li>
            ) : null}
            {footer.contact.phone ? (
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <PhoneLink phone={footer.contact.phone} className={LINK} />
              </li>
            ) : null}
            {footer.contact.email ? (
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <a href={`mailto:${footer.contact.email}`} className={`${LINK} break-all`}>
                  {footer.contact.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <h2 className={HEADING}>{FOOTER_HOURS}</h2>
          <ul className="mt-5 space-y-3">
            {footer.hours.map((entry) => (
              <li key={`${entry.day}-${entry.time}`} className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <span className="block text-ink">{entry.day}</span>
                  <span className="block text-sm text-ink-muted">{entry.time}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-16 flex max-w-7xl flex-col items-center justify-between gap-4 border-t border-line pt-8 text-sm text-ink-muted sm:flex-row">
        <p>{footer.copyright}</p>
        <LinkList links={footer.legalLinks} className="flex flex-wrap gap-6" />
      </div>
    </footer>
  )
}
