import { useState, type SubmitEvent } from 'react'

import { FileUpload, MediaPreview } from '@/components/upload'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import {
  ADD_IMAGE_URL,
  DESCRIPTION_LABEL,
  EXPERIENCE_IMAGES,
  EXPERIENCE_IMAGES_EMPTY,
  EXPERIENCE_UPDATED,
  FAILED_TO_UPDATE_EXPERIENCE,
  IMAGE_NAME,
  IMAGE_URL_LABEL,
  removeImageLabel,
  SERVICES_TAB_EXPERIENCE,
  TITLE_LABEL,
} from '@/messages-admin'

import {
  FieldGroup,
  FormCard,
  SaveBar,
  TextAreaField,
  TextField,
  UrlField,
} from '@/components/ui/form-controls'
import { AddButton, RemoveRowButton } from '../components/row-list'
import { useSavePart } from '../hooks/use-save-part'
import { useUrlDraft } from '../hooks/use-url-draft'
import { differs } from '../utils/dirty'
import type { JsonObject } from '@/lib/json-content'
import { objectAt, stringsAt, text } from '../utils/section-content'

// The bottle-service experience: title, description and the images the About section shows.
export function ExperienceTab({ content }: { content: JsonObject }) {
  const experience = objectAt(content, 'experience')
  const [title, setTitle] = useState(text(experience.title))
  const [description, setDescription] = useState(text(experience.description))
  const [images, setImages] = useState(() => stringsAt(experience, 'images'))
  const newUrl = useUrlDraft()
  const { save, saving, errors } = useSavePart('bottle-service', 'content.experience', {
    updated: EXPERIENCE_UPDATED,
    updateFailed: FAILED_TO_UPDATE_EXPERIENCE,
  })
  const values = { title, description, images }
  const [saved, setSaved] = useState(values)
  const unsavedDialog = useUnsavedChanges(differs(values, saved))

  function addUrl() {
    const url = newUrl.take()
    if (url === null) return
    setImages((current) => [...current, url])
    newUrl.clear()
  }

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
        <FieldGroup title={EXPERIENCE_IMAGES}>
          {images.length === 0 ? (
            <p className="mb-3 text-sm text-ink-muted">{EXPERIENCE_IMAGES_EMPTY}</p>
          ) : null}
          <ul className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {images.map((url, index) => (
              <li
                key={`${url}-${String(index)}`}
                className="relative aspect-[4/3] overflow-hidden rounded-xl border border-line bg-canvas"
              >
                <MediaPreview url={url} alt={`${IMAGE_NAME} ${String(index + 1)}`} />
                <RemoveRowButton
                  label={removeImageLabel(index + 1)}
                  onClick={() => {
                    setImages((current) => current.filter((_, position) => position !== index))
                  }}
                  className="absolute top-2 right-2 bg-black/70 text-white"
                />
                {errors[`images.${String(index)}`] ? (
                  <p className="absolute inset-x-0 bottom-0 bg-red-700 px-2 py-1 text-xs text-white">
                    {errors[`images.${String(index)}`]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="grid gap-4 md:grid-cols-2">
            <FileUpload
              bucket="experience-images"
              name={IMAGE_NAME}
              onUploaded={(file) => {
                setImages((current) => [...current, file.url])
              }}
            />
            <div className="flex items-start gap-2">
              <UrlField
                label={IMAGE_URL_LABEL}
                value={newUrl.value}
                onChange={newUrl.change}
                error={newUrl.error}
                className="min-w-0 flex-1"
              />
              <AddButton label={ADD_IMAGE_URL} onClick={addUrl} className="mt-7" />
            </div>
          </div>
        </FieldGroup>
        <SaveBar saving={saving} />
      </FormCard>
    </form>
  )
}
