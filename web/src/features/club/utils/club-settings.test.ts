import { describe, expect, it } from 'vitest'

import { addressLines, codeOptions, timeIn, timeZoneNames } from './club-settings'

describe('timeZoneNames', () => {
  it("lists the browser's zones with UTC among them", () => {
    const names = timeZoneNames()
    expect(names).toContain('Europe/Paris')
    expect(names).toContain('UTC')
  })

  it('lists none where the browser cannot', () => {
    expect(timeZoneNames({} as typeof Intl)).toEqual([])
  })
})

describe('timeIn', () => {
  const noonUtc = new Date('2030-01-15T12:00:00Z')

  it('gives the day and time in the zone', () => {
    // Some ICU versions put a narrow no-break space before AM/PM.
    expect(timeIn('America/New_York', noonUtc, 'en-US')).toMatch(/^Tue 7:00\sAM$/)
    expect(timeIn(' Asia/Tokyo ', noonUtc, 'en-US')).toMatch(/^Tue 9:00\sPM$/)
  })

  it('gives nothing for an unknown or empty zone', () => {
    expect(timeIn('Mars/Olympus_Mons', noonUtc)).toBeNull()
    expect(timeIn('  ', noonUtc)).toBeNull()
  })
})

describe('addressLines', () => {
  it('trims each line and drops the blank ones', () => {
    expect(addressLines('  a@example.com \r\n\n\tb@example.com\n   \n')).toEqual([
      'a@example.com',
      'b@example.com',
    ])
    expect(addressLines('')).toEqual([])
  })
})

describe('codeOptions', () => {
  it('names each currency, in the order of the names', () => {
    expect(codeOptions(['USD', 'EUR', 'JPY'], 'currency', 'USD', 'en')).toEqual([
      { value: 'EUR', label: 'Euro (EUR)' },
      { value: 'JPY', label: 'Japanese Yen (JPY)' },
      { value: 'USD', label: 'US Dollar (USD)' },
    ])
  })

  it('names each country', () => {
    expect(codeOptions(['US', 'FR', 'DE'], 'region', 'US', 'en')).toEqual([
      { value: 'FR', label: 'France (FR)' },
      { value: 'DE', label: 'Germany (DE)' },
      { value: 'US', label: 'United States (US)' },
    ])
  })

  it('shows a code the browser cannot name as the code', () => {
    expect(codeOptions(['QQQ'], 'currency', 'QQQ', 'en')).toEqual([{ value: 'QQQ', label: 'QQQ' }])
  })

  it('offers a saved code the list lacks, so the field shows it', () => {
    expect(codeOptions(['USD'], 'currency', 'EUR', 'en').map((option) => option.value)).toEqual([
      'EUR',
      'USD',
    ])
  })
})
