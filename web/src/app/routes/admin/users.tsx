import { UsersPage } from '@/features/admin/users/components/users-page'

export function AdminUsersRoute() {
  return <UsersPage />
}
