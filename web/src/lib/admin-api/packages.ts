import { listResource } from './list-resource'

export const packagesResource = listResource('/api/admin/packages', 'packages')
