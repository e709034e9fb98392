import { vi } from 'vitest'

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown }
type Handler = (call: FetchCall) => Response | Promise<Response>

// Replaces fetch with a handler that sees each call's URL, method, headers and parsed JSON body.
// The spy's calls are also collected in `calls`, in order.
export function stubFetch(handler: Handler) {
  const calls: FetchCall[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const text = typeof init?.body === 'string' ? init.body : undefined
    const call: FetchCall = {
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    }
    calls.push(call)
    return await handler(call)
  })
  return { spy, calls }
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

export const errorResponse = (status: number, message: string, code = 'error') =>
  jsonResponse({ error: { code, message } }, status)

export const noContent = () => new Response(null, { status: 204 })

// A promise the test settles by hand, to look at a screen while a request is still on its way.
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
