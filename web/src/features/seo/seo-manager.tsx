import { ImageOff, Search, Share2 } from 'lucide-react'
import { useId, useState, type ComponentProps, type SubmitEvent } from 'react'

import { FileUpload } from '@/components/upload'
import type { ContentSectionPublic } from '@/lib/api/types'
import { ADMIN_NAV_SEO, FAILED_TO_LOAD_SECTIONS } from '@/messages-admin'
import {
  charactersUsed,
  charactersUsedLabel,
  FAILED_TO_UPDATE_SEO,
  SEO_DESCRIPTION,
  SEO_FOLLOWS_HERO,
  SEO_INTRO,
  SEO_NO_PICTURE,
  SEO_PAGE_TITLE,
  SEO_PICTURE,
  SEO_PICTURE_FOLLOWS_HERO,
  SEO_PICTURE_HINT,
  SEO_PICTURE_NAME,
  SEO_PICTURE_NONE,
  SEO_PICTURE_URL,
  SEO_PREVIEWS,
  SEO_PREVIEWS_INTRO,
  SEO_SEARCH_RESULT,
  SEO_SHARE_CARD,
  SEO_TEXT,
  SEO_UPDATED,
} from './messages'

import { useSaveSection, useSections } from '@/lib/admin-api/sections'
import { controlProps } from '@/components/ui/control-props'
import { FieldShell, FormCard, INPUT, SaveBar, UrlField } from '@/components/ui/form-controls'
import { QueryPanel } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { useFormFields } from '@/hooks/use-form-fields'
import { withinPrefix } from '@/lib/field-errors'
import { isJsonObject } from '@/lib/json-content'
import { blankToNull, checkFields, hasErrors } from '@/lib/validation'
import {
  effectiveSeo,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoDefaults,
  type SeoValues,
} from './seo-defaults'

type SeoForm = { title: string; description: string; image: string }

function toForm(section: ContentSectionPublic | null): SeoForm {
  const content = section && isJsonObject(section.content) ? section.content : {}
  const text = (key: string) => {
    const value = content[key]
    return typeof value === 'string' ? value : ''
  }
  return { title: text('title'), description: text('description'), image: text('image') }
}

type CountedFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  max: number
  placeholder: string
  error?: string
  multiline?: boolean
} & Pick<ComponentProps<'textarea'>, 'rows'>

// A text with a limit: under it, what an empty field means and the count of characters used,
// both read with the field.
function CountedField({
  label,
  value,
  onChange,
  max,
  placeholder,
  error,
  multiline = false,
  rows = 4,
}: CountedFieldProps) {
  const hintId = useId()
  const counterId = useId()
  const near = value.length > max * 0.9
  return (
    <FieldShell label={label} error={error}>
      {(ids) => {
        const describedBy = [hintId, counterId, ids.describedBy].filter(Boolean).join(' ')
        const props = {
          ...controlProps({ ...ids, describedBy }, value, onChange),
          maxLength: max,
          placeholder,
        }
        return (
          <>
            {multiline ? (
              <textarea {...props} rows={rows} className={`${INPUT} resize-y`} />
            ) : (
              <input {...props} className={INPUT} />
            )}
            <div className="mt-1.5 flex items-start justify-between gap-4 text-xs">
              <p id={hintId} className="text-ink-muted">
                {SEO_FOLLOWS_HERO}
              </p>
              <p
                id={counterId}
                className={`shrink-0 tabular-nums ${near ? 'font-semibold text-accent' : 'text-ink-muted'}`}
              >
                <span aria-hidden="true">{charactersUsed(value.length, max)}</span>
                <span className="sr-only">{charactersUsedLabel(value.length, max)}</span>
              </p>
            </div>
          </>
        )
      }}
    </FieldShell>
  )
}

function siteAddress(): { origin: string; host: string } {
  return { origin: window.location.origin, host: window.location.host }
}

