import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'

import { Spinner } from '@/components/spinner'
import { FileUpload } from '@/components/upload'
import { anchors } from '@/config/paths'
import type { NavigationPublic } from '@/lib/api/types'
import {
  ADD_LINK,
  ADMIN_NAV_NAVIGATION,
  FAILED_TO_LOAD_NAVIGATION,
  FIELD_REQUIRED,
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
  moveDownLabel,
  moveUpLabel,
  NAV_ABOUT,
  NAV_BOTTLE_SERVICE,
  NAV_CONTACT,
  NAV_EVENTS,
  NAV_GALLERY,
  NAVIGATION_INTRO,
  NAVIGATION_LINKS,
  NAVIGATION_SAVED,
  NAVIGATION_UPDATED,
  removeLinkLabel,
  SAVE_CHANGES,
} from '@/messages'

import { AdminPanel } from '../../components/admin-panel'
import { useNavigation, useSaveNavigation } from '../api/navigation'
import { BUTTON_DANGER_ICON, BUTTON_ICON, BUTTON_SECONDARY, FormCard, SubmitButton, TextField } from '../components/form-controls'
import { LoadFailed } from '../components/load-failed'
import { useLoadFailureToast, useSaveFeedback } from '../hooks/use-feedback'
import { hasErrors } from '../utils/validation'

type LinkRow = { key: number; text: string; url: string; isButton: boolean }

// Rows keep a key of their own, so removing or moving one never mixes up the inputs.
let lastKey = 0
function row(link: { text: string; url: string; isButton?: boolean }): LinkRow {
  lastKey += 1
  return { key: lastKey, text: link.text, url: link.url, isButton: link.isButton ?? false }
}

// The links the public bar shows when none are saved.
const DEFAULT_LINKS = [
  { text: NAV_EVENTS, url: anchors.events, isButton: false },
  { text: NAV_GALLERY, url: anchors.gallery, isButton: false },
  { text: NAV_ABOUT, url: anchors.about, isButton: false },
  { text: NAV_CONTACT, url: anchors.contact, isButton: false },
  { text: NAV_BOTTLE_SERVICE, url: anchors.bottleService, isButton: true },
]

function NavigationEditor({ navigation }: { navigation: NavigationPublic | null }) {
  const [logo, setLogo] = useState<string | null>(navigation?.logo_url ?? null)
  const [links, setLinks] = useState<LinkRow[]>(() => (navigation?.links ?? DEFAULT_LINKS).map(row))
  const [exists, setExists] = useState(navigation !== null)
  const [savedLogo, setSavedLogo] = useState(navigation?.logo_url ?? null)
  const save = useSaveNavigation()
  const feedback = useSaveFeedback()
  const errors = feedback.errors

  function update(key: number, change: Partial<LinkRow>) {
    setLinks((current) => current.map((link) => (link.key === key ? { ...link, ...change } : link)))
  }

  function move(index: number, by: -1 | 1) {
    setLinks((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      if (item) next.splice(index + by, 0, item)
      return next
    })
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
    save.mutate(
      {
        logo_url: logo,
        links: links.map((link) => ({ text: link.text.trim(), url: link.url.trim(), isButton: link.isButton })),
      },
      {
        onSuccess: (saved) => {
          setExists(true)
          setSavedLogo(saved.logo_url)
          feedback.succeeded(wasSaved ? NAVIGATION_UPDATED : NAVIGATION_SAVED)
        },
        onError: (error) => {
          feedback.failed(wasSaved ? FAILED_TO_UPDATE_NAVIGATION : FAILED_TO_SAVE_NAVIGATION, error)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
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
          {errors.logo_url ? <p className="mt-2 text-sm text-red-700 dark:text-red-300">{errors.logo_url}</p> : null}
        </div>
      </FormCard>

      <FormCard
        title={NAVIGATION_LINKS}
        actions={
          <button
            type="button"
            onClick={() => {
              setLinks((current) => [...current, row({ text: '', url: '' })])
            }}
            className={BUTTON_SECONDARY}
          >
            <Plus aria-hidden="true" className="size-4" />
            {ADD_LINK}
          </button>
        }
      >
        {links.length === 0 ? <p className="text-sm text-ink-muted">{LINKS_EMPTY}</p> : null}
        <ol className="space-y-4">
          {links.map((link, index) => (
            <li key={link.key} className="rounded-xl border border-line bg-canvas/50 p-4">
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
                  <button type="button" aria-label={moveUpLabel(link.text || String(index + 1))} disabled={index === 0} onClick={() => { move(index, -1) }} className={BUTTON_ICON}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" aria-label={moveDownLabel(link.text || String(index + 1))} disabled={index === links.length - 1} onClick={() => { move(index, 1) }} className={BUTTON_ICON}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={removeLinkLabel(link.text || String(index + 1))}
                    onClick={() => {
                      setLinks((current) => current.filter((item) => item.key !== link.key))
                      feedback.setErrors({})
                    }}
                    className={BUTTON_DANGER_ICON}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </FormCard>

      <div className="flex justify-end">
        <SubmitButton saving={save.isPending}>{SAVE_CHANGES}</SubmitButton>
      </div>
    </form>
  )
}

// /admin/navigation.
export function NavigationManager() {
  const query = useNavigation()
  useLoadFailureToast(query.isError, FAILED_TO_LOAD_NAVIGATION)
  let body
  if (query.isPending) body = <Spinner className="py-16" />
  else if (query.isError)
    body = (
      <LoadFailed
        message={FAILED_TO_LOAD_NAVIGATION}
        onRetry={() => {
          void query.refetch()
        }}
      />
    )
  else body = <NavigationEditor navigation={query.data} />
  return (
    <AdminPanel title={ADMIN_NAV_NAVIGATION} description={NAVIGATION_INTRO}>
      {body}
    </AdminPanel>
  )
}
