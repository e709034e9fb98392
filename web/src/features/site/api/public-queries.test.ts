import { describe, expect, it } from 'vitest'

import { getBottleServiceQueryOptions } from './get-bottle-service'
import { getEventsQueryOptions } from './get-events'
import { getFooterQueryOptions } from './get-footer'
import { getGalleryQueryOptions } from './get-gallery'
import { getSiteQueryOptions } from './get-site'

type RetryOptions = { retry?: unknown; retryDelay?: unknown }

function waits(options: RetryOptions): number[] {
  const delay = options.retryDelay
  if (typeof delay !== 'function') throw new Error('no retry delay function')
  return [0, 1, 2].map((failures) => (delay as (n: number) => number)(failures))
}

describe('public retry policies', () => {
  it('retries the hero 3 times, waiting 1s, 2s, 4s', () => {
    expect(getSiteQueryOptions().retry).toBe(3)
    expect(waits(getSiteQueryOptions())).toEqual([1000, 2000, 4000])
  })

  it('retries the footer 3 times, waiting 1s, 2s, 4s', () => {
    expect(getFooterQueryOptions().retry).toBe(3)
    expect(waits(getFooterQueryOptions())).toEqual([1000, 2000, 4000])
  })

  it.each([
    ['events', getEventsQueryOptions],
    ['gallery', getGalleryQueryOptions],
    ['bottle service', getBottleServiceQueryOptions],
  ])('retries the %s 3 times, waiting 1s, 2s, 3s', (_, options) => {
    expect(options().retry).toBe(3)
    expect(waits(options())).toEqual([1000, 2000, 3000])
  })
})
