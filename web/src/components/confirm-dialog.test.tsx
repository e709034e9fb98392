import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { CANCEL, confirmDelete, DELETE } from '@/messages-admin'

import { useConfirm } from './use-confirm'

function Harness({ what }: { what: Parameters<typeof confirmDelete>[0] }) {
  const [dialog, confirm] = useConfirm()
  const [answer, setAnswer] = useState('none')
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm({ message: confirmDelete(what) }).then((value) => {
            setAnswer(String(value))
          })
        }}
      >
        Remove
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  )
}

describe('confirm dialog', () => {
  it('uses the product’s texts for items, events, packages, features and statistics', () => {
    expect(confirmDelete()).toBe('Are you sure you want to delete this item?')
    expect(confirmDelete('event')).toBe('Are you sure you want to delete this event?')
    expect(confirmDelete('package')).toBe('Are you sure you want to delete this package?')
    expect(confirmDelete('feature')).toBe('Are you sure you want to delete this feature?')
    expect(confirmDelete('statistic')).toBe('Are you sure you want to delete this statistic?')
  })

  it('asks in a labelled modal dialog, focusing Cancel, and answers true on Delete', async () => {
    render(<Harness what="event" />)
    const opener = screen.getByRole('button', { name: 'Remove' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this event?')
    expect(screen.getByRole('button', { name: CANCEL })).toHaveFocus()

    await userEvent.click(screen.getByRole('button', { name: DELETE }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('true')
    expect(opener).toHaveFocus()
  })

  it('answers false on Escape and on a click outside, and keeps Tab inside', async () => {
    render(<Harness what="package" />)
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('false')

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    await userEvent.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
