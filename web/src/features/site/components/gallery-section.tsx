import { Play } from 'lucide-react'
import { useState } from 'react'

import { InTurn } from '@/components/in-turn'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { GalleryItemPublic } from '@/lib/api/types'
import {
  GALLERY_EMPTY,
  GALLERY_FILTER_LABEL,
  GALLERY_LIST_LABEL,
  GALLERY_LOAD_FAILED,
  GALLERY_TITLE,
  galleryOpenItem,
  gallerySubtitle,
} from '@/messages'

import { useGallery } from '../api/get-gallery'
import { useClubName } from '../api/club-name'
import { publicKeys } from '../api/public-queries'
import { useMediaInfo } from '../hooks/site-media-context'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import { sectionHeadingFrom } from '../utils/content'
import {
  ALL_CATEGORIES,
  categoryLabel,
  filterByCategory,
  galleryCategories,
  wrapIndex,
} from '../utils/gallery'
import { focusPosition, posterFor, responsiveImage } from '@/lib/responsive-images'
import { CAROUSEL_ITEM } from '../utils/carousel'
import { LAYOUTS } from '../utils/responsive'
import { CarouselHint } from './carousel-hint'
import { CarouselList } from './carousel-list'
import { GalleryViewer } from './gallery-viewer'
import { SectionBody } from './section-status'
import { SectionShell } from './section-shell'

function GalleryTile({ item, onOpen }: { item: GalleryItemPublic; onOpen: () => void }) {
  const reducedMotion = useReducedMotion()
  const picture = item.thumbnail ?? item.url
  const info = useMediaInfo(picture)
  const position = focusPosition(info)
  const media =
    'size-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none'
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={galleryOpenItem(item.title)}
      className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
    >
      {item.type === 'video' ? (
        <video
          src={item.url}
          poster={item.thumbnail ? posterFor(item.thumbnail, info, LAYOUTS.galleryTile) : undefined}
          style={position ? { objectPosition: position } : undefined}
          autoPlay={!reducedMotion}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          className={media}
        />
      ) : (
        <img
          {...responsiveImage(picture, info, LAYOUTS.galleryTile)}
          alt=""
          width={1200}
          height={900}
          loading="lazy"
          decoding="async"
          className={media}
        />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-0 flex flex-col justify-end bg-linear-to-t from-black/80 via-black/10 to-transparent p-5 text-left opacity-90 transition duration-500 group-hover:opacity-100"
      >
        <span className="text-[0.65rem] tracking-[0.3em] text-gold-300 uppercase">
          {categoryLabel(item.category)}
        </span>
        <span className="mt-1 font-display text-xl font-semibold text-white">{item.title}</span>
      </span>
      {item.type === 'video' ? (
        <Play aria-hidden="true" className="absolute top-4 right-4 size-5 text-white/90" />
      ) : null}
    </button>
  )
}

export function GallerySection() {
  const query = useGallery()
  const clubName = useClubName()
  useLiveQuery(['gallery_items'], publicKeys.gallery)
  useLiveQuery(['content_sections'], publicKeys.gallery, { section: 'gallery' })
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [openIndex, setOpenIndex] = useState<number | null>(null)

  const heading = sectionHeadingFrom(query.data?.section, {
    title: GALLERY_TITLE,
    subtitle: gallerySubtitle(clubName),
  })
  const items = query.data?.items ?? []
  const categories = galleryCategories(items)
  const shown = filterByCategory(items, categories.includes(category) ? category : ALL_CATEGORIES)

  return (
    <SectionShell id="gallery" title={heading.title} subtitle={heading.subtitle} tone="surface">
      <SectionBody
        query={query}
        failure={GALLERY_LOAD_FAILED}
        empty={items.length === 0 ? GALLERY_EMPTY : null}
      >
        <div
          role="group"
          aria-label={GALLERY_FILTER_LABEL}
          className="mt-12 flex flex-wrap justify-center gap-2"
        >
          {categories.map((name) => {
            const active = name === category
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => {
                  setCategory(name)
                }}
                className={`rounded-full border px-5 py-2 text-sm font-medium tracking-wider transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                  active
                    ? 'border-transparent bg-accent-solid text-on-accent'
                    : 'border-line text-ink-muted hover:border-accent hover:text-accent'
                }`}
              >
                {categoryLabel(name)}
              </button>
            )
          })}
        </div>
        <CarouselHint count={shown.length} />
        {/* A new category starts the row at its first item. */}
        <CarouselList
          key={category}
          label={GALLERY_LIST_LABEL}
          className="mt-8 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
        >
          {shown.map((item) => (
            <InTurn key={item.id}>
              <li className={CAROUSEL_ITEM}>
                <GalleryTile
                  item={item}
                  onOpen={() => {
                    setOpenIndex(items.indexOf(item))
                  }}
                />
              </li>
            </InTurn>
          ))}
        </CarouselList>
      </SectionBody>
      {openIndex !== null && items[openIndex] ? (
        <GalleryViewer
          items={items}
          index={openIndex}
          onMove={(step) => {
            setOpenIndex((index) => wrapIndex(index ?? 0, step, items.length))
          }}
          onClose={() => {
            setOpenIndex(null)
          }}
        />
      ) : null}
    </SectionShell>
  )
}
