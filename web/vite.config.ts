import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

// The landing page's first screen comes as HTML from the server (src/nocturne/http/first_screen.py), so
// the app's script is not needed for the first paint: it is fetched once the first frame has been
// shown, at the start of the next one (or after 250 ms in a tab that shows no frames), leaving the
// network to the CSS, the display font and the hero picture. Its preloaded chunks come with it.
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'nocturne-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(page) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page)
        if (!entry) throw new Error('index.html has no module script to defer')
        const chunks: string[] = []
        const rest = page
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
            chunks.push(href)
            return ''
          })
        const urls = JSON.stringify([entry[1], ...chunks])
        const loader =
          `<script type="module">const [entry, ...chunks] = ${urls};` +
          'let started = false;' +
          'const start = () => {' +
          'if (started) return; started = true;' +
          "for (const href of chunks) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link) }" +
          'import(entry) };' +
          'requestAnimationFrame(() => { requestAnimationFrame(() => { setTimeout(start, 0) }) }); setTimeout(start, 250)' +
          '</script>'
        return rest.replace('</body>', `  ${loader}\n  </body>`)
      },
    },
  }
}

// React Router's package exports only its development build (dev warnings, and a default error
// screen that tells the visitor to add an ErrorBoundary): a production bundle takes the production
// build it ships next to it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterFirstPaint()],
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    // The inline loader adds the modulepreload links itself, for browsers that all support them.
    modulePreload: { polyfill: false },
  },
  server: {
    // The Python server answers /api and /media during development.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', ws: true },
      '/media': 'http://127.0.0.1:8000',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
  },
}))
