import { EventsManager } from '@/features/content/events/events-manager'

export function AdminEventsRoute() {
  return <EventsManager />
}
