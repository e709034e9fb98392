import { listResource } from './list-resource'

export const eventsResource = listResource('/api/admin/events', 'events')
