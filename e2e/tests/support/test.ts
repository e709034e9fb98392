// The test runner's `test`, with a server of each worker's own: every worker starts the real
// server (start-server.sh: a fresh database and data folder, the demo club, a local SMTP server)
// on a free port, and its tests' `baseURL` and `request` reach that server. Workers share nothing,
// so they can run at once; the tests import everything from here instead of '@playwright/test'.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { test as base } from '@playwright/test'

export * from '@playwright/test'

const START_SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'start-server.sh')
const READY_WITHIN_MS = 120_000

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

async function ready(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${url}/api/site`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server at ${url} did not answer within ${READY_WITHIN_MS / 1000} s`)
}

export const test = base.extend<object, { serverURL: string }>({
  serverURL: [
    async ({}, use) => {
      const port = await freePort()
      const dataDir = mkdtempSync(join(tmpdir(), 'nocturne-e2e-'))
      // Read by the tests' support code (the mails the server wrote to dataDir/outbox).
      process.env.E2E_DATA_DIR = dataDir
      const server = spawn('bash', [START_SERVER], {
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          E2E_DATA_DIR: dataDir,
          // Every page load of the admin area asks for a session (a refresh grant), and those
          // count against the per-client sign-in limit; all tests share one client address.
          NOCTURNE_SIGNIN_ATTEMPTS_PER_CLIENT: '10000',
          NOCTURNE_REFRESH_BURST_PER_CLIENT: '10000',
          // Tests sign up an account and at once ask for its password to be reset: no minute's
          // wait between two mails to one address (the spacing has API tests of its own).
          NOCTURNE_ACCOUNT_MAIL_INTERVAL_SECONDS: '0',
        },
      })
      const url = `http://127.0.0.1:${port}`
      try {
        await ready(url, server)
        await use(url)
      } finally {
        // The script, the server and the mail catcher are one process group.
        if (server.pid !== undefined && server.exitCode === null) {
          try {
            process.kill(-server.pid, 'SIGTERM')
          } catch {
            // already gone
          }
        }
      }
    },
    { scope: 'worker', auto: true, timeout: READY_WITHIN_MS + 10_000 },
  ],
  baseURL: async ({ serverURL }, use) => {
    await use(serverURL)
  },
})
