import { BookingRulesPage } from '@/features/admin/inbox/screens/booking-rules-page'

export function AdminBookingRulesRoute() {
  return <BookingRulesPage />
}
