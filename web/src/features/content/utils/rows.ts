// Rows of a list editor keep a key of their own, so removing or moving one never mixes up the
// inputs of its neighbours. The key is dropped before saving.
export type Keyed<T> = T & { key: string }

let lastKey = 0

export function keyed<T extends object>(row: T): Keyed<T> {
  lastKey += 1
  return { ...row, key: `row-${String(lastKey)}` }
}

export function unkeyed<T extends object>(row: Keyed<T>): T {
  const rest: Partial<Keyed<T>> = { ...row }
  delete rest.key
  return rest as T
}

export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...rows]
  const [row] = next.splice(index, 1)
  if (row !== undefined) next.splice(index + by, 0, row)
  return next
}

// An id for a new feature or statistic, unique enough within one section.
export function newRowId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

export function patchRow<T extends { key: string }>(
  rows: readonly T[],
  key: string,
  change: Partial<T>,
): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row))
}
