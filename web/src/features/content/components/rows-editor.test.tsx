import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { moveDownLabel, moveUpLabel } from '../messages'

import type { Row, RowField } from '../utils/row-values'
import { keyed, type Keyed } from '../utils/rows'
import { RowsEditor } from './rows-editor'

const FIELDS: readonly RowField[] = [
  { name: 'day', label: 'Day', required: true },
  { name: 'time', label: 'Time', required: true },
]

function Hours() {
  const [rows, setRows] = useState<Keyed<Row>[]>(() =>
    ['Thursday', 'Friday', 'Saturday'].map((day) => keyed({ day, time: '10:00 PM - 3:00 AM' })),
  )
  return (
    <RowsEditor
      rows={rows}
      onChange={setRows}
      fields={FIELDS}
      addLabel="Add Hours"
      emptyText="None"
      errors={{}}
    />
  )
}

const days = () =>
  within(screen.getByRole('list'))
    .getAllByLabelText(/^Day/)
    .map((input) => (input as HTMLInputElement).value)

describe('RowsEditor', () => {
  it('moves a row up and down from the keyboard, the focus going along with it', async () => {
    render(<Hours />)
    expect(screen.getByRole('button', { name: moveUpLabel('Thursday') })).toBeDisabled()
    expect(screen.getByRole('button', { name: moveDownLabel('Saturday') })).toBeDisabled()

    screen.getByRole('button', { name: moveDownLabel('Thursday') }).focus()
    await userEvent.keyboard('{Enter}')
    expect(days()).toEqual(['Friday', 'Thursday', 'Saturday'])
    await expectFocusOn(moveDownLabel('Thursday'))
    await userEvent.keyboard('{Enter}')
    expect(days()).toEqual(['Friday', 'Saturday', 'Thursday'])
    // At the bottom, Move down is disabled: the focus went to Move up.
    await expectFocusOn(moveUpLabel('Thursday'))
    await userEvent.keyboard(' ')
    expect(days()).toEqual(['Friday', 'Thursday', 'Saturday'])
  })
})

// The focus moves on the next frame, once the row is in its new place.
async function expectFocusOn(name: string) {
  const button = screen.getByRole('button', { name })
  await new Promise((resolve) => requestAnimationFrame(resolve))
  expect(button).toHaveFocus()
}
