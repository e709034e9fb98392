import type { SubmitEvent } from 'react'

import { Modal } from '@/components/modal'
import { FileUpload, type Bucket } from '@/components/upload'
import {
  ADD,
  CANCEL,
  FAILED_TO_UPLOAD_ICON,
  ICON_DIALOG_TITLE,
  ICON_NAME,
  ICON_URL_LABEL,
} from '@/messages-admin'

import { BUTTON_PRIMARY, BUTTON_SECONDARY, UrlField } from '@/components/ui/form-controls'
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

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const value = url.take()
    if (value === null) return
    onAdd(value)
    close()
  }

  return (
    <Modal open={open} onClose={close} title={ICON_DIALOG_TITLE}>
      <form noValidate onSubmit={submit} className="space-y-5">
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
        <UrlField
          label={ICON_URL_LABEL}
          value={url.value}
          onChange={url.change}
          error={url.error}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={close} className={BUTTON_SECONDARY}>
            {CANCEL}
          </button>
          <button type="submit" className={BUTTON_PRIMARY}>
            {ADD}
          </button>
        </div>
      </form>
    </Modal>
  )
}