// Roughly a search engine's result: the site's name and address, the title as the link, then the
// description.
function SearchResult({ seo, clubName }: { seo: SeoValues; clubName: string }) {
  const { origin } = siteAddress()
  return (
    <figure className="rounded-xl border border-line bg-white p-5 text-left font-sans shadow-sm dark:bg-[#1f1f22]">
      <figcaption className="sr-only">{SEO_SEARCH_RESULT}</figcaption>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full border border-black/10 bg-[#f1f3f4] text-xs font-semibold text-[#202124] dark:border-white/15 dark:bg-[#303134] dark:text-[#e8eaed]"
        >
          {clubName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm text-[#202124] dark:text-[#dadce0]">{clubName}</p>
          <p className="truncate text-xs text-[#4d5156] dark:text-[#bdc1c6]">{origin}</p>
        </div>
      </div>
      <p className="mt-2 line-clamp-1 text-xl text-[#1a0dab] dark:text-[#99c3ff]">{seo.title}</p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-[#4d5156] dark:text-[#bdc1c6]">
        {seo.description}
      </p>
    </figure>
  )
}

// Roughly a shared link's card: the picture, the address, the title and the description.
function ShareCard({ seo }: { seo: SeoValues }) {
  const { host } = siteAddress()
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-canvas text-left shadow-sm">
      <figcaption className="sr-only">{SEO_SHARE_CARD}</figcaption>
      <div className="aspect-[1.91/1] bg-ink/5">
        {seo.image ? (
          <img src={seo.image} alt="" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <ImageOff aria-hidden="true" className="size-7" />
            {SEO_NO_PICTURE}
          </div>
        )}
      </div>
      <div className="border-t border-line px-4 py-3">
        <p className="truncate text-xs tracking-wider text-ink-muted uppercase">{host}</p>
        <p className="mt-1 line-clamp-1 font-semibold text-ink">{seo.title}</p>
        <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{seo.description}</p>
      </div>
    </figure>
  )
}

function PreviewHeading({ icon: Icon, children }: { icon: typeof Search; children: string }) {
  return (
    <h3 className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
      <Icon aria-hidden="true" className="size-4 text-accent" />
      {children}
    </h3>
  )
}

type SeoEditorProps = {
  section: ContentSectionPublic | null
  hero: ContentSectionPublic | null
  clubName: string
}

function SeoEditor({ section, hero, clubName }: SeoEditorProps) {
  const { form, set } = useFormFields<SeoForm>(() => toForm(section))
  const [saved, setSaved] = useState<SeoForm>(() => toForm(section))
  const save = useSaveSection()
  const feedback = useSaveFeedback()
  const errors = { ...withinPrefix(feedback.errors, 'content'), ...feedback.errors }
  const defaults = seoDefaults(clubName, hero)
  const shown = effectiveSeo(form, defaults)

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = checkFields(form, { media: ['image'] })
    feedback.setErrors(problems)
    if (hasErrors(problems)) return
    const content = {
      title: blankToNull(form.title),
      description: blankToNull(form.description),
      image: blankToNull(form.image),
    }
    save.mutate(
      {
        sectionName: 'seo',
        title: section?.title ?? null,
        subtitle: section?.subtitle ?? null,
        content,
      },
      feedback.outcome(SEO_UPDATED, FAILED_TO_UPDATE_SEO, () => {
        setSaved(form)
      }),
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
    >
      <div className="space-y-6">
        <FormCard title={SEO_TEXT}>
          <CountedField
            label={SEO_PAGE_TITLE}
            value={form.title}
            onChange={set('title')}
            max={SEO_TITLE_MAX}
            placeholder={defaults.title}
            error={errors.title}
          />
          <CountedField
            label={SEO_DESCRIPTION}
            value={form.description}
            onChange={set('description')}
            max={SEO_DESCRIPTION_MAX}
            placeholder={defaults.description}
            error={errors.description}
            multiline
          />
        </FormCard>

        <FormCard title={SEO_PICTURE} description={SEO_PICTURE_HINT}>
          <FileUpload
            bucket="hero-images"
            name={SEO_PICTURE_NAME}
            kinds="images"
            limit="10MB"
            value={form.image.trim() || null}
            savedUrl={saved.image || null}
            onChange={(url) => {
              set('image')(url ?? '')
            }}
          />
          <UrlField
            label={SEO_PICTURE_URL}
            value={form.image}
            onChange={set('image')}
            placeholder={defaults.image ?? 'https://'}
            error={errors.image}
          />
          {form.image.trim() ? null : defaults.image ? (
            <div className="flex items-center gap-4 rounded-xl border border-dashed border-line bg-canvas/60 p-3">
              <img
                src={defaults.image}
                alt=""
                className="h-14 w-24 shrink-0 rounded-lg object-cover opacity-80"
              />
              <p className="text-sm text-ink-muted">{SEO_PICTURE_FOLLOWS_HERO}</p>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{SEO_PICTURE_NONE}</p>
          )}
        </FormCard>
        <SaveBar saving={save.isPending} />
      </div>

      <aside aria-label={SEO_PREVIEWS} className="space-y-6 xl:sticky xl:top-8 xl:self-start">
        <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 className="font-display text-2xl font-semibold text-ink">{SEO_PREVIEWS}</h2>
          <p className="mt-1 text-sm text-ink-muted">{SEO_PREVIEWS_INTRO}</p>
          <div className="mt-5 space-y-6">
            <section>
              <PreviewHeading icon={Search}>{SEO_SEARCH_RESULT}</PreviewHeading>
              <SearchResult seo={shown} clubName={clubName} />
            </section>
            <section>
              <PreviewHeading icon={Share2}>{SEO_SHARE_CARD}</PreviewHeading>
              <ShareCard seo={shown} />
            </section>
          </div>
        </div>
      </aside>
    </form>
  )
}

// /admin/seo: the page title, description and share picture, each following the hero while empty.
export function SeoManager({ clubName }: { clubName: string }) {
  const query = useSections()
  const find = (name: string) => query.data?.data.find((item) => item.section_name === name) ?? null
  return (
    <QueryPanel
      title={ADMIN_NAV_SEO}
      description={SEO_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_SECTIONS}
    >
      {() => <SeoEditor section={find('seo')} hero={find('hero')} clubName={clubName} />}
    </QueryPanel>
  )
}
