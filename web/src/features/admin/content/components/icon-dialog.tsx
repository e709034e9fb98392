import { useState, type SubmitEvent } from 'react'

import { Modal } from '@/components/modal'
import { FileUpload, type Bucket } from '@/components/upload'
import { ADD, CANCEL, FAILED_TO_UPLOAD_ICON, ICON_DIALOG_TITLE, ICON_NAME, ICON_URL_LABEL, INVALID_URL } from '@/messages'

import { BUTTON_PRIMARY, BUTTON_SECONDARY, TextField } from './form-controls'
import { isMediaUrl } from '../utils/validation'

type IconDialogProps = {
  open: boolean
  bucket: Bucket
  onClose: () => void
  onAdd: (url: string) => void
}

// An icon by upload or URL, then Cancel or Add. Add with a blank
// value is ignored.
export function IconDialog({ open, bucket, onClose, onAdd }: IconDialogProps) {
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string>()

  function close() {
    setUrl('')
    setError(undefined)
    onClose()
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const value = url.trim()
    if (value === '') return
    if (!isMediaUrl(value)) {
      setError(INVALID_URL)
      return
    }
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
          value={url.trim() || null}
          onChange={(uploaded) => {
            setUrl(uploaded ?? '')
            setError(undefined)
          }}
          failureMessage={FAILED_TO_UPLOAD_ICON}
        />
        <TextField
          label={ICON_URL_LABEL}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(value) => {
            setUrl(value)
            setError(undefined)
          }}
          error={error}
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
