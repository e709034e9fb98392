import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { Spinner } from '@/components/spinner'

import { AdminPanel } from './admin-panel'
import { useLoadFailureToast } from '@/hooks/use-feedback'
import { LoadFailed } from './load-failed'

type QueryStateProps<Data> = {
  query: UseQueryResult<Data, unknown>
  failedMessage: string
  // Whole screens also toast a load failure; the lists under an editor show only the inline error.
  toast?: boolean
  children: (data: Data) => ReactNode
}

// What a screen shows for its data: a spinner while it loads, the error with a retry, then the data.
export function QueryState<Data>({
  query,
  failedMessage,
  toast = false,
  children,
}: QueryStateProps<Data>) {
  useLoadFailureToast(toast && query.isError, failedMessage)
  if (query.isPending) return <Spinner className="py-16" />
  if (query.isError)
    return (
      <LoadFailed
        message={failedMessage}
        onRetry={() => {
          void query.refetch()
        }}
      />
    )
  return children(query.data)
}

type QueryPanelProps<Data> = Omit<QueryStateProps<Data>, 'toast'> & {
  title: string
  description: string
  actions?: ReactNode
}

// An admin screen that edits one thing the server holds.
export function QueryPanel<Data>({ title, description, actions, ...state }: QueryPanelProps<Data>) {
  return (
    <AdminPanel title={title} description={description} actions={actions}>
      <QueryState toast {...state} />
    </AdminPanel>
  )
}
