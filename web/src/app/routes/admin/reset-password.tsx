import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'
import { useClubName } from '@/features/site/api/club-name'

export function AdminResetPasswordRoute() {
  return <ResetPasswordPage clubName={useClubName()} />
}
