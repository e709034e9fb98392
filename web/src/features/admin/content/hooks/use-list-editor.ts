import { useState } from 'react'

import { useConfirm } from '@/components/use-confirm'
import { confirmDelete } from '@/messages'

import type { ListResource } from '../api/list-resource'
import type { FieldErrors } from '../utils/field-errors'
import { useSaveFeedback } from './use-feedback'

type Resource<Item extends { id: string }, Input> = ListResource<Item, Input>

export type ListEditorTexts = {
  added: string
  addFailed: string
  updated: string
  updateFailed: string
  deleted: string
  deleteFailed: string
  // Which confirmation the spec asks for ('event' gives 'Are you sure you want to delete this event?').
  confirmWhat: Parameters<typeof confirmDelete>[0]
}

// What a list screen's add/edit form gets from the editor.
export type ItemFormProps<Input> = {
  saving: boolean
  errors: FieldErrors
  setErrors: (errors: FieldErrors) => void
  onSubmit: (input: Input) => void
  onCancel: () => void
}

// The add/edit form and the delete action of a list screen (events, gallery, packages): one item
// edited at a time, the spec's toasts, the server's field messages and the delete confirmation.
export function useListEditor<Item extends { id: string }, Input>(
  resource: Resource<Item, Input>,
  texts: ListEditorTexts,
) {
  const create = resource.useCreate()
  const update = resource.useUpdate()
  const remove = resource.useRemove()
  const feedback = useSaveFeedback()
  const [confirmDialog, confirm] = useConfirm()
  const [editing, setEditing] = useState<Item | null>(null)
  // Bumped after each successful add so the form starts empty again.
  const [formKey, setFormKey] = useState(0)

  function startEdit(item: Item | null) {
    setEditing(item)
    feedback.setErrors({})
    setFormKey((key) => key + 1)
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
          setFormKey((key) => key + 1)
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

  const removingId = remove.isPending ? remove.variables : undefined

  const formProps: ItemFormProps<Input> = {
    saving: create.isPending || update.isPending,
    errors: feedback.errors,
    setErrors: feedback.setErrors,
    onSubmit: submit,
    onCancel: () => {
      startEdit(null)
    },
  }

  // Edit takes the form to the top of the page, where the form is.
  function cardProps(item: Item) {
    return {
      editing: editing?.id === item.id,
      busy: removingId === item.id,
      onEdit: () => {
        startEdit(item)
        window.scrollTo({ top: 0, behavior: 'smooth' })
      },
      onDelete: () => {
        void removeItem(item)
      },
    }
  }

  return { editing, formKey, formProps, cardProps, confirmDialog }
}
