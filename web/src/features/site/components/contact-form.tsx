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
import { Field, FormFoot, NameEmailFields, SelectOptions } from './form-fields'

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' }

export function ContactForm() {
  const form = usePublicForm('contact', EMPTY, useCreateContactSubmission())
  const { values, fieldErrors, control, send } = form

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
    <form
      onSubmit={onSubmit}
      className="relative space-y-5 rounded-2xl border border-line bg-canvas/60 p-6 sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title" className="font-display text-3xl font-semibold text-ink">
        {CONTACT_FORM_TITLE}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields control={control} fieldErrors={fieldErrors} />
      </div>
      <Field id="contact-subject" label={FORM_SUBJECT} error={fieldErrors.subject}>
        <select {...control('subject')} required>
          <SelectOptions
            placeholder={CONTACT_SUBJECT_PLACEHOLDER}
            options={CONTACT_SUBJECTS.map((subject) => [subject, subject] as const)}
          />
        </select>
      </Field>
      <Field id="contact-message" label={FORM_MESSAGE} error={fieldErrors.message}>
        <textarea
          {...control('message')}
          required
          rows={5}
          maxLength={5000}
          className={`${CONTROL_CLASS} resize-y`}
        />
      </Field>
      <FormFoot
        form={form}
        sendLabel={CONTACT_SEND}
        sendingLabel={CONTACT_SENDING}
        buttonClassName="sm:w-auto"
        success={CONTACT_SENT}
        failure={CONTACT_SEND_FAILED}
      />
    </form>
  )
}
