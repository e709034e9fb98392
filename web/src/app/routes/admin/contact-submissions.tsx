import { ContactSubmissionsPage } from '@/features/admin/inbox/screens/contact-submissions-page'

export function AdminContactSubmissionsRoute() {
  return <ContactSubmissionsPage />
}
