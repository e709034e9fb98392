import { useState } from 'react'

import { FormDialog } from '@/components/ui/form-dialog'
import { FileUpload } from '@/components/upload'
import { Checkbox, TextField } from '@/components/ui/form-controls'
import { useToast } from '@/components/use-toast'
import { fieldErrorsOf } from '@/lib/field-errors'

import { useSaveArea, useSavePlan } from '../api/floor'
import {
  ADD_AREA,
  ADD_PLAN,
  AREA_SAVED,
  FIELD_DESCRIPTION,
  FIELD_GUESTS_PICK,
  FIELD_NAME,
  FIELD_PLAN_IMAGE,
  PLAN_SAVED,
  SAVE_AREA,
  SAVE_PLAN,
} from '../messages'

// A new area guests can book (its name, a line about it, whether guests pick the exact table).
export function AreaDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [guestsPick, setGuestsPick] = useState(false)
  const save = useSaveArea()
  const toast = useToast()
  const errors = fieldErrorsOf(save.error)
  return (
    <FormDialog
      title={ADD_AREA}
      submitLabel={SAVE_AREA}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          {
            id: null,
            body: { name: name.trim(), description, guests_pick_table: guestsPick, position: 0 },
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

// A new floor plan: a room or floor of the club, with the picture its tables are drawn on.
export function PlanDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('')
  const [image, setImage] = useState('')
  const save = useSavePlan()
  const toast = useToast()
  const errors = fieldErrorsOf(save.error)
  return (
    <FormDialog
      title={ADD_PLAN}
      submitLabel={SAVE_PLAN}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        save.mutate(
          { id: null, body: { name: name.trim(), image: image.trim() || null, position: 0 } },
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
