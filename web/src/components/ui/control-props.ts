import type { ChangeEvent } from 'react'

export type FieldIds = { id: string; describedBy: string | undefined; invalid: boolean }

// The props that bind a control to its shell and to a string value.
export function controlProps(
  { id, describedBy, invalid }: FieldIds,
  value: string,
  onChange: (value: string) => void,
) {
  return {
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      onChange(event.target.value)
    },
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  }
}
