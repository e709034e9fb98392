import { useState } from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'

type BrandProps = {
  clubName: string
  logoUrl: string | null | undefined
  // The logo's renditions and its shown width, when the app knows them (never in the first screen
  // the server sends, which shows the logo's own file).
  srcSet?: string
  sizes?: string
}

// The logo from the navigation settings, or the club's name as text: without a logo, and also
// when the logo cannot be loaded (its file gone, the media store unreachable), so the bar always
// shows the brand.
export function Brand({ clubName, logoUrl, srcSet, sizes }: BrandProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  const showLogo = Boolean(logoUrl) && logoUrl !== failedLogo
  return (
    <Link
      to={paths.home.getHref()}
      className="flex shrink-0 items-center rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      {showLogo ? (
        <img
          src={logoUrl ?? undefined}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={clubName}
          onError={() => {
            setFailedLogo(logoUrl ?? null)
          }}
          className="h-9 w-auto max-w-48 object-contain"
        />
      ) : (
        <span className="font-display text-2xl font-semibold uppercase tracking-[0.3em] text-accent">
          {clubName}
        </span>
      )}
    </Link>
  )
}
