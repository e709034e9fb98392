import { useState } from 'react'

import { FormDialog } from '@/components/ui/form-dialog'
import { FileUpload } from '@/components/upload'
import { Checkbox, TextField } from '@/components/ui/form-controls'
import { useToast } from '@/components/use-toast'
import { fieldErrorsOf } from '@/lib/field-errors'

import type { FloorArea } from '@/lib/admin-api/floor'

import { useSaveArea, useSavePlan, type FloorPlan } from '../api/floor'
import {
  ADD_AREA,
  ADD_PLAN,
  AREA_SAVED,
  EDIT_AREA,
  EDIT_PLAN,
  FIELD_DESCRIPTION,
  FIELD_GUESTS_PICK,
  FIELD_NAME,
  FIELD_PLAN_IMAGE,
  PLAN_SAVED,
  SAVE_AREA,
  SAVE_PLAN,
} from '../messages'

// An area guests can book, new or as it is (its name, a line about it, whether guests pick the
// exact table).
export function AreaDialog({ area, onClose }: { area?: FloorArea; onClose: () => void }) {
  const [name, setName] = useState(area?.name ?? '')
  const [description, setDescription] = useState(area?.description ?? '')
  const [guestsPick, setGuestsPick] = useState(area?.guests_pick_table ?? false)
  const save = useSaveArea()
  const toast = useToast()
  const errors = fieldErrorsOf(save.error)
  return (
    <FormDialog
      title={area ? EDIT_AREA : ADD_AREA}
      submitLabel={SAVE_AREA}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          {
            id: area?.id ?? null,
            body: {
              name: name.trim(),
              description,
              guests_pick_table: guestsPick,
              position: area?.position ?? 0,
            },
          },
          {
            onSuccess: () => {
              toast.success(AREA_SAVED)
              onClose()
            },
          },
        )
      }}
    >
      <TextField label={FIELD_NAME} value={name} onChange={setName} error={errors.name} required />
      <TextField
        label={FIELD_DESCRIPTION}
        value={description}
        onChange={setDescription}
        error={errors.description}
      />
      <Checkbox label={FIELD_GUESTS_PICK} checked={guestsPick} onChange={setGuestsPick} />
    </FormDialog>
  )
}

// A floor plan, new or as it is: a room or floor of the club, with the picture its tables are
// drawn on (replaced by uploading another).
export function PlanDialog({ plan, onClose }: { plan?: FloorPlan; onClose: () => void }) {
  const [name, setName] = useState(plan?.name ?? '')
  const [image, setImage] = useState(plan?.image ?? '')
  const save = useSavePlan()
  const toast = useToast()
  const errors = fieldErrorsOf(save.error)
  return (
    <FormDialog
      title={plan ? EDIT_PLAN : ADD_PLAN}
      submitLabel={SAVE_PLAN}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          {
            id: plan?.id ?? null,
            body: { name: name.trim(), image: image.trim() || null, position: plan?.position ?? 0 },
          },
          {
            onSuccess: () => {
              toast.success(PLAN_SAVED)
              onClose()
            },
          },
        )
      }}
    >
      <TextField label={FIELD_NAME} value={name} onChange={setName} error={errors.name} required />
      <FileUpload
        bucket="floor-plans"
        name={FIELD_PLAN_IMAGE}
        value={image || null}
        onChange={(url) => {
          setImage(url ?? '')
        }}
      />
      {errors.image ? (
        <p className="text-sm text-red-700 dark:text-red-300">{errors.image}</p>
      ) : null}
    </FormDialog>
  )
}
