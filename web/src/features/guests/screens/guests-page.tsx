import { ChevronLeft, ChevronRight, OctagonAlert } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { GuestTag } from '@/components/guest-badge'
import { AdminPanel } from '@/components/ui/admin-panel'
import { Cell, CellLabel } from '@/components/ui/cell-label'
import { EmailLink } from '@/components/ui/email-link'
import { ListTable } from '@/components/ui/list-table'
import { QueryFallback } from '@/components/ui/query-fallback'
import { SearchField } from '@/components/ui/search-field'
import { FOCUS_RING, QUIET_BUTTON, TD, TD_WIDE, TR } from '@/components/ui/table'
import { paths } from '@/config/paths'
import { useUrlFilter } from '@/hooks/use-url-filter'
import { formatNightDate } from '@/lib/format'
import { telHref } from '@/lib/links'
import { useCan } from '@/lib/roles'
import { ADMIN_NAV_GUESTS } from '@/messages-admin'

import { GUESTS_PAGE, useGuests, type GuestListed } from '../api/get-guests'
import { ExportCsvButton } from '@/components/ui/export-csv-button'
import {
  CLEAR_GUEST_SEARCH,
  COLUMN_BOOKINGS,
  COLUMN_EMAIL,
  COLUMN_GUEST,
  COLUMN_LAST_VISIT,
  COLUMN_NO_SHOWS,
  COLUMN_PHONE,
  COLUMN_VISITS,
  EVERY_TAG,
  FAILED_TO_LOAD_GUESTS,
  FILTER_TAG,
  GUESTS_DESCRIPTION,
  GUESTS_EMPTY,
  guestsNoMatch,
  NEXT_PAGE,
  pageRange,
  PAGES,
  PHONE_UNREADABLE,
  PHONE_UNREADABLE_HINT,
  PREVIOUS_PAGE,
  SEARCH_GUESTS,
  SEARCH_GUESTS_PLACEHOLDER,
  SHOW_ALL,
} from '../messages'
import {
  exportPath,
  guestQuery,
  guestSearch,
  readGuestFilter,
  type GuestFilter,
} from '../utils/filters'

const COLUMNS = [
  COLUMN_GUEST,
  COLUMN_EMAIL,
  COLUMN_PHONE,
  COLUMN_VISITS,
  COLUMN_NO_SHOWS,
  COLUMN_BOOKINGS,
  COLUMN_LAST_VISIT,
] as const
const PICKER = `h-10 rounded-full border border-line bg-surface px-3.5 text-sm text-ink ${FOCUS_RING}`
const NUMBER = 'text-ink tabular-nums'

