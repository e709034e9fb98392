import createClient, { type Client } from 'openapi-fetch'

import { env } from '@/config/env'
import type { paths } from '@/lib/api/schema'

// The server answers every failure as {"error": {"code", "message", "fields"?}}.
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Readonly<Record<string, string>>
  // False when the answer carried no message of the server's own (a proxy's HTML page, say), so a
  // screen can show its own fallback text instead of 'Request failed with status 502'.
  readonly fromServer: boolean
  // How long the server asked to wait before trying again (its Retry-After), in seconds.
  readonly retryAfterSeconds: number | null

  constructor(
    message: string,
    status: number,
    code: string,
    fields: Readonly<Record<string, string>> = {},
    fromServer = true,
    retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.fromServer = fromServer
    this.retryAfterSeconds = retryAfterSeconds
  }
}

// fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused).
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The error an answer's parsed body describes (`undefined` when the body was not JSON).
export function apiErrorFrom(
  status: number,
  body: unknown,
  retryAfterSeconds: number | null = null,
): ApiError {
  const fallback = `Request failed with status ${status}`
  const error = isRecord(body) ? body.error : undefined
  if (!isRecord(error))
    return new ApiError(fallback, status, 'http_error', {}, false, retryAfterSeconds)
  const hasMessage = typeof error.message === 'string' && error.message !== ''
  const message = hasMessage ? String(error.message) : fallback
  const code = typeof error.code === 'string' ? error.code : 'http_error'
  const fields: Record<string, string> = {}
  if (isRecord(error.fields)) {
    for (const [name, text] of Object.entries(error.fields)) {
      if (typeof text === 'string') fields[name] = text
    }
  }
  return new ApiError(message, status, code, fields, hasMessage, retryAfterSeconds)
}

// A Retry-After header in seconds: a number of seconds, or a date to wait until.
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const text = header?.trim() ?? ''
  if (text === '') return null
  if (/^\d+$/.test(text)) return Number(text)
  const until = Date.parse(text)
  return Number.isNaN(until) ? null : Math.max(0, Math.ceil((until - now) / 1000))
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  return apiErrorFrom(
    response.status,
    parseJson(await response.text().catch(() => '')),
    retryAfterSeconds(response.headers.get('Retry-After')),
  )
}

// How a request reaches the server: plain for the public site, or the signed-in transport of
// lib/auth-store.ts, which adds the bearer token and refreshes it once on a 401. Either way an
// answer that is not a success is thrown as an ApiError, so every caller handles failure alike.
export type Transport = (request: Request) => Promise<Response>

export async function send(request: Request): Promise<Response> {
  const response = await fetch(request)
  if (!response.ok) throw await errorFromResponse(response)
  return response
}

export type ApiClient = Client<paths>

// The absolute address of an API path: a Request must not depend on a document's base.
export function apiUrl(path: string): string {
  return `${env.API_URL || (typeof location === 'undefined' ? '' : location.origin)}${path}`
}

// A client typed by the generated API document: the path, its parameters, the body and the
// answer of every call are checked against what the server declares.
export function createApiClient(transport: Transport): ApiClient {
  return createClient<paths>({
    baseUrl: apiUrl(''),
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    fetch: transport,
  })
}

// The data of a call; its transport has already thrown whatever was not a success.
export async function answer<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call
  return data as T
}

export const api = createApiClient(send)
