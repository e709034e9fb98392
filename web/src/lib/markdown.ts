// Markdown as staff write it for the About text and the legal pages, read into blocks:
// paragraphs, headings (#, ##, ###) and bulleted or numbered lists. The inline marks are read by
// the component that renders them (`components/markdown.tsx`).

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string }

const HEADING = /^(#{1,3})\s+(.*)$/
const BULLET = /^\s*[-*]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = []
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
      paragraph = []
    }
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue
      const heading = HEADING.exec(line)
      const item = BULLET.exec(line) ?? NUMBERED.exec(line)
      if (heading) {
        flush()
        const level = Math.min(3, heading[1]?.length ?? 1) as 1 | 2 | 3
        blocks.push({ kind: 'heading', level, text: (heading[2] ?? '').trim() })
      } else if (item) {
        flush()
        blocks.push({ kind: 'list', ordered: !BULLET.test(line), items: [(item[1] ?? '').trim()] })
      } else {
        paragraph.push(line.trim())
      }
    }
    flush()
  }
  return mergeLists(blocks)
}

// Items next to each other make one list (a blank line between items too).
function mergeLists(blocks: Block[]): Block[] {
  const merged: Block[] = []
  for (const block of blocks) {
    const last = merged.at(-1)
    if (block.kind === 'list' && last?.kind === 'list' && last.ordered === block.ordered) {
      last.items.push(...block.items)
    } else {
      merged.push(block)
    }
  }
  return merged
}
