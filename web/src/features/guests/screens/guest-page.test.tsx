import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useParams } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ToastProvider } from '@/components/toast'
import { formatNightDate } from '@/lib/format'
import type { Role } from '@/lib/roles'
import { formatTimeSlot } from '@/lib/time-slot'
import { buildSession, buildUser } from '@/testing/factories'
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import type { GuestProfile } from '../api/get-guest'
import {
  bookingsSplit,
  guestsMerged,
  MERGE,
  MERGE_SUBMIT,
  MERGED_AWAY,
  mergeUndone,
  MOVE_TO_NEW_PROFILE,
  moveBookingLabel,
  OPEN_MERGED_INTO,
  PROFILE_SAVED,
  SAVE_PROFILE,
  SPLIT_BOOKINGS,
  UNDO_MERGE,
  undoMergeLabel,
  ERASE_GUEST,
  GUEST_DATA_TITLE,
} from '../messages'
import { buildBooking, buildListed, buildProfile, guestId, USUAL_TAGS } from '../testing/factories'
import { GuestPage } from './guest-page'

const AVA_ID = guestId()
const OLD_AVA_ID = guestId()
const NEW_ID = guestId()
const CAME = buildBooking({ date: '2026-03-06', time: '23:00', guests: 6, arrived: 4,
  area_name: 'VIP Room', package_name: 'Gold', table_label: 'V1', source: 'phone' }) // prettier-ignore
const MISSED = buildBooking({ date: '2026-02-13', time: '22:30', guests: 2, no_show: true })
const COMING = buildBooking({ date: '2026-04-03', time: '00:00', guests: 3, status: 'confirmed',
  source: 'walk_in' }) // prettier-ignore

const AVA: GuestProfile = buildProfile({
  id: AVA_ID,
  name: 'Ava Reed',
  email: 'ava@example.com',
  phone: '+1 212 555 0101',
  tags: ['VIP', 'Blocked'],
  blocked_reason: 'Fought with the bouncer',
  visits: 2,
  no_shows: 1,
  bookings: 3,
  last_visit: '2026-03-06',
  notes: 'Likes the corner booth.',
  preferences: 'Dom Pérignon',
  birthday: '07-14',
  marketing_consent: true,
  consent_at: '2025-06-01T21:00:00Z',
  consent_source: 'Asked at the door',
  reservations: [COMING, CAME, MISSED],
  merged: [
    {
      id: OLD_AVA_ID,
      name: 'Ava R.',
      email: 'ava.r@example.com',
      phone: null,
      merged_at: '2026-01-02T18:00:00Z',
    },
  ],
})
const MARCUS = buildListed({ name: 'Marcus Lee', email: 'marcus@example.com', bookings: 2 })
const SAME_NIGHT =
  'Both guests have a booking on Fri 3 Apr 2026: cancel or move one of them before merging.'
const PHONE_TAKEN = 'Marcus Lee already has this phone number: merge the two profiles instead.'

function GuestRoute() {
  const { guestId: id = '' } = useParams()
  return <GuestPage guestId={id} />
}

// The signed-in account of `role` on the profile at `path`; `answer` answers the writes (and the
// profiles other than Ava's), which are kept in order.
function renderPage(
  role: Role = 'manager',
  answer: (call: FetchCall) => Response | undefined = () => undefined,
  id = AVA_ID,
) {
  const writes: FetchCall[] = []
  const reads: string[] = []
  stubFetch((call) => {
    if (call.url.startsWith('/api/auth/token'))
      return jsonResponse(buildSession({ user: buildUser({ role }) }))
    if (call.method === 'GET') reads.push(call.url)
    if (call.method === 'GET' && call.url === `/api/admin/guests/${AVA_ID}`)
      return jsonResponse(AVA)
    if (call.method === 'GET' && call.url.startsWith('/api/admin/guests?'))
      return jsonResponse({ data: [AVA, MARCUS], count: 2, tags: [...USUAL_TAGS, 'Champagne'] })
    if (call.method === 'GET' && call.url === '/api/admin/guests')
      return jsonResponse({ data: [AVA], count: 1, tags: [...USUAL_TAGS, 'Champagne'] })
    if (call.method !== 'GET') writes.push(call)
    return answer(call) ?? errorResponse(404, 'Not found')
  })
  const { router } = renderRoutes(
    [
      { path: '/admin/guests', element: <p>Guests</p> },
      {
        path: '/admin/guests/:guestId',
        element: (
          <ToastProvider>
            <GuestRoute />
          </ToastProvider>
        ),
      },
    ],
    { path: `/admin/guests/${id}` },
  )
  return { writes, reads, router }
}

