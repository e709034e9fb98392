import { describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { FAILED_TO_UPLOAD_FILE, UPLOAD_INVALID_IMAGE_TYPE } from '@/messages'

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
          request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent)
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

function options(answers: Answer[], extra: Partial<Parameters<typeof uploadFile>[0]> = {}) {
  const requests = fakeRequests(answers)
  const waits: number[] = []
  return {
    requests,
    waits,
    run: () =>
      uploadFile({
        bucket: 'logos',
        file,
        getToken: () => 'token-1',
        refreshToken: () => Promise.resolve('token-2'),
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
    const { requests, run } = options([{ status: 201, body: stored }], {
      onProgress: (percent) => progress.push(percent),
    })
    await expect(run()).resolves.toEqual(stored)
    const [request] = requests.sent
    expect(request?.url).toBe('/api/storage/logos')
    expect(request?.headers.Authorization).toBe('Bearer token-1')
    expect(request?.body).toBeInstanceOf(FormData)
    expect((request?.body as FormData).get('file')).toBeInstanceOf(File)
    expect(progress).toEqual([0, 50])
  })

  it('tries 3 times, waiting 2 s then 4 s, and then gives up with the last error', async () => {
    const { requests, waits, run } = options(['network-error', { status: 503 }, 'network-error'])
    await expect(run()).rejects.toBeInstanceOf(TypeError)
    expect(requests.sent).toHaveLength(UPLOAD_ATTEMPTS)
    expect(waits).toEqual([2000, 4000])
    expect(UPLOAD_RETRY_DELAYS_MS).toEqual([2000, 4000])
  })

  it('succeeds on the third attempt after two failures', async () => {
    const { waits, run } = options([{ status: 500 }, 'network-error', { status: 201, body: stored }])
    await expect(run()).resolves.toEqual(stored)
    expect(waits).toEqual([2000, 4000])
  })

  it("does not retry a refusal and throws the server's message at once", async () => {
    const { requests, waits, run } = options([
      { status: 415, body: { error: { code: 'unsupported_media_type', message: UPLOAD_INVALID_IMAGE_TYPE } } },
    ])
    const error = await run().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(UPLOAD_INVALID_IMAGE_TYPE)
    expect((error as ApiError).status).toBe(415)
    expect(requests.sent).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('refreshes the token once after a 401 and sends again at once', async () => {
    const refreshToken = vi.fn(() => Promise.resolve('token-2'))
    const { requests, waits, run } = options(
      [{ status: 401, body: { error: { code: 'unauthorized', message: 'expired' } } }, { status: 201, body: stored }],
      { refreshToken },
    )
    await expect(run()).resolves.toEqual(stored)
    expect(refreshToken).toHaveBeenCalledTimes(1)
    expect(requests.sent.map((request) => request.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2'])
    expect(waits).toEqual([])
  })

  it('treats answers without a server message and 5xx as worth another try, 4xx not', () => {
    expect(isRetryable(new TypeError('offline'))).toBe(true)
    expect(isRetryable(new ApiError(FAILED_TO_UPLOAD_FILE, 502, 'http_error', {}, false))).toBe(true)
    expect(isRetryable(new ApiError('File size must be less than 2MB', 413, 'too_large'))).toBe(false)
    expect(isRetryable(new ApiError('Invalid bucket specified', 422, 'invalid'))).toBe(false)
  })
})
