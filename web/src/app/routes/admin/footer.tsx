import { FooterManager } from '@/features/content/footer/footer-manager'

export function AdminFooterRoute() {
  return <FooterManager />
}
