import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Modal, type ModalSize } from './modal'

describe('Modal', () => {
  it.each<[ModalSize | undefined, string]>([
    ['sm', 'max-w-sm'],
    [undefined, 'max-w-md'],
    ['lg', 'max-w-lg'],
    ['xl', 'max-w-xl'],
    ['2xl', 'max-w-2xl'],
  ])('has the %s width', (size, width) => {
    render(
      <Modal open title="Add Icon" size={size} onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    )
    expect(screen.getByRole('dialog', { name: 'Add Icon' })).toHaveClass(width)
  })

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Add Icon" onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
