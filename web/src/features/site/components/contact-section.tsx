import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { InTurn } from '@/components/in-turn'
import { useLiveQuery } from '@/hooks/use-live-query'
import {
  CONTACT_EMAIL,
  CONTACT_HOURS,
  CONTACT_LOCATION,
  CONTACT_PHONE,
  CONTACT_TITLE,
  contactMapTitle,
} from '@/messages'

import { useContact } from '../api/get-contact'
import { useClubName } from '../api/club-name'
import { publicKeys } from '../api/public-queries'
import { fullAddress, toContactPanel } from '../utils/contact'
import { DirectionsLink, PhoneLink } from './contact-links'
import { ContactForm } from './contact-form'
import { SectionShell } from './section-shell'

function PanelRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-4">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full border border-accent/30 text-accent">
        {icon}
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-[0.25em] text-ink-muted uppercase">
          {label}
        </h3>
        <div className="mt-1.5 text-ink">{children}</div>
      </div>
    </div>
  )
}

const LINK =
  'rounded-sm transition hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

// The contact data fails silently; the panel then shows its defaults.
export function ContactSection() {
  const { data: contact } = useContact()
  const clubName = useClubName()
  useLiveQuery(['contact_sections'], publicKeys.contact)
  const panel = toContactPanel(contact)
  const icon = 'size-5'

  return (
    <SectionShell id="contact" title={CONTACT_TITLE} tone="surface">
      <div className="mt-14 grid gap-10 lg:grid-cols-5 lg:gap-12">
        <div className="space-y-8 lg:col-span-2">
          <div className="space-y-7 rounded-2xl border border-line bg-canvas/60 p-6 sm:p-8">
            {(panel.address ?? panel.cityLine) ? (
              <PanelRow
                icon={<MapPin aria-hidden="true" className={icon} />}
                label={CONTACT_LOCATION}
              >
                <address className="not-italic">
                  <DirectionsLink
                    address={fullAddress(panel) ?? ''}
                    className={`${LINK} inline-block`}
                  >
                    {panel.address ? <span className="block">{panel.address}</span> : null}
                    {panel.cityLine ? <span className="block">{panel.cityLine}</span> : null}
                  </DirectionsLink>
                </address>
              </PanelRow>
            ) : null}
            <PanelRow icon={<Clock aria-hidden="true" className={icon} />} label={CONTACT_HOURS}>
              <ul className="space-y-1">
                {panel.hours.map((entry) => (
                  <li key={`${entry.day}-${entry.time}`}>
                    <span className="block">{entry.day}</span>
                    <span className="block text-ink-muted">{entry.time}</span>
                  </li>
                ))}
              </ul>
            </PanelRow>
            {panel.phone ? (
              <PanelRow icon={<Phone aria-hidden="true" className={icon} />} label={CONTACT_PHONE}>
                <PhoneLink phone={panel.phone} className={LINK} />
              </PanelRow>
            ) : null}
            {panel.email ? (
              <PanelRow icon={<Mail aria-hidden="true" className={icon} />} label={CONTACT_EMAIL}>
                <a href={`mailto:${panel.email}`} className={`${LINK} break-all`}>
                  {panel.email}
                </a>
              </PanelRow>
            ) : null}
          </div>
          {panel.mapUrl ? (
            <iframe
              src={panel.mapUrl}
              title={contactMapTitle(clubName)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="aspect-[4/3] w-full rounded-2xl border border-line grayscale-[60%] dark:opacity-90 dark:invert-[0.9] dark:hue-rotate-180"
            />
          ) : null}
        </div>
        <div className="lg:col-span-3">
          <InTurn>
            <ContactForm />
          </InTurn>
        </div>
      </div>
    </SectionShell>
  )
}
