import type { ReactNode } from 'react'

import { CANCEL_EDIT } from '@/messages'

import { BUTTON_SECONDARY, SubmitButton } from './form-controls'

// The foot of an add/edit form: the submit button, and Cancel while an existing item is edited.
export function EditorActions({ saving, editing, onCancel, children }: { saving: boolean; editing: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {editing ? (
        <button type="button" onClick={onCancel} className={BUTTON_SECONDARY}>
          {CANCEL_EDIT}
        </button>
      ) : null}
      <SubmitButton saving={saving}>{children}</SubmitButton>
    </div>
  )
}
