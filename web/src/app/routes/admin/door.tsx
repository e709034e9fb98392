import { DoorPage } from '@/features/admin/door/screens/door-page'

export function AdminDoorRoute() {
  return <DoorPage />
}
