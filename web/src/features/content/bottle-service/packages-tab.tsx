import { Check } from 'lucide-react'
import type { SubmitEvent } from 'react'

import type { PackageInput, PackagePublic } from '@/lib/api/types'
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
  NAME_LABEL,
  PACKAGE_ADDED,
  PACKAGE_DELETED,
  PACKAGE_UPDATED,
  PACKAGES_EMPTY,
  PACKAGES_LABEL,
  PRICE_INVALID,
  PRICE_LABEL,
} from '@/messages-admin'

import { packagesResource } from '@/lib/admin-api/packages'
import { controlProps } from '@/components/ui/control-props'
import { ItemForm } from '../components/editor-actions'
import { FieldShell, INPUT, TextAreaField, TextField } from '@/components/ui/form-controls'
import { ItemCard, ItemGrid } from '../components/item-card'
import { MediaField } from '../components/media-field'
import { QueryState } from '@/components/ui/query-state'
import { useFormFields } from '@/hooks/use-form-fields'
import { wantsDraft } from '../utils/draft-intent'
import { useListEditor, type ItemFormProps } from '../hooks/use-list-editor'
import { differs } from '../utils/dirty'
import { formatIncludes, formatPrice, parseIncludes, parsePrice } from '../utils/packages'
import { blankToNull, checkFields, hasErrors } from '@/lib/validation'

type PackageForm = {
  name: string
  price: string
  description: string
  includes: string
  image: string
}

function toForm(item: PackagePublic | null): PackageForm {
  return {
    name: item?.name ?? '',
    price: item ? item.price.toFixed(2) : '',
    description: item?.description ?? '',
    includes: formatIncludes(item?.includes ?? []),
    image: item?.image ?? '',
  }
}

function PackageEditor({
  item,
  saving,
  errors,
  setErrors,
  onSubmit,
  onCancel,
  onDirtyChange,
  history,
  onDraft,
}: ItemFormProps<PackageInput> & { item: PackagePublic | null }) {
  const { form, set, initial } = useFormFields<PackageForm>(() => toForm(item))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Record<string, string> = {
      ...checkFields(form, { required: ['name', 'price', 'description'], media: ['image'] }),
    }
    const price = parsePrice(form.price)
    if (!problems.price && price === null) problems.price = PRICE_INVALID
    const includes = parseIncludes(form.includes)
    if (includes.length === 0) problems.includes = INCLUDES_REQUIRED
    setErrors(problems)
    if (hasErrors(problems) || price === null) return
    const send = onDraft && wantsDraft(event) ? onDraft : onSubmit
    send({
      name: form.name.trim(),
      price,
      description: form.description.trim(),
      includes,
      image: blankToNull(form.image),
    })
  }

  return (
    <ItemForm
      editing={item !== null}
      addLabel={ADD_PACKAGE}
      editTitle={EDIT_PACKAGE}
      saving={saving}
      dirty={differs(form, initial)}
      onDirtyChange={onDirtyChange}
      history={history}
      draftable={onDraft !== undefined}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={NAME_LABEL}
          required
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
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
      <TextAreaField
        label={DESCRIPTION_LABEL}
        required
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextAreaField
        label={INCLUDES_LABEL}
        required
        rows={5}
        hint={INCLUDES_HINT}
        value={form.includes}
        onChange={set('includes')}
        error={errors.includes}
      />
      <MediaField
        name={IMAGE_NAME}
        bucket="bottle-service-images"
        value={form.image}
        savedUrl={item?.image}
        onChange={set('image')}
        error={errors.image}
      />
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
    <div className="space-y-8">
      <PackageEditor key={editor.formKey} item={editor.editing} {...editor.formProps} />
      <QueryState query={query} failedMessage={FAILED_TO_LOAD_PACKAGES}>
        {() => (
          <ItemGrid label={PACKAGES_LABEL} empty={PACKAGES_EMPTY} count={packages.length}>
            {packages.map((item) => (
              <ItemCard
                key={item.id}
                title={item.name}
                media={item.image}
                {...editor.cardProps(item)}
              >
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
            ))}
          </ItemGrid>
        )}
      </QueryState>
      {editor.confirmDialog}
    </div>
  )
}
