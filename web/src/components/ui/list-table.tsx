import type { ReactNode } from 'react'

import { TABLE, TABLE_CONTAINER, TABLE_WRAP, TBODY, TH, THEAD } from './table'

type ListTableProps = {
  // Read by screen readers only: the table's name.
  caption: string
  // The column headings; the last one (the actions) is aligned right.
  columns: readonly string[]
  // True while the rows are being read again.
  busy: boolean
  children: ReactNode
}

// A staff list as a table (reservations, contact submissions, the activity log): its column
// headings, then the rows it is given; each row turns into a card on a small screen.
export function ListTable({ caption, columns, busy, children }: ListTableProps) {
  return (
    <div className={TABLE_CONTAINER}>
      <div className={TABLE_WRAP}>
        <table className={TABLE} aria-busy={busy}>
          <caption className="sr-only">{caption}</caption>
          <thead className={THEAD}>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === columns.length - 1 ? `${TH} text-right` : TH}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={TBODY}>{children}</tbody>
        </table>
      </div>
    </div>
  )
}
