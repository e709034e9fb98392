import { useEffect, useState } from 'react'

import { BackToHomeLink } from '@/components/back-to-home-link'
import { Spinner } from '@/components/spinner'
import { FOCUS_RING } from '@/components/ui/focus-ring'
import { TabList } from '@/components/ui/tab-list'
import { MAIN_CONTENT_ID } from '@/config/layout'
import { useLiveQuery } from '@/hooks/use-live-query'
import { responsiveImage, type SlotLayout } from '@/lib/responsive-images'
import {
  MENU_NO_IMAGE,
  MENU_PAGE_TITLE,
  MENU_TAB_CLUB,
  MENU_TAB_KITCHEN,
  MENU_TAB_OUTDOOR,
} from '@/messages'

import { MENU_IMAGES_KEY, MENU_TYPES, useMenuImage, type MenuType } from '../api/get-menu-image'

const TAB_LABELS: Record<MenuType, string> = {
  outdoor: MENU_TAB_OUTDOOR,
  club: MENU_TAB_CLUB,
  kitchen: MENU_TAB_KITCHEN,
}

const tabId = (type: MenuType) => `menu-tab-${type}`

// The board is `w-full max-w-3xl` (48rem) inside the page's `px-4 sm:px-6` and the panel's
// `p-3 sm:p-6`: the viewport less 3.5rem, from sm less 6rem, at most 48rem.
const BOARD_LAYOUT: SlotLayout = {
  max: 48,
  bands: [
    { from: 0, columns: 1, padding: 3.5, inner: 0 },
    { from: 640, columns: 1, padding: 6, inner: 0 },
  ],
}
const PANEL_ID = 'menu-panel'

function MenuImage({ type }: { type: MenuType }) {
  const { data: image, error, isPending, isError } = useMenuImage(type)
  useEffect(() => {
    if (error) console.error('Failed to load the menu image', error)
  }, [error])
  if (isPending) return <Spinner className="min-h-96" />
  // A failure leaves an empty image (and is logged above).
  if (isError) return <div data-testid="menu-image-empty" className="min-h-96" />
  if (!image)
    return (
      <p className="flex min-h-96 items-center justify-center px-6 text-center text-ink-muted">
        {MENU_NO_IMAGE}
      </p>
    )
  const { info } = image
  return (
    <img
      {...responsiveImage(image.image_url, info, BOARD_LAYOUT)}
      alt={image.title ?? TAB_LABELS[type]}
      width={info?.width ?? 1200}
      height={info?.height ?? 1600}
      className="mx-auto h-auto w-full max-w-3xl rounded-xl"
    />
  )
}

// Spec: three tabs, Outdoor first and selected; each shows the newest image of its type.
export function MenuPage() {
  const [selected, setSelected] = useState<MenuType>('outdoor')
  useLiveQuery(['menu_images'], MENU_IMAGES_KEY)

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto min-h-svh max-w-5xl px-4 pt-28 pb-24 outline-none sm:px-6"
    >
      <BackToHomeLink />
      <h1 className="mt-8 text-center font-display text-5xl font-semibold text-ink sm:text-6xl">
        {MENU_PAGE_TITLE}
      </h1>
      <div
        aria-hidden="true"
        className="mx-auto mt-6 h-px w-24 bg-linear-to-r from-transparent via-accent to-transparent"
      />
      <TabList
        tabs={MENU_TYPES.map((type) => ({ id: type, label: TAB_LABELS[type] }))}
        active={selected}
        onSelect={setSelected}
        label={MENU_PAGE_TITLE}
        tabId={tabId}
        panelId={() => PANEL_ID}
        className="mt-10 flex flex-wrap justify-center gap-2"
        tabClassName={(active) =>
          `rounded-full border px-6 py-2.5 text-sm font-semibold tracking-widest uppercase transition ${FOCUS_RING} ${
            active
              ? 'border-transparent bg-accent-solid text-on-accent'
              : 'border-line text-ink-muted hover:border-accent hover:text-accent'
          }`
        }
      />
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-10 rounded-2xl border border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent sm:p-6"
      >
        <MenuImage key={selected} type={selected} />
      </div>
    </main>
  )
}
