import { useEffect, type ReactNode, type SubmitEvent } from 'react'

import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { SAVE_CHANGES } from '@/messages-admin'
import { CANCEL_EDIT } from '../messages'

import { SaveDraftButton } from '../drafts/save-draft-button'
import { HistoryButton } from '../history/history-panel'
import type { HistoryTarget } from '../hooks/use-list-editor'
import { BUTTON_SECONDARY, FormCard, SubmitButton } from '@/components/ui/form-controls'

// The foot of an add/edit form: the submit button, and Cancel while an existing item is edited.
export function EditorActions({
  saving,
  editing,
  onCancel,
  draftable = false,
  children,
}: {
  saving: boolean
  editing: boolean
  onCancel: () => void
  // A "Save as Draft" button too.
  draftable?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {editing ? (
        <button type="button" onClick={onCancel} className={BUTTON_SECONDARY}>
          {CANCEL_EDIT}
        </button>
      ) : null}
      {draftable ? <SaveDraftButton saving={saving} /> : null}
      <SubmitButton saving={saving}>{children}</SubmitButton>
    </div>
  )
}

type ItemFormProps = {
  editing: boolean
  // 'Add Event': the card's title and the button's name while adding.
  addLabel: string
  editTitle: string
  saving: boolean
  // Whether the fields hold something not saved yet: leaving the page then asks first.
  dirty: boolean
  onDirtyChange: (dirty: boolean) => void
  // The edited item's history (a History button beside the title).
  history?: HistoryTarget
  // A "Save as Draft" button beside the save (the submit handler tells which was used).
  draftable?: boolean
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void
  onCancel: () => void
  children: ReactNode
}

// The add/edit form of a list screen: one card titled for what it does, its fields, then the actions.
export function ItemForm({
  editing,
  addLabel,
  editTitle,
  saving,
  dirty,
  onDirtyChange,
  history,
  draftable,
  onSubmit,
  onCancel,
  children,
}: ItemFormProps) {
  const unsavedDialog = useUnsavedChanges(dirty)
  useEffect(() => {
    onDirtyChange(dirty)
  }, [dirty, onDirtyChange])
  return (
    <form noValidate onSubmit={onSubmit}>
      {unsavedDialog}
      <FormCard
        title={editing ? editTitle : addLabel}
        actions={editing && history ? <HistoryButton {...history} /> : undefined}
      >
        {children}
        <EditorActions saving={saving} editing={editing} onCancel={onCancel} draftable={draftable}>
          {editing ? SAVE_CHANGES : addLabel}
        </EditorActions>
      </FormCard>
    </form>
  )
}
