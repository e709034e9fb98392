import { FloorPage } from '@/features/floor/screens/floor-page'

export function AdminFloorRoute() {
  return <FloorPage />
}
