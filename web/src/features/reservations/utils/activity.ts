import type { RecentActivity } from '@/lib/api/types'
import {
  ACTIVITY_CONTENT_UPDATED,
  ACTIVITY_NEW_CONTACT_FORM,
  ACTIVITY_NEW_RESERVATION,
  activitySectionUpdated,
} from '../messages'

import { formatLocalDate } from '@/lib/format'

export type ActivityLine = { title: string; text: string }

// The two lines of a 'Recent Activity' item, worded as the product's texts have them.
export function describeActivity(item: RecentActivity): ActivityLine {
  switch (item.kind) {
    case 'content':
      return {
        title: ACTIVITY_CONTENT_UPDATED,
        text: activitySectionUpdated(item.section_name ?? ''),
      }
    case 'contact':
      return {
        title: ACTIVITY_NEW_CONTACT_FORM,
        text: `${item.name ?? ''} - ${item.subject ?? ''}`,
      }
    case 'reservation':
      return {
        title: ACTIVITY_NEW_RESERVATION,
        text: `${item.name ?? ''} - ${item.date ? formatLocalDate(item.date) : ''}`,
      }
  }
}
