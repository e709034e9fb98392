import { Moon, Sun } from 'lucide-react'

import { useTheme } from '@/hooks/use-theme'
import { THEME_TOGGLE_LABEL } from '@/messages'

export function ThemeToggle() {
  const { theme, toggle } = useTheme()
  const Icon = theme === 'dark' ? Sun : Moon
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={THEME_TOGGLE_LABEL}
      className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-ink/5 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <Icon aria-hidden="true" className="size-5" data-icon={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  )
}
