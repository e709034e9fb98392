import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

import { expect } from '@playwright/test'

// The server under test writes every mail as an .eml file into $E2E_DATA_DIR/outbox
// (playwright.config.ts chooses the folder).
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts')
  return join(dataDir, 'outbox')
}

// A mail as the tests read it: its headers, and the text of its plain and HTML parts (a mail
// with one part has it as both `body` and `text`).
export type Mail = {
  to: string
  subject: string
  replyTo: string
  body: string
  text: string
  html: string
  modified: number
}

function decodeBody(headers: string, raw: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return raw
}

function splitHeaders(text: string): [string, string] {
  const split = /\r?\n\r?\n/.exec(text)
  return split
    ? [text.slice(0, split.index), text.slice(split.index + split[0].length)]
    : [text, '']
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(unfolded)?.[1]?.trim() ?? ''
}

// The decoded parts of a MIME entity, by content type (text/plain, text/html), nested ones too.
function parts(headers: string, raw: string, found: Map<string, string>): void {
  const type = header(headers, 'content-type').toLowerCase()
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'content-type'))?.[1]
  if (type.startsWith('multipart/') && boundary) {
    for (const chunk of raw.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const [partHeaders, partBody] = splitHeaders(chunk.replace(/^\r?\n/, ''))
      parts(partHeaders, partBody, found)
    }
    return
  }
  const kind = type.split(';')[0]?.trim() || 'text/plain'
  if (!found.has(kind)) found.set(kind, decodeBody(headers, raw))
}

async function readMail(path: string): Promise<Mail> {
  const [headers, raw] = splitHeaders(await readFile(path, 'utf8'))
  const found = new Map<string, string>()
  parts(headers, raw, found)
  const text = found.get('text/plain') ?? ''
  return {
    to: header(headers, 'to'),
    subject: header(headers, 'subject'),
    replyTo: header(headers, 'reply-to'),
    body: text,
    text,
    html: found.get('text/html') ?? '',
    modified: (await stat(path)).mtimeMs,
  }
}

// The newest mail to `address` that `matches`, waiting for it to arrive.
export async function mailTo(
  address: string,
  matches: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      found = (await mailsTo(address)).find(matches)
      return found !== undefined
    })
    .toBe(true)
  if (!found) throw new Error(`no such mail to ${address}`)
  return found
}

async function mailsTo(address: string): Promise<Mail[]> {
  let names: string[]
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  const mails = await Promise.all(names.map((name) => readMail(join(outboxDir(), name))))
  return mails
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()))
    .sort((a, b) => b.modified - a.modified)
}

async function newestMailTo(address: string): Promise<Mail | undefined> {
  return (await mailsTo(address))[0]
}

// The verification link of the newest mail to `address`, as a path to open against baseURL (the
// mail names the server's configured public URL, which is not the port the tests use).
export async function verificationPath(address: string): Promise<string> {
  let link: URL | undefined
  await expect
    .poll(async () => {
      const mail = await newestMailTo(address)
      const found = mail && /https?:\/\/\S+?\/api\/auth\/verify\?token=[^\s"'<>]+/.exec(mail.body)
      link = found ? new URL(found[0]) : undefined
      return link !== undefined
    })
    .toBe(true)
  if (!link) throw new Error(`no verification mail to ${address}`)
  return `${link.pathname}${link.search}`
}
