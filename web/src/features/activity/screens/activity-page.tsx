import { useId } from 'react'

import type { components } from '@/lib/api/schema'
import { ACTIVITY_ENTITIES, ADMIN_NAV_ACTIVITY } from '@/messages-admin'
import {
  ACTIVITY_ALL_ENTITIES,
  ACTIVITY_CLEAR_WHO,
  ACTIVITY_COLUMNS,
  ACTIVITY_EMPTY,
  ACTIVITY_FILTER_ENTITY,
  ACTIVITY_INTRO,
  ACTIVITY_LOAD_OLDER,
  ACTIVITY_LOADING_OLDER,
  ACTIVITY_NO_MATCH,
  ACTIVITY_NO_OLDER,
  ACTIVITY_SEARCH_WHO,
  ACTIVITY_SEARCH_WHO_PLACEHOLDER,
  activityKept,
  FAILED_TO_LOAD_ACTIVITY,
  FAILED_TO_LOAD_OLDER_ACTIVITY,
} from '../messages'

import { Cell } from '@/components/ui/cell-label'
import { ListTable } from '@/components/ui/list-table'
import { LoadError, QueryFallback } from '@/components/ui/query-fallback'
import { SearchField } from '@/components/ui/search-field'
import { FOCUS_RING, QUIET_BUTTON, TD, TD_WIDE, TR } from '@/components/ui/table'
import { useUrlFilter } from '@/hooks/use-url-filter'
import { formatDateTime } from '@/lib/format'
import { AdminPanel } from '@/components/ui/admin-panel'
import { useAuditLog } from '../api/get-audit-log'
import {
  ACTIVITY_ENTITY_NAMES,
  activitySearch,
  describeChange,
  isActivityEntity,
  readActivityFilter,
  type ActivityFilter,
} from '../utils/audit-log'

type AuditEntry = components['schemas']['AuditEntryPublic']

const COLUMNS = Object.values(ACTIVITY_COLUMNS)
const fullMoment = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'medium' })

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className={TR}>
      <Cell label={ACTIVITY_COLUMNS.when} className={`${TD} @4xl:whitespace-nowrap`}>
        <time
          dateTime={entry.at}
          title={fullMoment.format(new Date(entry.at))}
          className="text-ink-muted"
        >
          {formatDateTime(entry.at)}
        </time>
      </Cell>
      <Cell label={ACTIVITY_COLUMNS.who} className={TD}>
        <span className="break-all text-ink">{entry.actor}</span>
      </Cell>
      <Cell label={ACTIVITY_COLUMNS.what} className={`${TD} @4xl:whitespace-nowrap`}>
        <span className="font-medium text-ink">{describeChange(entry.action, entry.entity)}</span>
      </Cell>
      <Cell label={ACTIVITY_COLUMNS.details} className={TD_WIDE}>
        <span className="break-words text-ink-muted">{entry.summary || '—'}</span>
      </Cell>
      <Cell label={ACTIVITY_COLUMNS.address} className={`${TD} @4xl:text-right`}>
        <span className="font-mono text-xs break-all text-ink-muted">{entry.address || '—'}</span>
      </Cell>
    </tr>
  )
}

type FiltersProps = { filter: ActivityFilter; onChange: (filter: ActivityFilter) => void }

// The kind of thing changed, and who changed it (a part of the address, searched as it is typed).
function ActivityFilters({ filter, onChange }: FiltersProps) {
  const entityId = useId()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={entityId} className="sr-only">
        {ACTIVITY_FILTER_ENTITY}
      </label>
      <select
        id={entityId}
        value={filter.entity ?? ''}
        onChange={(event) => {
          const { value } = event.target
          onChange({ ...filter, entity: isActivityEntity(value) ? value : null })
        }}
        className={`rounded-full border border-line bg-surface px-4 py-2 text-sm text-ink ${FOCUS_RING}`}
      >
        <option value="">{ACTIVITY_ALL_ENTITIES}</option>
        {ACTIVITY_ENTITY_NAMES.map((entity) => (
          <option key={entity} value={entity}>
            {ACTIVITY_ENTITIES[entity].filter}
          </option>
        ))}
      </select>
      <SearchField
        label={ACTIVITY_SEARCH_WHO}
        placeholder={ACTIVITY_SEARCH_WHO_PLACEHOLDER}
        clearLabel={ACTIVITY_CLEAR_WHO}
        value={filter.who ?? ''}
        onSearch={(who) => {
          onChange(who ? { ...filter, who } : { entity: filter.entity })
        }}
      />
    </div>
  )
}

// /admin/activity (owners only): who changed what in the admin area, newest first, a page at a
// time.
export function ActivityPage() {
  const [filter, setFilter] = useUrlFilter(readActivityFilter, activitySearch)
  const log = useAuditLog(filter)
  const entries = log.data?.pages.flatMap((page) => page.data) ?? []
  const keepDays = log.data?.pages[0]?.keep_days

  let body
  if (log.data === undefined) {
    // The first page: a spinner, or why it did not come.
    body = <QueryFallback query={log} failure={FAILED_TO_LOAD_ACTIVITY} />
  } else if (entries.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-muted">
        {filter.entity || filter.who ? ACTIVITY_NO_MATCH : ACTIVITY_EMPTY}
      </p>
    )
  } else {
    body = (
      <>
        <ListTable
          caption={ADMIN_NAV_ACTIVITY}
          columns={COLUMNS}
          busy={log.isFetching && !log.isFetchingNextPage}
        >
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ListTable>
        <div className="mt-6 flex flex-col items-center gap-3">
          {log.isFetchNextPageError ? (
            <div className="w-full">
              <LoadError
                message={FAILED_TO_LOAD_OLDER_ACTIVITY}
                retrying={log.isFetchingNextPage}
                onRetry={() => {
                  void log.fetchNextPage()
                }}
              />
            </div>
          ) : log.hasNextPage ? (
            <button
              type="button"
              disabled={log.isFetchingNextPage || log.isPlaceholderData}
              onClick={() => {
                void log.fetchNextPage()
              }}
              className={`${QUIET_BUTTON} px-5 py-2`}
            >
              {log.isFetchingNextPage ? ACTIVITY_LOADING_OLDER : ACTIVITY_LOAD_OLDER}
            </button>
          ) : (
            <p className="text-sm text-ink-muted">{ACTIVITY_NO_OLDER}</p>
          )}
        </div>
      </>
    )
  }

  return (
    <AdminPanel title={ADMIN_NAV_ACTIVITY} description={ACTIVITY_INTRO}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <ActivityFilters filter={filter} onChange={setFilter} />
        <p className="text-sm text-ink-muted">
          {keepDays === undefined ? '' : activityKept(keepDays)}
        </p>
      </div>
      {body}
    </AdminPanel>
  )
}
