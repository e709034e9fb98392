import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { useAuth, useAuthStore } from '@/lib/auth'
import { PROFILE_TITLE } from '@/messages-admin'
import { PROFILE_INTRO } from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { EmailCard } from '../components/email-card'
import { PasswordCard } from '../components/password-card'
import { TwoFactorCard } from '../components/two-factor-card'
import { EMAIL_CHANGE_PARAM, emailChangeOutcome } from '../utils/email-change'

// /admin/profile, for every role: the signed-in account's password, sign-in address and
// two-factor sign-in. It stays open while the owners' two-factor requirement closes the rest.
export function ProfilePage() {
  const auth = useAuth()
  const store = useAuthStore()
  const [searchParams, setSearchParams] = useSearchParams()
  const [linkOutcome] = useState(() => emailChangeOutcome(searchParams.get(EMAIL_CHANGE_PARAM)))
  // A changed address is read again, for this page and the side navigation.
  const reloadUser = useRef(searchParams.get(EMAIL_CHANGE_PARAM) === 'done')
  const signedIn = auth.status === 'signed-in'

  // Said once: the flag leaves the address, so a reload or a bookmark does not repeat it.
  useEffect(() => {
    if (!searchParams.has(EMAIL_CHANGE_PARAM)) return
    const rest = new URLSearchParams(searchParams)
    rest.delete(EMAIL_CHANGE_PARAM)
    setSearchParams(rest, { replace: true })
  }, [searchParams, setSearchParams])

  useEffect(() => {
    if (!reloadUser.current || !signedIn) return
    reloadUser.current = false
    void store.reloadUser()
  }, [signedIn, store])

  const email = signedIn ? auth.user.email : ''
  return (
    <AdminPanel title={PROFILE_TITLE} description={PROFILE_INTRO}>
      <div className="mx-auto max-w-3xl space-y-6">
        <PasswordCard email={email} />
        <EmailCard email={email} linkOutcome={linkOutcome} />
        <TwoFactorCard />
      </div>
    </AdminPanel>
  )
}
