import type { EventInput, EventPublic } from '@/lib/api/types'

import { listResource } from './list-resource'

export const eventsResource = listResource<EventPublic, EventInput>('/api/admin/events', 'events')
