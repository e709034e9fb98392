import { Trash2, UploadCloud, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'

import { ApiError } from '@/lib/api-client'
import { useAdminApi, useAuthStore } from '@/lib/auth'
import { useCan } from '@/lib/roles'
import {
  CANCEL_UPLOAD,
  FAILED_TO_DELETE_MEDIA,
  FOCAL_POINT_HINT,
  FAILED_TO_UPLOAD_FILE,
  UPLOAD_DROP_TEXT,
  UPLOAD_CHOOSE_FILE,
  removeMediaLabel,
  uploadLabel,
  uploadProgressLabel,
  uploadRetrying,
} from '@/messages-admin'

import { useToast } from '../use-toast'
import { FocalPointPicker } from './focal-point-picker'
import { isStoredPicture, useMediaInfo } from './media-focus'
import { uploadFile, UploadAbortedError, UPLOAD_ATTEMPTS, type StoredFile } from './upload-file'
import {
  acceptFor,
  checkFile,
  isVideoUrl,
  ruleFor,
  uploadHint,
  type Bucket,
  type MediaKinds,
  type SizeLimit,
} from './upload-rules'
import { FOCUS_RING } from '@/components/ui/focus-ring'

type FileUploadProps = {
  bucket: Bucket
  // What the file is, for the controls' names: 'logo' gives 'Upload logo' and 'Remove logo'.
  name: string
  // The current address (previewed, with a delete button). Leave undefined for an upload-only
  // drop zone whose files go to onUploaded.
  value?: string | null
  onChange?: (url: string | null) => void
  onUploaded?: (file: StoredFile) => void | Promise<void>
  // The address the server holds now: never removed from storage here (the server releases it
  // once a save stops using it).
  savedUrl?: string | null
  kinds?: MediaKinds
  limit?: SizeLimit
  // Told after the last attempt failed: the screen's own text ('Failed to upload logo').
  failureMessage?: string
  hint?: string
  disabled?: boolean
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number; attempt: number }
  | { kind: 'error'; message: string }

export function MediaPreview({
  url,
  alt,
  className = '',
}: {
  url: string
  alt: string
  className?: string
}) {
  return isVideoUrl(url) ? (
    <video
      src={url}
      aria-label={alt}
      muted
      loop
      playsInline
      controls
      preload="metadata"
      className={`h-full w-full bg-black object-cover ${className}`}
    />
  ) : (
    <img src={url} alt={alt} loading="lazy" className={`h-full w-full object-cover ${className}`} />
  )
}

// Drag-and-drop or picker, the bucket's hint, a progress bar, 3 attempts (2 s,
// then 4 s apart), the product's checks before sending, and a preview with a delete button.
export function FileUpload({
  bucket,
  name,
  value,
  onChange,
  onUploaded,
  savedUrl = null,
  kinds,
  limit,
  failureMessage = FAILED_TO_UPLOAD_FILE,
  hint,
  disabled = false,
}: FileUploadProps) {
  const inputId = useId()
  const hintId = useId()
  const messageId = useId()
  const focusHintId = useId()
  const store = useAuthStore()
  const client = useAdminApi()
  const toast = useToast()
  const rule = ruleFor(bucket, { kinds, limit })
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const [removing, setRemoving] = useState(false)
  const uploadedHere = useRef(new Set<string>())
  // A stored picture's focal point, for the roles that may choose it.
  const allowed = useCan()
  const focusable = isStoredPicture(value) && allowed('set_media_focus')
  const mediaInfo = useMediaInfo(value ?? '', focusable)
  const focusInfo = focusable ? mediaInfo.data : undefined
  const controller = useRef<AbortController | null>(null)

  useEffect(
    () => () => {
      controller.current?.abort()
    },
    [],
  )

  const busy = status.kind === 'uploading'

  async function start(file: File) {
    const problem = checkFile(file, rule)
    if (problem) {
      setStatus({ kind: 'error', message: problem })
      return
    }
    const abort = new AbortController()
    controller.current = abort
    setStatus({ kind: 'uploading', name: file.name, percent: 0, attempt: 1 })
    try {
      const stored = await uploadFile({
        bucket,
        file,
        authorized: store.authorized,
        signal: abort.signal,
        onProgress: (percent) => {
          setStatus((current) => (current.kind === 'uploading' ? { ...current, percent } : current))
        },
        onRetry: (attempt) => {
          setStatus((current) =>
            current.kind === 'uploading' ? { ...current, attempt, percent: 0 } : current,
          )
        },
      })
      uploadedHere.current.add(stored.url)
      setStatus({ kind: 'idle' })
      onChange?.(stored.url)
      await onUploaded?.(stored)
    } catch (error) {
      if (error instanceof UploadAbortedError) {
        setStatus({ kind: 'idle' })
        return
      }
      const refusal = error instanceof ApiError && error.fromServer && error.status < 500
      const message = refusal ? error.message : failureMessage
      setStatus({ kind: 'error', message })
      toast.error(failureMessage)
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }

  function pick(files: FileList | null) {
    const file = files?.[0]
    if (file && !busy && !disabled) void start(file)
  }

  // Only a file uploaded here and never saved is removed from storage; a saved one stays until a
  // save stops using it, so the public site never points at a missing file.
  async function remove() {
    if (!value) return
    if (uploadedHere.current.has(value) && value !== savedUrl) {
      setRemoving(true)
      try {
        await client.DELETE('/api/storage', { params: { query: { url: value } } })
        uploadedHere.current.delete(value)
      } catch {
        toast.error(FAILED_TO_DELETE_MEDIA)
        return
      } finally {
        setRemoving(false)
      }
    }
    onChange?.(null)
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    pick(event.dataTransfer.files)
  }

  const describedBy = [hintId, status.kind === 'error' ? messageId : null].filter(Boolean).join(' ')

  return (
    <div className="space-y-3">
      {value ? (
        <div className="relative overflow-hidden rounded-xl border border-line bg-canvas">
          <div className="aspect-video max-h-64 w-full">
            {focusInfo ? (
              <FocalPointPicker
                key={value}
                url={value}
                name={name}
                info={focusInfo}
                hintId={focusHintId}
              />
            ) : (
              <MediaPreview url={value} alt={name} className="object-contain" />
            )}
          </div>
          <button
            type="button"
            onClick={() => {
              void remove()
            }}
            disabled={removing || disabled}
            aria-label={removeMediaLabel(name)}
            className={`absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-black/70 text-white hover:bg-red-700 disabled:opacity-60 ${FOCUS_RING}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      {value && focusInfo ? (
        <p id={focusHintId} className="text-xs text-ink-muted">
          {FOCAL_POINT_HINT}
        </p>
      ) : null}

      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!busy && !disabled) setDragging(true)
        }}
        onDragLeave={() => {
          setDragging(false)
        }}
        onDrop={onDrop}
        className={`relative rounded-xl border-2 border-dashed transition-colors focus-within:border-accent ${
          dragging
            ? 'border-accent bg-accent/10'
            : 'border-line bg-canvas/60 hover:border-accent/60'
        }`}
      >
        <input
          id={inputId}
          type="file"
          aria-label={uploadLabel(name)}
          aria-describedby={describedBy}
          accept={acceptFor(rule)}
          disabled={busy || disabled}
          onChange={(event) => {
            pick(event.target.files)
            event.target.value = ''
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl px-4 py-6 text-center text-sm text-ink-muted peer-disabled:cursor-not-allowed peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent`}
        >
          <UploadCloud aria-hidden="true" className="size-7 text-accent" />
          <span>
            {UPLOAD_DROP_TEXT}{' '}
            <span className="font-semibold text-accent underline underline-offset-4">
              {UPLOAD_CHOOSE_FILE}
            </span>
          </span>
          <span id={hintId} className="text-xs">
            {hint ?? uploadHint(bucket, rule)}
          </span>
        </label>
      </div>

      {status.kind === 'uploading' ? (
        <div className="space-y-1.5">
          <div className="flex items-center justify-between gap-3 text-xs text-ink-muted">
            <span className="truncate">
              {status.attempt > 1 ? uploadRetrying(status.attempt, UPLOAD_ATTEMPTS) : status.name}
            </span>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="font-semibold text-ink tabular-nums">
                {status.percent}%
              </span>
              <button
                type="button"
                aria-label={CANCEL_UPLOAD}
                onClick={() => controller.current?.abort()}
                className={`inline-flex size-6 items-center justify-center rounded-full hover:bg-ink/10 ${FOCUS_RING}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={uploadProgressLabel(status.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.percent}
            aria-valuetext={`${status.percent}%`}
            className="h-2 overflow-hidden rounded-full bg-ink/10"
          >
            <div
              className="h-full rounded-full bg-accent-solid transition-[width] duration-150"
              style={{ width: `${status.percent}%` }}
            />
          </div>
        </div>
      ) : null}

      {status.kind === 'error' ? (
        <p id={messageId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {status.message}
        </p>
      ) : null}
    </div>
  )
}
