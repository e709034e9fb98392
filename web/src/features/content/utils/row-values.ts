import { unkeyed, type Keyed } from './rows'

export type Row = Record<string, string>
export type RowField = {
  name: string
  label: string
  required?: boolean
  placeholder?: string
  type?: string
}

// Required cells left blank, keyed like the server's messages ('hours.0.day').
export function blankRequired(
  prefix: string,
  rows: readonly Row[],
  fields: readonly RowField[],
  message: string,
): Record<string, string> {
  const problems: Record<string, string> = {}
  rows.forEach((row, index) => {
    for (const field of fields) {
      if (field.required && !row[field.name]?.trim())
        problems[`${prefix}.${String(index)}.${field.name}`] = message
    }
  })
  return problems
}

export function trimmedRows(rows: readonly Keyed<Row>[]): Row[] {
  return rows.map((row) => {
    const plain = unkeyed(row)
    return Object.fromEntries(Object.entries(plain).map(([name, value]) => [name, value.trim()]))
  })
}
