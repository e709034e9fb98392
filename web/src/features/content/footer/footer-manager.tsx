import { useState, type SubmitEvent } from 'react'

import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { FOOTER_CONTACT, FOOTER_HOURS, FOOTER_QUICK_LINKS } from '@/messages'
import {
  ADMIN_NAV_FOOTER,
  FAILED_TO_LOAD_SECTIONS,
  FIELD_REQUIRED,
  TIME_LABEL,
} from '@/messages-admin'
import {
  ADD_HOURS,
  ADD_LINK,
  ADD_SOCIAL_LINK,
  ADDRESS_LABEL,
  COMPANY_DESCRIPTION,
  COPYRIGHT_LABEL,
  DAY_LABEL,
  FAILED_TO_UPDATE_FOOTER,
  FOOTER_COMPANY,
  FOOTER_CONTACT_FOLLOWS,
  FOOTER_HOURS_FOLLOW,
  FOOTER_INTRO,
  FOOTER_LEGAL,
  FOOTER_LEGAL_LINKS,
  FOOTER_SOCIAL_LINKS,
  FOOTER_UPDATED,
  LINK_TEXT_LABEL,
  LINK_URL_LABEL,
  LINK_URL_PLACEHOLDER,
  LINKS_EMPTY,
  PLATFORM_LABEL,
  SAVE_ALL_CHANGES,
} from '../messages'

