import { Check, X } from 'lucide-react'
import { useSearchParams } from 'react-router'

import { Spinner } from '@/components/spinner'
import type { ContactSubmissionPublic } from '@/lib/api/types'
import {
  ADMIN_NAV_CONTACT_SUBMISSIONS,
  COLUMN_ACTIONS,
  COLUMN_MESSAGE,
  COLUMN_NAME,
  COLUMN_RECEIVED,
  COLUMN_STATUS,
  COLUMN_SUBJECT,
  FAILED_TO_LOAD_SUBMISSIONS,
  FAILED_TO_UPDATE_SUBMISSION_STATUS,
  NO_CONTACT_SUBMISSIONS,
  noMatchingSubmissions,
  REJECT,
  SUBMISSION_COMPLETE,
  submissionsSummary,
} from '@/messages'

import { AdminPanel } from '../../components/admin-panel'
import { useDecideContactSubmission } from '../api/decide-contact-submission'
import { useContactSubmissions } from '../api/get-contact-submissions'
import { decisionFailure } from '../api/errors'
import { buildQuery, readSubmissionFilter, submissionSearch } from '../utils/filters'
import { formatDateTime } from '../utils/format'
import { SUBMISSION_STATUSES } from '../utils/status'
import { ActionAlert } from './action-alert'
import { CellLabel } from './cell-label'
import { EmailLink } from './email-link'
import { ExportCsvButton } from './export-csv-button'
import { LoadError } from './load-error'
import { StatusBadge } from './status-badge'
import { StatusFilter } from './status-filter'
import {
  DANGER_BUTTON,
  PRIMARY_BUTTON,
  TABLE,
  TABLE_CONTAINER,
  TABLE_WRAP,
  TBODY,
  TD,
  TD_WIDE,
  TH,
  THEAD,
  TR,
} from './ui'

type RowProps = {
  submission: ContactSubmissionPublic
  busy: boolean
  onDecide: (status: 'completed' | 'rejected') => void
}

function SubmissionRow({ submission, busy, onDecide }: RowProps) {
  const pending = submission.status === 'pending'
  return (
    <tr className={TR}>
      <td className={`${TD} @4xl:whitespace-nowrap`}>
        <CellLabel>{COLUMN_RECEIVED}</CellLabel>
        <time dateTime={submission.created_at} className="text-ink-muted">
          {formatDateTime(submission.created_at)}
        </time>
      </td>
      <th scope="row" className={`${TD_WIDE} text-left font-normal @4xl:min-w-[8rem]`}>
        <CellLabel>{COLUMN_NAME}</CellLabel>
        <span className="block font-semibold text-ink">{submission.name}</span>
        <EmailLink email={submission.email} />
      </th>
      <td className={TD_WIDE}>
        <CellLabel>{COLUMN_SUBJECT}</CellLabel>
        <span className="font-medium">{submission.subject}</span>
      </td>
      <td className={TD_WIDE}>
        <CellLabel>{COLUMN_MESSAGE}</CellLabel>
        <p className="break-words whitespace-pre-line text-ink-muted @4xl:min-w-[12rem]">
          {submission.message}
        </p>
      </td>
      <td className={TD}>
        <CellLabel>{COLUMN_STATUS}</CellLabel>
        <StatusBadge status={submission.status} />
        {submission.completion_time ? (
          <span className="mt-1.5 block text-xs text-ink-muted @4xl:whitespace-nowrap">
            <time dateTime={submission.completion_time}>
              {formatDateTime(submission.completion_time)}
            </time>
          </span>
        ) : null}
      </td>
      <td className={`${TD_WIDE} @4xl:text-right`}>
        <CellLabel>{COLUMN_ACTIONS}</CellLabel>
        {pending ? (
          <div className="flex flex-wrap gap-2 @4xl:flex-col @4xl:items-end">
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                onDecide('completed')
              }}
              className={PRIMARY_BUTTON}
            >
              <Check aria-hidden="true" className="size-3.5" />
              {SUBMISSION_COMPLETE}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                onDecide('rejected')
              }}
              className={DANGER_BUTTON}
            >
              <X aria-hidden="true" className="size-3.5" />
              {REJECT}
            </button>
          </div>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </td>
    </tr>
  )
}

// /admin/contact-submissions: the visitors' messages, newest first; Complete and Reject while
// pending.
export function ContactSubmissionsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = readSubmissionFilter(searchParams)
  const submissions = useContactSubmissions(filter)
  const decision = useDecideContactSubmission()

  let body
  if (submissions.isPending) {
    body = <Spinner className="py-16" />
  } else if (submissions.isError) {
    body = (
      <LoadError
        message={FAILED_TO_LOAD_SUBMISSIONS}
        retrying={submissions.isFetching}
        onRetry={() => {
          void submissions.refetch()
        }}
      />
    )
  } else if (submissions.data.data.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-muted">
        {filter.status ? noMatchingSubmissions(filter.status) : NO_CONTACT_SUBMISSIONS}
      </p>
    )
  } else {
    const rows = submissions.data.data
    body = (
      <div className={TABLE_CONTAINER}>
        <div className={TABLE_WRAP}>
          <table className={TABLE} aria-busy={submissions.isFetching}>
            <caption className="sr-only">{ADMIN_NAV_CONTACT_SUBMISSIONS}</caption>
            <thead className={THEAD}>
              <tr>
                <th scope="col" className={TH}>{COLUMN_RECEIVED}</th>
                <th scope="col" className={TH}>{COLUMN_NAME}</th>
                <th scope="col" className={TH}>{COLUMN_SUBJECT}</th>
                <th scope="col" className={TH}>{COLUMN_MESSAGE}</th>
                <th scope="col" className={TH}>{COLUMN_STATUS}</th>
                <th scope="col" className={`${TH} text-right`}>{COLUMN_ACTIONS}</th>
              </tr>
            </thead>
            <tbody className={TBODY}>
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
            </tbody>
          </table>
        </div>
      </div>
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
              setSearchParams(submissionSearch({ status }), { replace: true })
            }}
          />
          <p role="status" className="text-sm text-ink-muted">
            {count === undefined ? '' : submissionsSummary(count)}
          </p>
        </div>
        <ExportCsvButton
          path={`/api/admin/contact-submissions.csv${buildQuery(filter)}`}
          fallbackName="contact-submissions.csv"
        />
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
