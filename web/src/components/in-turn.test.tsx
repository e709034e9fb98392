import { render, screen, waitFor } from '@testing-library/react'
import { useLayoutEffect, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import { isStaging, stageTheFirstRender } from '@/lib/staged-start'

import { InTurn } from './in-turn'

// Notes each part as it is put in the document, with the task it came in (a macrotask counter).
function recorder() {
  const order: string[] = []
  const tasks: number[] = []
  let task = 0
  const tick = () => {
    task += 1
    timer = setTimeout(tick, 0)
  }
  let timer = setTimeout(tick, 0)
  function Part({ name, children }: { name: string; children?: ReactNode }) {
    useLayoutEffect(() => {
      order.push(name)
      tasks.push(task)
    }, [name])
    return (
      <div data-testid={name}>
        {name}
        {children}
      </div>
    )
  }
  return {
    order,
    tasks,
    Part,
    stop: () => {
      clearTimeout(timer)
    },
  }
}

function Page({
  Part,
  events = true,
}: {
  Part: ReturnType<typeof recorder>['Part']
  events?: boolean
}) {
  return (
    <>
      <Part name="hero" />
      {events ? (
        <InTurn>
          <Part name="events">
            <InTurn>
              <Part name="card 1" />
            </InTurn>
            <InTurn>
              <Part name="card 2" />
            </InTurn>
          </Part>
        </InTurn>
      ) : null}
      <InTurn>
        <Part name="gallery" />
      </InTurn>
      <InTurn>
        <Part name="footer" />
      </InTurn>
    </>
  )
}

describe('the parts of the landing page rendered in turn', () => {
  it('are all there at once on an ordinary render', () => {
    const { Part, order, stop } = recorder()
    render(<Page Part={Part} />)
    stop()
    expect(order).toEqual(['hero', 'card 1', 'card 2', 'events', 'gallery', 'footer'])
  })

  it('come the first screen at once, then one per task in the order of the page, when the app replaces the first screen', async () => {
    stageTheFirstRender()
    const { Part, order, tasks, stop } = recorder()
    render(<Page Part={Part} />)
    expect(order).toEqual(['hero'])
    await waitFor(() => {
      expect(screen.getByTestId('footer')).toBeInTheDocument()
    })
    stop()
    // A part's own parts come before the parts after it: the page fills from the top.
    expect(order).toEqual(['hero', 'events', 'card 1', 'card 2', 'gallery', 'footer'])
    // Each in a task of its own.
    expect(new Set(tasks).size).toBe(tasks.length)
  })

  it('are staged only once: once every part is in, a page rendered later is whole at once', async () => {
    stageTheFirstRender()
    const first = recorder()
    render(<Page Part={first.Part} />)
    expect(isStaging()).toBe(true)
    await waitFor(() => {
      expect(first.order).toHaveLength(6)
    })
    first.stop()
    // The turn after the last part finds none waiting.
    await waitFor(() => {
      expect(isStaging()).toBe(false)
    })
    const later = recorder()
    render(<Page Part={later.Part} />)
    later.stop()
    expect(later.order).toHaveLength(6)
  })

  it('skips a part that leaves the page before its turn', async () => {
    stageTheFirstRender()
    const { Part, order, stop } = recorder()
    const { rerender } = render(<Page Part={Part} />)
    rerender(<Page Part={Part} events={false} />)
    await waitFor(() => {
      expect(screen.getByTestId('footer')).toBeInTheDocument()
    })
    stop()
    expect(order).toEqual(['hero', 'gallery', 'footer'])
  })
})
