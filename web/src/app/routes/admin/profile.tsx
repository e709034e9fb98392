import { ProfilePage } from '@/features/admin/profile/screens/profile-page'

export function AdminProfileRoute() {
  return <ProfilePage />
}
