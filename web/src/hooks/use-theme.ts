import { useCallback, useState } from 'react'

import { resolveTheme, toggleTheme, type Theme } from '@/lib/theme'

export function useTheme(): { theme: Theme; toggle: () => void } {
  const [theme, setTheme] = useState<Theme>(resolveTheme)
  const toggle = useCallback(() => {
    setTheme(toggleTheme(theme))
  }, [theme])
  return { theme, toggle }
}
