import { FileUpload, type Bucket } from '@/components/upload'
import {
  ADD,
  FAILED_TO_UPLOAD_ICON,
  ICON_DIALOG_TITLE,
  ICON_NAME,
  ICON_URL_LABEL,
} from '../messages'

import { UrlField } from '@/components/ui/form-controls'
import { FormDialog } from '@/components/ui/form-dialog'
import { useUrlDraft } from '../hooks/use-url-draft'

type IconDialogProps = {
  open: boolean
  bucket: Bucket
  onClose: () => void
  onAdd: (url: string) => void
}

// An icon by upload or URL, then Cancel or Add. Add with a blank
// value is ignored.
export function IconDialog({ open, bucket, onClose, onAdd }: IconDialogProps) {
  const url = useUrlDraft()

  function close() {
    url.clear()
    onClose()
  }

  function submit() {
    const value = url.take()
    if (value === null) return
    onAdd(value)
    close()
  }

  return (
    <FormDialog
      open={open}
      title={ICON_DIALOG_TITLE}
      submitLabel={ADD}
      onSubmit={submit}
      onClose={close}
    >
      <FileUpload
        bucket={bucket}
        name={ICON_NAME}
        kinds="images"
        limit="2MB"
        value={url.value.trim() || null}
        onChange={(uploaded) => {
          url.change(uploaded ?? '')
        }}
        failureMessage={FAILED_TO_UPLOAD_ICON}
      />
      <UrlField label={ICON_URL_LABEL} value={url.value} onChange={url.change} error={url.error} />
    </FormDialog>
  )
}
