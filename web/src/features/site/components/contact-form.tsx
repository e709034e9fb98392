import type { SubmitEvent } from 'react'

import type { ContactSubmissionCreate } from '@/lib/api/types'
import {
  CONTACT_FORM_TITLE,
  CONTACT_SEND,
  CONTACT_SEND_FAILED,
  CONTACT_SENDING,
  CONTACT_SENT,
  CONTACT_SUBJECT_PLACEHOLDER,
  CONTACT_SUBJECTS,
  FORM_MESSAGE,
  FORM_SUBJECT,
} from '@/messages'

import { useCreateContactSubmission } from '../api/create-contact-submission'
import { usePublicForm } from '../hooks/use-public-form'
import { CONTROL_CLASS } from '../utils/form'
import { Field, FormStatus, Honeypot, NameEmailFields } from './form-fields'

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' }

export function ContactForm() {
  const { values, set, fieldErrors, status, control, send, sending } = usePublicForm(
    'contact',
    EMPTY,
    useCreateContactSubmission(),
  )

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject as ContactSubmissionCreate['subject'],
      message: values.message,
      website: values.website,
    })
  }

  return (
    <form onSubmit={onSubmit} className="relative space-y-5 rounded-2xl border border-line bg-canvas/60 p-6 sm:p-8" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="font-display text-3xl font-semibold text-ink">
        {CONTACT_FORM_TITLE}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields control={control} fieldErrors={fieldErrors} />
      </div>
      <Field id="contact-subject" label={FORM_SUBJECT} error={fieldErrors.subject}>
        <select {...control('subject')} required>
          <option value="">{CONTACT_SUBJECT_PLACEHOLDER}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </Field>
      <Field id="contact-message" label={FORM_MESSAGE} error={fieldErrors.message}>
        <textarea {...control('message')} required rows={5} maxLength={5000} className={`${CONTROL_CLASS} resize-y`} />
      </Field>
      <Honeypot id="contact-website" value={values.website} onChange={set('website')} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center rounded-full bg-accent-solid px-8 py-4 text-sm font-semibold tracking-[0.2em] text-on-accent uppercase transition hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? CONTACT_SENDING : CONTACT_SEND}
      </button>
      <FormStatus status={status} success={CONTACT_SENT} failure={CONTACT_SEND_FAILED} />
    </form>
  )
}
