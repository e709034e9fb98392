import { ContactSubmissionsPage } from '@/features/admin/operations/components/contact-submissions-page'

export function AdminContactSubmissionsRoute() {
  return <ContactSubmissionsPage />
}