describe('GuestPage', () => {
  it('shows the guest’s counts, why they are blocked, and every booking with its outcome', async () => {
    renderPage('manager')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Reed' })).toBeInTheDocument()
    expect(
      screen.getByText(`2 visits, 1 no-show · Last visit ${formatNightDate('2026-03-06')}`, {
        exact: false,
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('Blocked guest: Fought with the bouncer')

    const bookings = screen.getByRole('table', { name: 'Bookings' })
    const rows = within(bookings).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'OutcomeConfirmed',
      'OutcomeCame (4 of 6)',
      'OutcomeNo-show',
    ])
    expect(rows[1]).toHaveTextContent('VIP Room · Gold · V1')
    expect(rows[1]).toHaveTextContent('By phone')
    // Each night opens the reservations of that night, whatever their answer.
    expect(
      within(rows[1] as HTMLElement).getByRole('link', {
        name: `Open the reservations of ${formatNightDate('2026-03-06')}, ${formatTimeSlot('23:00')}`,
      }),
    ).toHaveAttribute('href', '/admin/reservations?status=all&date=2026-03-06')
  })

  it('saves the profile, and shows a refusal under its field', async () => {
    let refused = false
    const { writes } = renderPage('manager', (call) => {
      if (call.method !== 'PUT') return undefined
      if (!refused) {
        refused = true
        return jsonResponse(
          { error: { code: 'conflict', message: PHONE_TAKEN, fields: { phone: PHONE_TAKEN } } },
          409,
        )
      }
      return jsonResponse({ ...AVA, ...(call.body as object), consent_at: AVA.consent_at })
    })
    const form = await screen.findByRole('form', { name: 'Profile' })
    expect(within(form).getByLabelText('Name')).toHaveValue('Ava Reed')
    expect(within(form).getByLabelText('Why the guest is blocked')).toHaveValue(
      'Fought with the bouncer',
    )
    expect(within(form).getByRole('combobox', { name: 'Birthday month' })).toHaveValue('07')
    expect(within(form).getByRole('combobox', { name: 'Birthday day' })).toHaveValue('14')
    expect(within(form).getByLabelText('Where the guest said yes')).toHaveValue('Asked at the door')

    // Tags: a usual one in a tap, one typed (in any case: the club's spelling is kept), one off.
    await userEvent.click(await within(form).findByRole('button', { name: 'Add the tag Regular' }))
    await userEvent.type(within(form).getByLabelText('Tags'), 'champagne{Enter}Late, ')
    await userEvent.click(within(form).getByRole('button', { name: 'Remove the tag Blocked' }))
    expect(within(form).queryByLabelText('Why the guest is blocked')).not.toBeInTheDocument()
    const phone = within(form).getByLabelText('Phone')
    await userEvent.clear(phone)
    await userEvent.type(phone, '+1 212 555 0199')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Birthday day' }),
      '15',
    )
    await userEvent.click(within(form).getByRole('button', { name: SAVE_PROFILE }))

    await waitFor(() => {
      expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_TAKEN)
    })
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      url: `/api/admin/guests/${AVA_ID}`,
      body: {
        name: 'Ava Reed',
        email: 'ava@example.com',
        phone: '+1 212 555 0199',
        tags: ['VIP', 'Regular', 'Champagne', 'Late'],
        notes: 'Likes the corner booth.',
        preferences: 'Dom Pérignon',
        birthday: '07-15',
        marketing_consent: true,
        consent_source: 'Asked at the door',
        blocked_reason: null,
      },
    })

    await userEvent.clear(phone)
    await userEvent.click(within(form).getByRole('button', { name: SAVE_PROFILE }))
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument()
    expect(writes[1]?.body).toMatchObject({ phone: null })
    expect(within(form).getByLabelText('Phone')).not.toHaveAccessibleDescription(PHONE_TAKEN)
  })

  it('merges another guest’s profile, and says in the dialog why both cannot be merged', async () => {
    let refused = false
    const { writes } = renderPage('manager', (call) => {
      if (!call.url.endsWith('/merge')) return undefined
      if (!refused) {
        refused = true
        return jsonResponse({ error: { code: 'conflict', message: SAME_NIGHT } }, 409)
      }
      return jsonResponse(AVA)
    })
    await userEvent.click(await screen.findByRole('button', { name: MERGE }))
    const dialog = screen.getByRole('dialog', { name: 'Merge with another guest' })
    await userEvent.type(within(dialog).getByRole('searchbox'), 'lee')
    // The profile open is never offered to merge with itself.
    const marcus = await within(dialog).findByRole('radio', { name: /Marcus Lee/ })
    expect(within(dialog).queryByRole('radio', { name: /Ava Reed/ })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: MERGE_SUBMIT })).toBeDisabled()
    await userEvent.click(marcus)
    expect(dialog).toHaveTextContent(
      'Marcus Lee’s profile joins this one: 2 bookings move to Ava Reed',
    )

    await userEvent.click(within(dialog).getByRole('button', { name: MERGE_SUBMIT }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAME_NIGHT)
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: `/api/admin/guests/${AVA_ID}/merge`,
      body: { other_id: MARCUS.id },
    })

    // Once the other booking is moved, the merge goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: MERGE_SUBMIT }))
    expect(await screen.findByText(guestsMerged('Marcus Lee', 'Ava Reed'))).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('splits off the bookings of someone else into a new profile, and opens it', async () => {
    const made = buildProfile({ id: NEW_ID, name: 'Ava Reid', reservations: [MISSED] })
    const { writes, router } = renderPage('owner', (call) => {
      if (call.url.endsWith('/split')) return jsonResponse(made)
      if (call.url === `/api/admin/guests/${NEW_ID}`) return jsonResponse(made)
      return undefined
    })
    await userEvent.click(await screen.findByRole('button', { name: SPLIT_BOOKINGS }))
    const move = screen.getByRole('button', { name: MOVE_TO_NEW_PROFILE })
    expect(move).toBeDisabled()
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: moveBookingLabel(formatNightDate(MISSED.date), formatTimeSlot(MISSED.time)),
      }),
    )
    expect(move).toBeEnabled()
    await userEvent.click(move)

    expect(await screen.findByText(bookingsSplit(1, 'Ava Reid'))).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: `/api/admin/guests/${AVA_ID}/split`,
      body: { reservation_ids: [MISSED.id] },
    })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/guests/${NEW_ID}`)
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Reid' })).toBeInTheDocument()
    // A profile with one booking has nothing to split off.
    expect(screen.queryByRole('button', { name: SPLIT_BOOKINGS })).not.toBeInTheDocument()
  })

  it('undoes a merge from the profile it joined, or from the merged profile itself', async () => {
    const standalone = buildProfile({ id: OLD_AVA_ID, name: 'Ava R.', email: 'ava.r@example.com' })
    const mergedAway = { ...standalone, merged_into_id: AVA_ID }
    let undone = false
    const { writes } = renderPage('manager', (call) => {
      if (call.url === `/api/admin/guests/${OLD_AVA_ID}`)
        return jsonResponse(undone ? standalone : mergedAway)
      if (call.url.endsWith('/unmerge')) {
        undone = true
        return jsonResponse(standalone)
      }
      return undefined
    })
    const merged = await screen.findByRole('region', { name: 'Merged into this profile' })
    expect(merged).toHaveTextContent('Ava R.')
    expect(merged).toHaveTextContent('ava.r@example.com')
    await userEvent.click(within(merged).getByRole('button', { name: undoMergeLabel('Ava R.') }))
    const asked = await screen.findByRole('dialog')
    await userEvent.click(within(asked).getByRole('button', { name: UNDO_MERGE }))
    expect(await screen.findByText(mergeUndone('Ava R.'))).toBeInTheDocument()
    expect(writes.map((call) => [call.method, call.url])).toEqual([
      ['POST', `/api/admin/guests/${OLD_AVA_ID}/unmerge`],
    ])
  })

  it('says a profile was merged into another, links to it, and takes it out again', async () => {
    const standalone = buildProfile({ id: OLD_AVA_ID, name: 'Ava R.' })
    let undone = false
    const { writes } = renderPage(
      'manager',
      (call) => {
        if (call.url === `/api/admin/guests/${OLD_AVA_ID}`)
          return jsonResponse(undone ? standalone : { ...standalone, merged_into_id: AVA_ID })
        if (call.url.endsWith('/unmerge')) {
          undone = true
          return jsonResponse(standalone)
        }
        return undefined
      },
      OLD_AVA_ID,
    )
    const notice = (await screen.findByText(MERGED_AWAY)).closest('[role="status"]') as HTMLElement
    expect(within(notice).getByRole('link', { name: OPEN_MERGED_INTO })).toHaveAttribute(
      'href',
      `/admin/guests/${AVA_ID}`,
    )
    // Merged away, the profile is read only: the guest is the other one.
    expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: MERGE })).not.toBeInTheDocument()

    await userEvent.click(within(notice).getByRole('button', { name: undoMergeLabel('Ava R.') }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: UNDO_MERGE }),
    )
    expect(await screen.findByText(mergeUndone('Ava R.'))).toBeInTheDocument()
    expect(screen.queryByText(MERGED_AWAY)).not.toBeInTheDocument()
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument()
    expect(writes.map((call) => call.url)).toEqual([`/api/admin/guests/${OLD_AVA_ID}/unmerge`])
  })

  it('erases the guest on request only once staff confirm, and says why when it cannot', async () => {
    let refuse = true
    const { writes, router } = renderPage('manager', (call) => {
      if (!call.url.endsWith('/erase')) return undefined
      if (refuse) {
        refuse = false
        return errorResponse(409, 'This guest has a booking on Sat 5 Dec 2026: erase later.')
      }
      return new Response(null, { status: 204 })
    })
    const data = await screen.findByRole('region', { name: GUEST_DATA_TITLE })
    await userEvent.click(within(data).getByRole('button', { name: ERASE_GUEST }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(writes).toEqual([])
    await userEvent.click(within(data).getByRole('button', { name: ERASE_GUEST }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ERASE_GUEST }),
    )
    expect(
      await screen.findByText('This guest has a booking on Sat 5 Dec 2026: erase later.'),
    ).toBeInTheDocument()
    await userEvent.click(within(data).getByRole('button', { name: ERASE_GUEST }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ERASE_GUEST }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/guests')
    })
    expect(writes.map((call) => [call.method, call.url])).toEqual([
      ['POST', `/api/admin/guests/${AVA_ID}/erase`],
      ['POST', `/api/admin/guests/${AVA_ID}/erase`],
    ])
  })

  it('shows a host the profile and bookings with nothing to change', async () => {
    const { reads } = renderPage('host')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Reed' })).toBeInTheDocument()
    const profile = screen.getByRole('region', { name: 'Profile' })
    expect(profile).toHaveTextContent('Likes the corner booth.')
    expect(profile).toHaveTextContent('Dom Pérignon')
    expect(profile).toHaveTextContent('July 14')
    expect(screen.getByRole('table', { name: 'Bookings' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    for (const name of [
      SAVE_PROFILE,
      MERGE,
      SPLIT_BOOKINGS,
      ERASE_GUEST,
      undoMergeLabel('Ava R.'),
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    // The club's tags are read only to offer them in the editor.
    expect(reads).not.toContain('/api/admin/guests')
  })
})
