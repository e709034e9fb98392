import { vi } from 'vitest'

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown }
type Handler = (call: FetchCall) => Response | Promise<Response>

// The page's own origin is left out of a call's URL, so tests read '/api/site'.
function pathOf(url: string): string {
  return url.startsWith(location.origin) ? url.slice(location.origin.length) : url
}

// Replaces fetch with a handler that sees each call's URL, method, headers and parsed JSON body.
// The spy's calls are also collected in `calls`, in order.
export function stubFetch(handler: Handler) {
  const calls: FetchCall[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init)
    const text = request.body === null ? '' : await request.clone().text()
    const call: FetchCall = {
      url: pathOf(request.url),
      method: request.method,
      headers: new Headers(request.headers),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
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
