import { useState, type SubmitEvent } from 'react'

import { FileUpload, isVideoUrl } from '@/components/upload'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { HERO_BUTTON_DEFAULTS } from '@/lib/api/rules'
import type { ContentSectionPublic } from '@/lib/api/types'
import {
  ADMIN_NAV_HERO,
  FAILED_TO_LOAD_SECTIONS,
  HERO_UPDATED,
  SAVE_CHANGES,
  TITLE_LABEL,
} from '@/messages-admin'
import {
  DRAFT_SAVED,
  FAILED_TO_SAVE_DRAFT,
  FAILED_TO_UPDATE_HERO,
  HERO_BACKGROUND,
  HERO_BACKGROUND_IMAGE,
  HERO_BACKGROUND_MEDIA,
  HERO_BACKGROUND_VIDEO,
  HERO_BUTTONS,
  HERO_INTRO,
  HERO_PRIMARY_BUTTON_LINK,
  HERO_PRIMARY_BUTTON_TEXT_LABEL,
  HERO_SECONDARY_BUTTON_LINK,
  HERO_SECONDARY_BUTTON_TEXT_LABEL,
  HERO_TEXT,
  LINK_HINT,
  SUBTITLE_LABEL,
} from '../messages'

import { useSaveSection, useSection } from '@/lib/admin-api/sections'
import { useSaveDraft } from '../api/save-draft'
import { DraftNotice, SaveDraftButton } from '../drafts/save-draft-button'
import { wantsDraft } from '../utils/draft-intent'
import { FormCard, SubmitButton, TextField, UrlField } from '@/components/ui/form-controls'
import { EditorPanel } from '../components/editor-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useFormFields } from '@/hooks/use-form-fields'
import { differs } from '../utils/dirty'
import { withinPrefix } from '@/lib/field-errors'
import { isJsonObject } from '@/lib/json-content'
import { blankToNull, checkFields, hasErrors } from '@/lib/validation'

const REQUIRED = [
  'title',
  'subtitle',
  'primary_button_text',
  'primary_button_link',
  'secondary_button_text',
  'secondary_button_link',
] as const
const MEDIA = ['background_image', 'background_video'] as const
type HeroForm = Record<(typeof REQUIRED)[number] | (typeof MEDIA)[number], string>

function text(content: Record<string, unknown>, key: string, fallback = ''): string {
  const value = content[key]
  return typeof value === 'string' ? value : fallback
}

// The saved content, with the product's button defaults for a hero never saved.
function toForm(section: ContentSectionPublic | null): HeroForm {
  const content = section && isJsonObject(section.content) ? section.content : {}
  return {
    title: text(content, 'title', section?.title ?? ''),
    subtitle: text(content, 'subtitle', section?.subtitle ?? ''),
    background_image: text(content, 'background_image'),
    background_video: text(content, 'background_video'),
    primary_button_text: text(content, 'primary_button_text', HERO_BUTTON_DEFAULTS.primary.text),
    primary_button_link: text(content, 'primary_button_link', HERO_BUTTON_DEFAULTS.primary.link),
    secondary_button_text: text(
      content,
      'secondary_button_text',
      HERO_BUTTON_DEFAULTS.secondary.text,
    ),
    secondary_button_link: text(
      content,
      'secondary_button_link',
      HERO_BUTTON_DEFAULTS.secondary.link,
    ),
  }
}

function HeroEditor({ section }: { section: ContentSectionPublic | null }) {
  const feedback = useSaveFeedback()
  const errors = { ...withinPrefix(feedback.errors, 'content'), ...feedback.errors }
  const { form, setForm, field } = useFormFields<HeroForm>(() => toForm(section), errors)
  const [saved, setSaved] = useState<HeroForm>(() => toForm(section))
  const save = useSaveSection()
  const saveDraft = useSaveDraft()
  const unsavedDialog = useUnsavedChanges(differs(form, saved))

  // The preview shows the video when there is one, else the image; an upload fills the field of
  // its kind (a new image replaces a video, a new video keeps the image as its fallback).
  const shown = form.background_video || form.background_image
  function onMedia(url: string | null) {
    setForm((current) => {
      if (url === null) {
        return current.background_video
          ? { ...current, background_video: '' }
          : { ...current, background_image: '' }
      }
      return isVideoUrl(url)
        ? { ...current, background_video: url }
        : { ...current, background_image: url, background_video: '' }
    })
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = checkFields(form, { required: REQUIRED, media: MEDIA })
    feedback.setErrors(problems)
    if (hasErrors(problems)) return
    const content = {
      ...(section && isJsonObject(section.content) ? section.content : {}),
      ...Object.fromEntries(REQUIRED.map((key) => [key, form[key].trim()])),
      background_image: blankToNull(form.background_image),
      background_video: blankToNull(form.background_video),
    }
    const values = { title: form.title.trim(), subtitle: form.subtitle.trim(), content }
    if (wantsDraft(event)) {
      // Kept as a draft, nothing is lost: the form no longer counts as unsaved.
      saveDraft.mutate(
        { entity: 'content_sections', sectionName: 'hero', body: values },
        feedback.outcome(DRAFT_SAVED, FAILED_TO_SAVE_DRAFT, () => {
          setSaved(form)
        }),
      )
      return
    }
    save.mutate(
      { sectionName: 'hero', ...values },
      feedback.outcome(HERO_UPDATED, FAILED_TO_UPDATE_HERO, () => {
        setSaved(form)
      }),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {unsavedDialog}
      <DraftNotice
        matches={(draft) => draft.entity === 'content_sections' && draft.target === 'hero'}
      />
      <FormCard title={HERO_TEXT}>
        <TextField label={TITLE_LABEL} required {...field('title')} />
        <TextField label={SUBTITLE_LABEL} required {...field('subtitle')} />
      </FormCard>

      <FormCard title={HERO_BACKGROUND}>
        <FileUpload
          bucket="hero-images"
          name={HERO_BACKGROUND_MEDIA}
          value={shown || null}
          savedUrl={saved.background_video || saved.background_image || null}
          onChange={onMedia}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <UrlField label={HERO_BACKGROUND_IMAGE} {...field('background_image')} />
          <UrlField label={HERO_BACKGROUND_VIDEO} {...field('background_video')} />
        </div>
      </FormCard>

      <FormCard title={HERO_BUTTONS} description={LINK_HINT}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={HERO_PRIMARY_BUTTON_TEXT_LABEL}
            required
            {...field('primary_button_text')}
          />
          <TextField label={HERO_PRIMARY_BUTTON_LINK} required {...field('primary_button_link')} />
          <TextField
            label={HERO_SECONDARY_BUTTON_TEXT_LABEL}
            required
            {...field('secondary_button_text')}
          />
          <TextField
            label={HERO_SECONDARY_BUTTON_LINK}
            required
            {...field('secondary_button_link')}
          />
        </div>
      </FormCard>

      <div className="flex flex-wrap justify-end gap-3">
        <SaveDraftButton saving={save.isPending || saveDraft.isPending} />
        <SubmitButton saving={save.isPending || saveDraft.isPending}>{SAVE_CHANGES}</SubmitButton>
      </div>
    </form>
  )
}

// /admin/hero.
export function HeroManager() {
  const query = useSection('hero')
  const restore = useRestoreKey()
  return (
    <EditorPanel
      title={ADMIN_NAV_HERO}
      description={HERO_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_SECTIONS}
      entity="content_sections"
      entityId={query.section?.id}
      restore={restore}
    >
      {() => <HeroEditor section={query.section ?? null} />}
    </EditorPanel>
  )
}
