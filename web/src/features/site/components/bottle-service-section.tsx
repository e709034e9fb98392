import { Check } from 'lucide-react'

import { AppLink } from '@/components/app-link'
import { InTurn } from '@/components/in-turn'
import { useLiveQuery } from '@/hooks/use-live-query'
import type { PackagePublic } from '@/lib/api/types'
import {
  BOTTLE_SERVICE_EMPTY,
  BOTTLE_SERVICE_FEATURES,
  BOTTLE_SERVICE_LOAD_FAILED,
  BOTTLE_SERVICE_SELECT_EXPERIENCE,
  BOTTLE_SERVICE_STATISTICS,
  BOTTLE_SERVICE_SUBTITLE,
  BOTTLE_SERVICE_TITLE,
  packageIncludes,
  packageMinimumSpend,
  PACKAGES_LIST_LABEL,
  RESERVE_PACKAGE,
  reservePackageLabel,
} from '@/messages'

import { formatMoney } from '@/lib/format'

import { useReservationAvailability } from '../api/get-availability'
import { useBottleService, type BottleServiceData } from '../api/get-bottle-service'
import { lowestMinimumSpend, packageAreas } from '../utils/reservation'
import { publicKeys } from '../api/public-queries'
import { features, statistics } from '../utils/bottle-service'
import { sectionHeadingFrom } from '../utils/content'
import { formatPrice } from '../utils/format'
import { reserveHref } from '@/lib/reserve-link'
import { CAROUSEL_ITEM } from '../utils/carousel'
import { LAYOUTS } from '../utils/responsive'
import { CarouselHint } from './carousel-hint'
import { CarouselList } from './carousel-list'
import { FeatureIcon } from '@/components/feature-icon'
import { ReservationForm } from './reservation-form'
import { SectionBody, SectionEmpty } from './section-status'
import { SectionShell } from './section-shell'
import { SiteMedia } from './site-media'

// Where a package is sold and the lowest minimum spend there, once the club's areas are known:
// 'VIP Room · from $1,500 minimum spend'; nothing for a club without tables.
function PackageMinimumSpend({ pkg }: { pkg: PackagePublic }) {
  const nights = useReservationAvailability().data
  const areas = packageAreas(pkg, nights?.areas ?? [])
  const from = lowestMinimumSpend(areas)
  if (from === null) return null
  const where = pkg.area_ids.length > 0 ? areas.map((area) => area.name).join(', ') : null
  return (
    <p className="mt-1 text-sm text-ink-muted">
      {packageMinimumSpend(formatMoney(from, nights?.currency ?? 'USD'), where)}
    </p>
  )
}

function PackageCard({ pkg, featured }: { pkg: PackagePublic; featured: boolean }) {
  return (
    <article
      className={`flex w-full flex-col overflow-hidden rounded-2xl border bg-surface transition duration-500 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${
        featured ? 'border-accent/60 shadow-[0_30px_80px_-40px] shadow-gold-500/60' : 'border-line'
      }`}
    >
      {pkg.image ? (
        <div className="aspect-[3/2] overflow-hidden bg-black">
          <SiteMedia
            src={pkg.image}
            alt={pkg.name}
            width={1200}
            height={800}
            layout={LAYOUTS.packageCard}
            className="size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-7">
        <h4 className="font-display text-3xl font-semibold text-ink">{pkg.name}</h4>
        <p className="mt-2 font-display text-4xl font-semibold text-accent">
          {formatPrice(pkg.price)}
        </p>
        <PackageMinimumSpend pkg={pkg} />
        <p className="mt-4 text-ink-muted">{pkg.description}</p>
        <ul
          aria-label={packageIncludes(pkg.name)}
          className="mt-6 space-y-3 border-t border-line pt-6"
        >
          {pkg.includes.map((line) => (
            <li key={line} className="flex gap-3 text-sm text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-8">
          <AppLink
            href={reserveHref({ packageId: pkg.id })}
            aria-label={reservePackageLabel(pkg.name)}
            className="inline-flex items-center justify-center rounded-full border border-accent/60 px-6 py-2.5 text-sm font-semibold tracking-widest text-accent uppercase transition hover:bg-accent-solid hover:text-on-accent focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            {RESERVE_PACKAGE}
          </AppLink>
        </div>
      </div>
    </article>
  )
}

function BottleServiceContent({ data }: { data: BottleServiceData }) {
  const featureList = features(data.section)
  const statList = statistics(data.section)
  // The middle card of three (or the second otherwise) gets the spotlight.
  const featured = data.packages.length >= 3 ? Math.floor(data.packages.length / 2) : -1
  return (
    <>
      {featureList.length ? (
        <div className="mt-14">
          <h3 className="sr-only">{BOTTLE_SERVICE_FEATURES}</h3>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featureList.map((feature) => (
              <li
                key={feature.id}
                className="rounded-2xl border border-line bg-surface p-7 text-center"
              >
                <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
                  <FeatureIcon icon={feature.icon} className="size-6" />
                </div>
                <h4 className="mt-5 font-display text-2xl font-semibold text-ink">
                  {feature.title}
                </h4>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {statList.length ? (
        <div className="mt-10 rounded-2xl border border-line bg-linear-to-br from-accent/10 via-transparent to-accent/5 px-6 py-10">
          <h3 className="sr-only">{BOTTLE_SERVICE_STATISTICS}</h3>
          <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4">
            {statList.map((stat) => (
              <div key={stat.id} className="flex flex-col items-center text-center">
                <dt className="order-2 mt-2 text-xs tracking-[0.2em] text-ink-muted uppercase">
                  {stat.label}
                </dt>
                <dd className="order-1 flex flex-col items-center">
                  <FeatureIcon icon={stat.icon} className="size-5 text-accent" />
                  <span className="mt-3 font-display text-4xl font-semibold text-ink sm:text-5xl">
                    {stat.value}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className="mt-20">
        <h3 className="text-center font-display text-4xl font-semibold text-ink">
          {BOTTLE_SERVICE_SELECT_EXPERIENCE}
        </h3>
        {data.packages.length === 0 ? (
          <SectionEmpty message={BOTTLE_SERVICE_EMPTY} />
        ) : (
          <>
            <CarouselHint count={data.packages.length} />
            <CarouselList
              label={PACKAGES_LIST_LABEL}
              className="mt-10 sm:mt-12 sm:grid sm:gap-8 md:grid-cols-2 lg:grid-cols-3"
            >
              {data.packages.map((pkg, index) => (
                <InTurn key={pkg.id}>
                  <li className={`flex ${CAROUSEL_ITEM}`}>
                    <PackageCard pkg={pkg} featured={index === featured} />
                  </li>
                </InTurn>
              ))}
            </CarouselList>
          </>
        )}
      </div>
    </>
  )
}

export function BottleServiceSection() {
  const query = useBottleService()
  useLiveQuery(['packages'], publicKeys.bottleService)
  useLiveQuery(['content_sections'], publicKeys.bottleService, { section: 'bottle-service' })
  const heading = sectionHeadingFrom(query.data?.section, {
    title: BOTTLE_SERVICE_TITLE,
    subtitle: BOTTLE_SERVICE_SUBTITLE,
  })
  return (
    <SectionShell id="bottle-service" title={heading.title} subtitle={heading.subtitle}>
      <SectionBody query={query} failure={BOTTLE_SERVICE_LOAD_FAILED}>
        {query.data ? <BottleServiceContent data={query.data} /> : null}
      </SectionBody>
      <div className="mt-24">
        <InTurn>
          <ReservationForm />
        </InTurn>
      </div>
    </SectionShell>
  )
}
