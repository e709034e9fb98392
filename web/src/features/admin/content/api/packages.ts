import type { PackageInput, PackagePublic } from '@/lib/api/types'

import { listResource } from './list-resource'

export const packagesResource = listResource<PackagePublic, PackageInput>('/api/admin/packages', 'packages')
