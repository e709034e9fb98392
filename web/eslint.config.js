import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
  {
    files: ['src/features/site/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(site)/**', '@/features/!(site)'] }] }],
    },
  },
  {
    files: ['src/features/menu/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(menu)/**', '@/features/!(menu)'] }] }],
    },
  },
  {
    files: ['src/features/event-page/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(event-page)/**', '@/features/!(event-page)'] }] }],
    },
  },
  {
    files: ['src/features/auth/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(auth)/**', '@/features/!(auth)'] }] }],
    },
  },
  {
    files: ['src/features/admin-shell/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(admin-shell)/**', '@/features/!(admin-shell)'] }] }],
    },
  },
  {
    files: ['src/features/reservations/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(reservations)/**', '@/features/!(reservations)'] }] }],
    },
  },
  {
    files: ['src/features/door/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(door)/**', '@/features/!(door)'] }] }],
    },
  },
  {
    files: ['src/features/content/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(content)/**', '@/features/!(content)'] }] }],
    },
  },
  {
    files: ['src/features/legal/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(legal)/**', '@/features/!(legal)'] }] }],
    },
  },
  {
    files: ['src/features/seo/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(seo)/**', '@/features/!(seo)'] }] }],
    },
  },
  {
    files: ['src/features/users/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(users)/**', '@/features/!(users)'] }] }],
    },
  },
  {
    files: ['src/features/activity/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(activity)/**', '@/features/!(activity)'] }] }],
    },
  },
  {
    files: ['src/features/profile/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/!(profile)/**', '@/features/!(profile)'] }] }],
    },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
])
