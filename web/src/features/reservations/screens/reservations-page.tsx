import { CalendarX, NotebookPen, Pencil, Plus, Trash2, Undo2 } from 'lucide-react'
import { useState } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { useToast } from '@/components/use-toast'
import { RESERVATION_STATUSES_HOLDING_PLACES } from '@/lib/api/rules'
import type { ReservationStaffPublic } from '@/lib/api/types'
import { useFloor, type Floor } from '@/lib/admin-api/floor'
import { badgeOf, type GuestBadge } from '@/lib/guests'
import { GuestSummary } from '@/components/guest-badge'
import { useCan, type OperationId } from '@/lib/roles'
import { formatTimeSlot } from '@/lib/time-slot'
import {
  ADMIN_NAV_RESERVATIONS,
  COLUMN_NAME,
  confirmDelete,
  DELETE,
  plural,
} from '@/messages-admin'
import {
  COLUMN_ACTIONS,
  COLUMN_DATE_TIME,
  COLUMN_GUESTS,
  COLUMN_OCCASION,
  COLUMN_REQUESTS,
  COLUMN_STATUS,
  editReservationLabel,
  FAILED_TO_DELETE_RESERVATION,
  FAILED_TO_LOAD_RESERVATIONS,
  FAILED_TO_UNDO_RESERVATION,
  FAILED_TO_UPDATE_RESERVATION_STATUS,
  atTable,
  inArea,
  NEW_BOOKING,
  NO_RESERVATIONS,
  noMatchingReservations,
  noReservationsFound,
  RESERVATION_COMPLETE,
  RESERVATION_COMPLETE_EMAILS_TITLE,
  RESERVATION_CONFIRMED_EMAILED,
  RESERVATION_REJECTED_EMAILED,
  RESERVATION_UNDO,
  RESERVATION_UNDO_HINT,
  reservationsSummary,
  SHOW_ALL,
  TABLE_AND_NOTES,
  tableAndNotesLabel,
  undoReservationLabel,
  CANCEL_RESERVATION,
  CANCEL_RESERVATION_QUESTION,
  FAILED_TO_CANCEL_RESERVATION,
  RESERVATION_CANCELLED,
  cancelReservationLabel,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { useDecideReservation } from '../api/decide-reservation'
import { useDeleteReservation } from '../api/delete-reservation'
import { useReservations } from '../api/get-reservations'
import { decisionFailure } from '../api/errors'
import { useUndoReservation } from '../api/undo-reservation'
import { useCancelReservation } from '../api/cancel-reservation'
import { serverMessageOf } from '@/lib/field-errors'
import { useUrlFilter } from '@/hooks/use-url-filter'
import {
  buildQuery,
  readReservationFilter,
  reservationSearch,
  type ReservationFilter,
} from '../utils/filters'
import { formatNightDate, tonight } from '@/lib/format'
import { STATUS_LABELS } from '../utils/status'
import { ActionAlert } from '@/components/ui/action-alert'
import {
  EditReservationDialog,
  NewBookingDialog,
  NoteReservationDialog,
} from '../components/booking-dialog'
import { Cell, GuestCell } from '@/components/ui/cell-label'
import { DecisionButtons } from '../components/decision-buttons'
import { ListTable } from '@/components/ui/list-table'
import { ExportCsvButton } from '@/components/ui/export-csv-button'
import { QueryFallback } from '@/components/ui/query-fallback'
import { SourceBadge, StaffNote, StatusDetails, TableChip } from '../components/reservation-details'
import { ReservationFilters } from '../components/reservation-filters'
import { RejectDialog } from '../components/reject-dialog'
import { StatusBadge } from '../components/status-badge'
import { ICON_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON, TD, TD_WIDE, TR } from '@/components/ui/table'

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

function describe(reservation: ReservationStaffPublic): string {
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

// A decision can be taken back while its night is not over (the server also refuses once the
// party is in, and says so).
function canUndo(reservation: ReservationStaffPublic): boolean {
  return (
    (reservation.status === 'confirmed' || reservation.status === 'rejected') &&
    reservation.date >= tonight()
  )
}

type RowProps = {
  reservation: ReservationStaffPublic
  // What the guest's profile says (tags, visits, no-shows, a Blocked guest's reason).
  guest: GuestBadge | undefined
  busy: boolean
  // Whether the signed-in role may call an operation: the row offers only what it may.
  allowed: (operation: OperationId) => boolean
  onDecide: (status: 'confirmed' | 'rejected') => void
  onUndo: () => void
  onEdit: () => void
  onNote: () => void
  onCancel: () => void
  onDelete: () => void
}

function ReservationRow({
  reservation,
  guest,
  busy,
  allowed,
  onDecide,
  onUndo,
  onEdit,
  onNote,
  onCancel,
  onDelete,
}: RowProps) {
  const pending = reservation.status === 'pending' && allowed('decide_reservation')
  const editable = allowed('edit_reservation')
  // A role that may not edit the booking (a host) may still write its table and notes.
  const notable = !editable && allowed('note_reservation')
  const deletable = allowed('delete_reservation')
  // A confirmed booking nobody of the party has come in for (a pending one is rejected instead).
  const cancellable =
    reservation.status === 'confirmed' && reservation.arrived === 0 && allowed('cancel_reservation')
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
        <TableChip label={reservation.table_label} />
      </Cell>
      <GuestCell
        name={reservation.name}
        email={reservation.email}
        phone={reservation.phone}
        badge={<SourceBadge source={reservation.source} />}
        profile={guest ? <GuestSummary guest={guest} /> : null}
      />
      <Cell label={COLUMN_GUESTS} className={TD}>
        <span className="text-lg font-semibold text-ink tabular-nums @4xl:text-base">
          {reservation.guests}
        </span>
        {reservation.area_name ? (
          <span className="block text-sm text-ink-muted">{reservation.area_name}</span>
        ) : null}
        {reservation.package_name ? (
          <span className="block text-sm text-ink-muted">{reservation.package_name}</span>
        ) : null}
      </Cell>
      <Cell label={COLUMN_OCCASION} className={TD}>
        {reservation.occasion ? (
          capitalise(reservation.occasion)
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
      <Cell label={COLUMN_REQUESTS} className={TD_WIDE}>
        {reservation.requests ? (
          <p className="wrap-anywhere whitespace-pre-line text-ink-muted @4xl:min-w-[9rem]">
            {reservation.requests}
          </p>
        ) : reservation.staff_notes ? null : (
          <span className="text-ink-muted">—</span>
        )}
        <StaffNote notes={reservation.staff_notes} />
      </Cell>
      <Cell label={COLUMN_STATUS} className={TD}>
        <div className="flex flex-col items-start">
          <StatusBadge status={reservation.status} />
          <StatusDetails reservation={reservation} />
        </div>
      </Cell>
      <Cell label={COLUMN_ACTIONS} className={`${TD_WIDE} @4xl:text-right`}>
        {/* A row on the cards; on the wide table a narrow column: the answers, then the tools. */}
        <div className="flex flex-wrap items-center gap-2 @4xl:flex-col @4xl:items-end">
          {pending ? (
            <DecisionButtons
              busy={busy}
              accept={RESERVATION_COMPLETE}
              acceptTitle={RESERVATION_COMPLETE_EMAILS_TITLE}
              accepted="confirmed"
              onDecide={onDecide}
              className="flex flex-wrap gap-2 @4xl:flex-col @4xl:items-stretch"
            />
          ) : null}
          {canUndo(reservation) && allowed('undo_reservation_decision') ? (
            <button
              type="button"
              disabled={busy}
              aria-label={undoReservationLabel(reservation.name)}
              title={RESERVATION_UNDO_HINT}
              onClick={onUndo}
              className={QUIET_BUTTON}
            >
              <Undo2 aria-hidden="true" className="size-3.5" />
              {RESERVATION_UNDO}
            </button>
          ) : null}
          {notable ? (
            <button
              type="button"
              disabled={busy}
              aria-label={tableAndNotesLabel(reservation.name)}
              onClick={onNote}
              className={QUIET_BUTTON}
            >
              <NotebookPen aria-hidden="true" className="size-3.5" />
              {TABLE_AND_NOTES}
            </button>
          ) : null}
          {editable || deletable || cancellable ? (
            <div className="flex items-center gap-1">
              {cancellable ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={cancelReservationLabel(reservation.name)}
                  title={cancelReservationLabel(reservation.name)}
                  onClick={onCancel}
                  className={`${ICON_BUTTON} hover:bg-red-600/10 hover:text-red-700 dark:hover:text-red-300`}
                >
                  <CalendarX aria-hidden="true" className="size-4" />
                </button>
              ) : null}
              {editable ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={editReservationLabel(reservation.name)}
                  title={editReservationLabel(reservation.name)}
                  onClick={onEdit}
                  className={ICON_BUTTON}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
              ) : null}
              {deletable ? (
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
              ) : null}
            </div>
          ) : null}
        </div>
      </Cell>
    </tr>
  )
}

const isFiltered = (filter: ReservationFilter) =>
  filter.status !== null ||
  filter.date !== null ||
  Boolean(filter.q) ||
  Boolean(filter.area) ||
  Boolean(filter.table)

// Where the list looks, in words: 'at M1', 'in Mezzanine'.
function placeOf(filter: ReservationFilter, floor: Floor | undefined): string | null {
  const table = floor?.tables.find((candidate) => candidate.id === filter.table)
  if (table) return atTable(table.label)
  const area = floor?.areas.find((candidate) => candidate.id === filter.area)
  return area ? inArea(area.name) : null
}

function emptyText(filter: ReservationFilter, floor: Floor | undefined): string {
  if (!isFiltered(filter)) return NO_RESERVATIONS
  const status = filter.status ? STATUS_LABELS[filter.status].toLowerCase() : null
  const date = filter.date ? formatNightDate(filter.date) : null
  const place = placeOf(filter, floor)
  return filter.q
    ? noReservationsFound(status, date, filter.q, place)
    : noMatchingReservations(status, date, place)
}

// The guests of the listed requests that hold places (pending and confirmed), as the dashboard
// and the booking rules count them.
function guestsHoldingPlaces(rows: readonly ReservationStaffPublic[]): number {
  const holding: readonly string[] = RESERVATION_STATUSES_HOLDING_PLACES
  return rows
    .filter((row) => holding.includes(row.status))
    .reduce((total, row) => total + row.guests, 0)
}

// /admin/reservations: the requests by night. Pending ones first (the default filter), 'Tonight'
// for the door, a search by name, email or phone; Complete confirms and Reject rejects (after a
// confirmation, with a reason for the guest), both mailed to the guest; Undo takes a decision back
// to pending while its night is not over; Edit changes the booking; Delete removes it for good.
// 'New booking' takes one by phone or at the door. A role sees only what it may do: a host
// decides and undoes, and writes a booking's table and notes, but neither adds, edits, deletes
// nor exports.
export function ReservationsPage() {
  const allowed = useCan()
  const [filter, setFilter] = useUrlFilter(readReservationFilter, reservationSearch)
  const reservations = useReservations(filter)
  const floor = useFloor().data
  const decision = useDecideReservation()
  const removal = useDeleteReservation()
  const undo = useUndoReservation()
  const toast = useToast()
  const [toDelete, setToDelete] = useState<ReservationStaffPublic | null>(null)
  const [toReject, setToReject] = useState<ReservationStaffPublic | null>(null)
  const [toEdit, setToEdit] = useState<ReservationStaffPublic | null>(null)
  const [toNote, setToNote] = useState<ReservationStaffPublic | null>(null)
  const [toCancel, setToCancel] = useState<ReservationStaffPublic | null>(null)
  const cancellation = useCancelReservation()
  const [creating, setCreating] = useState(false)
  const busy = decision.isPending || removal.isPending || undo.isPending
  // One failure on screen at a time: acting again clears the last one.
  const resetActions = () => {
    decision.reset()
    removal.reset()
    undo.reset()
  }
  const decide = (id: string, status: 'confirmed' | 'rejected', reason?: string | null) => {
    resetActions()
    decision.mutate(
      { id, status, reason },
      {
        onSuccess: () => {
          toast.success(
            status === 'confirmed' ? RESERVATION_CONFIRMED_EMAILED : RESERVATION_REJECTED_EMAILED,
          )
        },
      },
    )
  }

  let body
  if (!reservations.isSuccess) {
    body = <QueryFallback query={reservations} failure={FAILED_TO_LOAD_RESERVATIONS} />
  } else if (reservations.data.data.length === 0) {
    const filtered = isFiltered(filter)
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
        <p className="text-ink-muted">{emptyText(filter, floor)}</p>
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
      <ListTable caption={ADMIN_NAV_RESERVATIONS} columns={COLUMNS} busy={reservations.isFetching}>
        {reservations.data.data.map((reservation) => (
          <ReservationRow
            key={reservation.id}
            reservation={reservation}
            guest={badgeOf(reservations.data.guests, reservation.guest_id)}
            busy={busy}
            allowed={allowed}
            onDecide={(status) => {
              if (status === 'rejected') setToReject(reservation)
              else decide(reservation.id, status)
            }}
            onUndo={() => {
              resetActions()
              undo.mutate(reservation.id, {
                onSuccess: () => {
                  toast.success(RESERVATION_UNDO_HINT)
                },
              })
            }}
            onEdit={() => {
              setToEdit(reservation)
            }}
            onNote={() => {
              setToNote(reservation)
            }}
            onCancel={() => {
              setToCancel(reservation)
            }}
            onDelete={() => {
              setToDelete(reservation)
            }}
          />
        ))}
      </ListTable>
    )
  }

  const rows = reservations.data?.data
  const failure = decision.isError
    ? decisionFailure(decision.error, FAILED_TO_UPDATE_RESERVATION_STATUS)
    : undo.isError
      ? decisionFailure(undo.error, FAILED_TO_UNDO_RESERVATION)
      : removal.isError
        ? FAILED_TO_DELETE_RESERVATION
        : null

  return (
    <AdminPanel title={ADMIN_NAV_RESERVATIONS}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <ReservationFilters filter={filter} onChange={setFilter} />
        <div className="flex flex-wrap items-start gap-2">
          {allowed('create_staff_reservation') ? (
            <button
              type="button"
              onClick={() => {
                setCreating(true)
              }}
              className={PRIMARY_BUTTON}
            >
              <Plus aria-hidden="true" className="size-4" />
              {NEW_BOOKING}
            </button>
          ) : null}
          {allowed('export_reservations') ? (
            <ExportCsvButton
              path={`/api/admin/reservations.csv${buildQuery(filter)}`}
              fallbackName="reservations.csv"
            />
          ) : null}
        </div>
      </div>
      <p role="status" className="mb-4 text-sm text-ink-muted">
        {rows ? reservationsSummary(rows.length, guestsHoldingPlaces(rows)) : ''}
      </p>
      {failure ? (
        <div className="mb-6">
          <ActionAlert message={failure} onDismiss={resetActions} />
        </div>
      ) : null}
      {body}
      {toReject ? (
        <RejectDialog
          key={toReject.id}
          title={describe(toReject)}
          onCancel={() => {
            setToReject(null)
          }}
          onReject={(reason) => {
            decide(toReject.id, 'rejected', reason)
            setToReject(null)
          }}
        />
      ) : null}
      {toEdit ? (
        <EditReservationDialog
          key={toEdit.id}
          reservation={toEdit}
          guest={badgeOf(reservations.data?.guests, toEdit.guest_id)}
          description={describe(toEdit)}
          onClose={() => {
            setToEdit(null)
          }}
        />
      ) : null}
      {toNote ? (
        <NoteReservationDialog
          key={toNote.id}
          reservation={toNote}
          description={describe(toNote)}
          onClose={() => {
            setToNote(null)
          }}
        />
      ) : null}
      {creating ? (
        <NewBookingDialog
          onClose={() => {
            setCreating(false)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? describe(toCancel) : undefined}
        message={CANCEL_RESERVATION_QUESTION}
        confirmLabel={CANCEL_RESERVATION}
        onCancel={() => {
          setToCancel(null)
        }}
        onConfirm={() => {
          if (!toCancel) return
          resetActions()
          cancellation.mutate(toCancel.id, {
            onSuccess: () => {
              toast.success(RESERVATION_CANCELLED)
            },
            onError: (error) => {
              toast.error(FAILED_TO_CANCEL_RESERVATION, { description: serverMessageOf(error) })
            },
          })
          setToCancel(null)
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
          resetActions()
          removal.mutate(toDelete.id)
          setToDelete(null)
        }}
      />
    </AdminPanel>
  )
}
