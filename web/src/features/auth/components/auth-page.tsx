import type { ReactNode } from 'react'

import { StandaloneLink, StandalonePage } from '@/components/standalone-page'
import { paths } from '@/config/paths'
import { BACK_TO_HOME } from '@/messages'

// The sign-in and new-password pages: the club's name over one card, the way home under it.
export function AuthPage({ clubName, children }: { clubName?: string; children: ReactNode }) {
  return (
    <StandalonePage
      clubName={clubName}
      footer={
        <StandaloneLink to={paths.home.getHref()} back>
          {BACK_TO_HOME}
        </StandaloneLink>
      }
    >
      {children}
    </StandalonePage>
  )
}
