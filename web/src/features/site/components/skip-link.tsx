import { MAIN_CONTENT_ID } from '@/config/layout'
import { SKIP_TO_CONTENT } from '@/messages'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-full focus:bg-accent-solid focus:px-5 focus:py-3 focus:text-sm focus:font-semibold focus:text-on-accent focus:outline-2 focus:outline-offset-2 focus:outline-accent"
    >
      {SKIP_TO_CONTENT}
    </a>
  )
}
