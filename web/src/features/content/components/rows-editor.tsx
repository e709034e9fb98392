import type { ReactNode } from 'react'

import { removeRowLabel } from '../messages'

import type { FieldErrors } from '@/lib/field-errors'
import type { Row, RowField } from '../utils/row-values'
import { keyed, moveRow, patchRow, type Keyed } from '../utils/rows'
import { FormCard, TextField } from '@/components/ui/form-controls'
import { AddButton, RowControls, RowList } from './row-list'

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

// A list of small rows of text fields, with Add, Move up, Move down and Remove (hours, links).
export function RowsEditor({
  rows,
  onChange,
  fields,
  addLabel,
  emptyText,
  errors,
  extra,
}: RowsEditorProps) {
  const label = (row: Row, index: number) => row[fields[0]?.name ?? ''] || String(index + 1)
  return (
    <div className="space-y-3">
      <RowList rows={rows} emptyText={emptyText} className="space-y-3">
        {(row, index) => {
          const update = (change: Row) => {
            onChange(patchRow(rows, row.key, change))
          }
          return (
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
              <div className="mt-7 flex shrink-0 items-center gap-1">
                <RowControls
                  label={label(row, index)}
                  index={index}
                  count={rows.length}
                  onMove={(by) => {
                    onChange(moveRow(rows, index, by))
                  }}
                  removeLabel={removeRowLabel(label(row, index))}
                  onRemove={() => {
                    onChange(rows.filter((item) => item.key !== row.key))
                  }}
                />
              </div>
            </div>
          )
        }}
      </RowList>
      <AddButton
        label={addLabel}
        onClick={() => {
          onChange([...rows, keyed(Object.fromEntries(fields.map((field) => [field.name, ''])))])
        }}
      />
    </div>
  )
}

// A card holding nothing but a list of rows (opening hours, quick links).
export function RowsEditorCard({ title, ...editor }: RowsEditorProps & { title: string }) {
  return (
    <FormCard title={title}>
      <RowsEditor {...editor} />
    </FormCard>
  )
}
