import { Download, Eraser } from 'lucide-react'
import { useNavigate } from 'react-router'

import { QUIET_BUTTON } from '@/components/ui/table'
import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { paths } from '@/config/paths'
import { useCsvExport } from '@/lib/admin-api/export-csv'
import { serverMessageOf } from '@/lib/field-errors'
import { FAILED_TO_EXPORT } from '@/messages-admin'

import type { GuestProfile } from '../api/get-guest'
import { useEraseGuest } from '../api/guest-writes'
import {
  ERASE_GUEST,
  EXPORT_GUEST_DATA,
  FAILED_TO_ERASE_GUEST,
  GUEST_DATA_TITLE,
  GUEST_DATA_HINT,
  eraseGuestQuestion,
  guestErased,
} from '../messages'

// The guest's own data, on their request: all of it as a JSON file, or erased (the nights and
// parties stay for the club's counts, without name or contact). Owners and managers.
export function GuestData({ guest }: { guest: GuestProfile }) {
  const exporting = useCsvExport()
  const erase = useEraseGuest()
  const [confirmDialog, confirm] = useConfirm()
  const toast = useToast()
  const navigate = useNavigate()

  function askToErase() {
    void confirm({
      title: ERASE_GUEST,
      message: eraseGuestQuestion(guest.name),
      confirmLabel: ERASE_GUEST,
      tone: 'danger',
    }).then((sure) => {
      if (!sure) return
      erase.mutate(guest.id, {
        onSuccess: () => {
          toast.success(guestErased(guest.name))
          void navigate(paths.admin.guests.getHref())
        },
        onError: (error) => {
          toast.error(FAILED_TO_ERASE_GUEST, { description: serverMessageOf(error) })
        },
      })
    })
  }

  return (
    <section
      aria-labelledby="guest-data"
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="guest-data" className="font-display text-2xl font-semibold text-ink">
        {GUEST_DATA_TITLE}
      </h2>
      <p className="text-sm text-ink-muted">{GUEST_DATA_HINT}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={QUIET_BUTTON}
          disabled={exporting.isPending}
          onClick={() => {
            exporting.mutate(
              {
                path: `/api/admin/guests/${encodeURIComponent(guest.id)}/export`,
                fallbackName: `guest-${guest.id}.json`,
              },
              {
                onError: () => {
                  toast.error(FAILED_TO_EXPORT)
                },
              },
            )
          }}
        >
          <Download aria-hidden="true" className="size-3.5" />
          {EXPORT_GUEST_DATA}
        </button>
        <button
          type="button"
          className={`${QUIET_BUTTON} text-red-700 dark:text-red-300`}
          disabled={erase.isPending}
          onClick={askToErase}
        >
          <Eraser aria-hidden="true" className="size-3.5" />
          {ERASE_GUEST}
        </button>
      </div>
      {confirmDialog}
    </section>
  )
}
