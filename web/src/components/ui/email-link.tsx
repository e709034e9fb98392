import { FOCUS_RING } from './table'

// The guest's address, one click from a reply. A narrow column breaks it after the @ first.
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  return (
    <a
      href={`mailto:${email}`}
      className={`mt-0.5 inline-block rounded text-sm text-accent underline-offset-4 wrap-anywhere hover:underline ${FOCUS_RING}`}
    >
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  )
}
