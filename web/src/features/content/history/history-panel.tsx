import { ArrowRight, History, ImageOff, Loader2, RotateCcw } from 'lucide-react'
import { useId, useState } from 'react'

import { Modal } from '@/components/modal'
import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { RevisionPublic } from '@/lib/api/types'
import { useCan } from '@/lib/roles'
import {
  FAILED_TO_LOAD_HISTORY,
  FAILED_TO_RESTORE,
  HISTORY,
  HISTORY_ACTIONS,
  HISTORY_AFTER,
  HISTORY_BEFORE,
  HISTORY_CREATED_NOTE,
  HISTORY_CURRENT,
  HISTORY_DELETED_NOTE,
  HISTORY_EMPTY,
  HISTORY_EMPTY_VALUE,
  HISTORY_INTRO,
  HISTORY_NO_FIELD_CHANGES,
  HISTORY_ORIGINAL_NOTE,
  HISTORY_ORIGINAL_VERSION,
  HISTORY_SHOW_LESS,
  HISTORY_SHOW_MORE,
  historyBy,
  historyImageAlt,
  historyOfLabel,
  historyTitle,
  RESTORE,
  RESTORE_THIS_VERSION,
  RESTORE_VERSION_QUESTION,
  RESTORE_VERSION_TITLE,
  restoreVersionLabel,
  VERSION_RESTORED,
  versionRestoredFrom,
} from '../messages'

import { formatDateTime } from '@/lib/format'
import {
  useHistory,
  useRestoreRevision,
  historyQueryKey,
  type HistoryEntity,
} from '@/lib/admin-api/history'
import { BUTTON_ICON, BUTTON_SECONDARY, FOCUS_RING } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { serverMessageOf } from '@/lib/field-errors'
import { relativeTime } from './relative-time'
import { changesOf, type DiffValue, type FieldChange } from './revision-diff'

// Text longer than this is cut, with a button to read the rest.
export const TRUNCATE_AT = 160

const fullMoment = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'medium' })

function LongText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (text.length <= TRUNCATE_AT) return <span className="whitespace-pre-line">{text}</span>
  return (
    <span>
      <span id={id} className="whitespace-pre-line">
        {expanded ? text : `${text.slice(0, TRUNCATE_AT).trimEnd()}…`}
      </span>{' '}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => {
          setExpanded((value) => !value)
        }}
        className={`rounded text-xs font-semibold text-accent underline underline-offset-4 ${FOCUS_RING}`}
      >
        {expanded ? HISTORY_SHOW_LESS : HISTORY_SHOW_MORE}
      </button>
    </span>
  )
}

const THUMBNAIL = 'h-14 w-24 rounded-md border border-line bg-canvas'

// A picture of a version, small; one whose file is gone shows its address instead.
function Thumbnail({ url, alt, old }: { url: string; alt: string; old: boolean }) {
  const [missing, setMissing] = useState(false)
  if (missing) {
    return (
      <span
        title={url}
        className={`${THUMBNAIL} inline-flex flex-col items-center justify-center gap-0.5 px-1 text-ink-muted`}
      >
        <ImageOff aria-hidden="true" className="size-4 shrink-0" />
        <span className="w-full truncate text-center text-[10px] leading-tight">
          {url.split('/').pop()}
        </span>
      </span>
    )
  }
  return (
    <img
      src={url}
      alt={alt}
      title={url}
      loading="lazy"
      onError={() => {
        setMissing(true)
      }}
      className={`${THUMBNAIL} object-cover ${old ? 'opacity-50 grayscale' : ''}`}
    />
  )
}

function ValueView({ value, label, old }: { value: DiffValue; label: string; old: boolean }) {
  if (value.kind === 'empty')
    return <span className="text-ink-muted italic">{HISTORY_EMPTY_VALUE}</span>
  if (value.kind === 'image')
    return (
      <Thumbnail url={value.url} alt={historyImageAlt(label, old ? 'before' : 'after')} old={old} />
    )
  return <LongText text={value.text} />
}

function ChangeRow({ change }: { change: FieldChange }) {
  return (
    <div className="rounded-lg bg-canvas/70 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {change.label}
      </dt>
      <dd className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm break-words">
        <span className="sr-only">{HISTORY_BEFORE}:</span>
        <del className="min-w-0 text-ink-muted decoration-red-500/70">
          <ValueView value={change.before} label={change.label} old />
        </del>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span className="sr-only">{HISTORY_AFTER}:</span>
        <ins className="min-w-0 text-ink no-underline">
          <ValueView value={change.after} label={change.label} old={false} />
        </ins>
      </dd>
    </div>
  )
}

function Note({ children }: { children: string }) {
  return <p className="mt-2 text-sm text-ink-muted">{children}</p>
}

type EntryProps = {
  revision: RevisionPublic
  current: boolean
  restoring: boolean
  busy: boolean
  onRestore: () => void
}

