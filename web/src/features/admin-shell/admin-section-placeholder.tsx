import { useLocation } from 'react-router'

import { ADMIN_SECTION_PENDING } from './messages'

import { findAdminNavItem } from './admin-nav-items'
import { AdminPanel } from '@/components/ui/admin-panel'

// Stands in for a manager that is not built yet; it takes its title from the side navigation.
export function AdminSectionPlaceholder() {
  const { pathname } = useLocation()
  const item = findAdminNavItem(pathname)
  const Icon = item?.icon
  return (
    <AdminPanel title={item?.label ?? ''}>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center">
        {Icon ? <Icon aria-hidden="true" className="size-10 text-accent" /> : null}
        <p className="text-ink-muted">{ADMIN_SECTION_PENDING}</p>
      </div>
    </AdminPanel>
  )
}
