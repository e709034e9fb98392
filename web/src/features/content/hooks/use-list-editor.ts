import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { useConfirm } from '@/components/use-confirm'
import {
  confirmDelete,
  LEAVE,
  STAY,
  UNSAVED_CHANGES_QUESTION,
  UNSAVED_CHANGES_TITLE,
} from '@/messages-admin'
import { DRAFT_SAVED, FAILED_TO_SAVE_DRAFT } from '../messages'

import type { HistoryEntity } from '@/lib/admin-api/history'
import type { ListOf, ListResource } from '@/lib/admin-api/list-resource'
import type { FieldErrors } from '@/lib/field-errors'
import { useSaveDraft, type DraftOf } from '../api/save-draft'
import { useSaveFeedback } from '@/hooks/use-feedback'

type Resource<Item extends { id: string }, Input> = ListResource<Item, Input>

export type ListEditorTexts = {
  added: string
  addFailed: string
  updated: string
  updateFailed: string
  deleted: string
  deleteFailed: string
  // Which confirmation the product asks for ('event' gives 'Are you sure you want to delete this event?').
  confirmWhat: Parameters<typeof confirmDelete>[0]
}

// An item's history: the History button of its card and of its edit form.
export type HistoryTarget = {
  entity: HistoryEntity
  entityId: string
  what: string
  onRestored: () => void
}

// What an item's card gets from the editor: whether it is the one in the form or being deleted,
// its history, and its Edit and Delete.
export type CardWiring = {
  editing: boolean
  busy: boolean
  history: HistoryTarget
  onEdit: () => void
  onDelete: () => void
}

// What a list screen's add/edit form gets from the editor.
export type ItemFormProps<Input> = {
  saving: boolean
  errors: FieldErrors
  setErrors: (errors: FieldErrors) => void
  onSubmit: (input: Input) => void
  onCancel: () => void
  // Told whether the form holds changes not saved yet.
  onDirtyChange: (dirty: boolean) => void
  // While an existing item is edited.
  history?: HistoryTarget
  // Keeps the form's changes as a draft instead (screens whose items can have drafts).
  onDraft?: (input: Input) => void
}

// The add/edit form and the delete action of a list screen (events, gallery, packages): one item
// edited at a time, the product's toasts, the server's field messages and the delete confirmation.
// `titleOf` names an item in its History panel.
export function useListEditor<Item extends { id: string }, Input>(
  resource: Resource<Item, Input>,
  texts: ListEditorTexts,
  titleOf: (item: Item) => string,
  // Events and packages may also be kept as drafts.
  draftEntity?: 'events' | 'packages',
) {
  const queryClient = useQueryClient()
  const saveDraft = useSaveDraft()
  const create = resource.useCreate()
  const update = resource.useUpdate()
  const remove = resource.useRemove()
  const feedback = useSaveFeedback()
  const [confirmDialog, confirm] = useConfirm()
  // The item in the form (null: adding one) and the form's key, bumped whenever the form must
  // start again: another item opened, an item added (the form empties), the open item restored.
  const [form, setForm] = useState<{ editing: Item | null; key: number }>({ editing: null, key: 0 })
  const { editing, key: formKey } = form
  // Whether the form holds something not saved: opening another item then asks first.
  const [formDirty, setFormDirty] = useState(false)

  function startEdit(item: Item | null) {
    setForm((current) => ({ editing: item, key: current.key + 1 }))
    feedback.setErrors({})
  }

  function submit(input: Input) {
    if (editing) {
      update.mutate(
        { id: editing.id, input },
        feedback.outcome(texts.updated, texts.updateFailed, () => {
          startEdit(null)
        }),
      )
    } else {
      create.mutate(
        input,
        feedback.outcome(texts.added, texts.addFailed, () => {
          setForm((current) => ({ ...current, key: current.key + 1 }))
        }),
      )
    }
  }

  async function removeItem(item: Item) {
    if (!(await confirm({ message: confirmDelete(texts.confirmWhat) }))) return
    remove.mutate(item.id, {
      onSuccess: () => {
        if (editing?.id === item.id) startEdit(null)
        feedback.toast.success(texts.deleted)
      },
      onError: () => {
        feedback.toast.error(texts.deleteFailed)
      },
    })
  }

  // A restored item that is open in the form is opened again, with its restored values (the
  // list has been read again by then).
  function restored(id: string) {
    const fresh =
      queryClient
        .getQueryData<ListOf<Item>>(resource.queryKey)
        ?.data.find((item) => item.id === id) ?? null
    setForm((current) =>
      current.editing?.id === id ? { editing: fresh, key: current.key + 1 } : current,
    )
  }

  function historyOf(item: Item): HistoryTarget {
    return {
      entity: resource.entity,
      entityId: item.id,
      what: titleOf(item),
      onRestored: () => {
        restored(item.id)
      },
    }
  }

  const removingId = remove.isPending ? remove.variables : undefined

  const formProps: ItemFormProps<Input> = {
    saving: create.isPending || update.isPending || saveDraft.isPending,
    errors: feedback.errors,
    setErrors: feedback.setErrors,
    onSubmit: submit,
    onCancel: () => {
      startEdit(null)
    },
    onDirtyChange: setFormDirty,
    history: editing ? historyOf(editing) : undefined,
    onDraft: draftEntity
      ? (input: Input) => {
          // Kept as a draft, the changes are not lost: the form starts again as after a save.
          const draft = { entity: draftEntity, id: editing?.id ?? null, body: input } as DraftOf
          saveDraft.mutate(
            draft,
            feedback.outcome(DRAFT_SAVED, FAILED_TO_SAVE_DRAFT, () => {
              startEdit(null)
            }),
          )
        }
      : undefined,
  }

  // Edit takes the form to the top of the page, where the form is; what the form held unsaved is
  // given up only once staff say so.
  async function openItem(item: Item) {
    if (formDirty) {
      const leave = await confirm({
        title: UNSAVED_CHANGES_TITLE,
        message: UNSAVED_CHANGES_QUESTION,
        confirmLabel: LEAVE,
        cancelLabel: STAY,
      })
      if (!leave) return
    }
    startEdit(item)
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  function cardProps(item: Item): CardWiring {
    return {
      editing: editing?.id === item.id,
      busy: removingId === item.id,
      history: historyOf(item),
      onEdit: () => {
        void openItem(item)
      },
      onDelete: () => {
        void removeItem(item)
      },
    }
  }

  return { editing, formKey, formProps, cardProps, confirmDialog }
}
