// The theme is stored under `theme` as dark|light; with nothing stored the system
// preference decides. index.html repeats resolveTheme in a tiny inline script so the class is set
// before the first paint; keep the two in step.
export type Theme = 'dark' | 'light'

export const THEME_STORAGE_KEY = 'theme'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function readStoredTheme(storage: Storage = window.localStorage): Theme | null {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY)
    return value === 'dark' || value === 'light' ? value : null
  } catch {
    // Storage can be blocked (privacy settings); the system preference still applies.
    return null
  }
}

export function systemPrefersDark(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(DARK_QUERY).matches
}

export function resolveTheme(): Theme {
  return readStoredTheme() ?? (systemPrefersDark() ? 'dark' : 'light')
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark')
}

export function saveTheme(theme: Theme, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Not persisted when storage is blocked; the page still switches.
  }
}

export function toggleTheme(current: Theme): Theme {
  const next: Theme = current === 'dark' ? 'light' : 'dark'
  saveTheme(next)
  applyTheme(next)
  return next
}
