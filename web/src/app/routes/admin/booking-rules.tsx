import { BookingRulesPage } from '@/features/reservations/screens/booking-rules-page'

export function AdminBookingRulesRoute() {
  return <BookingRulesPage />
}
