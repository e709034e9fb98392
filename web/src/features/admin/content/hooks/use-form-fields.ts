import { useState } from 'react'

// A form's values in one object, with a setter per field for the fields' onChange.
export function useFormFields<Form extends object>(initial: () => Form) {
  const [form, setForm] = useState<Form>(initial)
  const set =
    <Key extends keyof Form>(key: Key) =>
    (value: Form[Key]) => {
      setForm((current) => ({ ...current, [key]: value }))
    }
  return { form, setForm, set }
}
