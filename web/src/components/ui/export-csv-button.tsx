import { Download } from 'lucide-react'

import { EXPORT_CSV, EXPORTING, FAILED_TO_EXPORT } from '@/messages-admin'

import { useCsvExport } from '@/lib/admin-api/export-csv'
import { ActionAlert } from '@/components/ui/action-alert'
import { QUIET_BUTTON } from '@/components/ui/table'

type ExportCsvButtonProps = { path: string; fallbackName: string }

// Downloads what a staff list shows (its current filter, every page of it) as CSV.
export function ExportCsvButton({ path, fallbackName }: ExportCsvButtonProps) {
  const csv = useCsvExport()
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        disabled={csv.isPending}
        onClick={() => {
          csv.mutate({ path, fallbackName })
        }}
        className={QUIET_BUTTON}
      >
        <Download aria-hidden="true" className="size-4" />
        {csv.isPending ? EXPORTING : EXPORT_CSV}
      </button>
      {csv.isError ? (
        <ActionAlert
          message={FAILED_TO_EXPORT}
          onDismiss={() => {
            csv.reset()
          }}
        />
      ) : null}
    </div>
  )
}
