import { ReservationsPage } from '@/features/admin/operations/components/reservations-page'

export function AdminReservationsRoute() {
  return <ReservationsPage />
}
