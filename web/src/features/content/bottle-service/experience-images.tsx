import type { Dispatch, SetStateAction } from 'react'

import { FileUpload, MediaPreview } from '@/components/upload'
import {
  ADD_IMAGE_URL,
  EXPERIENCE_IMAGES,
  EXPERIENCE_IMAGES_EMPTY,
  IMAGE_NAME,
  IMAGE_URL_LABEL,
  removeImageLabel,
} from '../messages'

import { FieldGroup, UrlField } from '@/components/ui/form-controls'
import type { FieldErrors } from '@/lib/field-errors'
import { AddButton, RemoveRowButton } from '../components/row-list'
import { useUrlDraft } from '../hooks/use-url-draft'

type ExperienceImagesProps = {
  images: readonly string[]
  onChange: Dispatch<SetStateAction<string[]>>
  // The server's messages for the experience ('images.0': the first image's).
  errors: FieldErrors
}

// The images the About section shows: each with its Remove, then an upload or a URL to add one.
export function ExperienceImages({ images, onChange, errors }: ExperienceImagesProps) {
  const newUrl = useUrlDraft()

  function addUrl() {
    const url = newUrl.take()
    if (url === null) return
    onChange((current) => [...current, url])
    newUrl.clear()
  }

  return (
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
                onChange((current) => current.filter((_, position) => position !== index))
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
            onChange((current) => [...current, file.url])
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
  )
}
