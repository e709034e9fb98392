import { ServiceManager } from '@/features/content/bottle-service/service-manager'

export function AdminBottleServiceRoute() {
  return <ServiceManager />
}
