import { EventsManager } from '@/features/admin/content/events/events-manager'

export function AdminEventsRoute() {
  return <EventsManager />
}
