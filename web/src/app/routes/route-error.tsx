import { isRouteErrorResponse, useRouteError } from 'react-router'

import { BACK_TO_HOME, UNEXPECTED_APPLICATION_ERROR } from '@/messages'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : JSON.stringify(error)
}

// A route that fails (its code could not be fetched, or it threw while rendering): the heading
// and the error's text, without the stack a visitor has no use for, and a way back. A plain <a>
// reloads the page, which is what a failed chunk needs.
export function RouteError() {
  const error = useRouteError()
  return (
    <main className="mx-auto min-h-svh max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-ink">
        {UNEXPECTED_APPLICATION_ERROR}
      </h1>
      <p className="mt-6 text-lg break-words text-ink-muted italic">{messageOf(error)}</p>
      <a
        href="/"
        className="mt-10 inline-block rounded-sm text-sm tracking-widest text-accent uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        {BACK_TO_HOME}
      </a>
    </main>
  )
}
