import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'

import { QueryState } from '@/components/ui/query-state'

import type { CardWiring } from '../hooks/use-list-editor'
import { ItemGrid } from './item-card'

type ItemListEditorProps<Item extends { id: string }> = {
  // What useListEditor gives the screen.
  editor: {
    formKey: number
    confirmDialog: ReactNode
    cardProps: (item: Item) => CardWiring
  }
  // The add/edit form; it starts again whenever the editor says so (another item opened, one
  // added).
  form: ReactNode
  query: UseQueryResult<unknown, unknown>
  failedMessage: string
  // The grid's name, and the line shown while it is empty.
  label: string
  empty: string
  // The items in the order shown.
  items: readonly Item[]
  // One item's ItemCard, given the card's Edit, Delete and History wiring.
  card: (item: Item, wiring: CardWiring) => ReactNode
}

// A list screen (events, packages, gallery): the add/edit form above the grid of items, and the
// delete confirmation.
export function ItemListEditor<Item extends { id: string }>({
  editor,
  form,
  query,
  failedMessage,
  label,
  empty,
  items,
  card,
}: ItemListEditorProps<Item>) {
  return (
    <>
      <div className="space-y-8">
        <Fragment key={editor.formKey}>{form}</Fragment>
        <QueryState query={query} failedMessage={failedMessage}>
          {() => (
            <ItemGrid label={label} empty={empty} count={items.length}>
              {items.map((item) => (
                <Fragment key={item.id}>{card(item, editor.cardProps(item))}</Fragment>
              ))}
            </ItemGrid>
          )}
        </QueryState>
      </div>
      {editor.confirmDialog}
    </>
  )
}
