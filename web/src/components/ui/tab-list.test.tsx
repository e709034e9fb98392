import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { TabList } from './tab-list'

const TABS = [
  { id: 'outdoor', label: 'Outdoor' },
  { id: 'club', label: 'Club' },
  { id: 'kitchen', label: 'Kitchen' },
] as const
type Id = (typeof TABS)[number]['id']

function Tabs() {
  const [active, setActive] = useState<Id>('outdoor')
  return (
    <>
      <button type="button">before</button>
      <TabList
        tabs={TABS}
        active={active}
        onSelect={setActive}
        label="Menus"
        tabId={(id) => `tab-${id}`}
        panelId={() => 'panel'}
        className=""
        tabClassName={(selected) => (selected ? 'on' : 'off')}
      />
      <div role="tabpanel" id="panel" aria-labelledby={`tab-${active}`}>
        {active}
      </div>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('TabList', () => {
  it('puts the selected tab alone in the tab order, and a click selects', async () => {
    render(<Tabs />)
    expect(screen.getByRole('tablist', { name: 'Menus' })).toBeInTheDocument()
    expect(tab('Outdoor')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Outdoor')).toHaveAttribute('tabindex', '0')
    expect(tab('Club')).toHaveAttribute('tabindex', '-1')
    expect(tab('Club')).toHaveAttribute('aria-controls', 'panel')

    await userEvent.tab()
    await userEvent.tab()
    expect(tab('Outdoor')).toHaveFocus()
    await userEvent.click(tab('Kitchen'))
    expect(tab('Kitchen')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('kitchen')
  })

  it('moves with the arrow keys round the ends, and Home and End, selecting and focusing', async () => {
    render(<Tabs />)
    tab('Outdoor').focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('Kitchen')).toHaveFocus()
    expect(tab('Kitchen')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('Outdoor')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('Club')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(tab('Kitchen')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(tab('Outdoor')).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('outdoor')
  })
})
