import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { MAIN_CONTENT_ID } from '@/config/layout'
import { paths } from '@/config/paths'
import { BACK_TO_HOME, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@/messages'

// Any address the app has no page for (the server answers it with a 404 and this app).
export function NotFoundRoute() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-svh max-w-3xl px-4 pt-32 pb-24 outline-none sm:px-6">
      <p className="font-display text-7xl font-semibold text-accent">404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold text-ink">{NOT_FOUND_TITLE}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-muted">{NOT_FOUND_TEXT}</p>
      <Link
        to={paths.home.getHref()}
        className="mt-10 inline-flex items-center gap-2 rounded-sm text-sm tracking-widest text-accent uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {BACK_TO_HOME}
      </Link>
    </main>
  )
}
