import { useState, type SubmitEvent } from 'react'

import { ApiError } from '@/lib/api-client'
import type { ContactSubmissionCreate } from '@/lib/api/types'
import {
  CONTACT_FORM_TITLE,
  CONTACT_SEND,
  CONTACT_SEND_FAILED,
  CONTACT_SENDING,
  CONTACT_SENT,
  CONTACT_SUBJECT_PLACEHOLDER,
  CONTACT_SUBJECTS,
  FORM_EMAIL,
  FORM_MESSAGE,
  FORM_NAME,
  FORM_SUBJECT,
} from '@/messages'

import { useCreateContactSubmission } from '../api/create-contact-submission'
import { newSubmission } from '../api/submission'
import { useFormStatus } from '../hooks/use-form-status'
import { CONTROL_CLASS, describedBy } from '../utils/form'
import { Field, FormStatus, Honeypot } from './form-fields'

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' }
type Values = typeof EMPTY

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  const { status, show, clear } = useFormStatus()
  const mutation = useCreateContactSubmission()
  const set = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    clear()
    setFieldErrors({})
    const data: ContactSubmissionCreate = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject as ContactSubmissionCreate['subject'],
      message: values.message,
      website: values.website,
    }
    // A new key for each submission; the automatic retries of this one reuse it.
    mutation.mutate(newSubmission(data), {
      onSuccess: () => {
        setValues(EMPTY)
        show('success')
      },
      // The form keeps what the visitor typed, so they can try again.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setFieldErrors(error.fields)
        show('error')
      },
    })
  }

  const sending = mutation.isPending
  return (
    <form onSubmit={onSubmit} className="relative space-y-5 rounded-2xl border border-line bg-canvas/60 p-6 sm:p-8" aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="font-display text-3xl font-semibold text-ink">
        {CONTACT_FORM_TITLE}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={FORM_NAME} error={fieldErrors.name}>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={values.name}
            onChange={(event) => {
              set('name')(event.target.value)
            }}
            className={CONTROL_CLASS}
            {...describedBy('contact-name', fieldErrors.name)}
          />
        </Field>
        <Field id="contact-email" label={FORM_EMAIL} error={fieldErrors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={values.email}
            onChange={(event) => {
              set('email')(event.target.value)
            }}
            className={CONTROL_CLASS}
            {...describedBy('contact-email', fieldErrors.email)}
          />
        </Field>
      </div>
      <Field id="contact-subject" label={FORM_SUBJECT} error={fieldErrors.subject}>
        <select
          id="contact-subject"
          name="subject"
          required
          value={values.subject}
          onChange={(event) => {
            set('subject')(event.target.value)
          }}
          className={CONTROL_CLASS}
          {...describedBy('contact-subject', fieldErrors.subject)}
        >
          <option value="">{CONTACT_SUBJECT_PLACEHOLDER}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </Field>
      <Field id="contact-message" label={FORM_MESSAGE} error={fieldErrors.message}>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          maxLength={5000}
          value={values.message}
          onChange={(event) => {
            set('message')(event.target.value)
          }}
          className={`${CONTROL_CLASS} resize-y`}
          {...describedBy('contact-message', fieldErrors.message)}
        />
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
