import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { OPEN_DRAFTS, SAVE_AS_DRAFT, draftWaiting } from '../messages'

import { BUTTON_SECONDARY } from '@/components/ui/form-controls'
import { useDrafts, type DraftPublic } from '../api/drafts'
import { DRAFT_INTENT } from '../utils/draft-intent'

// A second submit button beside a form's save: the form's changes are kept as a draft.
export function SaveDraftButton({ saving }: { saving: boolean }) {
  return (
    <button
      type="submit"
      name="intent"
      value={DRAFT_INTENT}
      disabled={saving}
      className={BUTTON_SECONDARY}
    >
      {SAVE_AS_DRAFT}
    </button>
  )
}

// Tells an editor that a draft of what it shows is waiting to be published.
export function DraftNotice({ matches }: { matches: (draft: DraftPublic) => boolean }) {
  const { data } = useDrafts()
  const draft = data?.data.find(matches)
  if (!draft) return null
  return (
    <p
      role="status"
      className="rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-ink"
    >
      {draftWaiting(draft.actor, new Date(draft.saved_at).toLocaleString())}{' '}
      <Link
        to={paths.admin.drafts.getHref()}
        className="font-medium text-accent underline underline-offset-4"
      >
        {OPEN_DRAFTS}
      </Link>
    </p>
  )
}
