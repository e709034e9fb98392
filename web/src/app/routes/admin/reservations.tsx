import { ReservationsPage } from '@/features/admin/inbox/screens/reservations-page'

export function AdminReservationsRoute() {
  return <ReservationsPage />
}
