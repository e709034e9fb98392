import { useEffect, useState } from 'react'

import { TWO_FACTOR_QR_CODE } from '../messages'

// The white margin a reader needs around the code, in modules.
const QUIET_ZONE = 4
const FRAME = 'block size-44 rounded-lg'

// The authenticator's address as a QR code, drawn here in the browser: the secret never leaves
// the page. The encoder is fetched only when a setup shows it; until then (or if it cannot be
// fetched) the key and the app link beside it do the job.
export function OtpauthQrCode({ uri }: { uri: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null)
  useEffect(() => {
    let current = true
    import('../utils/qr-code')
      .then(({ qrModules }) => {
        if (current) setModules(qrModules(uri))
      })
      .catch(() => {
        // Offline or a new release: the key and the link remain.
      })
    return () => {
      current = false
    }
  }, [uri])

  if (!modules) return <div aria-hidden="true" className={`${FRAME} bg-surface`} />
  const side = modules.length + 2 * QUIET_ZONE
  const path = modules
    .flatMap((row, y) =>
      row.map((dark, x) =>
        dark ? `M${String(x + QUIET_ZONE)} ${String(y + QUIET_ZONE)}h1v1h-1z` : '',
      ),
    )
    .join('')
  return (
    <svg
      role="img"
      aria-label={TWO_FACTOR_QR_CODE}
      viewBox={`0 0 ${String(side)} ${String(side)}`}
      shapeRendering="crispEdges"
      className={`${FRAME} bg-white`}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
