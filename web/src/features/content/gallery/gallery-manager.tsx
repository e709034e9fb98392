import { useLiveQuery } from '@/hooks/use-live-query'
import type { GalleryItemInput, GalleryItemPublic } from '@/lib/api/types'
import { GALLERY_LOAD_FAILED } from '@/messages'
import { ADMIN_NAV_GALLERY, TITLE_LABEL } from '@/messages-admin'
import {
  ADD_GALLERY_ITEM,
  CATEGORY_LABEL,
  EDIT_GALLERY_ITEM,
  FAILED_TO_ADD_GALLERY_ITEM,
  FAILED_TO_DELETE_GALLERY_ITEM,
  FAILED_TO_UPDATE_GALLERY_ITEM,
  GALLERY_INTRO,
  GALLERY_ITEM_ADDED,
  GALLERY_ITEM_DELETED,
  GALLERY_ITEM_UPDATED,
  GALLERY_ITEMS_EMPTY,
  GALLERY_ITEMS_LABEL,
  MEDIA_NAME,
  THUMBNAIL_NAME,
  THUMBNAIL_REQUIRED,
  TYPE_IMAGE,
  TYPE_LABEL,
  TYPE_VIDEO,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { galleryItemsResource } from '../api/gallery-items'
import { ItemForm } from '../components/editor-actions'
import { SelectField, TextField } from '@/components/ui/form-controls'
import { ItemCard } from '../components/item-card'
import { ItemListEditor } from '../components/item-list-editor'
import { MediaField } from '../components/media-field'
import { useItemForm, type ItemCheck } from '../hooks/use-item-form'
import { useListEditor, type ItemFormProps } from '../hooks/use-list-editor'
import { blankToNull, checkFields } from '@/lib/validation'

type GalleryForm = {
  type: 'image' | 'video'
  title: string
  url: string
  thumbnail: string
  category: string
}

const EMPTY: GalleryForm = { type: 'image', title: '', url: '', thumbnail: '', category: '' }

function toForm(item: GalleryItemPublic | null): GalleryForm {
  if (!item) return EMPTY
  return {
    type: item.type,
    title: item.title,
    url: item.url,
    thumbnail: item.thumbnail ?? '',
    category: item.category,
  }
}

type GalleryItemFormProps = ItemFormProps<GalleryItemInput> & {
  item: GalleryItemPublic | null
  categories: readonly string[]
}

function GalleryItemForm({ item, categories, ...props }: GalleryItemFormProps) {
  const { form, set, field, errors, itemForm } = useItemForm(
    props,
    () => toForm(item),
    (form: GalleryForm): ItemCheck<GalleryItemInput> => {
      const problems: Record<string, string> = {
        ...checkFields(form, {
          required: ['title', 'url', 'category'],
          media: ['url', 'thumbnail'],
        }),
      }
      if (form.type === 'video' && !form.thumbnail.trim()) problems.thumbnail = THUMBNAIL_REQUIRED
      return {
        problems,
        input: {
          type: form.type,
          title: form.title.trim(),
          url: form.url.trim(),
          thumbnail: form.type === 'video' ? blankToNull(form.thumbnail) : null,
          category: form.category.trim(),
        },
      }
    },
  )

  return (
    <ItemForm
      editing={item !== null}
      addLabel={ADD_GALLERY_ITEM}
      editTitle={EDIT_GALLERY_ITEM}
      {...itemForm}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label={TYPE_LABEL}
          value={form.type}
          onChange={(value) => {
            set('type')(value === 'video' ? 'video' : 'image')
          }}
          options={[
            { value: 'image', label: TYPE_IMAGE },
            { value: 'video', label: TYPE_VIDEO },
          ]}
          error={errors.type}
        />
        <TextField label={TITLE_LABEL} required {...field('title')} />
      </div>
      <MediaField
        name={MEDIA_NAME}
        bucket="gallery-media"
        required
        {...field('url')}
        savedUrl={item?.url}
      />
      {form.type === 'video' ? (
        <MediaField
          name={THUMBNAIL_NAME}
          bucket="gallery-media"
          kinds="images"
          required
          {...field('thumbnail')}
          savedUrl={item?.thumbnail}
        />
      ) : null}
      <TextField label={CATEGORY_LABEL} required list="gallery-categories" {...field('category')} />
      <datalist id="gallery-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </ItemForm>
  )
}

// /admin/gallery, live on gallery_items.
export function GalleryManager() {
  const query = galleryItemsResource.useItems()
  useLiveQuery(['gallery_items'], galleryItemsResource.queryKey)
  const editor = useListEditor(
    galleryItemsResource,
    {
      added: GALLERY_ITEM_ADDED,
      addFailed: FAILED_TO_ADD_GALLERY_ITEM,
      updated: GALLERY_ITEM_UPDATED,
      updateFailed: FAILED_TO_UPDATE_GALLERY_ITEM,
      deleted: GALLERY_ITEM_DELETED,
      deleteFailed: FAILED_TO_DELETE_GALLERY_ITEM,
      confirmWhat: 'item',
    },
    (item) => item.title,
  )
  const items = query.data?.data ?? []
  const categories = [...new Set(items.map((item) => item.category))].sort()

  return (
    <AdminPanel title={ADMIN_NAV_GALLERY} description={GALLERY_INTRO}>
      <ItemListEditor
        editor={editor}
        form={
          <GalleryItemForm item={editor.editing} categories={categories} {...editor.formProps} />
        }
        query={query}
        failedMessage={GALLERY_LOAD_FAILED}
        label={GALLERY_ITEMS_LABEL}
        empty={GALLERY_ITEMS_EMPTY}
        items={items}
        card={(item, wiring) => (
          <ItemCard
            title={item.title}
            media={item.type === 'video' ? (item.thumbnail ?? item.url) : item.url}
            badges={[item.type, item.category]}
            {...wiring}
          />
        )}
      />
    </AdminPanel>
  )
}
