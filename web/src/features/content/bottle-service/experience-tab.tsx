import { useState, type SubmitEvent } from 'react'

import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { TITLE_LABEL } from '@/messages-admin'
import {
  DESCRIPTION_LABEL,
  EXPERIENCE_UPDATED,
  FAILED_TO_UPDATE_EXPERIENCE,
  SERVICES_TAB_EXPERIENCE,
} from '../messages'

import { FormCard, SaveBar, TextAreaField, TextField } from '@/components/ui/form-controls'
import { ExperienceImages } from './experience-images'
import { useSavePart } from '../hooks/use-save-part'
import { differs } from '../utils/dirty'
import type { JsonObject } from '@/lib/json-content'
import { objectAt, stringsAt, text } from '../utils/section-content'

// The bottle-service experience: title, description and the images the About section shows.
export function ExperienceTab({ content }: { content: JsonObject }) {
  const experience = objectAt(content, 'experience')
  const [title, setTitle] = useState(text(experience.title))
  const [description, setDescription] = useState(text(experience.description))
  const [images, setImages] = useState(() => stringsAt(experience, 'images'))
  const { save, saving, errors } = useSavePart('bottle-service', 'content.experience', {
    updated: EXPERIENCE_UPDATED,
    updateFailed: FAILED_TO_UPDATE_EXPERIENCE,
  })
  const values = { title, description, images }
  const [saved, setSaved] = useState(values)
  const unsavedDialog = useUnsavedChanges(differs(values, saved))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = { title: title.trim(), description: description.trim(), images }
    save(
      (current) => ({ ...current, experience: { ...objectAt(current, 'experience'), ...next } }),
      () => {
        setSaved(values)
      },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      {unsavedDialog}
      <FormCard title={SERVICES_TAB_EXPERIENCE}>
        <TextField label={TITLE_LABEL} value={title} onChange={setTitle} error={errors.title} />
        <TextAreaField
          label={DESCRIPTION_LABEL}
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <ExperienceImages images={images} onChange={setImages} errors={errors} />
        <SaveBar saving={saving} />
      </FormCard>
    </form>
  )
}
