import { ServiceManager } from '@/features/admin/content/bottle-service/service-manager'

export function AdminBottleServiceRoute() {
  return <ServiceManager />
}
