// Settings for the browser, read and checked once. The API lives on the same origin by default.
function readApiUrl(raw: unknown): string {
  if (raw === undefined || raw === '') return ''
  if (typeof raw !== 'string' || !/^https?:\/\/[^/]+/.test(raw)) {
    throw new Error(`VITE_API_URL must be an absolute http(s) URL, got ${JSON.stringify(raw)}`)
  }
  return raw.replace(/\/+$/, '')
}

export const env = {
  API_URL: readApiUrl(import.meta.env.VITE_API_URL),
} as const
