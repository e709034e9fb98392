import { Plus, X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'

import { GuestTag } from '@/components/guest-badge'
import { FieldShell } from '@/components/ui/form-controls'
import { FOCUS_RING } from '@/components/ui/focus-ring'

import { addTagLabel, NEW_TAG, removeTagLabel } from '../messages'

// The server's limit for one tag.
const MAX_TAG = 32

type TagInputProps = {
  label: string
  hint?: string
  error?: string
  tags: readonly string[]
  // The club's tags, the usual ones first: those the guest lacks are offered as one tap each.
  offered: readonly string[]
  onChange: (tags: string[]) => void
}

// Tags as chips: type one and press Enter (or a comma) to add it, × takes one off, Backspace in
// the empty box takes the last. A tag typed in another case is the club's own spelling of it
// ("vip" is VIP), as the server keeps it; what is still typed when the box is left is added too.
export function TagInput({ label, hint, error, tags, offered, onChange }: TagInputProps) {
  const [text, setText] = useState('')
  const known = (tag: string) => tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())

  function add(typed: readonly string[]) {
    const next = [...tags]
    for (const part of typed) {
      const tag = part.trim()
      if (!tag || next.some((kept) => kept.toLowerCase() === tag.toLowerCase())) continue
      next.push(offered.find((spelt) => spelt.toLowerCase() === tag.toLowerCase()) ?? tag)
    }
    if (next.length !== tags.length) onChange(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the tag; it never sends the form around it.
      event.preventDefault()
      add([text])
      setText('')
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1))
    }
  }

  const quick = offered.filter((tag) => !known(tag))
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(ids) => (
        <>
          <div
            className={`flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-canvas px-2 py-1.5 focus-within:border-accent ${
              ids.invalid ? 'border-red-600' : 'border-line'
            }`}
          >
            {tags.map((tag) => (
              <span key={tag} className="inline-flex items-center">
                <GuestTag tag={tag} />
                <button
                  type="button"
                  aria-label={removeTagLabel(tag)}
                  title={removeTagLabel(tag)}
                  onClick={() => {
                    onChange(tags.filter((kept) => kept !== tag))
                  }}
                  className={`inline-flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink ${FOCUS_RING}`}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            ))}
            <input
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              value={text}
              maxLength={MAX_TAG}
              placeholder={tags.length === 0 ? NEW_TAG : undefined}
              autoComplete="off"
              enterKeyHint="done"
              onChange={(event) => {
                const parts = event.target.value.split(',')
                const rest = parts.pop() ?? ''
                if (parts.length > 0) add(parts)
                setText(rest)
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                add([text])
                setText('')
              }}
              className="min-w-28 flex-1 bg-transparent px-1 py-0.5 text-sm text-ink outline-none placeholder:text-ink-muted/70"
            />
          </div>
          {quick.length > 0 ? (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {quick.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  aria-label={addTagLabel(tag)}
                  onClick={() => {
                    add([tag])
                  }}
                  className={`inline-flex items-center gap-1 rounded-full border border-dashed border-line px-2.5 py-0.5 text-xs font-medium text-ink-muted transition hover:border-accent hover:text-accent ${FOCUS_RING}`}
                >
                  <Plus aria-hidden="true" className="size-3" />
                  {tag}
                </button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </FieldShell>
  )
}
