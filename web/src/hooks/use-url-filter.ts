import { useSearchParams } from 'react-router'

// A table's filter, read from the address and written back to it in place of the current entry.
export function useUrlFilter<Filter>(
  read: (params: URLSearchParams) => Filter,
  search: (filter: Filter) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams()
  const setFilter = (next: Filter) => {
    setParams(search(next), { replace: true })
  }
  return [read(params), setFilter] as const
}
