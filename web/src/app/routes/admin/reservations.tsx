import { ReservationsPage } from '@/features/reservations/screens/reservations-page'

export function AdminReservationsRoute() {
  return <ReservationsPage />
}