function Entry({ revision, current, restoring, busy, onRestore }: EntryProps) {
  const original = revision.action === 'original'
  const changes = changesOf(revision)
  const when = formatDateTime(revision.at)
  return (
    <li className="relative pl-7">
      <span
        aria-hidden="true"
        className={`absolute top-1.5 left-0 size-3 rounded-full ring-4 ring-surface ${current ? 'bg-accent-solid' : 'bg-line'}`}
      />
      <div
        className={`rounded-xl border p-4 ${current ? 'border-accent/60 bg-accent/5' : 'border-line'}`}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 sm:flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              {original ? HISTORY_ORIGINAL_VERSION : HISTORY_ACTIONS[revision.action]}
              {current ? (
                <span className="rounded-full bg-accent-solid px-2 py-0.5 text-xs font-semibold text-on-accent">
                  {HISTORY_CURRENT}
                </span>
              ) : null}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              {original ? null : <span className="break-all">{historyBy(revision.actor)} · </span>}
              <time dateTime={revision.at} title={fullMoment.format(new Date(revision.at))}>
                {when}
              </time>{' '}
              · {relativeTime(revision.at)}
            </p>
          </div>
          {!current && revision.action !== 'delete' ? (
            <button
              type="button"
              onClick={onRestore}
              disabled={busy}
              aria-label={restoreVersionLabel(when)}
              className={`${BUTTON_SECONDARY} shrink-0 self-start px-3 py-1.5 text-xs`}
            >
              {restoring ? (
                <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
              ) : (
                <RotateCcw aria-hidden="true" className="size-3.5" />
              )}
              {RESTORE_THIS_VERSION}
            </button>
          ) : null}
        </div>
        {changes.length > 0 ? (
          <dl className="mt-3 space-y-2">
            {changes.map((change) => (
              <ChangeRow key={change.path} change={change} />
            ))}
          </dl>
        ) : original ? (
          <Note>{HISTORY_ORIGINAL_NOTE}</Note>
        ) : revision.action === 'create' ? (
          <Note>{HISTORY_CREATED_NOTE}</Note>
        ) : revision.action === 'delete' ? (
          <Note>{HISTORY_DELETED_NOTE}</Note>
        ) : (
          <Note>{HISTORY_NO_FIELD_CHANGES}</Note>
        )}
      </div>
    </li>
  )
}

type HistoryPanelProps = {
  entity: HistoryEntity
  entityId: string
  what: string
  onClose: () => void
  onRestored?: (revision: RevisionPublic) => void
}

// A row's versions, newest first, each with what it changed; any but the current one can be
// restored. The list follows the row live, so a save made elsewhere shows up while it is open.
export function HistoryPanel({ entity, entityId, what, onClose, onRestored }: HistoryPanelProps) {
  const query = useHistory(entity, entityId)
  useLiveQuery([entity], historyQueryKey(entity, entityId))
  const restore = useRestoreRevision()
  const toast = useToast()
  const [confirmDialog, confirm] = useConfirm()
  const introId = useId()

  async function restoreVersion(revision: RevisionPublic) {
    const when = formatDateTime(revision.at)
    const confirmed = await confirm({
      title: RESTORE_VERSION_TITLE,
      message: RESTORE_VERSION_QUESTION,
      confirmLabel: RESTORE,
      tone: 'accent',
    })
    if (!confirmed) return
    try {
      const restored = await restore.mutateAsync(revision.id)
      toast.success(VERSION_RESTORED, { description: versionRestoredFrom(when) })
      onRestored?.(restored)
      onClose()
    } catch (error) {
      toast.error(FAILED_TO_RESTORE, { description: serverMessageOf(error) })
    }
  }

  return (
    <Modal open onClose={onClose} title={historyTitle(what)} size="2xl" describedBy={introId}>
      <p id={introId} className="mb-5 text-sm text-ink-muted">
        {HISTORY_INTRO}
      </p>
      <QueryState query={query} failedMessage={FAILED_TO_LOAD_HISTORY}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line px-4 py-10 text-center text-sm text-ink-muted">
              {HISTORY_EMPTY}
            </p>
          ) : (
            <ol
              aria-label={historyTitle(what)}
              className="relative space-y-4 before:absolute before:top-2 before:bottom-2 before:left-[5px] before:w-px before:bg-line"
            >
              {data.map((revision, index) => (
                <Entry
                  key={revision.id}
                  revision={revision}
                  current={index === 0 && revision.action !== 'delete'}
                  restoring={restore.isPending && restore.variables === revision.id}
                  busy={restore.isPending}
                  onRestore={() => {
                    void restoreVersion(revision)
                  }}
                />
              ))}
            </ol>
          )
        }
      </QueryState>
      {confirmDialog}
    </Modal>
  )
}

type HistoryButtonProps = {
  entity: HistoryEntity
  // The row's id; nothing is shown for a row not saved yet.
  entityId: string | null | undefined
  // What the history is of ('Hero', an event's title), for the panel's title and the button's name.
  what: string
  onRestored?: (revision: RevisionPublic) => void
  // 'icon' for an item card: the clock alone, named for the item.
  variant?: 'button' | 'icon'
}

// The History button of a content screen or item, and its panel. Only roles that may read the
// history see it.
export function HistoryButton({
  entity,
  entityId,
  what,
  onRestored,
  variant = 'button',
}: HistoryButtonProps) {
  const allowed = useCan()
  const [open, setOpen] = useState(false)
  if (!entityId || !allowed('read_history')) return null
  const show = () => {
    setOpen(true)
  }
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={historyOfLabel(what)}
          title={HISTORY}
          onClick={show}
          className={BUTTON_ICON}
        >
          <History aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <button type="button" aria-haspopup="dialog" onClick={show} className={BUTTON_SECONDARY}>
          <History aria-hidden="true" className="size-4" />
          {HISTORY}
        </button>
      )}
      {open ? (
        <HistoryPanel
          entity={entity}
          entityId={entityId}
          what={what}
          onRestored={onRestored}
          onClose={() => {
            setOpen(false)
          }}
        />
      ) : null}
    </>
  )
}
