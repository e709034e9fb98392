import { env } from '@/config/env'

// The server answers every failure as {"error": {"code", "message", "fields"?}}.
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Readonly<Record<string, string>>
  // False when the answer carried no message of the server's own (a proxy's HTML page, say), so a
  // screen can show its own fallback text instead of 'Request failed with status 502'.
  readonly fromServer: boolean

  constructor(
    message: string,
    status: number,
    code: string,
    fields: Readonly<Record<string, string>> = {},
    fromServer = true,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.fromServer = fromServer
  }
}

// fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused).
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `Request failed with status ${response.status}`
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return new ApiError(fallback, response.status, 'http_error', {}, false)
  }
  const error = isRecord(body) ? body.error : undefined
  if (!isRecord(error)) return new ApiError(fallback, response.status, 'http_error', {}, false)
  const hasMessage = typeof error.message === 'string' && error.message !== ''
  const message = hasMessage ? String(error.message) : fallback
  const code = typeof error.code === 'string' ? error.code : 'http_error'
  const fields: Record<string, string> = {}
  if (isRecord(error.fields)) {
    for (const [name, text] of Object.entries(error.fields)) {
      if (typeof text === 'string') fields[name] = text
    }
  }
  return new ApiError(message, response.status, code, fields, hasMessage)
}

export type RequestOptions = Omit<RequestInit, 'body'> & { json?: unknown }

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, headers, ...init } = options
  const finalHeaders = new Headers(headers)
  finalHeaders.set('Accept', 'application/json')
  if (json !== undefined) finalHeaders.set('Content-Type', 'application/json')
  const response = await fetch(`${env.API_URL}${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: finalHeaders,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export type RequestFn = <T>(path: string, options?: RequestOptions) => Promise<T>

// The verb helpers over any request function: the plain one below, or the signed-in one in
// lib/auth-store.ts that adds the bearer token.
export function createApi(send: RequestFn) {
  return {
    get: <T>(path: string, options?: RequestOptions) => send<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      send<T>(path, { ...options, method: 'POST', json }),
    put: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      send<T>(path, { ...options, method: 'PUT', json }),
    patch: <T>(path: string, json?: unknown, options?: RequestOptions) =>
      send<T>(path, { ...options, method: 'PATCH', json }),
    delete: <T>(path: string, options?: RequestOptions) =>
      send<T>(path, { ...options, method: 'DELETE' }),
  }
}

export type Api = ReturnType<typeof createApi>

export const api = createApi(request)
