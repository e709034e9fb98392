import { LegalManager } from '@/features/legal/legal-manager'

export function AdminLegalRoute() {
  return <LegalManager />
}
