import { Trash2 } from 'lucide-react'
import { useState } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { RESERVATION_STATUSES_HOLDING_PLACES } from '@/lib/api/rules'
import type { ReservationPublic } from '@/lib/api/types'
import { formatTimeSlot } from '@/lib/time-slot'
import {
  ADMIN_NAV_RESERVATIONS,
  COLUMN_ACTIONS,
  COLUMN_DATE_TIME,
  COLUMN_GUESTS,
  COLUMN_NAME,
  COLUMN_OCCASION,
  COLUMN_REQUESTS,
  COLUMN_STATUS,
  confirmDelete,
  DELETE,
  FAILED_TO_DELETE_RESERVATION,
  FAILED_TO_LOAD_RESERVATIONS,
  FAILED_TO_UPDATE_RESERVATION_STATUS,
  NO_RESERVATIONS,
  noMatchingReservations,
  plural,
  RESERVATION_COMPLETE,
  RESERVATION_COMPLETE_TITLE,
  REJECT,
  REJECT_RESERVATION_QUESTION,
  reservationsSummary,
  SHOW_ALL,
} from '@/messages'

import { AdminPanel } from '../../shell/admin-panel'
import { useDecideReservation } from '../api/decide-reservation'
import { useDeleteReservation } from '../api/delete-reservation'
import { useReservations } from '../api/get-reservations'
import { decisionFailure } from '../api/errors'
import { useUrlFilter } from '../hooks/use-url-filter'
import {
  buildQuery,
  readReservationFilter,
  reservationSearch,
  type ReservationFilter,
} from '../utils/filters'
import { formatNightDate } from '../utils/format'
import { STATUS_LABELS } from '../utils/status'
import { ActionAlert } from '../components/action-alert'
import { Cell, GuestCell } from '../components/cell-label'
import { DecisionButtons } from '../components/decision-buttons'
import { InboxTable } from '../components/inbox-table'
import { ExportCsvButton } from '../components/export-csv-button'
import { QueryFallback } from '../components/load-error'
import { ReservationFilters } from '../components/reservation-filters'
import { StatusBadge } from '../components/status-badge'
import {
  ICON_BUTTON,
  QUIET_BUTTON,
  TD,
  TD_WIDE,
  TR,
} from '../components/ui'

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

function describe(reservation: ReservationPublic): string {
  return [
    reservation.name,
    formatNightDate(reservation.date),
    formatTimeSlot(reservation.time),
    plural(reservation.guests, 'guest'),
  ].join(' · ')
}

const COLUMNS = [
  COLUMN_DATE_TIME,
  COLUMN_NAME,
  COLUMN_GUESTS,
  COLUMN_OCCASION,
  COLUMN_REQUESTS,
  COLUMN_STATUS,
  COLUMN_ACTIONS,
] as const

type RowProps = {
  reservation: ReservationPublic
  busy: boolean
  onDecide: (status: 'confirmed' | 'rejected') => void
  onDelete: () => void
}

