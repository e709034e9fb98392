import { useState } from 'react'

import { FormDialog } from '@/components/ui/form-dialog'
import { Checkbox, SelectField, TextField } from '@/components/ui/form-controls'
import { useToast } from '@/components/use-toast'
import { fieldErrorsOf, serverMessageOf } from '@/lib/field-errors'

import type { Floor, FloorTable } from '@/lib/admin-api/floor'

import { useSaveTable, type TableInput } from '../api/floor'
import {
  ADD_TABLE,
  EDIT_TABLE,
  FIELD_AREA,
  FIELD_LABEL,
  FIELD_MINIMUM_SPEND,
  FIELD_NO_PLAN,
  FIELD_ONLINE,
  FIELD_PLAN,
  FIELD_SEATS_MAX,
  FIELD_SEATS_MIN,
  FIELD_SHAPE,
  SAVE_TABLE,
  SHAPES,
  TABLE_SAVED,
} from '../messages'
import { PLAN_HEIGHT, PLAN_WIDTH } from '../utils/floor'

type Form = {
  label: string
  area_id: string
  plan_id: string
  seats_min: string
  seats_max: string
  minimum_spend: string
  shape: 'round' | 'rect'
  online: boolean
}

function formOf(table: FloorTable | null, floor: Floor, planId: string | null): Form {
  return {
    label: table?.label ?? '',
    area_id: table?.area_id ?? floor.areas[0]?.id ?? '',
    plan_id: (table ? table.plan_id : planId) ?? '',
    seats_min: String(table?.seats_min ?? 2),
    seats_max: String(table?.seats_max ?? 6),
    minimum_spend: String(table?.minimum_spend ?? 0),
    shape: table?.shape ?? 'round',
    online: table?.online ?? true,
  }
}

// What the form sends: numbers as numbers (the server refuses text for them), a new table in the
// middle of its plan, a table kept where it was drawn.
function inputOf(form: Form, table: FloorTable | null): TableInput {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))
  return {
    label: form.label.trim(),
    area_id: form.area_id,
    plan_id: form.plan_id || null,
    seats_min: number(form.seats_min),
    seats_max: number(form.seats_max),
    minimum_spend: number(form.minimum_spend),
    shape: form.shape,
    online: form.online,
    x: table?.x ?? PLAN_WIDTH / 2,
    y: table?.y ?? PLAN_HEIGHT / 2,
    width: table?.width ?? (form.shape === 'round' ? 70 : 110),
    height: table?.height ?? 70,
  }
}

type TableDialogProps = {
  floor: Floor
  table: FloorTable | null
  planId: string | null
  onClose: () => void
}

// A table of the inventory, new or changed: its label, area, seats, minimum spend a night (in the
// club's currency), shape, plan, and whether guests can book it online. The server's message shows
// under the field it is about (a label used twice, fewest seats above the most).
export function TableDialog({ floor, table, planId, onClose }: TableDialogProps) {
  const [form, setForm] = useState(() => formOf(table, floor, planId))
  const save = useSaveTable()
  const toast = useToast()
  const errors = fieldErrorsOf(save.error)

  function set<Key extends keyof Form>(key: Key, value: Form[Key]) {
    setForm((current) => ({ ...current, [key]: value }))
  }

  return (
    <FormDialog
      title={table ? EDIT_TABLE : ADD_TABLE}
      submitLabel={SAVE_TABLE}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          { id: table?.id ?? null, body: inputOf(form, table) },
          {
            onSuccess: () => {
              toast.success(TABLE_SAVED)
              onClose()
            },
            onError: (error) => {
              const message = serverMessageOf(error)
              if (message && Object.keys(fieldErrorsOf(error)).length === 0) toast.error(message)
            },
          },
        )
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={FIELD_LABEL}
          value={form.label}
          maxLength={32}
          required
          onChange={(value) => {
            set('label', value)
          }}
          error={errors.label}
        />
        <SelectField
          label={FIELD_AREA}
          value={form.area_id}
          options={floor.areas.map((area) => ({ value: area.id, label: area.name }))}
          onChange={(value) => {
            set('area_id', value)
          }}
          error={errors.area_id}
        />
        <TextField
          label={FIELD_SEATS_MIN}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={form.seats_min}
          onChange={(value) => {
            set('seats_min', value)
          }}
          error={errors.seats_min}
        />
        <TextField
          label={FIELD_SEATS_MAX}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={form.seats_max}
          onChange={(value) => {
            set('seats_max', value)
          }}
          error={errors.seats_max}
        />
        <TextField
          label={`${FIELD_MINIMUM_SPEND} (${floor.currency})`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={form.minimum_spend}
          onChange={(value) => {
            set('minimum_spend', value)
          }}
          error={errors.minimum_spend}
        />
        <SelectField
          label={FIELD_SHAPE}
          value={form.shape}
          options={Object.entries(SHAPES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => {
            set('shape', value === 'rect' ? 'rect' : 'round')
          }}
          error={errors.shape}
        />
        <SelectField
          label={FIELD_PLAN}
          value={form.plan_id}
          options={[
            { value: '', label: FIELD_NO_PLAN },
            ...floor.plans.map((plan) => ({ value: plan.id, label: plan.name })),
          ]}
          onChange={(value) => {
            set('plan_id', value)
          }}
          error={errors.plan_id}
        />
      </div>
      <Checkbox
        label={FIELD_ONLINE}
        checked={form.online}
        onChange={(checked) => {
          set('online', checked)
        }}
      />
    </FormDialog>
  )
}
