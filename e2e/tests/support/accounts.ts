import { expect, type APIRequestContext } from '@playwright/test'

import { verificationPath } from './outbox'
import { staffHeaders } from './reservations'

// An account of its own (the suite's admin keeps its password): it signs up, confirms its address
// from the mail, and is approved by the suite's admin through the API, as a host (every new
// account's role) or in `role`. Answers the account's id.
export async function newStaff(
  request: APIRequestContext,
  email: string,
  password: string,
  role?: 'owner' | 'manager',
): Promise<string> {
  const signedUp = await request.post('/api/auth/signup', { data: { email, password } })
  expect(signedUp.ok()).toBe(true)
  await request.get(await verificationPath(email), { maxRedirects: 0 })
  const headers = await staffHeaders(request)
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as {
    data: { id: string; email: string }[]
  }
  const id = users.data.find((user) => user.email === email)?.id ?? ''
  expect((await request.post(`/api/admin/users/${id}/approve`, { headers })).ok()).toBe(true)
  if (role)
    expect(
      (await request.put(`/api/admin/users/${id}/role`, { data: { role }, headers })).ok(),
    ).toBe(true)
  return id
}
