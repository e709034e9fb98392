import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { createAuthStore } from '@/lib/auth-store'
import { buildSession } from '@/testing/factories'
import { jsonResponse, stubFetch } from '@/testing/fetch'
import { UPLOAD_INVALID_IMAGE_TYPE } from '@/messages'
import { FAILED_TO_UPLOAD_FILE } from '@/messages-admin'

import { isRetryable, uploadFile, UPLOAD_ATTEMPTS, UPLOAD_RETRY_DELAYS_MS } from './upload-file'

type Answer = { status: number; body?: unknown } | 'network-error'

// A stand-in XMLHttpRequest that answers each send with the next scripted answer.
function fakeRequests(answers: Answer[]) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = []
  const createRequest = () => {
    const request = {
      url: '',
      headers: {} as Record<string, string>,
      status: 0,
      responseText: '',
      upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      ontimeout: null as (() => void) | null,
      open(_method: string, url: string) {
        request.url = url
      },
      setRequestHeader(name: string, value: string) {
        request.headers[name] = value
      },
      abort() {
        request.onabort?.()
      },
      send(body: unknown) {
        sent.push({ url: request.url, headers: request.headers, body })
        const answer = answers.shift() ?? 'network-error'
        queueMicrotask(() => {
          request.upload.onprogress?.({
            lengthComputable: true,
            loaded: 50,
            total: 100,
          } as ProgressEvent)
          if (answer === 'network-error') {
            request.onerror?.()
            return
          }
          request.status = answer.status
          request.responseText = JSON.stringify(answer.body ?? {})
          request.onload?.()
        })
      },
    }
    return request
  }
  return { sent, createRequest }
}

const stored = { url: '/media/logos/abc.png', path: 'logos/abc.png' }
const file = new File(['png'], 'logo.png', { type: 'image/png' })

// A signed-in session with the access token 'token-1'; its refresh gives 'token-2'.
async function signedInStore() {
  const store = createAuthStore({ locks: null })
  const sessions = [
    buildSession({ access_token: 'token-1' }),
    buildSession({ access_token: 'token-2' }),
  ]
  const { calls } = stubFetch(() => jsonResponse(sessions.shift()))
  await store.restore()
  return { store, refreshes: calls }
}

async function options(answers: Answer[], extra: Partial<Parameters<typeof uploadFile>[0]> = {}) {
  const { store, refreshes } = await signedInStore()
  const requests = fakeRequests(answers)
  const waits: number[] = []
  return {
    requests,
    waits,
    refreshes,
    run: () =>
      uploadFile({
        bucket: 'logos',
        file,
        authorized: store.authorized,
        createRequest: requests.createRequest,
        sleep: (ms) => {
          waits.push(ms)
          return Promise.resolve()
        },
        ...extra,
      }),
  }
}

describe('uploadFile', () => {
  it('sends the file as multipart field "file" with the bearer token and reports progress', async () => {
    const progress: number[] = []
    const { requests, run } = await options([{ status: 201, body: stored }], {
      onProgress: (percent) => progress.push(percent),
    })
    await expect(run()).resolves.toEqual(stored)
    const [request] = requests.sent
    expect(request?.url).toBe(`${location.origin}/api/storage/logos`)
    expect(request?.headers.Authorization).toBe('Bearer token-1')
    expect(request?.body).toBeInstanceOf(FormData)
    expect((request?.body as FormData).get('file')).toBeInstanceOf(File)
    expect(progress).toEqual([0, 50])
  })

  it('tries 3 times, waiting 2 s then 4 s, and then gives up with the last error', async () => {
    const { requests, waits, run } = await options([
      'network-error',
      { status: 503 },
      'network-error',
    ])
    await expect(run()).rejects.toBeInstanceOf(TypeError)
    expect(requests.sent).toHaveLength(UPLOAD_ATTEMPTS)
    expect(waits).toEqual([2000, 4000])
    expect(UPLOAD_RETRY_DELAYS_MS).toEqual([2000, 4000])
  })

  it('succeeds on the third attempt after two failures', async () => {
    const { waits, run } = await options([
      { status: 500 },
      'network-error',
      { status: 201, body: stored },
    ])
    await expect(run()).resolves.toEqual(stored)
    expect(waits).toEqual([2000, 4000])
  })

  it("does not retry a refusal and throws the server's message at once", async () => {
    const { requests, waits, run } = await options([
      {
        status: 415,
        body: { error: { code: 'unsupported_media_type', message: UPLOAD_INVALID_IMAGE_TYPE } },
      },
    ])
    const error = await run().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(UPLOAD_INVALID_IMAGE_TYPE)
    expect((error as ApiError).status).toBe(415)
    expect(requests.sent).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('refreshes the token once after a 401 and sends again at once', async () => {
    const { requests, waits, refreshes, run } = await options([
      { status: 401, body: { error: { code: 'unauthorized', message: 'expired' } } },
      { status: 201, body: stored },
    ])
    await expect(run()).resolves.toEqual(stored)
    // The session check on load, then the one refresh after the 401.
    expect(refreshes).toHaveLength(2)
    expect(requests.sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ])
    expect(waits).toEqual([])
  })

  it('treats answers without a server message and 5xx as worth another try, 4xx not', () => {
    expect(isRetryable(new TypeError('offline'))).toBe(true)
    expect(isRetryable(new ApiError(FAILED_TO_UPLOAD_FILE, 502, 'http_error', {}, false))).toBe(
      true,
    )
    expect(isRetryable(new ApiError('File size must be less than 2MB', 413, 'too_large'))).toBe(
      false,
    )
    expect(isRetryable(new ApiError('Invalid bucket specified', 422, 'invalid'))).toBe(false)
  })
})
