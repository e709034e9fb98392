import { useState } from 'react'

import { useConfirm } from '@/components/use-confirm'
import { confirmDelete } from '@/messages'

import type { listResource } from '../api/list-resource'
import { useSaveFeedback } from './use-feedback'

type Resource<Item extends { id: string }, Input> = ReturnType<typeof listResource<Item, Input>>

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
        {
          onSuccess: () => {
            feedback.succeeded(texts.updated)
            startEdit(null)
          },
          onError: (error) => {
            feedback.failed(texts.updateFailed, error)
          },
        },
      )
    } else {
      create.mutate(input, {
        onSuccess: () => {
          feedback.succeeded(texts.added)
          setFormKey((key) => key + 1)
        },
        onError: (error) => {
          feedback.failed(texts.addFailed, error)
        },
      })
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

  return {
    editing,
    formKey,
    startEdit,
    submit,
    removeItem,
    saving: create.isPending || update.isPending,
    removingId: remove.isPending ? remove.variables : undefined,
    errors: feedback.errors,
    setErrors: feedback.setErrors,
    confirmDialog,
  }
}
