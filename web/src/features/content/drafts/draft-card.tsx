import {
  CalendarDays,
  Eye,
  LayoutTemplate,
  Send,
  Trash2,
  Wine,
  type LucideIcon,
} from 'lucide-react'

import {
  DRAFT_DISCARD,
  DRAFT_NEW,
  DRAFT_NO_SUMMARY,
  DRAFT_PREVIEW,
  DRAFT_PUBLISH,
  DRAFT_SAVED_AT,
  DRAFT_SAVED_BY,
  discardDraftLabel,
  previewDraftLabel,
  publishDraftLabel,
} from '../messages'

import { BUTTON_SECONDARY } from '@/components/ui/form-controls'
import { formatDateTime } from '@/lib/format'
import type { DraftEntity, DraftPublic } from '../api/drafts'
import { draftKind, draftLabel, draftPreviewHref, draftSummary, isNewDraft } from '../utils/drafts'
import { BUTTON_DISCARD, BUTTON_PUBLISH } from './buttons'

const KIND_ICONS: Record<DraftEntity, LucideIcon> = {
  content_sections: LayoutTemplate,
  events: CalendarDays,
  packages: Wine,
}

type DraftCardProps = {
  draft: DraftPublic
  busy: boolean
  onPublish: () => void
  onDiscard: () => void
}

// One draft: what it is, who kept it and when, what it would save, and its three actions.
export function DraftCard({ draft, busy, onPublish, onDiscard }: DraftCardProps) {
  const Icon = KIND_ICONS[draft.entity]
  const label = draftLabel(draft)
  const summary = draftSummary(draft)
  const titleId = `draft-${draft.id}-title`
  return (
    <li
      aria-labelledby={titleId}
      aria-busy={busy}
      className={`group relative flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-accent/50 sm:flex-row sm:items-center sm:p-6 ${busy ? 'opacity-60' : ''}`}
    >
      <div
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-accent/30 bg-accent/10 text-accent"
      >
        <Icon className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full border border-line px-2.5 py-0.5 text-[0.7rem] font-semibold tracking-[0.2em] text-ink-muted uppercase">
            {draftKind(draft)}
          </span>
          {isNewDraft(draft) ? (
            <span className="rounded-full bg-emerald-600/15 px-2.5 py-0.5 text-[0.7rem] font-semibold tracking-[0.2em] text-emerald-800 uppercase dark:text-emerald-300">
              {DRAFT_NEW}
            </span>
          ) : null}
        </div>
        <h3
          id={titleId}
          className="mt-2 truncate font-display text-2xl leading-tight font-semibold text-ink"
        >
          {label}
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{summary || DRAFT_NO_SUMMARY}</p>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-muted">
          <div className="flex gap-1.5">
            <dt>{DRAFT_SAVED_BY}</dt>
            <dd className="font-medium text-ink">{draft.actor}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{DRAFT_SAVED_AT}</dt>
            <dd>
              <time dateTime={draft.saved_at} className="font-medium text-ink">
                {formatDateTime(draft.saved_at)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch lg:flex-row lg:items-center">
        <a
          href={draftPreviewHref(draft)}
          target="_blank"
          rel="noopener"
          aria-label={previewDraftLabel(label)}
          className={BUTTON_SECONDARY}
        >
          <Eye aria-hidden="true" className="size-4" />
          {DRAFT_PREVIEW}
        </a>
        <button
          type="button"
          disabled={busy}
          onClick={onPublish}
          aria-label={publishDraftLabel(label)}
          className={BUTTON_PUBLISH}
        >
          <Send aria-hidden="true" className="size-4" />
          {DRAFT_PUBLISH}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onDiscard}
          aria-label={discardDraftLabel(label)}
          className={BUTTON_DISCARD}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {DRAFT_DISCARD}
        </button>
      </div>
    </li>
  )
}
