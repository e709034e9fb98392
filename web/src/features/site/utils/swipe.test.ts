import { describe, expect, it } from 'vitest'

import { followsFinger, SWIPE_DISTANCE, swipeStep } from './swipe'

describe('swipeStep', () => {
  it('shows the next item for a drag to the left and the previous for one to the right', () => {
    expect(swipeStep(-120, 10, 400)).toBe(1)
    expect(swipeStep(120, -10, 400)).toBe(-1)
  })

  it('needs the swipe distance for a slow drag', () => {
    expect(swipeStep(-(SWIPE_DISTANCE - 1), 0, 1000)).toBeNull()
    expect(swipeStep(-SWIPE_DISTANCE, 0, 1000)).toBe(1)
  })

  it('takes a short quick flick', () => {
    expect(swipeStep(-30, 2, 40)).toBe(1)
    expect(swipeStep(30, 2, 40)).toBe(-1)
    // As quick, but too short to be more than a shaky tap.
    expect(swipeStep(-10, 0, 5)).toBeNull()
  })

  it('is no swipe when the finger went more up or down than sideways', () => {
    expect(swipeStep(-80, 120, 300)).toBeNull()
    expect(swipeStep(80, -80, 300)).toBeNull()
  })

  it('is no swipe for a tap', () => {
    expect(swipeStep(0, 0, 0)).toBeNull()
  })
})

describe('followsFinger', () => {
  it('follows a sideways drag past the slop only', () => {
    expect(followsFinger(4, 0)).toBe(false)
    expect(followsFinger(-20, 5)).toBe(true)
    expect(followsFinger(20, 40)).toBe(false)
  })
})
