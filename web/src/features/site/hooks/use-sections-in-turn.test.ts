import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { stageTheFirstRender } from '@/lib/staged-start'

import { useSectionsInTurn } from './use-sections-in-turn'

describe('the landing page sections rendered in turn', () => {
  it('are all there at once on an ordinary render', () => {
    const { result } = renderHook(() => useSectionsInTurn(6, 1))
    expect(result.current).toBe(6)
  })

  it('come first the first one, then one per task, when the app replaces the first screen', async () => {
    stageTheFirstRender()
    const seen: number[] = []
    const { result } = renderHook(() => {
      const shown = useSectionsInTurn(6, 1)
      seen.push(shown)
      return shown
    })
    expect(result.current).toBe(1)
    await waitFor(() => {
      expect(result.current).toBe(6)
    })
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('are staged only once: the page rendered again later is whole at once', () => {
    stageTheFirstRender()
    renderHook(() => useSectionsInTurn(6, 1))
    const { result } = renderHook(() => useSectionsInTurn(6, 1))
    expect(result.current).toBe(6)
  })
})
