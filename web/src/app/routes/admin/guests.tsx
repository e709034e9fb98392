import { GuestsPage } from '@/features/guests/screens/guests-page'

export function AdminGuestsRoute() {
  return <GuestsPage />
}
