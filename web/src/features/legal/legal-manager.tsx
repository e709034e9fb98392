import { ExternalLink } from 'lucide-react'
import { useId, useState, type SubmitEvent } from 'react'
import { useSearchParams } from 'react-router'

import { Markdown } from '@/components/markdown'
import { TabList } from '@/components/ui/tab-list'
import { paths } from '@/config/paths'
import type { ContentSectionPublic } from '@/lib/api/types'
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/messages'
import { ADMIN_NAV_LEGAL, FAILED_TO_LOAD_SECTIONS, TITLE_LABEL } from '@/messages-admin'
import {
  failedToUpdateLegal,
  LEGAL_BODY,
  LEGAL_BODY_HINT,
  LEGAL_INTRO,
  LEGAL_PREVIEW,
  LEGAL_PREVIEW_EMPTY,
  LEGAL_SYNTAX,
  LEGAL_SYNTAX_TITLE,
  LEGAL_TABS_LABEL,
  legalTitleHint,
  legalUpdated,
  VIEW_PAGE,
  viewPageLabel,
} from './messages'

import { useSaveSection, useSections } from '@/lib/admin-api/sections'
import { controlProps } from '@/components/ui/control-props'
import {
  BUTTON_SECONDARY,
  FieldShell,
  FOCUS_RING,
  FormCard,
  INPUT,
  SaveBar,
  TextField,
} from '@/components/ui/form-controls'
import { QueryState } from '@/components/ui/query-state'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { withinPrefix } from '@/lib/field-errors'
import { isJsonObject } from '@/lib/json-content'
import { AdminPanel } from '@/components/ui/admin-panel'

// The two pages, each a content section of its own ({title, body}, the body in Markdown).
const PAGES = [
  { id: 'privacy', name: PRIVACY_POLICY, href: paths.privacy.getHref() },
  { id: 'terms', name: TERMS_OF_SERVICE, href: paths.terms.getHref() },
] as const
type LegalPageInfo = (typeof PAGES)[number]
type PageId = LegalPageInfo['id']
const PAGE_PARAM = 'page'
// The public page's limit on the body (the server refuses more).
const BODY_MAX = 50_000

function isPage(value: string | null): value is PageId {
  return PAGES.some((page) => page.id === value)
}

function text(content: Record<string, unknown>, key: string): string {
  const value = content[key]
  return typeof value === 'string' ? value : ''
}

