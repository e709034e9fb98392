import { ContactManager } from '@/features/content/contact/contact-manager'

export function AdminContactRoute() {
  return <ContactManager />
}
