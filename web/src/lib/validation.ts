import { hasUnsafeCharacters, isSitePath } from '@/lib/links'
import { FIELD_REQUIRED, INVALID_URL } from '@/messages-admin'

import type { FieldErrors } from './field-errors'

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.host !== '' &&
      !hasUnsafeCharacters(value)
    )
  } catch {
    return false
  }
}

// Media may be one of our uploads (/media/...) or a web address, as the server accepts. Links are
// left to the server, whose message is shown next to the field.
export function isMediaUrl(value: string): boolean {
  return isSitePath(value) || isWebAddress(value)
}

// Required fields that are blank, and media fields that hold something other than an address.
export function checkFields(
  values: Readonly<Record<string, unknown>>,
  { required = [], media = [] }: { required?: readonly string[]; media?: readonly string[] },
): FieldErrors {
  const errors: Record<string, string> = {}
  for (const key of required) {
    const value = values[key]
    if (typeof value !== 'string' || value.trim() === '') errors[key] = FIELD_REQUIRED
  }
  for (const key of media) {
    const value = values[key]
    if (typeof value === 'string' && value.trim() !== '' && !isMediaUrl(value.trim()))
      errors[key] = INVALID_URL
  }
  return errors
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}

// A blank optional text is sent as null.
export function blankToNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}