function SyntaxHint() {
  return (
    <div className="rounded-xl border border-line bg-canvas/60 p-4">
      <h4 className="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
        {LEGAL_SYNTAX_TITLE}
      </h4>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        {LEGAL_SYNTAX.map(([mark, meaning]) => (
          <div key={mark} className="contents">
            <dt>
              <code className="rounded bg-ink/5 px-1.5 py-0.5 font-mono text-xs text-ink">
                {mark}
              </code>
            </dt>
            <dd className="text-ink-muted">{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

// What the page will look like: the title and the Markdown as the public page sets them. The
// text's own headings sit under the card's title.
function LegalPreview({ title, body }: { title: string; body: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex min-h-0 flex-col">
      <p id={id} className="mb-1.5 text-sm font-medium text-ink">
        {LEGAL_PREVIEW}
      </p>
      <div
        data-testid="legal-preview"
        className="max-h-[44rem] min-h-80 flex-1 overflow-y-auto rounded-xl border border-line bg-canvas px-6 py-6 sm:px-8"
      >
        <p className="font-display text-4xl font-semibold text-ink">{title}</p>
        <div
          aria-hidden="true"
          className="mt-4 h-px w-20 bg-linear-to-r from-accent to-transparent"
        />
        <div className="mt-6 space-y-4 leading-relaxed text-ink-muted">
          {body.trim() ? (
            <Markdown source={body} headingLevel={3} />
          ) : (
            <p className="italic">{LEGAL_PREVIEW_EMPTY}</p>
          )}
        </div>
      </div>
    </section>
  )
}

function LegalEditor({
  page,
  section,
}: {
  page: LegalPageInfo
  section: ContentSectionPublic | null
}) {
  const content = section && isJsonObject(section.content) ? section.content : {}
  const [title, setTitle] = useState(() => text(content, 'title'))
  const [body, setBody] = useState(() => text(content, 'body'))
  const save = useSaveSection()
  const feedback = useSaveFeedback()
  const errors = withinPrefix(feedback.errors, 'content')

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    save.mutate(
      {
        sectionName: page.id,
        // The section's own title and subtitle are not shown for these pages; kept as they are.
        title: section?.title ?? null,
        subtitle: section?.subtitle ?? null,
        content: { title: title.trim() || null, body },
      },
      feedback.outcome(legalUpdated(page.name), failedToUpdateLegal(page.name)),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormCard
        title={page.name}
        actions={
          <a
            href={page.href}
            target="_blank"
            rel="noopener"
            aria-label={viewPageLabel(page.name)}
            className={BUTTON_SECONDARY}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {VIEW_PAGE}
          </a>
        }
      >
        <TextField
          label={TITLE_LABEL}
          value={title}
          onChange={setTitle}
          placeholder={page.name}
          hint={legalTitleHint(page.name)}
          error={errors.title}
          maxLength={2000}
        />
        <div className="grid gap-6 xl:grid-cols-2">
          <div className="space-y-4">
            <FieldShell label={LEGAL_BODY} hint={LEGAL_BODY_HINT} error={errors.body}>
              {(ids) => (
                <textarea
                  {...controlProps(ids, body, setBody)}
                  rows={22}
                  maxLength={BODY_MAX}
                  className={`${INPUT} min-h-80 resize-y font-mono text-[0.8125rem] leading-6`}
                />
              )}
            </FieldShell>
            <SyntaxHint />
          </div>
          <LegalPreview title={title.trim() || page.name} body={body} />
        </div>
      </FormCard>
      <SaveBar saving={save.isPending} />
    </form>
  )
}

// /admin/legal: the Privacy Policy and the Terms of Service, one tab each. Both editors stay
// mounted, so switching tabs keeps what was typed in the other.
export function LegalManager() {
  const query = useSections()
  const [params, setParams] = useSearchParams()
  const requested = params.get(PAGE_PARAM)
  const active: PageId = isPage(requested) ? requested : 'privacy'

  function select(id: PageId) {
    setParams({ [PAGE_PARAM]: id }, { replace: true })
  }

  return (
    <AdminPanel title={ADMIN_NAV_LEGAL} description={LEGAL_INTRO}>
      <TabList
        tabs={PAGES.map((page) => ({ id: page.id, label: page.name }))}
        active={active}
        onSelect={select}
        label={LEGAL_TABS_LABEL}
        tabId={(id) => `legal-tab-${id}`}
        panelId={(id) => `legal-panel-${id}`}
        className="mb-8 flex max-w-md gap-1 rounded-full border border-line bg-surface p-1"
        tabClassName={(selected) =>
          `flex-1 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${FOCUS_RING} ${
            selected ? 'bg-accent-solid text-on-accent' : 'text-ink-muted hover:text-ink'
          }`
        }
      />
      <QueryState query={query} failedMessage={FAILED_TO_LOAD_SECTIONS} toast>
        {(sections) => (
          <>
            {PAGES.map((page) => (
              <div
                key={page.id}
                role="tabpanel"
                id={`legal-panel-${page.id}`}
                aria-labelledby={`legal-tab-${page.id}`}
                hidden={active !== page.id}
              >
                <LegalEditor
                  page={page}
                  section={sections.data.find((item) => item.section_name === page.id) ?? null}
                />
              </div>
            ))}
          </>
        )}
      </QueryState>
    </AdminPanel>
  )
}
