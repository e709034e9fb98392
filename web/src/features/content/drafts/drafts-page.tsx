import type { QueryKey } from '@tanstack/react-query'
import { Eye, FileCheck2 } from 'lucide-react'

import { useConfirm } from '@/components/use-confirm'
import { paths } from '@/config/paths'
import { ADMIN_NAV_DRAFTS, OPENS_IN_NEW_TAB } from '@/messages-admin'
import {
  confirmDiscardDraft,
  confirmPublishDraft,
  DISCARD_DRAFT_TITLE,
  DRAFT_DISCARD,
  DRAFT_DISCARDED,
  DRAFT_PUBLISH,
  DRAFT_PUBLISHED,
  DRAFTS_EMPTY,
  DRAFTS_INTRO,
  DRAFTS_LIST_LABEL,
  draftsWaiting,
  FAILED_TO_DISCARD_DRAFT,
  FAILED_TO_LOAD_DRAFTS,
  FAILED_TO_PUBLISH_DRAFT,
  PREVIEW_ALL_DRAFTS,
  PUBLISH_DRAFT_TITLE,
} from '../messages'

import { BUTTON_PRIMARY } from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { AdminPanel } from '@/components/ui/admin-panel'
import { useDiscardDraft, useDrafts, usePublishDraft, type DraftPublic } from '../api/drafts'
import { DraftCard } from './draft-card'
import { draftLabel } from '../utils/drafts'

type DraftsPageProps = {
  // The public site's queries, read again after a publish (the app knows them; see afterPublish).
  siteKeys: readonly QueryKey[]
}

// /admin/drafts: every draft waiting, each with Preview, Publish and Discard.
export function DraftsPage({ siteKeys }: DraftsPageProps) {
  const query = useDrafts()
  const publish = usePublishDraft(siteKeys)
  const discard = useDiscardDraft()
  const feedback = useSaveFeedback()
  const [confirmDialog, confirm] = useConfirm()
  const busyId = publish.isPending
    ? publish.variables.id
    : discard.isPending
      ? discard.variables.id
      : null

  async function onPublish(draft: DraftPublic) {
    const label = draftLabel(draft)
    const yes = await confirm({
      title: PUBLISH_DRAFT_TITLE,
      message: confirmPublishDraft(label),
      confirmLabel: DRAFT_PUBLISH,
    })
    if (!yes) return
    publish.mutate(draft, {
      onSuccess: () => {
        feedback.succeeded(DRAFT_PUBLISHED)
      },
      onError: (error) => {
        feedback.failed(FAILED_TO_PUBLISH_DRAFT, error)
      },
    })
  }

  async function onDiscard(draft: DraftPublic) {
    const label = draftLabel(draft)
    const yes = await confirm({
      title: DISCARD_DRAFT_TITLE,
      message: confirmDiscardDraft(label),
      confirmLabel: DRAFT_DISCARD,
    })
    if (!yes) return
    discard.mutate(draft, {
      onSuccess: () => {
        feedback.succeeded(DRAFT_DISCARDED)
      },
      onError: (error) => {
        feedback.failed(FAILED_TO_DISCARD_DRAFT, error)
      },
    })
  }

  return (
    <AdminPanel title={ADMIN_NAV_DRAFTS} description={DRAFTS_INTRO}>
      {confirmDialog}
      <QueryState query={query} failedMessage={FAILED_TO_LOAD_DRAFTS} toast>
        {({ data: drafts }) => (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-accent/25 bg-surface bg-linear-to-r from-accent/10 to-transparent px-5 py-4">
              <p role="status" className="flex items-center gap-3 text-sm font-medium text-ink">
                <FileCheck2 aria-hidden="true" className="size-5 text-accent" />
                {draftsWaiting(drafts.length)}
              </p>
              <a
                href={paths.admin.preview.getHref()}
                target="_blank"
                rel="noopener"
                aria-label={`${PREVIEW_ALL_DRAFTS} ${OPENS_IN_NEW_TAB}`}
                className={BUTTON_PRIMARY}
              >
                <Eye aria-hidden="true" className="size-4" />
                {PREVIEW_ALL_DRAFTS}
              </a>
            </div>
            {drafts.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted">
                {DRAFTS_EMPTY}
              </p>
            ) : (
              <ul aria-label={DRAFTS_LIST_LABEL} className="space-y-4">
                {drafts.map((draft) => (
                  <DraftCard
                    key={draft.id}
                    draft={draft}
                    busy={busyId === draft.id}
                    onPublish={() => void onPublish(draft)}
                    onDiscard={() => void onDiscard(draft)}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </AdminPanel>
  )
}
