import { useCallback, useState, type ReactNode } from 'react'

import { ConfirmDialog } from './confirm-dialog'

export type ConfirmRequest = {
  message: string
  confirmLabel?: string
  cancelLabel?: string
  title?: string
  tone?: 'danger' | 'accent'
}
type Pending = ConfirmRequest & { resolve: (answer: boolean) => void }

// `const [dialog, confirm] = useConfirm()`: render `dialog` once, then `await confirm({message})`
// answers true when the user confirms and false when they cancel, press Escape or click outside.
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null)

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...request, resolve })
      }),
    [],
  )

  const answer = (value: boolean) => {
    pending?.resolve(value)
    setPending(null)
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      title={pending?.title}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      tone={pending?.tone}
      onConfirm={() => {
        answer(true)
      }}
      onCancel={() => {
        answer(false)
      }}
    />
  )
  return [dialog, confirm]
}
