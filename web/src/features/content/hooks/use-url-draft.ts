import { useState } from 'react'

import { INVALID_URL } from '@/messages-admin'

import { isMediaUrl } from '@/lib/validation'

// An address being typed before it is added to something, with its message when it is not one.
export function useUrlDraft() {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  function change(next: string) {
    setValue(next)
    setError(undefined)
  }

  function clear() {
    change('')
  }

  // The address to add, or null: when the field is blank (ignored) or holds no address (then the
  // field says so).
  function take(): string | null {
    const url = value.trim()
    if (url === '') return null
    if (!isMediaUrl(url)) {
      setError(INVALID_URL)
      return null
    }
    return url
  }

  return { value, error, change, clear, take }
}
