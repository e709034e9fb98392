import { describe, expect, it } from 'vitest'

import {
  changesOf,
  describeValue,
  fieldLabel,
  formatValue,
  pictureOf,
  valueOf,
} from './revision-diff'
import { relativeTime } from './relative-time'

const update = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  changed: string[],
) => ({ action: 'update', before, after, changed }) as const

describe('changesOf', () => {
  it("diffs a section's content one level down, by key, in the saved order", () => {
    const changes = changesOf(
      update(
        {
          title: 'Nocturne',
          content: {
            title: 'Nocturne',
            background_image: '/media/hero-images/old.png',
            primary_button_text: 'Book',
          },
        },
        {
          title: 'Nights',
          content: {
            title: 'Nights',
            background_image: '/media/hero-images/new.webp',
            primary_button_text: 'Book',
          },
        },
        ['content', 'title'],
      ),
    )
    // The title kept in the content as well is listed once.
    expect(changes.map((change) => [change.path, change.label])).toEqual([
      ['content.background_image', 'Content › Background image'],
      ['title', 'Title'],
    ])
    expect(changes[0]?.before).toEqual({ kind: 'image', url: '/media/hero-images/old.png' })
    expect(changes[0]?.after).toEqual({ kind: 'image', url: '/media/hero-images/new.webp' })
    expect(changes[1]?.before).toEqual({ kind: 'text', text: 'Nocturne' })
    expect(changes[1]?.after).toEqual({ kind: 'text', text: 'Nights' })
  })

  it('keeps a nested key that differs from the field beside it', () => {
    const changes = changesOf(
      update({ title: 'A', content: { title: 'A' } }, { title: 'B', content: { title: 'C' } }, [
        'content',
        'title',
      ]),
    )
    expect(changes.map((change) => change.path)).toEqual(['content.title', 'title'])
  })

  it('reads an object that was empty before key by key, and a cleared value as empty', () => {
    const changes = changesOf(
      update(
        { location: null, map_url: 'https://www.google.com/maps/embed?pb=1' },
        { location: { address: '1 Main St', city: '' }, map_url: null },
        ['location', 'map_url'],
      ),
    )
    expect(changes).toEqual([
      {
        path: 'location.address',
        label: 'Location › Address',
        before: { kind: 'empty' },
        after: { kind: 'text', text: '1 Main St' },
      },
      {
        path: 'map_url',
        label: 'Map',
        before: { kind: 'text', text: 'https://www.google.com/maps/embed?pb=1' },
        after: { kind: 'empty' },
      },
    ])
  })

  it('lists nothing for an original, a creation or a deletion', () => {
    for (const action of ['original', 'create', 'delete'] as const) {
      expect(
        changesOf({ action, before: { title: 'A' }, after: { title: 'B' }, changed: ['title'] }),
      ).toEqual([])
    }
  })
})

describe('formatValue', () => {
  it('writes lists of rows one a line, their flags by name', () => {
    expect(
      formatValue([
        { text: 'Events', url: '#events', isButton: false },
        { text: 'Book', url: '/book', isButton: true },
      ]),
    ).toBe('Events · #events\nBook · /book · Is button')
  })

  it('joins plain lists, names yes and no, and leaves blanks empty', () => {
    expect(formatValue(['Bottle', 'Table'])).toBe('Bottle, Table')
    expect(formatValue(true)).toBe('Yes')
    expect(formatValue(1200.5)).toBe('1200.5')
    expect(formatValue('  ')).toBe('')
    expect(formatValue(null)).toBe('')
  })

  it('writes an object as label: value lines', () => {
    expect(formatValue({ phone: '555', email: 'hi@club.test', fax: '' })).toBe(
      'Phone: 555\nEmail: hi@club.test',
    )
  })
})

describe('describeValue', () => {
  it('shows uploads and web pictures as pictures, videos and links as text', () => {
    expect(describeValue('/media/events-images/a.JPG')).toEqual({
      kind: 'image',
      url: '/media/events-images/a.JPG',
    })
    expect(describeValue('https://cdn.example.com/p.webp?w=300')).toEqual({
      kind: 'image',
      url: 'https://cdn.example.com/p.webp?w=300',
    })
    expect(describeValue('/media/hero-images/a.mp4')).toEqual({
      kind: 'text',
      text: '/media/hero-images/a.mp4',
    })
    expect(describeValue('#events')).toEqual({ kind: 'text', text: '#events' })
    expect(describeValue(undefined)).toEqual({ kind: 'empty' })
  })
})

describe('fieldLabel', () => {
  it('names known fields and reads the others from their key', () => {
    expect(fieldLabel('publish_at')).toBe('Shown from')
    expect(fieldLabel('content.quick_links')).toBe('Content › Quick links')
    expect(fieldLabel('content.openingHours')).toBe('Content › Opening hours')
  })
})

describe('valueOf and pictureOf', () => {
  it("take a deletion's row from before, and the row's picture", () => {
    const row = { title: 'Gala', image: '/media/events-images/gala.png' }
    expect(valueOf({ before: row, after: null })).toBe(row)
    expect(pictureOf(row)).toBe('/media/events-images/gala.png')
    expect(
      pictureOf({ type: 'video', url: '/media/gallery-media/v.mp4', thumbnail: null }),
    ).toBeNull()
  })
})

describe('relativeTime', () => {
  const now = new Date('2025-03-07T21:00:00Z')
  it.each([
    ['2025-03-07T20:59:30Z', 'just now'],
    ['2025-03-07T20:55:00Z', '5 minutes ago'],
    ['2025-03-07T18:00:00Z', '3 hours ago'],
    ['2025-03-06T21:00:00Z', 'yesterday'],
    ['2025-02-20T21:00:00Z', '2 weeks ago'],
    ['2025-04-06T21:00:00Z', 'in 4 weeks'],
    ['2023-03-07T21:00:00Z', '2 years ago'],
  ])('reads %s as %s', (at, expected) => {
    expect(relativeTime(at, now)).toBe(expected)
  })
})
