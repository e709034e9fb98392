import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// One folder per feature under src/features. A feature imports itself and shared code
// (@/components, @/hooks, @/lib, @/config, @/testing, the messages files), never the app nor
// another feature; inside a feature a relative import climbs at most one folder, so a path that
// leaves the feature says so with the @/ alias.
const FEATURES = [
  'site',
  'menu',
  'event-page',
  'reservation-link',
  'auth',
  'admin-shell',
  'reservations',
  'door',
  'content',
  'legal',
  'seo',
  'users',
  'club',
  'activity',
  'profile',
  'floor',
  'guests',
  'booking',
]

function featureBoundary(feature) {
  return {
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'A feature never imports the app.' },
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message:
                'A feature never imports another feature; move what they share to shared code.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: 'Climb at most one folder; use the @/ alias for anything further.',
            },
          ],
        },
      ],
    },
  }
}

export default defineConfig([
  globalIgnores(['dist', 'src/lib/api/schema.d.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Bulletproof-react's one-way imports: shared code never reaches into a feature or the app,
      // and a feature never reaches into another feature.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '@/features/*'], message: 'Import shared code only.' }] },
      ],
    },
  },
  ...FEATURES.map((feature) => featureBoundary(feature)),
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
])
