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

export function Brand({ clubName, logoUrl, srcSet, sizes }: BrandProps) {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex shrink-0 items-center rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={clubName}
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
