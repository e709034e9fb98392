import { describe, expect, it } from 'vitest'

import { glidesTo } from './in-page-scroll'

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
