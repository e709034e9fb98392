import { Moon, Sun } from 'lucide-react'
import type { ComponentProps } from 'react'

import { useTheme } from '@/hooks/use-theme'
import type { Theme } from '@/lib/theme'
import { THEME_TOGGLE_LABEL } from '@/messages'

type ThemeToggleButtonProps = Omit<ComponentProps<'button'>, 'children'> & { theme: Theme }

// The button alone, showing the theme a click switches to; the server's first screen carries it
// before the app has started.
export function ThemeToggleButton({ theme, ...rest }: ThemeToggleButtonProps) {
  const Icon = theme === 'dark' ? Sun : Moon
  return (
    <button
      type="button"
      aria-label={THEME_TOGGLE_LABEL}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-ink/5 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      {...rest}
    >
      <Icon aria-hidden="true" className="size-5" data-icon={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  )
}

export function ThemeToggle() {
  const { theme, toggle } = useTheme()
  return <ThemeToggleButton theme={theme} onClick={toggle} />
}
