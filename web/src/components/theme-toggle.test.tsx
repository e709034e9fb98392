import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { THEME_TOGGLE_LABEL } from '@/messages'
import { stubMatchMedia } from '@/testing/render'

import { ThemeToggle } from './theme-toggle'

const icon = () =>
  screen.getByRole('button', { name: THEME_TOGGLE_LABEL }).querySelector('[data-icon]')

describe('ThemeToggle', () => {
  it('shows a sun while dark and a moon while light, flipping on click', async () => {
    stubMatchMedia(true)
    render(<ThemeToggle />)
    expect(icon()).toHaveAttribute('data-icon', 'sun')

    await userEvent.click(screen.getByRole('button', { name: THEME_TOGGLE_LABEL }))

    expect(icon()).toHaveAttribute('data-icon', 'moon')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })
})
