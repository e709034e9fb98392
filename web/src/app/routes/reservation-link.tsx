import { ReservationLinkPage } from '@/features/reservation-link/components/reservation-link-page'
import { useClubName } from '@/features/site/api/club-name'

export function ReservationLinkRoute() {
  return <ReservationLinkPage clubName={useClubName()} />
}
