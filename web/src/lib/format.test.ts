import { describe, expect, it } from 'vitest'

import {
  clubNow,
  formatDateTime,
  formatLocalDate,
  formatNightDate,
  nightsInWords,
  parseLocalDate,
  tonight,
  toIsoDate,
} from './format'

describe('parseLocalDate', () => {
  it('reads a calendar date as that day on this computer, not as midnight UTC', () => {
    const date = parseLocalDate('2025-03-07')
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2025, 2, 7, 0,
    ])
    expect(parseLocalDate('07/03/2025')).toBeNull()
  })

  it('formats it in the local format', () => {
    expect(formatLocalDate('2025-03-07')).toBe(new Date(2025, 2, 7).toLocaleDateString())
  })
})

describe('tonight', () => {
  it('is today from 6 AM on', () => {
    expect(tonight(new Date(2025, 2, 7, 6, 0))).toBe('2025-03-07')
    expect(tonight(new Date(2025, 2, 7, 23, 30))).toBe('2025-03-07')
  })

  it("is still last night's date in the small hours", () => {
    expect(tonight(new Date(2025, 2, 8, 1, 30))).toBe('2025-03-07')
    expect(tonight(new Date(2025, 2, 1, 2, 0))).toBe('2025-02-28')
  })

  it('writes dates as YYYY-MM-DD', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05')
  })
})

describe('formatNightDate and formatDateTime', () => {
  const now = new Date(2025, 2, 1, 20, 0)

  it("leave out this year's year and keep another year's", () => {
    expect(formatNightDate('2025-03-07', now)).not.toContain('2025')
    expect(formatNightDate('2026-01-02', now)).toContain('2026')
    expect(formatDateTime(new Date(2025, 2, 7, 22, 4).toISOString(), now)).not.toContain('2025')
    expect(formatDateTime(new Date(2024, 11, 31, 23, 0).toISOString(), now)).toContain('2024')
  })

  it('name the weekday of the night', () => {
    expect(formatNightDate('2025-03-07', now)).toBe(
      new Date(2025, 2, 7).toLocaleDateString(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
    )
  })
})

describe('clubNow', () => {
  it("is the club's night and time, rounded up to the next 5 minutes", () => {
    // 04:02 UTC is 11:02 PM in New York the evening before.
    const now = new Date('2030-01-05T04:02:00Z')
    expect(clubNow('America/New_York', now)).toEqual({ night: '2030-01-04', time: '23:05' })
    expect(clubNow('Asia/Tokyo', now)).toEqual({ night: '2030-01-05', time: '18:00' })
    expect(clubNow('UTC', now)).toEqual({ night: '2030-01-04', time: '04:05' })
    expect(clubNow('UTC', new Date('2030-01-05T23:58:00Z'))).toEqual({
      night: '2030-01-05',
      time: '00:00',
    })
    expect(clubNow('UTC', new Date('2030-01-05T22:30:00Z'))).toEqual({
      night: '2030-01-05',
      time: '22:30',
    })
  })

  it('stays within the night: the last minutes before 6 AM, and the daytime before 6 PM', () => {
    expect(clubNow('UTC', new Date('2030-01-05T05:58:00Z'))).toEqual({
      night: '2030-01-04',
      time: '05:55',
    })
    expect(clubNow('UTC', new Date('2030-01-05T15:00:00Z'))).toEqual({
      night: '2030-01-05',
      time: '18:00',
    })
  })

  it("falls back to this computer's clock when the zone is not known", () => {
    const now = new Date(2030, 0, 4, 23, 31)
    expect(clubNow(undefined, now)).toEqual({ night: '2030-01-04', time: '23:35' })
    expect(clubNow('Not/AZone', now)).toEqual({ night: '2030-01-04', time: '23:35' })
  })
})

describe('nightsInWords', () => {
  it('writes opening nights as a club writes its hours', () => {
    expect(nightsInWords([3, 4, 5])).toBe('Thursday - Saturday')
    expect(nightsInWords([5, 3, 4])).toBe('Thursday - Saturday')
    expect(nightsInWords([0, 4, 5, 6])).toBe('Friday - Monday')
    expect(nightsInWords([4, 5])).toBe('Friday, Saturday')
    expect(nightsInWords([1, 3, 5])).toBe('Tuesday, Thursday, Saturday')
    expect(nightsInWords([6])).toBe('Sunday')
    expect(nightsInWords([0, 1, 2, 3, 4, 5, 6])).toBe('Every night')
    expect(nightsInWords([])).toBe('')
  })
})
