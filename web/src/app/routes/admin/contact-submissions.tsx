import { ContactSubmissionsPage } from '@/features/reservations/screens/contact-submissions-page'

export function AdminContactSubmissionsRoute() {
  return <ContactSubmissionsPage />
}
