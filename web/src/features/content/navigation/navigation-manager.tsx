import { useState, type SubmitEvent } from 'react'

import { FileUpload } from '@/components/upload'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { DEFAULT_NAV_LINKS } from '@/lib/api/rules'
import type { NavigationPublic } from '@/lib/api/types'
import { ADMIN_NAV_NAVIGATION, FIELD_REQUIRED } from '@/messages-admin'
import {
  ADD_LINK,
  FAILED_TO_LOAD_NAVIGATION,
  FAILED_TO_SAVE_NAVIGATION,
  FAILED_TO_UPDATE_NAVIGATION,
  FAILED_TO_UPLOAD_LOGO,
  LINK_IS_BUTTON,
  LINK_TEXT_LABEL,
  LINK_URL_LABEL,
  LINK_URL_PLACEHOLDER,
  LINKS_EMPTY,
  LOGO,
  LOGO_NAME,
  NAVIGATION_INTRO,
  NAVIGATION_LINKS,
  NAVIGATION_SAVED,
  NAVIGATION_UPDATED,
  removeLinkLabel,
} from '../messages'

import { useNavigation, useSaveNavigation } from '../api/navigation'
import { FormCard, SaveBar, TextField } from '@/components/ui/form-controls'
import { EditorPanel } from '../components/editor-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { AddButton, RowControls, RowList } from '../components/row-list'
import { useSaveFeedback } from '@/hooks/use-feedback'
import { differs } from '../utils/dirty'
import { keyed, moveRow, patchRow, type Keyed } from '../utils/rows'
import { hasErrors } from '@/lib/validation'

type LinkRow = Keyed<{ text: string; url: string; isButton: boolean }>

function row(link: { text: string; url: string; isButton?: boolean }): LinkRow {
  return keyed({ text: link.text, url: link.url, isButton: link.isButton ?? false })
}

// What a save sends: the logo and the links, without the rows' keys.
function toInput(logo: string | null, links: readonly LinkRow[]) {
  return {
    logo_url: logo,
    links: links.map((link) => ({
      text: link.text.trim(),
      url: link.url.trim(),
      isButton: link.isButton,
    })),
  }
}

function NavigationEditor({ navigation }: { navigation: NavigationPublic | null }) {
  const [logo, setLogo] = useState<string | null>(navigation?.logo_url ?? null)
  const [links, setLinks] = useState<LinkRow[]>(() =>
    (navigation?.links.length ? navigation.links : DEFAULT_NAV_LINKS).map(row),
  )
  const [exists, setExists] = useState(navigation !== null)
  const [savedLogo, setSavedLogo] = useState(navigation?.logo_url ?? null)
  const [savedInput, setSavedInput] = useState(() => toInput(logo, links))
  const save = useSaveNavigation()
  const feedback = useSaveFeedback()
  const errors = feedback.errors
  const unsavedDialog = useUnsavedChanges(differs(toInput(logo, links), savedInput))

  function update(key: string, change: Partial<LinkRow>) {
    setLinks((current) => patchRow(current, key, change))
  }

  function move(index: number, by: -1 | 1) {
    setLinks((current) => moveRow(current, index, by))
    feedback.setErrors({})
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Record<string, string> = {}
    links.forEach((link, index) => {
      if (!link.text.trim()) problems[`links.${index}.text`] = FIELD_REQUIRED
      if (!link.url.trim()) problems[`links.${index}.url`] = FIELD_REQUIRED
    })
    feedback.setErrors(problems)
    if (hasErrors(problems)) return
    const wasSaved = exists
    const input = toInput(logo, links)
    save.mutate(
      input,
      feedback.outcome(
        wasSaved ? NAVIGATION_UPDATED : NAVIGATION_SAVED,
        wasSaved ? FAILED_TO_UPDATE_NAVIGATION : FAILED_TO_SAVE_NAVIGATION,
        (saved: NavigationPublic) => {
          setExists(true)
          setSavedLogo(saved.logo_url)
          setSavedInput(input)
        },
      ),
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {unsavedDialog}
      <FormCard title={LOGO}>
        <div className="max-w-md">
          <FileUpload
            bucket="logos"
            name={LOGO_NAME}
            value={logo}
            savedUrl={savedLogo}
            onChange={setLogo}
            failureMessage={FAILED_TO_UPLOAD_LOGO}
          />
          {errors.logo_url ? (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300">{errors.logo_url}</p>
          ) : null}
        </div>
      </FormCard>

      <FormCard
        title={NAVIGATION_LINKS}
        actions={
          <AddButton
            label={ADD_LINK}
            onClick={() => {
              setLinks((current) => [...current, row({ text: '', url: '' })])
            }}
          />
        }
      >
        <RowList rows={links} emptyText={LINKS_EMPTY} className="space-y-4">
          {(link, index) => (
            <div className="grid items-start gap-4 md:grid-cols-[1fr_1.4fr_auto]">
              <TextField
                label={LINK_TEXT_LABEL}
                required
                value={link.text}
                onChange={(text) => {
                  update(link.key, { text })
                }}
                error={errors[`links.${index}.text`]}
              />
              <TextField
                label={LINK_URL_LABEL}
                required
                placeholder={LINK_URL_PLACEHOLDER}
                value={link.url}
                onChange={(url) => {
                  update(link.key, { url })
                }}
                error={errors[`links.${index}.url`]}
              />
              <div className="flex items-center gap-1 md:pt-7">
                <label className="mr-2 inline-flex cursor-pointer items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={link.isButton}
                    onChange={(event) => {
                      update(link.key, { isButton: event.target.checked })
                    }}
                    className="size-4 accent-[var(--accent)]"
                  />
                  {LINK_IS_BUTTON}
                </label>
                <RowControls
                  label={link.text || String(index + 1)}
                  index={index}
                  count={links.length}
                  onMove={(by) => {
                    move(index, by)
                  }}
                  removeLabel={removeLinkLabel(link.text || String(index + 1))}
                  onRemove={() => {
                    setLinks((current) => current.filter((item) => item.key !== link.key))
                    feedback.setErrors({})
                  }}
                />
              </div>
            </div>
          )}
        </RowList>
      </FormCard>

      <SaveBar saving={save.isPending} />
    </form>
  )
}

// /admin/navigation.
export function NavigationManager() {
  const query = useNavigation()
  const restore = useRestoreKey()
  return (
    <EditorPanel
      title={ADMIN_NAV_NAVIGATION}
      description={NAVIGATION_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_NAVIGATION}
      entity="navigation_settings"
      entityId={query.data?.id}
      restore={restore}
    >
      {(navigation) => <NavigationEditor navigation={navigation} />}
    </EditorPanel>
  )
}
