import { ACTIVITY_ENTITIES } from '@/messages-admin'
import { ACTIVITY_ACTIONS, ACTIVITY_UPLOADED } from '../messages'

// The Activity screen's filter lives in the address (?entity=events&who=ada), as the reservation
// and message lists' do: a reload or a shared link keeps what the owner was looking at.

export type ActivityEntity = keyof typeof ACTIVITY_ENTITIES
export type AuditAction = keyof typeof ACTIVITY_ACTIONS
// `who`, when there is one, is a part of the actor's address (or 'mail link') the server looks for.
export type ActivityFilter = { entity: ActivityEntity | null; who?: string }

export const ACTIVITY_ENTITY_NAMES = Object.keys(ACTIVITY_ENTITIES) as ActivityEntity[]

export function isActivityEntity(value: string | null): value is ActivityEntity {
  return value !== null && Object.hasOwn(ACTIVITY_ENTITIES, value)
}

export function readActivityFilter(params: URLSearchParams): ActivityFilter {
  const entity = params.get('entity')
  const who = params.get('who')?.trim()
  return { entity: isActivityEntity(entity) ? entity : null, ...(who ? { who } : {}) }
}

export function activitySearch(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.entity) params.set('entity', filter.entity)
  if (filter.who) params.set('who', filter.who)
  return params
}

// An entry's change in words: 'Updated reservation', 'Created event', 'Deleted file'. A table the
// screen does not know yet is named as the server names it.
export function describeChange(action: AuditAction, entity: string): string {
  const thing = isActivityEntity(entity)
    ? ACTIVITY_ENTITIES[entity].one
    : entity.replaceAll('_', ' ')
  const verb =
    entity === 'storage' && action === 'create' ? ACTIVITY_UPLOADED : ACTIVITY_ACTIONS[action]
  return `${verb} ${thing}`
}