function ReservationRow({ reservation, busy, onDecide, onDelete }: RowProps) {
  const pending = reservation.status === 'pending'
  return (
    <tr className={TR}>
      <Cell label={COLUMN_DATE_TIME} className={`${TD_WIDE} @4xl:whitespace-nowrap`}>
        <time dateTime={reservation.date} className="text-ink">
          {formatNightDate(reservation.date)}
        </time>
        <span aria-hidden="true" className="text-ink-muted @4xl:hidden">
          {' · '}
        </span>
        <span className="font-semibold text-ink tabular-nums @4xl:mt-0.5 @4xl:block">
          {formatTimeSlot(reservation.time)}
        </span>
      </Cell>
      <GuestCell name={reservation.name} email={reservation.email} phone={reservation.phone} />
      <Cell label={COLUMN_GUESTS} className={TD}>
        <span className="text-lg font-semibold text-ink tabular-nums @4xl:text-base">
          {reservation.guests}
        </span>
        {reservation.package_name ? (
          <span className="block text-sm text-ink-muted">{reservation.package_name}</span>
        ) : null}
      </Cell>
      <Cell label={COLUMN_OCCASION} className={TD}>
        {reservation.occasion ? capitalise(reservation.occasion) : <span className="text-ink-muted">—</span>}
      </Cell>
      <Cell label={COLUMN_REQUESTS} className={TD_WIDE}>
        {reservation.requests ? (
          <p className="break-words whitespace-pre-line text-ink-muted @4xl:min-w-[9rem]">
            {reservation.requests}
          </p>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
      <Cell label={COLUMN_STATUS} className={TD}>
        <StatusBadge status={reservation.status} />
      </Cell>
      <Cell label={COLUMN_ACTIONS} className={`${TD_WIDE} @4xl:text-right`}>
        <div className="flex flex-wrap items-center gap-2 @4xl:flex-nowrap @4xl:justify-end">
          {pending ? (
            <DecisionButtons
              busy={busy}
              accept={RESERVATION_COMPLETE}
              acceptTitle={RESERVATION_COMPLETE_TITLE}
              accepted="confirmed"
              onDecide={onDecide}
              className="flex flex-wrap gap-2 @4xl:flex-col @4xl:items-stretch"
            />
          ) : null}
          <button
            type="button"
            disabled={busy}
            aria-label={DELETE}
            title={DELETE}
            onClick={onDelete}
            className={`${ICON_BUTTON} hover:bg-red-600/10 hover:text-red-700 dark:hover:text-red-300`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </Cell>
    </tr>
  )
}

function emptyText(filter: ReservationFilter): string {
  if (filter.status === null && filter.date === null) return NO_RESERVATIONS
  return noMatchingReservations(
    filter.status ? STATUS_LABELS[filter.status].toLowerCase() : null,
    filter.date ? formatNightDate(filter.date) : null,
  )
}

// The guests of the listed requests that hold places (pending and confirmed), as the dashboard
// and the booking rules count them.
function guestsHoldingPlaces(rows: readonly ReservationPublic[]): number {
  const holding: readonly string[] = RESERVATION_STATUSES_HOLDING_PLACES
  return rows.filter((row) => holding.includes(row.status)).reduce((total, row) => total + row.guests, 0)
}

// /admin/reservations: the requests by night. Pending ones first (the default filter), 'Tonight'
// for the door; Complete confirms, Reject rejects (after a confirmation), Delete removes for good.
export function ReservationsPage() {
  const [filter, setFilter] = useUrlFilter(readReservationFilter, reservationSearch)
  const reservations = useReservations(filter)
  const decision = useDecideReservation()
  const removal = useDeleteReservation()
  const [toDelete, setToDelete] = useState<ReservationPublic | null>(null)
  const [toReject, setToReject] = useState<ReservationPublic | null>(null)
  const busy = decision.isPending || removal.isPending

  let body
  if (!reservations.isSuccess) {
    body = <QueryFallback query={reservations} failure={FAILED_TO_LOAD_RESERVATIONS} />
  } else if (reservations.data.data.length === 0) {
    const filtered = filter.status !== null || filter.date !== null
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
        <p className="text-ink-muted">{emptyText(filter)}</p>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setFilter({ status: null, date: null })
            }}
            className={QUIET_BUTTON}
          >
            {SHOW_ALL}
          </button>
        ) : null}
      </div>
    )
  } else {
    body = (
      <InboxTable caption={ADMIN_NAV_RESERVATIONS} columns={COLUMNS} busy={reservations.isFetching}>
        {reservations.data.data.map((reservation) => (
          <ReservationRow
            key={reservation.id}
            reservation={reservation}
            busy={busy}
            onDecide={(status) => {
              removal.reset()
              if (status === 'rejected') setToReject(reservation)
              else decision.mutate({ id: reservation.id, status })
            }}
            onDelete={() => {
              setToDelete(reservation)
            }}
          />
        ))}
      </InboxTable>
    )
  }

  const rows = reservations.data?.data
  const failure = decision.isError
    ? decisionFailure(decision.error, FAILED_TO_UPDATE_RESERVATION_STATUS)
    : removal.isError
      ? FAILED_TO_DELETE_RESERVATION
      : null

  return (
    <AdminPanel title={ADMIN_NAV_RESERVATIONS}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <ReservationFilters filter={filter} onChange={setFilter} />
        <ExportCsvButton
          path={`/api/admin/reservations.csv${buildQuery(filter)}`}
          fallbackName="reservations.csv"
        />
      </div>
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {rows
          ? reservationsSummary(rows.length, guestsHoldingPlaces(rows))
          : ''}
      </p>
      {failure ? (
        <div className="mb-6">
          <ActionAlert
            message={failure}
            onDismiss={() => {
              decision.reset()
              removal.reset()
            }}
          />
        </div>
      ) : null}
      {body}
      <ConfirmDialog
        open={toReject !== null}
        title={toReject ? describe(toReject) : undefined}
        message={REJECT_RESERVATION_QUESTION}
        confirmLabel={REJECT}
        onCancel={() => {
          setToReject(null)
        }}
        onConfirm={() => {
          if (!toReject) return
          decision.mutate({ id: toReject.id, status: 'rejected' })
          setToReject(null)
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? describe(toDelete) : undefined}
        message={confirmDelete('item')}
        confirmLabel={DELETE}
        onCancel={() => {
          setToDelete(null)
        }}
        onConfirm={() => {
          if (!toDelete) return
          decision.reset()
          removal.mutate(toDelete.id)
          setToDelete(null)
        }}
      />
    </AdminPanel>
  )
}
