import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { CANCEL } from '@/messages-admin'

import { FormDialog } from './form-dialog'

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn()
  const onClose = vi.fn()
  const outerSubmit = vi.fn()
  render(
    <form onSubmit={outerSubmit}>
      <FormDialog
        title="Table and Notes"
        description="Ada Lovelace · Fri 12 June"
        submitLabel="Save Changes"
        onSubmit={onSubmit}
        onClose={onClose}
        {...props}
      >
        <label>
          Table
          <input />
        </label>
      </FormDialog>
    </form>,
  )
  return { onSubmit, onClose, outerSubmit }
}

describe('FormDialog', () => {
  it('shows its title, its line under it and its fields', () => {
    renderDialog()

    expect(screen.getByRole('dialog', { name: 'Table and Notes' })).toBeInTheDocument()
    expect(screen.getByText('Ada Lovelace · Fri 12 June')).toBeInTheDocument()
    expect(screen.getByLabelText('Table')).toBeInTheDocument()
  })

  it('submits once, without sending the form it was opened from', async () => {
    const { onSubmit, outerSubmit } = renderDialog()

    await userEvent.type(screen.getByLabelText('Table'), 'VIP 3{Enter}')

    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(outerSubmit).not.toHaveBeenCalled()
  })

  it('closes on Cancel, and sends nothing', async () => {
    const { onSubmit, onClose } = renderDialog()

    await userEvent.click(screen.getByRole('button', { name: CANCEL }))

    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('holds its submit button while the save is on its way', () => {
    renderDialog({ saving: true })

    const submit = screen.getByRole('button', { name: 'Save Changes' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAttribute('aria-busy', 'true')
  })

  it('gives a decision that cannot be taken back a red submit button', () => {
    const { onSubmit } = renderDialog({ tone: 'danger', submitLabel: 'Reject' })

    const reject = screen.getByRole('button', { name: 'Reject' })
    expect(reject).toHaveClass('bg-red-700')
    fireEvent.click(reject)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('renders nothing while closed', () => {
    renderDialog({ open: false })

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
