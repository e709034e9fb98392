import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'

import { QueryPanel } from '@/components/ui/query-state'
import type { HistoryEntity } from '@/lib/admin-api/history'

import { HistoryButton } from '../history/history-panel'
import type { useRestoreKey } from '../history/use-restore-key'

type EditorPanelProps<Data> = {
  // The screen's title, which also names the row in its History panel.
  title: string
  description: string
  query: UseQueryResult<Data, unknown>
  failedMessage: string
  // The row the screen edits, for its History (none before its first save).
  entity: HistoryEntity
  entityId: string | null | undefined
  // The screen's useRestoreKey(): kept by the screen, so that the restore which bumps it also reads
  // the screen's query again, and the editor is built from the restored row.
  restore: ReturnType<typeof useRestoreKey>
  // The editor, given the data read.
  children: (data: Data) => ReactNode
}

// A screen that edits one row the server holds (hero, footer, contact, navigation), with its
// History. The editor is not keyed on the row's id: the first save creates the row, and a new key
// would remount the editor mid-save, dropping its success message and whatever was typed
// meanwhile. Only a restore builds it again, from the restored row.
export function EditorPanel<Data>({
  title,
  description,
  query,
  failedMessage,
  entity,
  entityId,
  restore: [restoreKey, restored],
  children,
}: EditorPanelProps<Data>) {
  return (
    <QueryPanel
      title={title}
      description={description}
      query={query}
      failedMessage={failedMessage}
      actions={
        <HistoryButton entity={entity} entityId={entityId} what={title} onRestored={restored} />
      }
    >
      {(data) => <Fragment key={restoreKey}>{children(data)}</Fragment>}
    </QueryPanel>
  )
}
