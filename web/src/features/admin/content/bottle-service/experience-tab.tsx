import { Plus, Trash2 } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'

import { FileUpload, MediaPreview } from '@/components/upload'
import {
  ADD_IMAGE_URL,
  DESCRIPTION_LABEL,
  EXPERIENCE_IMAGES,
  EXPERIENCE_IMAGES_EMPTY,
  EXPERIENCE_UPDATED,
  FAILED_TO_UPDATE_EXPERIENCE,
  IMAGE_NAME,
  IMAGE_URL_LABEL,
  INVALID_URL,
  removeImageLabel,
  SAVE_CHANGES,
  SERVICES_TAB_EXPERIENCE,
  TITLE_LABEL,
} from '@/messages'

import { useSaveSectionPart } from '../api/sections'
import { BUTTON_DANGER_ICON, BUTTON_SECONDARY, FormCard, SubmitButton, TextAreaField, TextField } from '../components/form-controls'
import { useSaveFeedback } from '../hooks/use-feedback'
import { withinPrefix } from '../utils/field-errors'
import type { JsonObject } from '../utils/json-content'
import { objectAt, stringsAt, text } from '../utils/section-content'
import { isMediaUrl } from '../utils/validation'

// The bottle-service experience: title, description and the images the About section shows.
export function ExperienceTab({ content }: { content: JsonObject }) {
  const experience = objectAt(content, 'experience')
  const [title, setTitle] = useState(text(experience.title))
  const [description, setDescription] = useState(text(experience.description))
  const [images, setImages] = useState(() => stringsAt(experience, 'images'))
  const [newUrl, setNewUrl] = useState('')
  const [urlError, setUrlError] = useState<string>()
  const { savePart, isPending } = useSaveSectionPart('bottle-service')
  const feedback = useSaveFeedback()
  const errors = withinPrefix(feedback.errors, 'content.experience')

  function addUrl() {
    const value = newUrl.trim()
    if (value === '') return
    if (!isMediaUrl(value)) {
      setUrlError(INVALID_URL)
      return
    }
    setImages((current) => [...current, value])
    setNewUrl('')
    setUrlError(undefined)
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = { title: title.trim(), description: description.trim(), images }
    savePart((current) => ({ ...current, experience: { ...objectAt(current, 'experience'), ...next } })).then(
      () => {
        feedback.succeeded(EXPERIENCE_UPDATED)
      },
      (error: unknown) => {
        feedback.failed(FAILED_TO_UPDATE_EXPERIENCE, error)
      },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormCard title={SERVICES_TAB_EXPERIENCE}>
        <TextField label={TITLE_LABEL} value={title} onChange={setTitle} error={errors.title} />
        <TextAreaField label={DESCRIPTION_LABEL} value={description} onChange={setDescription} error={errors.description} />
        <div>
          <h3 className="mb-3 text-sm font-medium text-ink">{EXPERIENCE_IMAGES}</h3>
          {images.length === 0 ? <p className="mb-3 text-sm text-ink-muted">{EXPERIENCE_IMAGES_EMPTY}</p> : null}
          <ul className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {images.map((url, index) => (
              <li key={`${url}-${String(index)}`} className="relative aspect-[4/3] overflow-hidden rounded-xl border border-line bg-canvas">
                <MediaPreview url={url} alt={`${IMAGE_NAME} ${String(index + 1)}`} />
                <button
                  type="button"
                  aria-label={removeImageLabel(index + 1)}
                  onClick={() => {
                    setImages((current) => current.filter((_, position) => position !== index))
                  }}
                  className={`${BUTTON_DANGER_ICON} absolute top-2 right-2 bg-black/70 text-white`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
                {errors[`images.${String(index)}`] ? (
                  <p className="absolute inset-x-0 bottom-0 bg-red-700 px-2 py-1 text-xs text-white">{errors[`images.${String(index)}`]}</p>
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
              <TextField label={IMAGE_URL_LABEL} type="url" inputMode="url" placeholder="https://" value={newUrl} onChange={(value) => { setNewUrl(value); setUrlError(undefined) }} error={urlError} className="min-w-0 flex-1" />
              <button type="button" onClick={addUrl} className={`${BUTTON_SECONDARY} mt-7`}>
                <Plus aria-hidden="true" className="size-4" />
                {ADD_IMAGE_URL}
              </button>
            </div>
          </div>
        </div>
        <div className="flex justify-end">
          <SubmitButton saving={isPending}>{SAVE_CHANGES}</SubmitButton>
        </div>
      </FormCard>
    </form>
  )
}
