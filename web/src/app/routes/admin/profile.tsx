import { ProfilePage } from '@/features/profile/screens/profile-page'

export function AdminProfileRoute() {
  return <ProfilePage />
}
