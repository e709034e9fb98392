import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'
import { useClubName } from '@/features/site/api/club-name'
import { useClubPageTitle } from '@/features/site/hooks/use-page-title'
import { RESET_PASSWORD_TITLE } from '@/messages-admin'

export function AdminResetPasswordRoute() {
  useClubPageTitle(RESET_PASSWORD_TITLE)
  return <ResetPasswordPage clubName={useClubName()} />
}
