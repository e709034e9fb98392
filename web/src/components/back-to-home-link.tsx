import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { BACK_TO_HOME } from '@/messages'

const LINK_CLASS =
  'inline-flex items-center gap-2 rounded-sm text-sm tracking-widest text-accent uppercase hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent'

// 'Back to Home', on the pages that stand apart from the landing page (menu, legal texts, 404).
export function BackToHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={className ? `${className} ${LINK_CLASS}` : LINK_CLASS}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {BACK_TO_HOME}
    </Link>
  )
}
