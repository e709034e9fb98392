import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { removeRowLabel } from '@/messages'

import type { FieldErrors } from '../utils/field-errors'
import type { Row, RowField } from '../utils/row-values'
import { keyed, type Keyed } from '../utils/rows'
import { BUTTON_DANGER_ICON, BUTTON_SECONDARY, TextField } from './form-controls'


type RowsEditorProps = {
  rows: readonly Keyed<Row>[]
  onChange: (rows: Keyed<Row>[]) => void
  fields: readonly RowField[]
  addLabel: string
  emptyText: string
  // The server's messages for this list, keyed '0.url' and so on.
  errors: FieldErrors
  // More controls for a row (a social link's icon, say).
  extra?: (row: Keyed<Row>, update: (change: Row) => void, index: number) => ReactNode
}

// A list of small rows of text fields, with Add and Remove (hours, links).
export function RowsEditor({ rows, onChange, fields, addLabel, emptyText, errors, extra }: RowsEditorProps) {
  const label = (row: Row, index: number) => row[fields[0]?.name ?? ''] || String(index + 1)
  return (
    <div className="space-y-3">
      {rows.length === 0 ? <p className="text-sm text-ink-muted">{emptyText}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const update = (change: Row) => {
            onChange(rows.map((item) => (item.key === row.key ? { ...item, ...change } : item)))
          }
          return (
            <li key={row.key} className="rounded-xl border border-line bg-canvas/50 p-4">
              <div className="flex items-start gap-3">
                <div className="grid min-w-0 flex-1 gap-4 md:grid-cols-2">
                  {fields.map((field) => (
                    <TextField
                      key={field.name}
                      label={field.label}
                      type={field.type}
                      required={field.required}
                      placeholder={field.placeholder}
                      value={row[field.name] ?? ''}
                      onChange={(value) => {
                        update({ [field.name]: value })
                      }}
                      error={errors[`${String(index)}.${field.name}`]}
                    />
                  ))}
                  {extra ? <div className="md:col-span-2">{extra(row, update, index)}</div> : null}
                </div>
                <button
                  type="button"
                  aria-label={removeRowLabel(label(row, index))}
                  onClick={() => {
                    onChange(rows.filter((item) => item.key !== row.key))
                  }}
                  className={`${BUTTON_DANGER_ICON} mt-7`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        onClick={() => {
          onChange([...rows, keyed(Object.fromEntries(fields.map((field) => [field.name, ''])))])
        }}
        className={BUTTON_SECONDARY}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </div>
  )
}
