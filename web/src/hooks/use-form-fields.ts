import { useState } from 'react'

// A form's values in one object, with a setter per field for the fields' onChange, and the
// values it started with (to tell whether anything was changed since).
export function useFormFields<Form extends object>(start: () => Form) {
  const [initial] = useState<Form>(start)
  const [form, setForm] = useState<Form>(initial)
  const set =
    <Key extends keyof Form>(key: Key) =>
    (value: Form[Key]) => {
      setForm((current) => ({ ...current, [key]: value }))
    }
  return { form, setForm, set, initial }
}
