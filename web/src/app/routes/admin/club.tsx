import { ClubPage } from '@/features/club/screens/club-page'

export function AdminClubRoute() {
  return <ClubPage />
}
