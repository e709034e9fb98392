import { useState } from 'react'

import type { FieldErrors } from '@/lib/field-errors'

// The fields of Form that hold free text (a select's union of values is not one).
type TextKey<Form> = {
  [Key in keyof Form]: Form[Key] extends string ? (string extends Form[Key] ? Key : never) : never
}[keyof Form] &
  string

// A form's values in one object, with a setter per field for the fields' onChange, and the
// values it started with (to tell whether anything was changed since). `field('title')` gives a
// text field its value, its change handler and the message under it (`errors`, by field name):
// `<TextField label={TITLE_LABEL} {...field('title')} />`.
export function useFormFields<Form extends object>(start: () => Form, errors: FieldErrors = {}) {
  const [initial] = useState<Form>(start)
  const [form, setForm] = useState<Form>(initial)
  const set =
    <Key extends keyof Form>(key: Key) =>
    (value: Form[Key]) => {
      setForm((current) => ({ ...current, [key]: value }))
    }
  const field = (key: TextKey<Form>) => ({
    value: form[key] as string,
    onChange: set(key) as (value: string) => void,
    error: errors[key],
  })
  return { form, setForm, set, field, initial }
}
