import { ContactManager } from '@/features/admin/content/contact/contact-manager'

export function AdminContactRoute() {
  return <ContactManager />
}
