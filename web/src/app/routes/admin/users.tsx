import { UsersPage } from '@/features/admin/users/screens/users-page'

export function AdminUsersRoute() {
  return <UsersPage />
}
