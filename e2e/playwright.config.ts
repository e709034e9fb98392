import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { defineConfig, devices } from '@playwright/test'

// Other services listen on this machine, so the server gets a free port. The runner picks it once
// and hands it to its workers through the environment (they load this file again).
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

process.env.E2E_PORT ??= String(await freePort())
const port = process.env.E2E_PORT
const baseURL = `http://127.0.0.1:${port}`
// The server's data folder, chosen once like the port: tests read the mails it writes to
// $E2E_DATA_DIR/outbox (the verification links).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nocturne-e2e-'))

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'bash ./start-server.sh',
    url: `${baseURL}/api/site`,
    env: {
      PORT: port,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      // Every page load of the admin area asks for a session (a refresh grant), and those count
      // against the per-client sign-in limit; all tests share one client address.
      NOCTURNE_SIGNIN_ATTEMPTS_PER_CLIENT: '10000',
      NOCTURNE_REFRESH_BURST_PER_CLIENT: '10000',
      // Tests sign up an account and at once ask for its password to be reset: no minute's wait
      // between two mails to one address (the spacing has API tests of its own).
      NOCTURNE_ACCOUNT_MAIL_INTERVAL_SECONDS: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