// One guest: the name opens the profile (the whole card, on a phone), the tags beside it.
function GuestRow({ guest }: { guest: GuestListed }) {
  return (
    <tr className={`${TR} relative transition-colors @4xl:hover:bg-ink/[0.03]`}>
      <th scope="row" className={`${TD_WIDE} text-left font-normal @4xl:min-w-[12rem]`}>
        <CellLabel>{COLUMN_GUEST}</CellLabel>
        <Link
          to={paths.admin.guest.getHref(guest.id)}
          className={`rounded font-semibold text-ink wrap-anywhere underline-offset-4 after:absolute after:inset-0 hover:text-accent hover:underline ${FOCUS_RING}`}
        >
          {guest.name}
        </Link>
        {guest.tags.length > 0 ? (
          <span className="mt-1 flex flex-wrap gap-1">
            {guest.tags.map((tag) => (
              <GuestTag key={tag} tag={tag} />
            ))}
          </span>
        ) : null}
      </th>
      <Cell label={COLUMN_EMAIL} className={TD_WIDE}>
        {guest.email ? (
          <span className="relative z-10">
            <EmailLink email={guest.email} />
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
      <Cell label={COLUMN_PHONE} className={`${TD_WIDE} @4xl:whitespace-nowrap`}>
        {guest.phone ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <a
              href={telHref(guest.phone) ?? undefined}
              className={`relative z-10 rounded text-sm text-accent tabular-nums underline-offset-4 hover:underline ${FOCUS_RING}`}
            >
              {guest.phone}
            </a>
            {guest.phone_unreadable ? (
              <span
                title={PHONE_UNREADABLE_HINT}
                className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:text-amber-200"
              >
                <OctagonAlert aria-hidden="true" className="size-3" />
                {PHONE_UNREADABLE}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
      <Cell label={COLUMN_VISITS} className={TD}>
        <span className={NUMBER}>{guest.visits}</span>
      </Cell>
      <Cell label={COLUMN_NO_SHOWS} className={TD}>
        <span className={guest.no_shows > 0 ? `${NUMBER} text-red-700 dark:text-red-300` : NUMBER}>
          {guest.no_shows}
        </span>
      </Cell>
      <Cell label={COLUMN_BOOKINGS} className={TD}>
        <span className={NUMBER}>{guest.bookings}</span>
      </Cell>
      <Cell label={COLUMN_LAST_VISIT} className={`${TD} @4xl:text-right @4xl:whitespace-nowrap`}>
        {guest.last_visit ? (
          <time dateTime={guest.last_visit} className="text-ink">
            {formatNightDate(guest.last_visit)}
          </time>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
      </Cell>
    </tr>
  )
}

type FiltersProps = {
  filter: GuestFilter
  tags: readonly string[]
  onChange: (filter: GuestFilter) => void
}

// The search (name, email or phone digits, sent once typing pauses) and the tag; either starts
// the list again from its first page.
function GuestFilters({ filter, tags, onChange }: FiltersProps) {
  const tagId = useId()
  // The tag in the address is offered even before the list (and its tags) has come.
  const offered = filter.tag && !tags.includes(filter.tag) ? [...tags, filter.tag] : tags
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchField
        label={SEARCH_GUESTS}
        placeholder={SEARCH_GUESTS_PLACEHOLDER}
        clearLabel={CLEAR_GUEST_SEARCH}
        value={filter.q ?? ''}
        onSearch={(q) => {
          onChange({ ...filter, q: q || null, page: 1 })
        }}
      />
      <label htmlFor={tagId} className="sr-only">
        {FILTER_TAG}
      </label>
      <select
        id={tagId}
        value={filter.tag ?? ''}
        onChange={(event) => {
          onChange({ ...filter, tag: event.target.value || null, page: 1 })
        }}
        className={PICKER}
      >
        <option value="">{EVERY_TAG}</option>
        {offered.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  )
}

type PagerProps = { page: number; shown: number; count: number; onPage: (page: number) => void }

// "51–100 of 312", and the pages before and after.
function Pager({ page, shown, count, onPage }: PagerProps) {
  const first = (page - 1) * GUESTS_PAGE + 1
  const last = first + shown - 1
  return (
    <nav
      aria-label={PAGES}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted"
    >
      <p aria-live="polite" className="tabular-nums">
        {pageRange(first, last, count)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => {
            onPage(page - 1)
          }}
          className={QUIET_BUTTON}
        >
          <ChevronLeft aria-hidden="true" className="size-3.5" />
          {PREVIOUS_PAGE}
        </button>
        <button
          type="button"
          disabled={last >= count}
          onClick={() => {
            onPage(page + 1)
          }}
          className={QUIET_BUTTON}
        >
          {NEXT_PAGE}
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    </nav>
  )
}

// /admin/guests: every guest the bookings found, latest visit first, fifty to a page; searched
// by name, email or phone digits and narrowed to a tag (both kept in the address). Read again
// live as profiles and bookings change. Owners and managers also export what the list finds.
export function GuestsPage() {
  const allowed = useCan()
  const [filter, setFilter] = useUrlFilter(readGuestFilter, guestSearch)
  const guests = useGuests(guestQuery(filter))
  const answer = guests.data

  let body
  if (!answer) {
    body = <QueryFallback query={guests} failure={FAILED_TO_LOAD_GUESTS} />
  } else if (answer.data.length === 0) {
    const filtered = Boolean(filter.q || filter.tag) || filter.page > 1
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
        <p className="text-ink-muted">
          {filter.q || filter.tag ? guestsNoMatch(filter.q, filter.tag) : GUESTS_EMPTY}
        </p>
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setFilter({ q: null, tag: null, page: 1 })
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
      <>
        <ListTable caption={ADMIN_NAV_GUESTS} columns={COLUMNS} busy={guests.isFetching}>
          {answer.data.map((guest) => (
            <GuestRow key={guest.id} guest={guest} />
          ))}
        </ListTable>
        <Pager
          page={filter.page}
          shown={answer.data.length}
          count={answer.count}
          onPage={(page) => {
            setFilter({ ...filter, page })
          }}
        />
      </>
    )
  }

  return (
    <AdminPanel
      title={ADMIN_NAV_GUESTS}
      description={GUESTS_DESCRIPTION}
      actions={
        allowed('export_guests') ? (
          <ExportCsvButton path={exportPath(filter)} fallbackName="guests.csv" />
        ) : null
      }
    >
      <div className="mb-6">
        <GuestFilters filter={filter} tags={answer?.tags ?? []} onChange={setFilter} />
      </div>
      {body}
    </AdminPanel>
  )
}
