import { Clock, ImageOff, Loader2, RotateCcw, Trash2, UserRound } from 'lucide-react'

import { useToast } from '@/components/use-toast'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { TrashedPublic } from '@/lib/api/types'
import { ADMIN_NAV_TRASH } from '@/messages-admin'
import {
  FAILED_TO_LOAD_TRASH,
  FAILED_TO_RESTORE_ITEM,
  ITEM_RESTORED,
  RESTORE,
  restoredTo,
  restoreItemLabel,
  TRASH_EMPTY,
  TRASH_INTRO,
  TRASH_LIST_LABEL,
  trashDeletedBy,
  trashDeletedWhen,
  trashPurgedOn,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { TRASH_QUERY_KEY, useRestoreRevision, useTrash } from '@/lib/admin-api/history'
import { BUTTON_SECONDARY } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { relativeTime } from '../history/relative-time'
import { pictureOf, valueOf } from '../history/revision-diff'
import { serverMessageOf } from '@/lib/field-errors'
import { kindOf, labelOf, screenOf, TRASH_TABLES } from './trash-labels'

const purgeDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const fullMoment = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'medium' })

type TrashRowProps = {
  item: TrashedPublic
  restoring: boolean
  busy: boolean
  onRestore: () => void
}

function TrashRow({ item, restoring, busy, onRestore }: TrashRowProps) {
  const picture = pictureOf(valueOf(item))
  const label = labelOf(item)
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="aspect-video w-full shrink-0 overflow-hidden rounded-xl border border-line bg-canvas sm:w-36">
        {picture ? (
          <img src={picture} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {kindOf(item.entity)}
        </p>
        <h2 className="mt-0.5 font-display text-xl leading-tight font-semibold break-words text-ink">
          {label}
        </h2>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="break-all">{trashDeletedBy(item.actor)}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            <time dateTime={item.at} title={fullMoment.format(new Date(item.at))}>
              {trashDeletedWhen(relativeTime(item.at))}
            </time>
          </span>
        </div>
        <p className="mt-1 inline-flex items-center gap-1.5 text-xs text-ink-muted">
          <Trash2 aria-hidden="true" className="size-3.5 shrink-0" />
          <time dateTime={item.purge_at}>
            {trashPurgedOn(purgeDate.format(new Date(item.purge_at)))}
          </time>
        </p>
      </div>
      <button
        type="button"
        onClick={onRestore}
        disabled={busy}
        aria-label={restoreItemLabel(label)}
        className={`${BUTTON_SECONDARY} self-start sm:self-center`}
      >
        {restoring ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <RotateCcw aria-hidden="true" className="size-4" />
        )}
        {RESTORE}
      </button>
    </li>
  )
}

// /admin/trash: what was deleted in the last 30 days, newest first, each with a way back. The
// list follows the content tables live, so a deletion made elsewhere shows up here.
export function TrashPage() {
  const query = useTrash()
  useLiveQuery(TRASH_TABLES, TRASH_QUERY_KEY)
  const restore = useRestoreRevision()
  const toast = useToast()

  async function restoreItem(item: TrashedPublic) {
    const screen = screenOf(item.entity)
    try {
      await restore.mutateAsync(item.id)
      toast.success(ITEM_RESTORED, {
        description: restoredTo(`${kindOf(item.entity)} “${labelOf(item)}”`, screen),
      })
    } catch (error) {
      toast.error(FAILED_TO_RESTORE_ITEM, { description: serverMessageOf(error) })
    }
  }

  return (
    <AdminPanel title={ADMIN_NAV_TRASH} description={TRASH_INTRO}>
      <QueryState query={query} failedMessage={FAILED_TO_LOAD_TRASH} toast>
        {({ data }) =>
          data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
              <Trash2 aria-hidden="true" className="size-10 text-accent" />
              <p className="max-w-md text-ink-muted">{TRASH_EMPTY}</p>
            </div>
          ) : (
            <ul aria-label={TRASH_LIST_LABEL} className="space-y-3">
              {data.map((item) => (
                <TrashRow
                  key={item.id}
                  item={item}
                  restoring={restore.isPending && restore.variables === item.id}
                  busy={restore.isPending}
                  onRestore={() => {
                    void restoreItem(item)
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPanel>
  )
}
