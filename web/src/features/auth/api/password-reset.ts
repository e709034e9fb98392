import { answer, api } from '@/lib/api-client'

// Forgot password: the server mails a link to set a new one (its answer is the same whether or
// not the address has an account) and returns the message to show.
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await answer(api.POST('/api/auth/password-reset', { body: { email } }))
  return message
}

export type NewPassword = { token: string; password: string }

// The mailed link's token (from its #fragment) and the new password; the server's message says
// what comes next. Every session of the account is signed out.
export async function resetPassword({ token, password }: NewPassword): Promise<string> {
  const { message } = await answer(
    api.POST('/api/auth/password-reset/confirm', { body: { token, password } }),
  )
  return message
}
