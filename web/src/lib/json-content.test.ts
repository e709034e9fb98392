import { describe, expect, it } from 'vitest'

import { formatContent, parseContent } from './json-content'

describe('parseContent', () => {
  it('accepts a JSON object, and an empty field as {}', () => {
    expect(parseContent('{"title": "Gallery", "subtitle": "Moments"}')).toEqual({
      ok: true,
      value: { title: 'Gallery', subtitle: 'Moments' },
    })
    expect(parseContent('   ')).toEqual({ ok: true, value: {} })
  })

  it('refuses text that is not JSON, or JSON that is not an object', () => {
    expect(parseContent('{"title": "Gallery",}')).toEqual({ ok: false })
    expect(parseContent("{title: 'Gallery'}")).toEqual({ ok: false })
    expect(parseContent('[1, 2]')).toEqual({ ok: false })
    expect(parseContent('"text"')).toEqual({ ok: false })
    expect(parseContent('null')).toEqual({ ok: false })
  })

  it('round-trips what formatContent writes', () => {
    const value = { features: [{ id: '1', title: 'VIP' }] }
    expect(parseContent(formatContent(value))).toEqual({ ok: true, value })
  })
})
