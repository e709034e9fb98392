import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'

import { useConfirm } from '@/components/use-confirm'
import { confirmDelete, FIELD_REQUIRED, moveDownLabel, moveUpLabel, removeRowLabel, SAVE_CHANGES } from '@/messages'

import { useSaveSectionPart } from '../api/sections'
import { BUTTON_DANGER_ICON, BUTTON_ICON, BUTTON_SECONDARY, FormCard, SubmitButton, TextAreaField, TextField } from '../components/form-controls'
import { IconField } from '../components/icon-field'
import { useSaveFeedback } from '../hooks/use-feedback'
import { withinPrefix } from '../utils/field-errors'
import type { JsonObject } from '../utils/json-content'
import { keyed, moveRow, newRowId, unkeyed, type Keyed } from '../utils/rows'
import { listAt, text } from '../utils/section-content'
import { hasErrors } from '../utils/validation'

export type ListField = { name: string; label: string; required?: boolean; multiline?: boolean }

type Row = Record<string, string>

type SectionListTabProps = {
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
export function SectionListTab({ part, content, title, addLabel, emptyText, fields, confirmWhat, updated, updateFailed }: SectionListTabProps) {
  const [rows, setRows] = useState(() => toRows(content, part, fields))
  const { savePart, isPending } = useSaveSectionPart('bottle-service')
  const feedback = useSaveFeedback()
  const [confirmDialog, confirm] = useConfirm()
  const errors = withinPrefix(feedback.errors, `content.${part}`)
  const label = (row: Row, index: number) => row[fields[0]?.name ?? 'title'] || String(index + 1)

  function update(key: string, change: Row) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  }

  async function remove(row: Keyed<Row>) {
    if (!(await confirm({ message: confirmDelete(confirmWhat) }))) return
    setRows((current) => current.filter((item) => item.key !== row.key))
    feedback.setErrors({})
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Record<string, string> = {}
    rows.forEach((row, index) => {
      for (const field of fields) {
        if (field.required && !row[field.name]?.trim()) problems[`content.${part}.${index}.${field.name}`] = FIELD_REQUIRED
      }
    })
    feedback.setErrors(problems)
    if (hasErrors(problems)) return
    const list = rows.map((row) => {
      const plain = unkeyed(row)
      return Object.fromEntries(Object.entries(plain).map(([key, value]) => [key, value.trim()]))
    })
    savePart((current) => ({ ...current, [part]: list })).then(
      () => {
        feedback.succeeded(updated)
      },
      (error: unknown) => {
        feedback.failed(updateFailed, error)
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormCard
        title={title}
        actions={
          <button
            type="button"
            onClick={() => {
              setRows((current) => [...current, keyed({ id: newRowId(), icon: '', ...Object.fromEntries(fields.map((field) => [field.name, ''])) })])
            }}
            className={BUTTON_SECONDARY}
          >
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </button>
        }
      >
        {rows.length === 0 ? <p className="text-sm text-ink-muted">{emptyText}</p> : null}
        <ol className="space-y-4">
          {rows.map((row, index) => (
            <li key={row.key} className="rounded-xl border border-line bg-canvas/50 p-4">
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
                  <button type="button" aria-label={moveUpLabel(label(row, index))} disabled={index === 0} onClick={() => { setRows((current) => moveRow(current, index, -1)) }} className={BUTTON_ICON}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" aria-label={moveDownLabel(label(row, index))} disabled={index === rows.length - 1} onClick={() => { setRows((current) => moveRow(current, index, 1)) }} className={BUTTON_ICON}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" aria-label={removeRowLabel(label(row, index))} onClick={() => { void remove(row) }} className={BUTTON_DANGER_ICON}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex justify-end">
          <SubmitButton saving={isPending}>{SAVE_CHANGES}</SubmitButton>
        </div>
      </FormCard>
      {confirmDialog}
    </form>
  )
}
