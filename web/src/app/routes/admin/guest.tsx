import { useParams } from 'react-router'

import { GuestPage } from '@/features/guests/screens/guest-page'

export function AdminGuestRoute() {
  const { guestId = '' } = useParams()
  return <GuestPage guestId={guestId} />
}
