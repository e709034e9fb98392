import { ApiError, apiErrorFrom, apiUrl, parseJson } from '@/lib/api-client'
import type { AuthStore } from '@/lib/auth-store'
import { UPLOAD_ATTEMPTS, UPLOAD_RETRY_DELAYS_MS } from '@/lib/query-policies'

export { UPLOAD_ATTEMPTS, UPLOAD_RETRY_DELAYS_MS }

export type StoredFile = { url: string; path: string }

type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'setRequestHeader' | 'abort' | 'status' | 'responseText'
> & {
  upload: { onprogress: ((event: ProgressEvent) => void) | null }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
  ontimeout: (() => void) | null
}

export type UploadOptions = {
  bucket: string
  file: Blob & { name?: string }
  // The signed-in transport: runs a send with the access token, refreshing it once on a 401.
  authorized: AuthStore['authorized']
  onProgress?: (percent: number) => void
  // Told before each new attempt (2 or 3) starts its wait.
  onRetry?: (attempt: number, waitMs: number) => void
  signal?: AbortSignal
  createRequest?: () => XhrLike
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled')
    this.name = 'UploadAbortedError'
  }
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new UploadAbortedError())
    })
  })
}

// One try: the file as multipart field `file`, with upload progress. Resolves with the stored
// file, or rejects with an ApiError (an answer) or a TypeError (no answer at all).
function sendOnce(options: UploadOptions, token: string): Promise<StoredFile> {
  const { bucket, file, onProgress, signal, createRequest = () => new XMLHttpRequest() } = options
  return new Promise((resolve, reject) => {
    const xhr = createRequest()
    const onAbort = () => {
      xhr.abort()
    }
    signal?.addEventListener('abort', onAbort)
    const done = () => {
      signal?.removeEventListener('abort', onAbort)
    }
    xhr.open('POST', apiUrl(`/api/storage/${encodeURIComponent(bucket)}`))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)))
      }
    }
    xhr.onload = () => {
      done()
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as StoredFile)
        } catch {
          reject(new ApiError('Invalid upload answer', xhr.status, 'http_error', {}, false))
        }
      } else {
        reject(apiErrorFrom(xhr.status, parseJson(xhr.responseText)))
      }
    }
    xhr.onerror = () => {
      done()
      reject(new TypeError('Network error'))
    }
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => {
      done()
      reject(new UploadAbortedError())
    }
    const form = new FormData()
    form.append('file', file, file.name ?? 'upload')
    xhr.send(form)
  })
}

// A refusal (4xx) will not change by sending the same file again: it is thrown at once, with the
// server's message. Anything else (no answer, 5xx) is tried again after 2 s, then 4 s.
export function isRetryable(error: unknown): boolean {
  if (error instanceof UploadAbortedError) return false
  if (error instanceof ApiError)
    return error.status >= 500 || error.status === 408 || error.status === 429
  return true
}

export async function uploadFile(options: UploadOptions): Promise<StoredFile> {
  const { sleep = defaultSleep, signal } = options
  // An expired token gets one refresh and an immediate second send, within the same attempt.
  const send = () => options.authorized((token) => sendOnce(options, token))

  let lastError: unknown
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt += 1) {
    if (attempt > 1) {
      const wait = UPLOAD_RETRY_DELAYS_MS[attempt - 2] ?? 4000
      options.onRetry?.(attempt, wait)
      await sleep(wait, signal)
    }
    try {
      options.onProgress?.(0)
      return await send()
    } catch (error) {
      if (!isRetryable(error)) throw error
      lastError = error
    }
  }
  throw lastError
}
