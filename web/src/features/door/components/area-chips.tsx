import { FOCUS_RING } from '@/components/ui/focus-ring'

import { DOOR_ALL_AREAS, DOOR_AREAS, DOOR_NO_AREA } from '../messages'
import { areaOf, type DoorParty } from '../utils/door'

// The night by area, for a host who works one room: 'All areas 12', 'Mezzanine 4'… with the
// parties of each. Shown once any party of the night has an area.
export function AreaChips({
  parties,
  value,
  onChange,
}: {
  parties: readonly DoorParty[]
  value: string | null
  onChange: (area: string | null) => void
}) {
  if (!parties.some((party) => party.area_name)) return null
  const counts = new Map<string, number>()
  for (const party of parties) counts.set(areaOf(party), (counts.get(areaOf(party)) ?? 0) + 1)
  const named = [...counts.keys()].filter((area) => area !== DOOR_NO_AREA).sort()
  const chips: [string | null, string, number][] = [
    [null, DOOR_ALL_AREAS, parties.length],
    ...named.map((area): [string, string, number] => [area, area, counts.get(area) ?? 0]),
    ...(counts.has(DOOR_NO_AREA)
      ? [[DOOR_NO_AREA, DOOR_NO_AREA, counts.get(DOOR_NO_AREA) ?? 0] as [string, string, number]]
      : []),
  ]
  return (
    <div role="group" aria-label={DOOR_AREAS} className="flex gap-2 overflow-x-auto pb-1">
      {chips.map(([area, label, count]) => {
        const pressed = value === area
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(area)
            }}
            className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ${FOCUS_RING} ${
              pressed
                ? 'bg-accent-solid text-on-accent'
                : 'border border-line text-ink-muted hover:text-ink'
            }`}
          >
            {label}
            <span className="tabular-nums opacity-80">{count}</span>
          </button>
        )
      })}
    </div>
  )
}
