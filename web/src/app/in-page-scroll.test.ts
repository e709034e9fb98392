import { describe, expect, it } from 'vitest'

import { glidesTo, scrollTargetOf } from './in-page-scroll'

describe('glidesTo', () => {
  it('glides to another part of the page shown', () => {
    expect(glidesTo('/', '/', '#events', 'PUSH')).toBe(true)
  })

  it('jumps when the link opens another page, even to one of its parts', () => {
    expect(glidesTo('/', '/menu', '', 'PUSH')).toBe(false)
    expect(glidesTo('/menu', '/', '#events', 'PUSH')).toBe(false)
    expect(glidesTo(null, '/', '#events', 'POP')).toBe(false)
  })

  it('jumps back and forward in the history, and to the top of the same page', () => {
    expect(glidesTo('/', '/', '#events', 'POP')).toBe(false)
    expect(glidesTo('/', '/', '', 'PUSH')).toBe(false)
    expect(glidesTo('/', '/', '#', 'PUSH')).toBe(false)
  })
})

describe('scrollTargetOf', () => {
  it('returns Back, Forward and a reload to where the visitor was', () => {
    expect(scrollTargetOf(5207, '', 'POP', false)).toEqual({ top: 5207 })
    expect(scrollTargetOf(5207, '#contact', 'POP', true)).toEqual({ top: 5207 })
  })

  it("goes to an #anchor's part, on a new page or the page shown", () => {
    expect(scrollTargetOf(undefined, '#events', 'PUSH', false)).toEqual({ anchor: 'events' })
    expect(scrollTargetOf(1200, '#events', 'PUSH', false)).toEqual({ anchor: 'events' })
    expect(scrollTargetOf(undefined, '#reservation%20form', 'POP', true)).toEqual({
      anchor: 'reservation form',
    })
  })

  it('opens a new page at its top, and leaves the first page of a visit where the browser put it', () => {
    expect(scrollTargetOf(undefined, '', 'PUSH', false)).toEqual({ top: 0 })
    expect(scrollTargetOf(300, '', 'REPLACE', false)).toEqual({ top: 0 })
    expect(scrollTargetOf(undefined, '#', 'PUSH', false)).toEqual({ top: 0 })
    expect(scrollTargetOf(undefined, '', 'POP', true)).toBeNull()
  })
})
