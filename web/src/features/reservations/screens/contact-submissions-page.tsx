import type { ContactSubmissionPublic } from '@/lib/api/types'
import { useCan } from '@/lib/roles'
import { ADMIN_NAV_CONTACT_SUBMISSIONS, COLUMN_NAME } from '@/messages-admin'
import {
  COLUMN_ACTIONS,
  COLUMN_MESSAGE,
  COLUMN_RECEIVED,
  COLUMN_STATUS,
  COLUMN_SUBJECT,
  FAILED_TO_LOAD_SUBMISSIONS,
  FAILED_TO_UPDATE_SUBMISSION_STATUS,
  NO_CONTACT_SUBMISSIONS,
  noMatchingSubmissions,
  SUBMISSION_COMPLETE,
  submissionsSummary,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { useDecideContactSubmission } from '../api/decide-contact-submission'
import { useContactSubmissions } from '../api/get-contact-submissions'
import { decisionFailure } from '../api/errors'
import { useUrlFilter } from '@/hooks/use-url-filter'
import { buildQuery, readSubmissionFilter, submissionSearch } from '../utils/filters'
import { formatDateTime } from '@/lib/format'
import { SUBMISSION_STATUSES } from '../utils/status'
import { ActionAlert } from '@/components/ui/action-alert'
import { Cell, GuestCell } from '@/components/ui/cell-label'
import { DecisionButtons } from '../components/decision-buttons'
import { ListTable } from '@/components/ui/list-table'
import { ExportCsvButton } from '@/components/ui/export-csv-button'
import { QueryFallback } from '@/components/ui/query-fallback'
import { StatusBadge } from '../components/status-badge'
import { StatusFilter } from '../components/status-filter'
import { TD, TD_WIDE, TR } from '@/components/ui/table'

const COLUMNS = [
  COLUMN_RECEIVED,
  COLUMN_NAME,
  COLUMN_SUBJECT,
  COLUMN_MESSAGE,
  COLUMN_STATUS,
  COLUMN_ACTIONS,
] as const

type RowProps = {
  submission: ContactSubmissionPublic
  busy: boolean
  onDecide: (status: 'completed' | 'rejected') => void
}

function SubmissionRow({ submission, busy, onDecide }: RowProps) {
  const pending = submission.status === 'pending'
  return (
    <tr className={TR}>
      <Cell label={COLUMN_RECEIVED} className={`${TD} @4xl:whitespace-nowrap`}>
        <time dateTime={submission.created_at} className="text-ink-muted">
          {formatDateTime(submission.created_at)}
        </time>
      </Cell>
      <GuestCell name={submission.name} email={submission.email} />
      <Cell label={COLUMN_SUBJECT} className={TD_WIDE}>
        <span className="font-medium">{submission.subject}</span>
      </Cell>
      <Cell label={COLUMN_MESSAGE} className={TD_WIDE}>
        <p className="wrap-anywhere whitespace-pre-line text-ink-muted @4xl:min-w-[12rem]">
          {submission.message}
        </p>
      </Cell>
      <Cell label={COLUMN_STATUS} className={TD}>
        <StatusBadge status={submission.status} />
        {submission.completion_time ? (
          <span className="mt-1.5 block text-xs text-ink-muted @4xl:whitespace-nowrap">
            <time dateTime={submission.completion_time}>
              {formatDateTime(submission.completion_time)}
            </time>
          </span>
        ) : null}
      </Cell>
      <Cell label={COLUMN_ACTIONS} className={`${TD_WIDE} @4xl:text-right`}>
        {pending ? (
          <DecisionButtons
            busy={busy}
            accept={SUBMISSION_COMPLETE}
            accepted="completed"
            onDecide={onDecide}
            className="flex flex-wrap gap-2 @4xl:flex-col @4xl:items-end"
          />
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
    </tr>
  )
}

// /admin/contact-submissions: the visitors' messages, newest first; Complete and Reject while
// pending. Export CSV is offered to the roles that may export (not to a host).
export function ContactSubmissionsPage() {
  const allowed = useCan()
  const [filter, setFilter] = useUrlFilter(readSubmissionFilter, submissionSearch)
  const submissions = useContactSubmissions(filter)
  const decision = useDecideContactSubmission()

  let body
  if (!submissions.isSuccess) {
    body = <QueryFallback query={submissions} failure={FAILED_TO_LOAD_SUBMISSIONS} />
  } else if (submissions.data.data.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-muted">
        {filter.status ? noMatchingSubmissions(filter.status) : NO_CONTACT_SUBMISSIONS}
      </p>
    )
  } else {
    const rows = submissions.data.data
    body = (
      <ListTable
        caption={ADMIN_NAV_CONTACT_SUBMISSIONS}
        columns={COLUMNS}
        busy={submissions.isFetching}
      >
        {rows.map((submission) => (
          <SubmissionRow
            key={submission.id}
            submission={submission}
            busy={decision.isPending}
            onDecide={(status) => {
              decision.mutate({ id: submission.id, status })
            }}
          />
        ))}
      </ListTable>
    )
  }

  const count = submissions.data?.count
  return (
    <AdminPanel title={ADMIN_NAV_CONTACT_SUBMISSIONS}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <StatusFilter
            statuses={SUBMISSION_STATUSES}
            value={filter.status}
            onChange={(status) => {
              setFilter({ status })
            }}
          />
          <p role="status" className="text-sm text-ink-muted">
            {count === undefined ? '' : submissionsSummary(count)}
          </p>
        </div>
        {allowed('export_contact_submissions') ? (
          <ExportCsvButton
            path={`/api/admin/contact-submissions.csv${buildQuery(filter)}`}
            fallbackName="contact-submissions.csv"
          />
        ) : null}
      </div>
      {decision.isError ? (
        <div className="mb-6">
          <ActionAlert
            message={decisionFailure(decision.error, FAILED_TO_UPDATE_SUBMISSION_STATUS)}
            onDismiss={() => {
              decision.reset()
            }}
          />
        </div>
      ) : null}
      {body}
    </AdminPanel>
  )
}
