// What a public section shows for its query: the content as soon as there is some (a failed live
// refetch keeps the last content on screen), the error once the retries are spent, else a spinner
// (also while Try Again runs).
export type SectionView = 'content' | 'error' | 'loading'

export function sectionView(query: {
  data: unknown
  isError: boolean
  isFetching: boolean
}): SectionView {
  if (query.data !== undefined) return 'content'
  if (query.isError && !query.isFetching) return 'error'
  return 'loading'
}
