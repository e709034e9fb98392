import { LoginPage } from '@/features/auth/components/login-page'
import { useClubName } from '@/features/site/api/club-name'
import { useClubPageTitle } from '@/features/site/hooks/use-page-title'
import { LOGIN_TITLE } from '@/messages-admin'

export function AdminLoginRoute() {
  useClubPageTitle(LOGIN_TITLE)
  return <LoginPage clubName={useClubName()} />
}
