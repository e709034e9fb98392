import { DoorPage } from '@/features/door/screens/door-page'

export function AdminDoorRoute() {
  return <DoorPage />
}
