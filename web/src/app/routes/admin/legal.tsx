import { LegalManager } from '@/features/admin/legal/legal-manager'

export function AdminLegalRoute() {
  return <LegalManager />
}
