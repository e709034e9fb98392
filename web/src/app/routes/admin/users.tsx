import { UsersPage } from '@/features/users/screens/users-page'

export function AdminUsersRoute() {
  return <UsersPage />
}
