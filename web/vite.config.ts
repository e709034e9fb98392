import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

// The landing page's first screen comes as HTML from the server (src/nocturne/services/seo.py), so
// the CSS, the display font and the hero picture matter more to the first paint than the app's
// script: the script and its preloaded chunks are fetched at low priority, after them.
function scriptsAfterFirstScreen(): Plugin {
  return {
    name: 'nocturne-scripts-after-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (page) =>
        page
          .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
          .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" '),
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptsAfterFirstScreen()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
})
