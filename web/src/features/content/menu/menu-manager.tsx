import { Trash2 } from 'lucide-react'

import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { FileUpload } from '@/components/upload'
import type { MenuImagePublic } from '@/lib/api/types'
import { ADMIN_NAV_MENU, confirmDelete } from '@/messages-admin'
import {
  FAILED_TO_DELETE_MENU_IMAGE,
  FAILED_TO_LOAD_MENU_IMAGES,
  FAILED_TO_UPLOAD_MENU_IMAGE,
  MENU_CARD_CLUB,
  MENU_CARD_KITCHEN,
  MENU_CARD_OUTDOOR,
  MENU_IMAGE_DELETED,
  MENU_IMAGE_SHOWN,
  MENU_IMAGE_UPDATED,
  MENU_IMAGES_EMPTY,
  MENU_INTRO,
  menuImageName,
  removeMenuImageLabel,
} from '../messages'

import { menuImagesResource } from '../api/menu-images'
import { BUTTON_DANGER_ICON } from '@/components/ui/form-controls'
import { QueryPanel } from '@/components/ui/query-state'
import { HistoryButton } from '../history/history-panel'

type MenuType = MenuImagePublic['type']

const CARDS: readonly { type: MenuType; label: string }[] = [
  { type: 'outdoor', label: MENU_CARD_OUTDOOR },
  { type: 'club', label: MENU_CARD_CLUB },
  { type: 'kitchen', label: MENU_CARD_KITCHEN },
]

function newestFirst(images: readonly MenuImagePublic[]) {
  return [...images].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
}

function MenuCard({
  type,
  label,
  images,
}: {
  type: MenuType
  label: string
  images: readonly MenuImagePublic[]
}) {
  const toast = useToast()
  const create = menuImagesResource.useCreate()
  const remove = menuImagesResource.useRemove()
  const [confirmDialog, confirm] = useConfirm()

  async function onUploaded(url: string) {
    try {
      // Each upload inserts a new row; the newest is the one the menu shows.
      await create.mutateAsync({ type, image_url: url, title: null, description: null })
      toast.success(MENU_IMAGE_UPDATED)
    } catch {
      toast.error(FAILED_TO_UPLOAD_MENU_IMAGE)
    }
  }

  async function onDelete(image: MenuImagePublic) {
    if (!(await confirm({ message: confirmDelete('item') }))) return
    remove.mutate(image.id, {
      onSuccess: () => {
        toast.success(MENU_IMAGE_DELETED)
      },
      onError: () => {
        toast.error(FAILED_TO_DELETE_MENU_IMAGE)
      },
    })
  }

  const headingId = `menu-card-${type}`
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="mb-4 font-display text-2xl font-semibold text-ink">
        {label}
      </h2>
      {images.length === 0 ? (
        <p className="mb-4 rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          {MENU_IMAGES_EMPTY}
        </p>
      ) : (
        <ul className="mb-4 space-y-3">
          {images.map((image, index) => (
            <li
              key={image.id}
              className={`relative overflow-hidden rounded-xl border border-line bg-canvas ${remove.isPending && remove.variables === image.id ? 'opacity-60' : ''}`}
            >
              <img
                src={image.image_url}
                alt={menuImageName(label, index + 1)}
                loading="lazy"
                className="max-h-72 w-full object-contain"
              />
              {index === 0 ? (
                <span className="absolute top-2 left-2 rounded-full bg-accent-solid px-2.5 py-0.5 text-xs font-semibold text-on-accent">
                  {MENU_IMAGE_SHOWN}
                </span>
              ) : null}
              <div className="absolute top-2 right-2 flex gap-1.5 [&>button]:bg-black/70 [&>button]:text-white">
                <HistoryButton
                  variant="icon"
                  entity={menuImagesResource.entity}
                  entityId={image.id}
                  what={menuImageName(label, index + 1)}
                />
                <button
                  type="button"
                  aria-label={removeMenuImageLabel(label, index + 1)}
                  onClick={() => {
                    void onDelete(image)
                  }}
                  disabled={remove.isPending}
                  className={BUTTON_DANGER_ICON}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto">
        <FileUpload
          bucket="menu-images"
          name={menuImageName(label)}
          failureMessage={FAILED_TO_UPLOAD_MENU_IMAGE}
          onUploaded={(file) => onUploaded(file.url)}
        />
      </div>
      {confirmDialog}
    </section>
  )
}

// /admin/menu: the images of the three menus.
export function MenuManager() {
  return (
    <QueryPanel
      title={ADMIN_NAV_MENU}
      description={MENU_INTRO}
      query={menuImagesResource.useItems()}
      failedMessage={FAILED_TO_LOAD_MENU_IMAGES}
    >
      {({ data }) => {
        const images = newestFirst(data)
        return (
          <div className="grid gap-6 lg:grid-cols-3">
            {CARDS.map((card) => (
              <MenuCard
                key={card.type}
                type={card.type}
                label={card.label}
                images={images.filter((image) => image.type === card.type)}
              />
            ))}
          </div>
        )
      }}
    </QueryPanel>
  )
}
