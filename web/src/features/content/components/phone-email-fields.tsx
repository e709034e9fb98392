import { EMAIL_LABEL, PHONE_LABEL } from '@/messages-admin'

import type { FieldErrors } from '@/lib/field-errors'
import { TextField } from '@/components/ui/form-controls'

type PhoneEmailFieldsProps = {
  values: { phone: string; email: string }
  set: (key: 'phone' | 'email') => (value: string) => void
  // The server's messages for these fields, keyed 'phone' and 'email'.
  errors: FieldErrors
}

// How to reach the venue: phone and email side by side.
export function PhoneEmailFields({ values, set, errors }: PhoneEmailFieldsProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label={PHONE_LABEL}
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        label={EMAIL_LABEL}
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
    </div>
  )
}
