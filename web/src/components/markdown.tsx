import type { ReactNode } from 'react'

import { isSitePath } from '@/lib/links'
import { parseBlocks } from '@/lib/markdown'

// The Markdown staff write for the About text and the legal pages: paragraphs, headings (#, ##,
// ###), bulleted and numbered lists, **bold**, *italic* and [links](address). It becomes React
// elements, never HTML, so nothing typed can run as markup; a link goes only to a web, mail or
// phone address or a page of the site, any other address stays plain text.

const SAFE_ADDRESS = /^(https?:\/\/|mailto:|tel:|#)/i
const isSafeLink = (href: string) => SAFE_ADDRESS.test(href) || isSitePath(href)
// **bold**, *italic* or _italic_, [text](address)
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let at = 0
  for (const match of text.matchAll(INLINE)) {
    const index = match.index
    if (index > at) nodes.push(...withBreaks(text.slice(at, index), nodes.length))
    const [whole, bold, italic, underscored, label, href] = match
    const emphasised = italic ?? underscored
    const key = nodes.length
    if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold)}</strong>)
    else if (emphasised !== undefined) nodes.push(<em key={key}>{renderInline(emphasised)}</em>)
    else if (label !== undefined && href !== undefined && isSafeLink(href)) {
      const external = /^https?:/i.test(href)
      nodes.push(
        <a
          key={key}
          href={href}
          className="text-accent underline underline-offset-4 hover:no-underline"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {label}
        </a>,
      )
    } else nodes.push(...withBreaks(whole, key))
    at = index + whole.length
  }
  if (at < text.length) nodes.push(...withBreaks(text.slice(at), nodes.length))
  return nodes
}

function withBreaks(text: string, key: number): ReactNode[] {
  return text
    .split('\n')
    .flatMap((part, index) =>
      index === 0 ? [part] : [<br key={`${String(key)}-br-${String(index)}`} />, part],
    )
}

const HEADING_CLASS = {
  1: 'font-display text-3xl font-semibold text-ink',
  2: 'font-display text-2xl font-semibold text-ink',
  3: 'text-lg font-semibold text-ink',
} as const

type MarkdownProps = {
  source: string
  // The level the text's own headings start at: under a page's h1, "#" becomes an h2.
  headingLevel?: 2 | 3
  paragraphClassName?: string
}

export function Markdown({ source, headingLevel = 2, paragraphClassName }: MarkdownProps) {
  return (
    <>
      {parseBlocks(source).map((block, index) => {
        const key = String(index)
        if (block.kind === 'heading') {
          const level = Math.min(6, headingLevel + block.level - 1)
          const Tag = `h${String(level)}` as 'h2' | 'h3' | 'h4'
          return (
            <Tag key={key} className={HEADING_CLASS[block.level]}>
              {renderInline(block.text)}
            </Tag>
          )
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul'
          return (
            <List
              key={key}
              className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
            >
              {block.items.map((item, itemIndex) => (
                <li key={String(itemIndex)}>{renderInline(item)}</li>
              ))}
            </List>
          )
        }
        return (
          <p key={key} className={paragraphClassName}>
            {renderInline(block.text)}
          </p>
        )
      })}
    </>
  )
}
