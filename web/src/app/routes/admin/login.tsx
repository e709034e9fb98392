import { LoginPage } from '@/features/auth/components/login-page'
import { useClubName } from '@/features/site/api/club-name'

export function AdminLoginRoute() {
  return <LoginPage clubName={useClubName()} />
}
