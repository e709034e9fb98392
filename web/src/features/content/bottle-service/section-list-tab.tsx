import { useState, type SubmitEvent } from 'react'

import { useConfirm } from '@/components/use-confirm'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { confirmDelete, FIELD_REQUIRED } from '@/messages-admin'
import { removeRowLabel } from '../messages'

import { FormCard, SaveBar, TextAreaField, TextField } from '@/components/ui/form-controls'
import { IconField } from '../components/icon-field'
import { AddButton, RowControls, RowList } from '../components/row-list'
import { useSavePart } from '../hooks/use-save-part'
import { differs } from '../utils/dirty'
import type { JsonObject } from '@/lib/json-content'
import { blankRequired, trimmedRows, type Row } from '../utils/row-values'
import { keyed, moveRow, newRowId, patchRow, type Keyed } from '../utils/rows'
import { listAt, text } from '../utils/section-content'
import { hasErrors } from '@/lib/validation'

export type ListField = { name: string; label: string; required?: boolean; multiline?: boolean }

export type SectionListTabProps = {
  // The list's key in the bottle-service content: 'features' or 'statistics'.
  part: 'features' | 'statistics'
  content: JsonObject
  title: string
  addLabel: string
  emptyText: string
  fields: readonly ListField[]
  confirmWhat: 'feature' | 'statistic'
  updated: string
  updateFailed: string
}

function toRows(content: JsonObject, part: string, fields: readonly ListField[]): Keyed<Row>[] {
  return listAt(content, part).map((item) =>
    keyed({
      id: text(item.id, newRowId()),
      icon: text(item.icon),
      ...Object.fromEntries(fields.map((field) => [field.name, text(item[field.name])])),
    }),
  )
}

// Features and statistics of the bottle-service section: a list of rows with an icon each, saved
// into the section's content without touching its other parts.
export function SectionListTab({
  part,
  content,
  title,
  addLabel,
  emptyText,
  fields,
  confirmWhat,
  updated,
  updateFailed,
}: SectionListTabProps) {
  const [rows, setRows] = useState(() => toRows(content, part, fields))
  const { save, saving, errors, setErrors } = useSavePart('bottle-service', `content.${part}`, {
    updated,
    updateFailed,
  })
  const [confirmDialog, confirm] = useConfirm()
  const [saved, setSaved] = useState(() => trimmedRows(rows))
  const unsavedDialog = useUnsavedChanges(differs(trimmedRows(rows), saved))
  const label = (row: Row, index: number) => row[fields[0]?.name ?? 'title'] || String(index + 1)

  function update(key: string, change: Row) {
    setRows((current) => patchRow(current, key, change))
  }

  async function remove(row: Keyed<Row>) {
    if (!(await confirm({ message: confirmDelete(confirmWhat) }))) return
    setRows((current) => current.filter((item) => item.key !== row.key))
    setErrors({})
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = blankRequired(`content.${part}`, rows, fields, FIELD_REQUIRED)
    setErrors(problems)
    if (hasErrors(problems)) return
    const list = trimmedRows(rows)
    save(
      (current) => ({ ...current, [part]: list }),
      () => {
        setSaved(list)
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormCard
        title={title}
        actions={
          <AddButton
            label={addLabel}
            onClick={() => {
              setRows((current) => [
                ...current,
                keyed({
                  id: newRowId(),
                  icon: '',
                  ...Object.fromEntries(fields.map((field) => [field.name, ''])),
                }),
              ])
            }}
          />
        }
      >
        <RowList rows={rows} emptyText={emptyText} className="space-y-4">
          {(row, index) => (
            <div className="flex flex-wrap items-start gap-4">
              <div className="grid min-w-0 flex-1 gap-4 md:grid-cols-2">
                <div className="md:col-span-2">
                  <IconField
                    namedIcons
                    bucket="bottle-service-images"
                    rowLabel={label(row, index)}
                    value={row.icon ?? ''}
                    onChange={(icon) => {
                      update(row.key, { icon })
                    }}
                    error={errors[`${index}.icon`]}
                  />
                </div>
                {fields.map((field) =>
                  field.multiline ? (
                    <TextAreaField
                      key={field.name}
                      label={field.label}
                      rows={2}
                      required={field.required}
                      value={row[field.name] ?? ''}
                      onChange={(value) => {
                        update(row.key, { [field.name]: value })
                      }}
                      error={errors[`${index}.${field.name}`]}
                    />
                  ) : (
                    <TextField
                      key={field.name}
                      label={field.label}
                      required={field.required}
                      value={row[field.name] ?? ''}
                      onChange={(value) => {
                        update(row.key, { [field.name]: value })
                      }}
                      error={errors[`${index}.${field.name}`]}
                    />
                  ),
                )}
              </div>
              <div className="flex gap-1 md:flex-col">
                <RowControls
                  label={label(row, index)}
                  index={index}
                  count={rows.length}
                  onMove={(by) => {
                    setRows((current) => moveRow(current, index, by))
                  }}
                  removeLabel={removeRowLabel(label(row, index))}
                  onRemove={() => {
                    void remove(row)
                  }}
                />
              </div>
            </div>
          )}
        </RowList>
        <SaveBar saving={saving} />
      </FormCard>
      {confirmDialog}
      {unsavedDialog}
    </form>
  )
}
