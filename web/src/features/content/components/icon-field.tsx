import { ImagePlus } from 'lucide-react'
import { useState } from 'react'

import type { Bucket } from '@/components/upload'
import { FeatureIcon } from '@/components/feature-icon'
import { CHOOSE_ICON_IMAGE, ICON_HINT, ICON_LABEL } from '../messages'

import { BUTTON_SECONDARY, TextField } from '@/components/ui/form-controls'
import { IconDialog } from './icon-dialog'

const isAddress = (value: string) => value.includes('/') || value.includes(':')

// An icon is a name from the icon set ('crown') or an image; the dialog sets an image. Where the
// public page draws named icons (namedIcons), the preview draws them the same way.
export function IconField({
  value,
  onChange,
  bucket,
  error,
  rowLabel,
  namedIcons = false,
}: {
  value: string
  onChange: (value: string) => void
  bucket: Bucket
  error?: string
  rowLabel: string
  namedIcons?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex items-end gap-3">
      <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-canvas">
        {value && isAddress(value) ? (
          <img src={value} alt="" className="size-full object-contain" />
        ) : value.trim() && namedIcons ? (
          <FeatureIcon icon={value} className="size-5 text-accent" />
        ) : null}
      </div>
      <TextField
        label={ICON_LABEL}
        value={value}
        onChange={onChange}
        error={error}
        hint={ICON_HINT}
        className="min-w-0 flex-1"
      />
      <button
        type="button"
        onClick={() => {
          setOpen(true)
        }}
        aria-label={`${CHOOSE_ICON_IMAGE}: ${rowLabel}`}
        className={`${BUTTON_SECONDARY} mb-6 shrink-0`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{CHOOSE_ICON_IMAGE}</span>
      </button>
      <IconDialog
        open={open}
        bucket={bucket}
        onClose={() => {
          setOpen(false)
        }}
        onAdd={onChange}
      />
    </div>
  )
}
