import type { QueryKey } from '@tanstack/react-query'
import { ArrowLeft, Eye, Loader2, Send } from 'lucide-react'
import { Link } from 'react-router'

import { useConfirm } from '@/components/use-confirm'
import { paths } from '@/config/paths'
import {
  ALL_DRAFTS_PUBLISHED,
  BACK_TO_DRAFTS,
  PREVIEW_BANNER,
  PREVIEW_BANNER_NOTHING,
  PUBLISH_ALL,
  publishAllStopped,
} from '@/messages-admin'
import {
  confirmPublishAll,
  PREVIEW_BANNER_LABEL,
  previewDraftsApplied,
  PUBLISH_ALL_TITLE,
  publishingProgress,
} from '../messages'

import { FOCUS_RING } from '@/components/ui/form-controls'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useDrafts, usePublishAll } from '../api/drafts'
import { draftLabel } from '../utils/drafts'

// The banner stays dark in both themes so it never reads as part of the site under it.
const BANNER_BUTTON = `inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`

// The preview's fixed banner: says that what is shown is not live, leads back to the drafts, and
// publishes them all, one after the other.
export function PreviewBanner({ siteKeys }: { siteKeys: readonly QueryKey[] }) {
  const drafts = useDrafts().data?.data
  const { publishAll, progress, publishing } = usePublishAll(siteKeys)
  const feedback = useSaveFeedback()
  const [confirmDialog, confirm] = useConfirm()
  const count = drafts?.length ?? 0

  async function onPublishAll() {
    if (!drafts?.length) return
    const yes = await confirm({
      title: PUBLISH_ALL_TITLE,
      message: confirmPublishAll(drafts.length),
      confirmLabel: PUBLISH_ALL,
    })
    if (!yes) return
    const outcome = await publishAll(drafts)
    if (outcome.ok) feedback.succeeded(ALL_DRAFTS_PUBLISHED)
    else
      feedback.failed(
        publishAllStopped(draftLabel(outcome.failed), outcome.published),
        outcome.error,
      )
  }

  return (
    <>
      {confirmDialog}
      <section
        aria-label={PREVIEW_BANNER_LABEL}
        className="fixed inset-x-0 bottom-0 z-[60] border-t-2 border-gold-400 bg-neutral-950/95 text-white shadow-[0_-20px_60px_-20px] shadow-black/70 backdrop-blur-md"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-black shadow-[0_0_24px_-4px] shadow-gold-400/70"
            >
              <Eye className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold tracking-wide">
                {count > 0 || drafts === undefined ? PREVIEW_BANNER : PREVIEW_BANNER_NOTHING}
              </p>
              <p role="status" className="text-sm text-white/75">
                {progress
                  ? publishingProgress(progress.done, progress.count)
                  : drafts
                    ? previewDraftsApplied(count)
                    : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={paths.admin.drafts.getHref()}
              className={`${BANNER_BUTTON} border border-white/30 text-white hover:border-gold-300 hover:text-gold-300`}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {BACK_TO_DRAFTS}
            </Link>
            <button
              type="button"
              disabled={count === 0 || publishing}
              aria-busy={publishing}
              onClick={() => void onPublishAll()}
              className={`${BANNER_BUTTON} bg-gold-400 text-black hover:bg-gold-300`}
            >
              {publishing ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {PUBLISH_ALL}
            </button>
          </div>
        </div>
      </section>
    </>
  )
}
