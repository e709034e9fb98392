import { BookingPage } from '@/features/booking/components/booking-page'
import { useClubName } from '@/features/site/api/club-name'

export function BookingRoute() {
  return <BookingPage clubName={useClubName()} />
}
