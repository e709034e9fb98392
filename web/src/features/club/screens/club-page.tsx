import { AdminPanel } from '@/components/ui/admin-panel'
import { CLUB_SETTINGS_ANCHOR, NobodyNotifiedWhileNoneListed } from '@/components/nobody-notified'
import { useCan } from '@/lib/roles'
import { ADMIN_NAV_CLUB } from '@/messages-admin'
import { CLUB_INTRO } from '../messages'

import { ClubSettingsCard } from '../components/club-settings-card'
import { SecurityCard } from '../components/security-card'

// /admin/club: the club's own settings (owners and managers read them, owners save them), then
// the owners' security policy. While nobody is told of new requests, that is said first.
export function ClubPage() {
  const can = useCan()
  return (
    <AdminPanel title={ADMIN_NAV_CLUB} description={CLUB_INTRO}>
      <div className="space-y-6">
        <NobodyNotifiedWhileNoneListed />
        <div id={CLUB_SETTINGS_ANCHOR} className="scroll-mt-24">
          <ClubSettingsCard />
        </div>
        {can('read_security_settings') ? <SecurityCard /> : null}
      </div>
    </AdminPanel>
  )
}
