import type { ReactNode } from 'react'

import { directionsHref, telHref } from '@/lib/links'
import { CONTACT_DIRECTIONS } from '@/messages'

// The club's phone number, a tap to call (plain text when it holds no digit to dial).
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  const href = telHref(phone)
  if (!href) return <span>{phone}</span>
  return (
    <a href={href} className={className}>
      {phone}
    </a>
  )
}

// The club's address, a tap for directions: a maps search in a new tab (a phone opens its maps app).
export function DirectionsLink({
  address,
  className,
  children,
}: {
  address: string
  className: string
  children: ReactNode
}) {
  const href = directionsHref(address)
  if (!href) return <>{children}</>
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> {CONTACT_DIRECTIONS}</span>
    </a>
  )
}
