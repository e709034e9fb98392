import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
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
          .replace(
            /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
            (_, href: string) => {
              chunks.push(href)
              return ''
            },
          )
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
// build it ships next to it. Both are taken as ES modules, which Node would not choose in the tests.
const reactRouterBuild = (mode: string) =>
  join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    `dist/${mode === 'production' ? 'production' : 'development'}/index.mjs`,
  )

// The app is written against React's API and runs on Preact's compatible runtime: about 10 KB
// gzipped where react-dom is about 60, which keeps the public page's script small. Every build,
// the development server, the tests and the first-screen templates resolve React's modules to it.
const ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // Node would take these packages' CommonJS builds, which require React itself: the tests and the
  // first-screen templates take their ES modules, as the browser does.
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
]

// The packages that import React: compiled with the app when it runs in Node (the tests, the
// first-screen templates), so they meet Preact there too.
const USE_REACT = [
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-query/,
  /lucide-react/,
]

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs']
const TEST_NAME = /\.test\.(ts|tsx|mjs)$/

// The test files that replace a module (vi.mock), found by reading them.
function mockingFiles(root: string): string[] {
  const found: string[] = []
  for (const folder of ['src', 'scripts']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEST_NAME.test(entry.name)) continue
      const path = join(entry.parentPath, entry.name)
      if (readFileSync(path, 'utf8').includes('vi.mock(')) found.push(relative(root, path))
    }
  }
  return found.sort()
}

const MOCKING_FILES = mockingFiles(dirname(fileURLToPath(import.meta.url)))

export default defineConfig(({ mode }) => ({
  // React's Fast Refresh needs React itself: on Preact, a module changed during development
  // reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), scriptsAfterFirstPaint()],
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-router$/, replacement: reactRouterBuild(mode) },
      ...ON_PREACT,
    ],
  },
  ssr: { noExternal: USE_REACT },
  build: {
    // The inline loader adds the modulepreload links itself, for browsers that all support them.
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router looks for React's useOptimistic, which Preact has not, and does without it.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return
        warn(warning)
      },
    },
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
    restoreMocks: true,
    // The libraries that import React are compiled with the app, so they get Preact too.
    server: { deps: { inline: USE_REACT } },
    // Test files share one module registry and one page (no per-file isolation: three minutes
    // saved), except those that replace a module with vi.mock: the real module may already be
    // loaded by then, so they run isolated.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: MOCKING_FILES.length ? MOCKING_FILES : ['no-such-file'],
        },
      },
    ],
  },
}))
