// The Club settings card's helpers: the zones to offer, the time in one, the currencies and
// countries to offer by name, the addresses typed.

type IntlWithZones = typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] }

// The IANA names the browser knows, UTC among them; none where it cannot list them (the field
// still takes any name, and the server says whether it knows it).
export function timeZoneNames(intl: IntlWithZones = Intl): string[] {
  if (typeof intl.supportedValuesOf !== 'function') return []
  const names = intl.supportedValuesOf('timeZone')
  return names.includes('UTC') ? names : ['UTC', ...names]
}

// The day and time in `zone` at `now`, or null for a name the browser does not know.
export function timeIn(zone: string, now: Date = new Date(), locale?: string): string | null {
  if (zone.trim() === '') return null
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone: zone.trim(),
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(now)
  } catch {
    return null
  }
}

// One address a line: each trimmed, blank lines dropped.
export function addressLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export type CodeOption = { value: string; label: string }

// The codes the server knows (rules.ts), each named as the browser names it ("Euro (EUR)",
// "France (FR)"; the code alone where it has no name), in the order of their names. A saved code
// the list lacks is offered too, so the field shows what is saved.
export function codeOptions(
  codes: readonly string[],
  type: 'currency' | 'region',
  saved: string,
  locale?: string,
): CodeOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames(locale, { type, fallback: 'code' })
  } catch {
    names = null
  }
  const label = (code: string) => {
    let name: string | undefined
    try {
      name = names?.of(code)
    } catch {
      name = undefined
    }
    return name && name !== code ? `${name} (${code})` : code
  }
  const all = codes.includes(saved) || saved === '' ? codes : [...codes, saved]
  return all
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}
