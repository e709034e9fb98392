import { useState } from 'react'

// The key of a screen's form: it changes after each restore, so the form is built again from the
// restored row. Forms seed their fields once, and are not keyed on the row's updated_at, which a
// save of their own changes too (a remount then would drop what was typed while it was on its way).
export function useRestoreKey(): [key: number, restored: () => void] {
  const [key, setKey] = useState(0)
  return [
    key,
    () => {
      setKey((value) => value + 1)
    },
  ]
}