import { useSection } from '@/lib/admin-api/sections'
import {
  FieldGroup,
  FormCard,
  SaveBar,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { IconField } from '../components/icon-field'
import { PhoneEmailFields } from '../components/phone-email-fields'
import { EditorPanel } from '../components/editor-panel'
import { useRestoreKey } from '../history/use-restore-key'
import { RowsEditor, RowsEditorCard } from '../components/rows-editor'
import { useFormFields } from '@/hooks/use-form-fields'
import { useSavePart } from '../hooks/use-save-part'
import { differs } from '../utils/dirty'
import { withinPrefix } from '@/lib/field-errors'
import { blankRequired, trimmedRows, type Row, type RowField } from '../utils/row-values'
import { isJsonObject, type JsonObject } from '@/lib/json-content'
import { keyed, type Keyed } from '../utils/rows'
import { listAt, objectAt, text } from '../utils/section-content'
import { hasErrors } from '@/lib/validation'

const SOCIAL_FIELDS: readonly RowField[] = [
  { name: 'platform', label: PLATFORM_LABEL, required: true },
  { name: 'url', label: LINK_URL_LABEL, required: true, placeholder: 'https://' },
]
const LINK_FIELDS: readonly RowField[] = [
  { name: 'text', label: LINK_TEXT_LABEL, required: true },
  { name: 'url', label: LINK_URL_LABEL, required: true, placeholder: LINK_URL_PLACEHOLDER },
]
const HOURS_FIELDS: readonly RowField[] = [
  { name: 'day', label: DAY_LABEL, required: true },
  { name: 'time', label: TIME_LABEL, required: true },
]

function rowsOf(list: readonly JsonObject[], names: readonly string[]): Keyed<Row>[] {
  return list.map((item) =>
    keyed(Object.fromEntries(names.map((name) => [name, text(item[name])]))),
  )
}

function FooterEditor({ content }: { content: JsonObject }) {
  const company = objectAt(content, 'company')
  const contactInfo = objectAt(content, 'contact_info')
  const legal = objectAt(content, 'legal')
  const [description, setDescription] = useState(text(company.description))
  const [social, setSocial] = useState(() =>
    rowsOf(listAt(company, 'social_links'), ['platform', 'url', 'icon']),
  )
  const [quickLinks, setQuickLinks] = useState(() =>
    rowsOf(listAt(content, 'quick_links'), ['text', 'url']),
  )
  const { form: contact, set: setContactField } = useFormFields(() => ({
    address: text(contactInfo.address),
    phone: text(contactInfo.phone),
    email: text(contactInfo.email),
  }))
  const [hours, setHours] = useState(() => rowsOf(listAt(content, 'hours'), ['day', 'time']))
  const [copyright, setCopyright] = useState(text(legal.copyright))
  const [legalLinks, setLegalLinks] = useState(() =>
    rowsOf(listAt(legal, 'links'), ['text', 'url']),
  )
  const { save, saving, errors, setErrors } = useSavePart('footer', 'content', {
    updated: FOOTER_UPDATED,
    updateFailed: FAILED_TO_UPDATE_FOOTER,
  })
  // Everything the form saves, rows without their keys.
  const values = {
    description,
    social: trimmedRows(social),
    quickLinks: trimmedRows(quickLinks),
    contact,
    hours: trimmedRows(hours),
    copyright,
    legalLinks: trimmedRows(legalLinks),
  }
  const [saved, setSaved] = useState(values)
  const unsavedDialog = useUnsavedChanges(differs(values, saved))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems = {
      ...blankRequired('content.company.social_links', social, SOCIAL_FIELDS, FIELD_REQUIRED),
      ...blankRequired('content.quick_links', quickLinks, LINK_FIELDS, FIELD_REQUIRED),
      ...blankRequired('content.hours', hours, HOURS_FIELDS, FIELD_REQUIRED),
      ...blankRequired('content.legal.links', legalLinks, LINK_FIELDS, FIELD_REQUIRED),
    }
    setErrors(problems)
    if (hasErrors(problems)) return
    save(
      (current) => ({
        ...current,
        company: {
          ...objectAt(current, 'company'),
          description: description.trim(),
          social_links: trimmedRows(social),
        },
        quick_links: trimmedRows(quickLinks),
        contact_info: {
          ...objectAt(current, 'contact_info'),
          address: contact.address.trim(),
          phone: contact.phone.trim(),
          email: contact.email.trim(),
        },
        hours: trimmedRows(hours),
        legal: {
          ...objectAt(current, 'legal'),
          copyright: copyright.trim(),
          links: trimmedRows(legalLinks),
        },
      }),
      () => {
        setSaved(values)
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {unsavedDialog}
      <FormCard title={FOOTER_COMPANY}>
        <TextAreaField
          label={COMPANY_DESCRIPTION}
          value={description}
          onChange={setDescription}
          error={errors['company.description']}
        />
        <FieldGroup title={FOOTER_SOCIAL_LINKS}>
          <RowsEditor
            rows={social}
            onChange={setSocial}
            fields={SOCIAL_FIELDS}
            addLabel={ADD_SOCIAL_LINK}
            emptyText={LINKS_EMPTY}
            errors={withinPrefix(errors, 'company.social_links')}
            extra={(row, update, index) => (
              <IconField
                bucket="social-icons"
                rowLabel={row.platform || String(index + 1)}
                value={row.icon ?? ''}
                onChange={(icon) => {
                  update({ icon })
                }}
                error={errors[`company.social_links.${String(index)}.icon`]}
              />
            )}
          />
        </FieldGroup>
      </FormCard>

      <RowsEditorCard
        title={FOOTER_QUICK_LINKS}
        rows={quickLinks}
        onChange={setQuickLinks}
        fields={LINK_FIELDS}
        addLabel={ADD_LINK}
        emptyText={LINKS_EMPTY}
        errors={withinPrefix(errors, 'quick_links')}
      />

      <FormCard title={FOOTER_CONTACT} description={FOOTER_CONTACT_FOLLOWS}>
        <TextField
          label={ADDRESS_LABEL}
          value={contact.address}
          onChange={setContactField('address')}
          error={errors['contact_info.address']}
        />
        <PhoneEmailFields
          values={contact}
          set={setContactField}
          errors={withinPrefix(errors, 'contact_info')}
        />
      </FormCard>

      <RowsEditorCard
        title={FOOTER_HOURS}
        rows={hours}
        onChange={setHours}
        fields={HOURS_FIELDS}
        addLabel={ADD_HOURS}
        emptyText={FOOTER_HOURS_FOLLOW}
        errors={withinPrefix(errors, 'hours')}
      />

      <FormCard title={FOOTER_LEGAL}>
        <TextField
          label={COPYRIGHT_LABEL}
          value={copyright}
          onChange={setCopyright}
          error={errors['legal.copyright']}
        />
        <FieldGroup title={FOOTER_LEGAL_LINKS}>
          <RowsEditor
            rows={legalLinks}
            onChange={setLegalLinks}
            fields={LINK_FIELDS}
            addLabel={ADD_LINK}
            emptyText={LINKS_EMPTY}
            errors={withinPrefix(errors, 'legal.links')}
          />
        </FieldGroup>
      </FormCard>

      <SaveBar saving={saving}>{SAVE_ALL_CHANGES}</SaveBar>
    </form>
  )
}

// /admin/footer.
export function FooterManager() {
  const query = useSection('footer')
  const restore = useRestoreKey()
  return (
    <EditorPanel
      title={ADMIN_NAV_FOOTER}
      description={FOOTER_INTRO}
      query={query}
      failedMessage={FAILED_TO_LOAD_SECTIONS}
      entity="content_sections"
      entityId={query.section?.id}
      restore={restore}
    >
      {() => (
        <FooterEditor
          content={
            query.section && isJsonObject(query.section.content) ? query.section.content : {}
          }
        />
      )}
    </EditorPanel>
  )
}
