import { LoginPage } from '@/features/auth/components/login-page'

export function AdminLoginRoute() {
  return <LoginPage />
}
