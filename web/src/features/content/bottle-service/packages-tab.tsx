import { Check } from 'lucide-react'
import type { PackageInput, PackagePublic } from '@/lib/api/types'
import { NAME_LABEL } from '@/messages-admin'
import {
  ADD_PACKAGE,
  DESCRIPTION_LABEL,
  EDIT_PACKAGE,
  FAILED_TO_ADD_PACKAGE,
  FAILED_TO_DELETE_PACKAGE,
  FAILED_TO_LOAD_PACKAGES,
  FAILED_TO_UPDATE_PACKAGE,
  IMAGE_NAME,
  INCLUDES_HINT,
  INCLUDES_LABEL,
  INCLUDES_REQUIRED,
  PACKAGE_ADDED,
  PACKAGE_DELETED,
  PACKAGE_UPDATED,
  PACKAGES_EMPTY,
  PACKAGES_LABEL,
  PRICE_INVALID,
  PRICE_LABEL,
  SOLD_IN_HINT,
  SOLD_IN_LABEL,
} from '../messages'
import { useFloor } from '@/lib/admin-api/floor'

import { packagesResource } from '@/lib/admin-api/packages'
import { controlProps } from '@/components/ui/control-props'
import { ItemForm } from '../components/editor-actions'
import {
  Checkbox,
  FieldShell,
  INPUT,
  TextAreaField,
  TextField,
} from '@/components/ui/form-controls'
import { ItemCard } from '../components/item-card'
import { ItemListEditor } from '../components/item-list-editor'
import { MediaField } from '../components/media-field'
import { useItemForm, type ItemCheck } from '../hooks/use-item-form'
import { useListEditor, type ItemFormProps } from '../hooks/use-list-editor'
import { formatIncludes, formatPrice, parseIncludes, parsePrice } from '../utils/packages'
import { blankToNull, checkFields } from '@/lib/validation'

type PackageForm = {
  name: string
  price: string
  description: string
  includes: string
  image: string
  areaIds: readonly string[]
}

function toForm(item: PackagePublic | null): PackageForm {
  return {
    name: item?.name ?? '',
    price: item ? item.price.toFixed(2) : '',
    description: item?.description ?? '',
    includes: formatIncludes(item?.includes ?? []),
    image: item?.image ?? '',
    areaIds: item?.area_ids ?? [],
  }
}

// The areas a package is sold in, ticked from the club's floor; none ticked: every area.
function SoldIn({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly string[]
  onChange: (areaIds: readonly string[]) => void
  error?: string
}) {
  const areas = useFloor().data?.areas ?? []
  if (areas.length === 0) return null
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{SOLD_IN_LABEL}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {areas.map((area) => (
          <Checkbox
            key={area.id}
            label={area.name}
            checked={chosen.includes(area.id)}
            onChange={(ticked) => {
              onChange(
                ticked ? [...chosen, area.id] : chosen.filter((areaId) => areaId !== area.id),
              )
            }}
          />
        ))}
      </div>
      <p className="mt-1.5 text-xs text-ink-muted">{SOLD_IN_HINT}</p>
      {error ? <p className="mt-1.5 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  )
}

function PackageEditor({
  item,
  ...props
}: ItemFormProps<PackageInput> & { item: PackagePublic | null }) {
  const { form, set, field, errors, itemForm } = useItemForm(
    props,
    () => toForm(item),
    (form: PackageForm): ItemCheck<PackageInput> => {
      const problems: Record<string, string> = {
        ...checkFields(form, { required: ['name', 'price', 'description'], media: ['image'] }),
      }
      const price = parsePrice(form.price)
      if (!problems.price && price === null) problems.price = PRICE_INVALID
      const includes = parseIncludes(form.includes)
      if (includes.length === 0) problems.includes = INCLUDES_REQUIRED
      if (price === null) return { problems, input: null }
      return {
        problems,
        input: {
          name: form.name.trim(),
          price,
          description: form.description.trim(),
          includes,
          image: blankToNull(form.image),
          area_ids: [...form.areaIds],
        },
      }
    },
  )

  return (
    <ItemForm editing={item !== null} addLabel={ADD_PACKAGE} editTitle={EDIT_PACKAGE} {...itemForm}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={NAME_LABEL} required {...field('name')} />
        <FieldShell label={PRICE_LABEL} error={errors.price}>
          {(ids) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink-muted"
              >
                $
              </span>
              <input
                {...controlProps(ids, form.price, set('price'))}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                required
                className={`${INPUT} pl-7`}
              />
            </div>
          )}
        </FieldShell>
      </div>
      <TextAreaField label={DESCRIPTION_LABEL} required {...field('description')} />
      <TextAreaField
        label={INCLUDES_LABEL}
        required
        rows={5}
        hint={INCLUDES_HINT}
        {...field('includes')}
      />
      <MediaField
        name={IMAGE_NAME}
        bucket="bottle-service-images"
        {...field('image')}
        savedUrl={item?.image}
      />
      <SoldIn chosen={form.areaIds} onChange={set('areaIds')} error={errors.area_ids} />
    </ItemForm>
  )
}

// Services tab 'Packages': add, edit and delete bottle-service packages.
export function PackagesTab() {
  const query = packagesResource.useItems()
  const editor = useListEditor(
    packagesResource,
    {
      added: PACKAGE_ADDED,
      addFailed: FAILED_TO_ADD_PACKAGE,
      updated: PACKAGE_UPDATED,
      updateFailed: FAILED_TO_UPDATE_PACKAGE,
      deleted: PACKAGE_DELETED,
      deleteFailed: FAILED_TO_DELETE_PACKAGE,
      confirmWhat: 'package',
    },
    (item) => item.name,
    'packages',
  )
  const packages = [...(query.data?.data ?? [])].sort((a, b) => a.price - b.price)

  return (
    <ItemListEditor
      editor={editor}
      form={<PackageEditor item={editor.editing} {...editor.formProps} />}
      query={query}
      failedMessage={FAILED_TO_LOAD_PACKAGES}
      label={PACKAGES_LABEL}
      empty={PACKAGES_EMPTY}
      items={packages}
      card={(item, wiring) => (
        <ItemCard title={item.name} media={item.image} {...wiring}>
          <p className="font-display text-2xl text-accent">{formatPrice(item.price)}</p>
          <p className="line-clamp-2">{item.description}</p>
          <ul className="space-y-1 pt-1">
            {item.includes.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {line}
              </li>
            ))}
          </ul>
        </ItemCard>
      )}
    />
  )
}
