// Renders the landing page's first-screen templates (src/first-screen.tsx) into
// dist/first-screen.json, after `vite build`. The components are loaded through Vite, so they are
// compiled exactly as the app's bundle is.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
})
try {
  const { firstScreenTemplates } = await server.ssrLoadModule('/src/first-screen.tsx')
  const templates = firstScreenTemplates()
  await writeFile(
    new URL('../dist/first-screen.json', import.meta.url),
    JSON.stringify(templates, null, 1) + '\n',
  )
  console.log(`first-screen.json: ${Object.keys(templates).length} templates`)
} finally {
  await server.close()
}
