import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { BACK_TO_HOME, LOGIN_TITLE } from '@/messages'

// The sign-in form arrives with the auth API; the route, chunk and heading are in place.
export function LoginPage() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-canvas px-4">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 shadow-xl">
        <h1 className="text-center font-display text-4xl font-semibold text-ink">{LOGIN_TITLE}</h1>
        <p className="mt-8 text-center">
          <Link
            to={paths.home.getHref()}
            className="text-sm tracking-widest text-accent uppercase hover:underline"
          >
            {BACK_TO_HOME}
          </Link>
        </p>
      </div>
    </main>
  )
}
