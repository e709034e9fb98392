import type { SubmitEvent } from 'react'

import { useFormFields } from '@/hooks/use-form-fields'
import type { FieldErrors } from '@/lib/field-errors'
import { hasErrors } from '@/lib/validation'

import { differs } from '../utils/dirty'
import { wantsDraft } from '../utils/draft-intent'
import type { ItemFormProps } from './use-list-editor'

// What a form's fields make of it: the problems to show under them, and the item to send (null
// when a value cannot be read, a price say).
export type ItemCheck<Input> = { problems: FieldErrors; input: Input | null }

// The add/edit form of a list screen (events, packages, gallery): its fields, the server's messages
// under them, and what its ItemForm takes. Submitting checks the fields, shows the problems, and
// sends the item only without any: saved, or kept as a draft when that button was used.
export function useItemForm<Form extends object, Input>(
  props: ItemFormProps<Input>,
  start: () => Form,
  check: (form: Form) => ItemCheck<Input>,
) {
  const { form, set, field, initial } = useFormFields(start, props.errors)

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const { problems, input } = check(form)
    props.setErrors(problems)
    if (hasErrors(problems) || input === null) return
    const send = props.onDraft && wantsDraft(event) ? props.onDraft : props.onSubmit
    send(input)
  }

  return {
    form,
    set,
    field,
    errors: props.errors,
    // Spread on the ItemForm.
    itemForm: {
      saving: props.saving,
      dirty: differs(form, initial),
      onDirtyChange: props.onDirtyChange,
      history: props.history,
      draftable: props.onDraft !== undefined,
      onSubmit,
      onCancel: props.onCancel,
    },
  }
}
