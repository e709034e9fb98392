import { FileUpload, type Bucket } from '@/components/upload'
import type { MediaKinds, SizeLimit } from '@/components/upload/upload-rules'
import { mediaUrlLabel } from '../messages'

import { UrlField } from '@/components/ui/form-controls'

type MediaFieldProps = {
  // What the media is ('image', 'thumbnail'): names the URL field and the upload controls.
  name: string
  bucket: Bucket
  value: string
  onChange: (value: string) => void
  savedUrl?: string | null
  error?: string
  required?: boolean
  kinds?: MediaKinds
  limit?: SizeLimit
  failureMessage?: string
}

// Media by URL or upload: the address field and, below it, the drop zone with the preview.
export function MediaField({
  name,
  bucket,
  value,
  onChange,
  savedUrl,
  error,
  required,
  kinds,
  limit,
  failureMessage,
}: MediaFieldProps) {
  return (
    <div className="space-y-3">
      <UrlField
        label={mediaUrlLabel(name)}
        required={required}
        value={value}
        onChange={onChange}
        error={error}
      />
      <FileUpload
        bucket={bucket}
        name={name}
        value={value.trim() || null}
        savedUrl={savedUrl}
        onChange={(url) => {
          onChange(url ?? '')
        }}
        kinds={kinds}
        limit={limit}
        failureMessage={failureMessage}
      />
    </div>
  )
}
