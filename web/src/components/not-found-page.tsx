import { BackToHomeLink } from '@/components/back-to-home-link'
import { MAIN_CONTENT_ID } from '@/config/layout'
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@/messages'

// The app's 404 page: any address it has no page for, or a page whose content is not there
// (the server answers both with a 404 and this app).
export function NotFoundPage() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto min-h-svh max-w-3xl px-4 pt-32 pb-24 outline-none sm:px-6"
    >
      <p className="font-display text-7xl font-semibold text-accent">404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold text-ink">{NOT_FOUND_TITLE}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-muted">{NOT_FOUND_TEXT}</p>
      <BackToHomeLink className="mt-10" />
    </main>
  )
}
