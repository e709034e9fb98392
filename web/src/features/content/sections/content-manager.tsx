import { FileText } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'
import { useSearchParams } from 'react-router'

import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { SECTION_NAMES } from '@/lib/api/rules'
import type { ContentSectionPublic } from '@/lib/api/types'
import {
  ADMIN_NAV_CONTENT,
  FAILED_TO_LOAD_SECTIONS,
  SAVE_CHANGES,
  TITLE_LABEL,
} from '@/messages-admin'
import {
  CONTENT_FIELD_LABEL,
  CONTENT_INTRO,
  CONTENT_JSON_HINT,
  CONTENT_SECTIONS_LABEL,
  DRAFT_SAVED,
  EXAMPLE_BOTTLE_SERVICE_JSON,
  FAILED_TO_SAVE_DRAFT,
  FAILED_TO_UPDATE_SECTION,
  INVALID_JSON_CONTENT,
  SECTION_NAME_LABEL,
  SECTION_UPDATED,
  SELECT_A_SECTION,
  SUBTITLE_LABEL,
} from '../messages'

import { useSaveSection, useSections } from '@/lib/admin-api/sections'
import { useSaveDraft } from '../api/save-draft'
import { DraftNotice, SaveDraftButton } from '../drafts/save-draft-button'
import { wantsDraft } from '../utils/draft-intent'
import {
  FOCUS_RING,
  FormCard,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { QueryPanel } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { HistoryButton } from '../history/history-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { differs } from '../utils/dirty'
import { withinPrefix } from '@/lib/field-errors'
import { formatContent, parseContent } from '@/lib/json-content'
import { BOTTLE_SERVICE_EXAMPLE } from './bottle-service-example'

type SectionValues = { title: string | null; subtitle: string | null; content: string }

// What the form holds as a save would keep it: blank texts as null, the content as parsed JSON
// (so re-indenting it changes nothing), or as typed while it does not parse.
function sectionValues(
  title: string | null,
  subtitle: string | null,
  content: string,
): SectionValues {
  const parsed = parseContent(content)
  return {
    title: title?.trim() || null,
    subtitle: subtitle?.trim() || null,
    content: parsed.ok ? JSON.stringify(parsed.value) : content,
  }
}

function SectionEditor({
  name,
  section,
  onRestored,
}: {
  name: string
  section: ContentSectionPublic | null
  onRestored: () => void
}) {
  const [title, setTitle] = useState(section?.title ?? '')
  const [subtitle, setSubtitle] = useState(section?.subtitle ?? '')
  const [content, setContent] = useState(() => formatContent(section?.content ?? {}))
  const [saved, setSaved] = useState(() => sectionValues(title, subtitle, content))
  const save = useSaveSection()
  const saveDraft = useSaveDraft()
  const feedback = useSaveFeedback()
  const { errors } = feedback
  const contentErrors = Object.entries(withinPrefix(errors, 'content'))
  const unsavedDialog = useUnsavedChanges(differs(sectionValues(title, subtitle, content), saved))

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = parseContent(content)
    if (!parsed.ok) {
      feedback.setErrors({ content: INVALID_JSON_CONTENT })
      feedback.toast.error(INVALID_JSON_CONTENT)
      return
    }
    const values = {
      title: title.trim() || null,
      subtitle: subtitle.trim() || null,
      content: parsed.value,
    }
    if (wantsDraft(event)) {
      saveDraft.mutate(
        { entity: 'content_sections', sectionName: name, body: values },
        feedback.outcome(DRAFT_SAVED, FAILED_TO_SAVE_DRAFT, () => {
          setSaved(sectionValues(title, subtitle, content))
        }),
      )
      return
    }
    save.mutate(
      { sectionName: name, ...values },
      feedback.outcome(SECTION_UPDATED, FAILED_TO_UPDATE_SECTION, (row: ContentSectionPublic) => {
        setContent(formatContent(row.content))
        setSaved(sectionValues(row.title, row.subtitle, formatContent(row.content)))
      }),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {unsavedDialog}
      <DraftNotice
        matches={(draft) => draft.entity === 'content_sections' && draft.target === name}
      />
      <FormCard
        title={name}
        actions={
          <HistoryButton
            entity="content_sections"
            entityId={section?.id}
            what={name}
            onRestored={onRestored}
          />
        }
      >
        <TextField label={SECTION_NAME_LABEL} value={name} readOnly onChange={() => undefined} />
        <TextField label={TITLE_LABEL} value={title} onChange={setTitle} error={errors.title} />
        <TextField
          label={SUBTITLE_LABEL}
          value={subtitle}
          onChange={setSubtitle}
          error={errors.subtitle}
        />
        <TextAreaField
          label={CONTENT_FIELD_LABEL}
          value={content}
          onChange={setContent}
          rows={18}
          spellCheck={false}
          hint={CONTENT_JSON_HINT}
          error={errors.content}
          className="[&_textarea]:font-mono [&_textarea]:text-xs [&_textarea]:leading-relaxed"
        />
        {contentErrors.length > 0 ? (
          <ul className="space-y-1 rounded-lg border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm text-red-800 dark:text-red-200">
            {contentErrors.map(([path, message]) => (
              <li key={path}>
                <code className="font-mono text-xs">{path}</code>: {message}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <SaveDraftButton saving={save.isPending || saveDraft.isPending} />
          <SubmitButton saving={save.isPending || saveDraft.isPending}>{SAVE_CHANGES}</SubmitButton>
        </div>
      </FormCard>
    </form>
  )
}

// /admin/content: the title, subtitle and JSON content of each section the site shows, saved or
// not yet (then it is created on the first save).
export function ContentManager() {
  const query = useSections()
  const [restoreKey, restored] = useRestoreKey()
  const [params, setParams] = useSearchParams()
  const selected = params.get('section')

  function select(name: string) {
    setParams({ section: name }, { replace: true })
  }

  return (
    <QueryPanel
      title={ADMIN_NAV_CONTENT}
      description={CONTENT_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_SECTIONS}
    >
      {({ data: sections }) => {
        // Every section the site shows, by name; one not saved yet is created on its first save.
        const listed = [...SECTION_NAMES].sort().map((name) => ({
          name,
          title: sections.find((section) => section.section_name === name)?.title ?? null,
        }))
        const current = sections.find((section) => section.section_name === selected) ?? null
        const editing = selected !== null && listed.some(({ name }) => name === selected)
        return (
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <nav
              aria-label={CONTENT_SECTIONS_LABEL}
              className="self-start rounded-2xl border border-line bg-surface p-3"
            >
              <ul className="space-y-1">
                {listed.map(({ name, title }) => (
                  <li key={name}>
                    <button
                      type="button"
                      aria-current={selected === name ? 'true' : undefined}
                      onClick={() => {
                        select(name)
                      }}
                      className={`flex w-full flex-col items-start rounded-lg border-l-2 px-3 py-2 text-left transition-colors ${FOCUS_RING} ${
                        selected === name
                          ? 'border-accent bg-accent/10'
                          : 'border-transparent hover:bg-ink/5'
                      }`}
                    >
                      <span
                        className={`font-mono text-sm ${selected === name ? 'text-accent' : 'text-ink'}`}
                      >
                        {name}
                      </span>
                      <span className="text-xs text-ink-muted">{title ?? '—'}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="min-w-0 space-y-6">
              {editing ? (
                <SectionEditor
                  key={`${selected}-${String(restoreKey)}`}
                  name={selected}
                  section={current}
                  onRestored={restored}
                />
              ) : (
                <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
                  <FileText aria-hidden="true" className="size-10 text-accent" />
                  <p className="text-ink-muted">{SELECT_A_SECTION}</p>
                </div>
              )}
              <details
                open={selected === 'bottle-service'}
                className="rounded-2xl border border-line bg-surface p-5"
              >
                <summary
                  className={`cursor-pointer rounded text-sm font-semibold text-ink ${FOCUS_RING}`}
                >
                  {EXAMPLE_BOTTLE_SERVICE_JSON}
                </summary>
                <pre
                  tabIndex={0}
                  aria-label={EXAMPLE_BOTTLE_SERVICE_JSON}
                  className="mt-4 overflow-x-auto rounded-lg bg-canvas p-4 font-mono focus-visible:outline-2 focus-visible:outline-accent text-xs leading-relaxed text-ink-muted"
                >
                  {formatContent(BOTTLE_SERVICE_EXAMPLE)}
                </pre>
              </details>
            </div>
          </div>
        )
      }}
    </QueryPanel>
  )
}
