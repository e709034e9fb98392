export const CONTROL_CLASS =
  'block w-full rounded-lg border border-line bg-canvas px-4 py-3 text-ink placeholder:text-ink-muted/60 transition focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40 aria-[invalid=true]:border-red-500'

export const errorId = (id: string) => `${id}-error`

// The props that tie a control to the server's message for it.
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {}
}
