import { LoginPage } from '@/features/auth/components/login-page'
import { useSite } from '@/features/site/api/get-site'

export function AdminLoginRoute() {
  const { data: site } = useSite()
  return <LoginPage clubName={site?.club_name} />
}
