import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

import { expect } from '@playwright/test'

// The server under test writes every mail as an .eml file into $E2E_DATA_DIR/outbox
// (playwright.config.ts chooses the folder).
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts')
  return join(dataDir, 'outbox')
}

type Mail = { to: string; body: string; modified: number }

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

async function readMail(path: string): Promise<Mail> {
  const text = await readFile(path, 'utf8')
  const split = /\r?\n\r?\n/.exec(text)
  const headers = split ? text.slice(0, split.index) : text
  const raw = split ? text.slice(split.index + split[0].length) : ''
  const to = /^to:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? ''
  return { to, body: decodeBody(headers, raw), modified: (await stat(path)).mtimeMs }
}

async function newestMailTo(address: string): Promise<Mail | undefined> {
  let names: string[]
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'))
  } catch {
    return undefined
  }
  const mails = await Promise.all(names.map((name) => readMail(join(outboxDir(), name))))
  return mails
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()))
    .sort((a, b) => b.modified - a.modified)[0]
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
