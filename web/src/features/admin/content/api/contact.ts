import { CONTENT_QUERY_KEY } from './query-keys'
import { singleResource } from './single-resource'

const contact = singleResource('/api/admin/contact', [...CONTENT_QUERY_KEY, 'contact'])

export const useContact = contact.useItem
export const useSaveContact = contact.useSave
