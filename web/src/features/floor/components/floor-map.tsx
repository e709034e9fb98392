import { ZoomIn, ZoomOut } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

import { BUTTON_ICON } from '@/components/ui/form-controls'

import type { FloorTable } from '@/lib/admin-api/floor'

import type { FloorPlan, NightTable } from '../api/floor'
import { ZOOM_IN, ZOOM_OUT } from '../messages'
import { PLAN_HEIGHT, PLAN_WIDTH, clampToPlan, tableSummary } from '../utils/floor'

// How much of its frame the plan fills: whole, then one and a half and twice its width.
const ZOOM_LEVELS = [1, 1.5, 2] as const

type FloorMapProps = {
  plan: FloorPlan | null
  tables: readonly FloorTable[]
  // The night's state of each table, by id (the night view); none while the layout is edited.
  night?: ReadonlyMap<string, NightTable>
  editable: boolean
  selected: string | null
  onSelect: (id: string) => void
  onMove?: (id: string, x: number, y: number) => void
  label: string
}

// React writes `tabIndex` on an SVG element as the attribute "tabIndex", which SVG does not read
// (its attribute is "tabindex"): each table is made focusable here instead.
function focusable(element: SVGGElement | null) {
  element?.setAttribute('tabindex', '0')
}

const STATE_FILL: Record<NightTable['state'], string> = {
  free: 'fill-canvas stroke-ink-muted',
  held_back: 'fill-ink/10 stroke-ink-muted [stroke-dasharray:6_4]',
  requested: 'fill-amber-400/30 stroke-amber-500',
  confirmed: 'fill-accent/30 stroke-accent',
  arrived: 'fill-emerald-500/30 stroke-emerald-500',
}

// A floor plan drawn to scale (1000 by 700, whatever the screen): its picture behind, the tables
// on top with their labels. In the night view each table is coloured by its state and names its
// party; editing, a table is dragged with the pointer or moved with the arrow keys (10 units, 1
// with Shift), and Enter or Space selects it, as a tap does.
export function FloorMap({
  plan,
  tables,
  night,
  editable,
  selected,
  onSelect,
  onMove,
  label,
}: FloorMapProps) {
  const svg = useRef<SVGSVGElement>(null)
  const dragging = useRef<string | null>(null)
  const [zoom, setZoom] = useState(0)

  function planPoint(event: PointerEvent): { x: number; y: number } | null {
    const matrix = svg.current?.getScreenCTM()
    if (!svg.current || !matrix) return null
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    return clampToPlan(point.x, point.y)
  }

  function onPointerDown(event: PointerEvent<SVGGElement>, id: string) {
    onSelect(id)
    if (!editable) return
    dragging.current = id
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  function onPointerMove(event: PointerEvent<SVGGElement>) {
    if (!editable || dragging.current === null) return
    const point = planPoint(event)
    if (point) onMove?.(dragging.current, point.x, point.y)
  }

  function onPointerUp() {
    dragging.current = null
  }

  function onKeyDown(event: KeyboardEvent<SVGGElement>, table: FloorTable) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onSelect(table.id)
      return
    }
    if (!editable) return
    const step = event.shiftKey ? 1 : 10
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const point = clampToPlan(table.x + move[0], table.y + move[1])
    onMove?.(table.id, point.x, point.y)
  }

  const level = ZOOM_LEVELS[zoom] ?? 1
  return (
    <div className="space-y-2">
      <div className="ml-auto flex w-fit gap-1 rounded-full border border-line bg-canvas p-1">
        <button
          type="button"
          aria-label={ZOOM_OUT}
          title={ZOOM_OUT}
          disabled={zoom === 0}
          className={BUTTON_ICON}
          onClick={() => {
            setZoom(zoom - 1)
          }}
        >
          <ZoomOut aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={ZOOM_IN}
          title={ZOOM_IN}
          disabled={zoom === ZOOM_LEVELS.length - 1}
          className={BUTTON_ICON}
          onClick={() => {
            setZoom(zoom + 1)
          }}
        >
          <ZoomIn aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="overflow-auto rounded-2xl border border-line bg-surface [touch-action:pan-x_pan-y_pinch-zoom]">
        <svg
          ref={svg}
          viewBox={`0 0 ${String(PLAN_WIDTH)} ${String(PLAN_HEIGHT)}`}
          role="group"
          aria-label={label}
          // Zoomed in, the plan grows past its frame, which scrolls (or pans under a finger).
          style={{ width: `${String(level * 100)}%`, minWidth: `${String(level * 36)}rem` }}
          className="block h-auto select-none"
        >
          <rect width={PLAN_WIDTH} height={PLAN_HEIGHT} className="fill-ink/[0.03]" />
          {plan?.image ? (
            <image
              href={plan.image}
              width={PLAN_WIDTH}
              height={PLAN_HEIGHT}
              preserveAspectRatio="xMidYMid meet"
              opacity={0.55}
            />
          ) : null}
          {tables.map((table) => {
            const state = night?.get(table.id)
            const fill = STATE_FILL[state?.state ?? 'free']
            const isSelected = selected === table.id
            const outline = isSelected ? 'stroke-[4]' : 'stroke-2'
            const shape =
              table.shape === 'round' ? (
                <ellipse
                  cx={table.x}
                  cy={table.y}
                  rx={table.width / 2}
                  ry={table.height / 2}
                  className={`${fill} ${outline}`}
                />
              ) : (
                <rect
                  x={table.x - table.width / 2}
                  y={table.y - table.height / 2}
                  width={table.width}
                  height={table.height}
                  rx={8}
                  className={`${fill} ${outline}`}
                />
              )
            return (
              <g
                key={table.id}
                role="button"
                ref={focusable}
                aria-pressed={isSelected}
                aria-label={tableSummary(table, state)}
                data-table={table.label}
                className={`outline-none focus-visible:[&>*:first-child]:stroke-accent ${editable ? 'cursor-move' : 'cursor-pointer'}`}
                onPointerDown={(event) => {
                  onPointerDown(event, table.id)
                }}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={(event) => {
                  onKeyDown(event, table)
                }}
              >
                <title>{tableSummary(table, state)}</title>
                {shape}
                <text
                  x={table.x}
                  y={state?.party ? table.y - 4 : table.y + 5}
                  textAnchor="middle"
                  className="pointer-events-none fill-ink text-[15px] font-semibold"
                >
                  {table.label}
                </text>
                {state?.party ? (
                  <text
                    x={table.x}
                    y={table.y + 14}
                    textAnchor="middle"
                    className="pointer-events-none fill-ink-muted text-[11px]"
                  >
                    {state.party.name.split(' ')[0]}
                  </text>
                ) : null}
              </g>
            )
          })}
        </svg>
      </div>
    </div>
  )
}
