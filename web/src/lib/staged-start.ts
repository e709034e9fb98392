import { useLayoutEffect, useState } from 'react'

// When the app replaces the first screen the server painted, the landing page comes in parts, one
// task each: the runtime renders a tree in one go, and one long task would keep a phone from
// answering a tap meanwhile (Lighthouse counts it as blocking time). What the first screen shows
// renders at once; each part below it, wrapped in <InTurn> (components/in-turn.tsx), waits for
// its turn. The turns follow the document: the parts a part brings come before the parts after
// it, so the page fills from the top, and an #anchor's section is there only once everything
// above it is. Once no part waits, the staging ends and every later render is whole at once.
type Part = { show: () => void }

let staged = false
const waiting: Part[] = []
// Where a part that asks for a turn now goes: after the ones the turn under way brought before it.
let insertAt = 0
let scheduled = false

export function stageTheFirstRender() {
  staged = true
}

// Whether the page is still coming in parts (a scroll to an #anchor waits for it).
export function isStaging(): boolean {
  return staged
}

function nextTurn() {
  scheduled = false
  insertAt = 0
  const part = waiting.shift()
  if (!part) {
    staged = false
    return
  }
  // The part renders in this task; the parts it brings ask for their turns as it commits.
  part.show()
  schedule()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  setTimeout(nextTurn, 0)
}

function wait(part: Part) {
  waiting.splice(insertAt, 0, part)
  insertAt += 1
  schedule()
}

function leave(part: Part) {
  const at = waiting.indexOf(part)
  if (at < 0) return
  waiting.splice(at, 1)
  if (at < insertAt) insertAt -= 1
}

// Whether the part may render: at once, unless the first render is staged and its turn has not come.
export function useInTurn(): boolean {
  const [shown, setShown] = useState(() => !staged)
  useLayoutEffect(() => {
    if (shown) return
    const part = {
      show: () => {
        setShown(true)
      },
    }
    wait(part)
    return () => {
      leave(part)
    }
  }, [shown])
  return shown
}
