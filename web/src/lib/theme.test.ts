import { beforeEach, describe, expect, it } from 'vitest'

import { stubMatchMedia } from '@/testing/render'

import { readStoredTheme, resolveTheme, THEME_STORAGE_KEY, toggleTheme } from './theme'

describe('theme', () => {
  beforeEach(() => {
    stubMatchMedia(false)
  })

  it('reads the theme stored under the "theme" key', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    expect(readStoredTheme()).toBe('dark')
    expect(resolveTheme()).toBe('dark')
  })

  it('prefers a stored light theme over a dark system preference', () => {
    stubMatchMedia(true)
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light')
    expect(resolveTheme()).toBe('light')
  })

  it('falls back to the system dark-mode preference when nothing is stored', () => {
    stubMatchMedia(true)
    expect(resolveTheme()).toBe('dark')
    stubMatchMedia(false)
    expect(resolveTheme()).toBe('light')
  })

  it('ignores a stored value other than dark or light', () => {
    stubMatchMedia(true)
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple')
    expect(readStoredTheme()).toBeNull()
    expect(resolveTheme()).toBe('dark')
  })

  it('toggling flips the theme, saves it and switches the dark class on the root element', () => {
    expect(toggleTheme('light')).toBe('dark')
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')

    expect(toggleTheme('dark')).toBe('light')
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
