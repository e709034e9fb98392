import { FooterManager } from '@/features/admin/content/footer/footer-manager'

export function AdminFooterRoute() {
  return <FooterManager />
}
