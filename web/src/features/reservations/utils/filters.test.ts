import { describe, expect, it } from 'vitest'

import {
  buildQuery,
  readReservationFilter,
  readSubmissionFilter,
  reservationSearch,
  submissionSearch,
} from './filters'

describe('buildQuery', () => {
  it('asks for everything when nothing narrows the list', () => {
    expect(buildQuery({ status: null })).toBe('')
    expect(buildQuery({ status: null, date: null })).toBe('')
  })

  it('puts the status and the date in the query string', () => {
    expect(buildQuery({ status: 'pending' })).toBe('?status=pending')
    expect(buildQuery({ status: 'confirmed', date: '2025-03-07' })).toBe(
      '?status=confirmed&date=2025-03-07',
    )
    expect(buildQuery({ status: null, date: '2025-03-07' })).toBe('?date=2025-03-07')
  })
})

describe('reservation filter in the address', () => {
  const read = (search: string) => readReservationFilter(new URLSearchParams(search))

  it('defaults to the pending reservations of every night', () => {
    expect(read('')).toEqual({ status: 'pending', date: null })
  })

  it("reads 'all', a status and a date, and ignores what it does not know", () => {
    expect(read('status=all')).toEqual({ status: null, date: null })
    expect(read('status=rejected&date=2025-03-07')).toEqual({
      status: 'rejected',
      date: '2025-03-07',
    })
    expect(read('status=bogus&date=tomorrow')).toEqual({ status: null, date: null })
  })

  it('writes a filter that reads back the same', () => {
    for (const filter of [
      { status: null, date: null },
      { status: 'pending', date: '2025-03-07' },
      { status: 'confirmed', date: null },
    ] as const) {
      expect(readReservationFilter(reservationSearch(filter))).toEqual(filter)
    }
    expect(reservationSearch({ status: null, date: null }).toString()).toBe('status=all')
  })

  it("keeps a search in the address and in the API's query, and drops a blank one", () => {
    expect(read('status=all&q=%20leo%20')).toEqual({ status: null, date: null, q: 'leo' })
    expect(read('q=%20%20')).toEqual({ status: 'pending', date: null })
    expect(reservationSearch({ status: 'pending', date: null, q: 'leo' }).toString()).toBe(
      'status=pending&q=leo',
    )
    expect(buildQuery({ status: null, date: '2025-03-07', q: '555' })).toBe(
      '?date=2025-03-07&q=555',
    )
  })
})

describe('submission filter in the address', () => {
  it('defaults to every message and round-trips a status', () => {
    expect(readSubmissionFilter(new URLSearchParams(''))).toEqual({ status: null })
    expect(submissionSearch({ status: null }).toString()).toBe('')
    expect(readSubmissionFilter(submissionSearch({ status: 'completed' }))).toEqual({
      status: 'completed',
    })
  })
})
