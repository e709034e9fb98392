import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { parseBlocks } from '@/lib/markdown'

import { Markdown } from './markdown'

describe('Markdown', () => {
  it('reads paragraphs, headings and lists', () => {
    expect(
      parseBlocks('# Your data\n\nWe keep:\n- your name\n- your email\n\n1. ask\n2. answer'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Your data' },
      { kind: 'paragraph', text: 'We keep:' },
      { kind: 'list', ordered: false, items: ['your name', 'your email'] },
      { kind: 'list', ordered: true, items: ['ask', 'answer'] },
    ])
  })

  it('renders emphasis and safe links, and never markup', () => {
    const { container } = render(
      <Markdown
        source={
          '**Bold** and *quiet* [terms](/terms) [mail](mailto:a@b.c) [bad](javascript:alert(1)) <img src=x onerror=alert(1)>'
        }
      />,
    )
    expect(container.querySelector('strong')?.textContent).toBe('Bold')
    expect(container.querySelector('em')?.textContent).toBe('quiet')
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms')
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.c')
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull()
    expect(container.textContent).toContain('[bad](javascript:alert(1))')
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('keeps as text a site path that a browser would read as another site', () => {
    const tricks = ['/\\evil.example', '/\\/evil.example', '/\u0001/evil.example', '//evil.example']
    const { container } = render(
      <Markdown
        source={[...tricks.map((href) => `[away](${href})`), '[home](/privacy)'].join(' ')}
      />,
    )
    expect(screen.queryByRole('link', { name: 'away' })).toBeNull()
    for (const href of tricks) expect(container.textContent).toContain(`[away](${href})`)
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/privacy')
  })

  it('starts its headings under the page heading', () => {
    render(<Markdown source={'# Section\n\n## Part'} headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeTruthy()
  })

  it('keeps single line breaks inside a paragraph', () => {
    const { container } = render(<Markdown source={'Line one\nLine two'} />)
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.querySelectorAll('br')).toHaveLength(1)
  })
})
