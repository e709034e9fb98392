import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

// start-server.sh creates this approved admin.
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@nocturne.club',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

// Signs in on /admin/login and waits for the dashboard, then opens `path` if given.
export async function signInAsStaff(page: Page, path?: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  if (path) await openAdmin(page, path)
}

// Opens an admin screen through the side navigation's address, and waits for its content.
export async function openAdmin(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
}

// The toasts, bottom-right.
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

export async function expectToast(page: Page, text: string) {
  await expect(toasts(page).getByText(text, { exact: true }).last()).toBeVisible()
}

// The product's confirmation: the dialog must ask exactly this, then Delete confirms.
export async function confirmDeletion(page: Page, question: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(question)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
}

// A real 1x1 PNG; `paddingBytes` of zeros after its end make it as large as a test needs (image
// decoders stop at IEND, and zeros carry no markup for the server's scan to refuse).
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='

export function pngFile(name = `e2e-${Date.now()}.png`, paddingBytes = 0) {
  const png = Buffer.from(PNG_1X1, 'base64')
  return { name, mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(paddingBytes)]) }
}

// Text pretending to be a picture: the server reads the bytes and refuses it.
export function textRenamedJpg() {
  return {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just some notes, not a picture\n'),
  }
}

// Slows the page's uploads so their progress can be watched (Chrome DevTools throttling).
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

// A date `days` from today, as YYYY-MM-DD (events in the past are not shown publicly).
export function futureDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  return date.toISOString().slice(0, 10)
}

// time is the time input's value (22:00); the site shows it as 10:00 PM.
type NewEvent = {
  title: string
  location: string
  inDays: number
  time: string
  description: string
}

// Adds an event through the form at the top of /admin/events and waits for the toast; returns
// that form, which edits the event once its card's Edit is pressed.
export async function addEvent(page: Page, event: NewEvent) {
  const form = page.locator('form').first()
  await form.getByLabel('Title', { exact: true }).fill(event.title)
  await form.getByLabel('Location').fill(event.location)
  await form.getByLabel('Date').fill(futureDate(event.inDays))
  await form.getByLabel('Time').fill(event.time)
  await form.getByLabel('Description').fill(event.description)
  await form.getByRole('button', { name: 'Add Event' }).click()
  await expectToast(page, 'Event added successfully!')
  return form
}

type SiteChange = {
  // The control staff change, and what they change it to from what it holds.
  field: Locator
  to: (original: string) => string
  // The save button's name and the toast it answers with.
  save: string
  saved: string
  // Where the public landing page shows the changed text.
  shown: (visitor: Page) => Locator
}

// Saves a change, sees the public landing page (open in another tab) show it, then saves the
// original back and sees it go: the site follows staff edits live, both ways.
export async function saveAndSeeOnSite(page: Page, context: BrowserContext, change: SiteChange) {
  const original = await change.field.inputValue()
  const save = async (value: string) => {
    await change.field.fill(value)
    await page.getByRole('button', { name: change.save }).click()
    await expectToast(page, change.saved)
  }
  await save(change.to(original))
  const visitor = await context.newPage()
  await visitor.goto('/')
  await expect(change.shown(visitor)).toBeVisible()
  await save(original)
  await expect(change.shown(visitor)).toHaveCount(0)
}
