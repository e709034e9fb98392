import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'

import { AdminPanel } from '@/components/ui/admin-panel'
import { Pencil, Trash2 } from 'lucide-react'

import {
  BUTTON_DANGER_ICON,
  BUTTON_ICON,
  BUTTON_PRIMARY,
  BUTTON_SECONDARY,
  INPUT,
} from '@/components/ui/form-controls'
import { QueryFallback } from '@/components/ui/query-fallback'
import { TabList } from '@/components/ui/tab-list'
import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { formatMoney, parseLocalDate, tonight } from '@/lib/format'
import { serverMessageOf } from '@/lib/field-errors'
import { useCan } from '@/lib/roles'
import { seatsInWords } from '@/messages'
import { ADMIN_NAV_FLOOR } from '@/messages-admin'

import { useFloor, type Floor, type FloorArea, type FloorTable } from '@/lib/admin-api/floor'

import {
  useFloorNight,
  useDeleteArea,
  useDeletePlan,
  useDeleteTable,
  useSaveLayout,
  type FloorPlan,
  type NightTable,
  type UnseatedParty,
} from '../api/floor'
import { FloorMap } from '../components/floor-map'
import { NightForm } from '../components/night-form'
import { SeatParty } from '../components/seat-party'
import { AreaDialog, PlanDialog } from '../components/name-dialog'
import { TableDialog } from '../components/table-dialog'
import {
  ADD_AREA,
  AREA_DELETED,
  DELETE_AREA,
  DELETE_PLAN,
  deleteAreaLabel,
  deleteAreaQuestion,
  deletePlanQuestion,
  EDIT_PLAN,
  editAreaLabel,
  FAILED_TO_DELETE_AREA,
  FAILED_TO_DELETE_PLAN,
  PLAN_DELETED,
  ADD_PLAN,
  ADD_TABLE,
  CANCEL_LAYOUT,
  COLUMN_MINIMUM_SPEND,
  COLUMN_NIGHT,
  COLUMN_SEATS,
  COLUMN_TABLE,
  EDIT_LAYOUT,
  DELETE_TABLE,
  EDIT_TABLE,
  FAILED_TO_DELETE_TABLE,
  FAILED_TO_LOAD_FLOOR,
  FAILED_TO_SAVE_LAYOUT,
  FLOOR_DESCRIPTION,
  FLOOR_EMPTY,
  FLOOR_NIGHT,
  FLOOR_PLANS,
  FLOOR_UNPLACED,
  LAYOUT_HINT,
  LAYOUT_SAVED,
  NIGHT_STATES,
  NO_TABLE_SELECTED,
  SAVE_LAYOUT,
  TABLE_DELETED,
  deleteTableQuestion,
  floorMapLabel,
  minimumSpendBooked,
  partyOf,
  tablesBooked,
} from '../messages'
import { byArea, tablesOn } from '../utils/floor'

const UNPLACED = 'unplaced'
type Dialog =
  | { kind: 'table'; table: FloorTable | null }
  | { kind: 'area'; area?: FloorArea }
  | { kind: 'plan'; plan?: FloorPlan }

// /admin/floor: the club's tables on their floor plans and, for the night chosen (?date=, tonight
// without it), who holds each one, live. Owners and managers also draw the floor: add areas,
// plans and tables, and move tables on the plan (drag, or the arrow keys) before saving the
// layout. Everything on the map is also in the list below it, by area.
export function FloorPage() {
  const floor = useFloor()
  const [params, setParams] = useSearchParams()
  const date = parseLocalDate(params.get('date') ?? '') ? (params.get('date') ?? '') : tonight()
  const night = useFloorNight(date)
  const allowed = useCan()
  const mayEdit = allowed('update_table')

  return (
    <AdminPanel title={ADMIN_NAV_FLOOR} description={FLOOR_DESCRIPTION}>
      {floor.data ? (
        <FloorView
          floor={floor.data}
          date={date}
          night={night.data?.date === date ? night.data.tables : undefined}
          waiting={night.data?.date === date ? (night.data.unseated ?? []) : []}
          summary={night.data}
          mayEdit={mayEdit}
          mayExcept={allowed('set_table_night')}
          onNight={(next) => {
            setParams(next ? { date: next } : {}, { replace: true })
          }}
        />
      ) : (
        <QueryFallback query={floor} failure={FAILED_TO_LOAD_FLOOR} />
      )}
    </AdminPanel>
  )
}

type FloorViewProps = {
  floor: Floor
  date: string
  night: readonly NightTable[] | undefined
  // The night's parties still without a table.
  waiting: readonly UnseatedParty[]
  summary: { booked: number; total: number; minimum_spend_booked: number } | undefined
  mayEdit: boolean
  mayExcept: boolean
  onNight: (date: string) => void
}

function FloorView({
  floor,
  date,
  night,
  waiting,
  summary,
  mayEdit,
  mayExcept,
  onNight,
}: FloorViewProps) {
  const allowed = useCan()
  const toast = useToast()
  const saveLayout = useSaveLayout()
  const deleteTable = useDeleteTable()
  const deleteArea = useDeleteArea()
  const deletePlan = useDeletePlan()
  const [confirmDialog, confirm] = useConfirm()

  // Asked first; the server's refusal (an area that still has tables) is said in its words.
  function remove(
    question: string,
    confirmLabel: string,
    write: typeof deleteArea,
    id: string,
    done: string,
    failed: string,
  ) {
    void confirm({ message: question, confirmLabel, tone: 'danger' }).then((sure) => {
      if (!sure) return
      write.mutate(id, {
        onSuccess: () => {
          toast.success(done)
        },
        onError: (error) => {
          toast.error(failed, { description: serverMessageOf(error) })
        },
      })
    })
  }
  const unplaced = floor.tables.some((table) => table.plan_id === null)
  const tabs = [
    ...floor.plans.map((plan) => ({ id: plan.id, label: plan.name })),
    ...(unplaced || floor.plans.length === 0 ? [{ id: UNPLACED, label: FLOOR_UNPLACED }] : []),
  ]
  const [planTab, setPlanTab] = useState<string>(tabs[0]?.id ?? UNPLACED)
  const activeTab = tabs.some((tab) => tab.id === planTab) ? planTab : (tabs[0]?.id ?? UNPLACED)
  const plan = floor.plans.find((candidate) => candidate.id === activeTab) ?? null
  const [editing, setEditing] = useState(false)
  const [moved, setMoved] = useState<ReadonlyMap<string, FloorTable>>(new Map())
  const [selected, setSelected] = useState<string | null>(null)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const states = useMemo(
    () => new Map((night ?? []).map((entry) => [entry.table_id, entry])),
    [night],
  )
  const onPlan = tablesOn(floor, plan?.id ?? null, moved)
  const chosen = floor.tables.find((table) => table.id === selected) ?? null

  function move(id: string, x: number, y: number) {
    const table = moved.get(id) ?? floor.tables.find((candidate) => candidate.id === id)
    if (!table) return
    setMoved((current) => new Map(current).set(id, { ...table, x, y }))
  }

  function stopEditing() {
    setEditing(false)
    setMoved(new Map())
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <label className="block text-sm font-medium text-ink">
          {FLOOR_NIGHT}
          <input
            type="date"
            value={date}
            onChange={(event) => {
              onNight(event.target.value)
            }}
            className={`${INPUT} mt-1.5 w-auto`}
          />
        </label>
        {summary ? (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {tablesBooked(summary.booked, summary.total)} ·{' '}
            {minimumSpendBooked(formatMoney(summary.minimum_spend_booked, floor.currency))}
          </p>
        ) : null}
        {mayEdit ? (
          <div className="flex flex-wrap gap-2">
            {(
              [
                [ADD_AREA, { kind: 'area' }, false],
                [ADD_PLAN, { kind: 'plan' }, false],
                // A table needs an area to stand in.
                [ADD_TABLE, { kind: 'table', table: null }, floor.areas.length === 0],
              ] as const
            ).map(([label, opens, disabled]) => (
              <button
                key={label}
                type="button"
                className={BUTTON_SECONDARY}
                disabled={disabled}
                onClick={() => {
                  setDialog(opens)
                }}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {floor.tables.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          {FLOOR_EMPTY}
        </p>
      ) : null}

      {tabs.length > 1 ? (
        <TabList
          tabs={tabs}
          active={activeTab}
          onSelect={setPlanTab}
          label={FLOOR_PLANS}
          tabId={(id) => `floor-tab-${id}`}
          panelId={() => 'floor-plan-panel'}
          className="flex flex-wrap gap-2"
          tabClassName={(isSelected) =>
            `rounded-full px-4 py-1.5 text-sm ${isSelected ? 'bg-accent-solid text-on-accent' : 'border border-line text-ink'}`
          }
        />
      ) : null}

      {onPlan.length > 0 || plan ? (
        <div
          id="floor-plan-panel"
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          className="space-y-3"
        >
          <FloorMap
            plan={plan}
            tables={onPlan}
            night={editing ? undefined : states}
            editable={editing}
            selected={selected}
            onSelect={setSelected}
            onMove={move}
            label={floorMapLabel(plan?.name ?? FLOOR_UNPLACED)}
          />
          {mayEdit ? (
            <div className="flex flex-wrap items-center gap-3">
              {editing ? (
                <>
                  <p className="text-sm text-ink-muted">{LAYOUT_HINT}</p>
                  <button
                    type="button"
                    className={BUTTON_PRIMARY}
                    disabled={saveLayout.isPending || moved.size === 0}
                    onClick={() => {
                      saveLayout.mutate([...moved.values()], {
                        onSuccess: () => {
                          toast.success(LAYOUT_SAVED)
                          stopEditing()
                        },
                        onError: (error) => {
                          toast.error(FAILED_TO_SAVE_LAYOUT, {
                            description: serverMessageOf(error),
                          })
                        },
                      })
                    }}
                  >
                    {SAVE_LAYOUT}
                  </button>
                  <button type="button" className={BUTTON_SECONDARY} onClick={stopEditing}>
                    {CANCEL_LAYOUT}
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    className={BUTTON_SECONDARY}
                    onClick={() => {
                      setEditing(true)
                    }}
                  >
                    {EDIT_LAYOUT}
                  </button>
                  {plan ? (
                    <>
                      <button
                        type="button"
                        className={BUTTON_SECONDARY}
                        onClick={() => {
                          setDialog({ kind: 'plan', plan })
                        }}
                      >
                        {EDIT_PLAN}
                      </button>
                      <button
                        type="button"
                        className={BUTTON_SECONDARY}
                        onClick={() => {
                          remove(
                            deletePlanQuestion(plan.name),
                            DELETE_PLAN,
                            deletePlan,
                            plan.id,
                            PLAN_DELETED,
                            FAILED_TO_DELETE_PLAN,
                          )
                        }}
                      >
                        {DELETE_PLAN}
                      </button>
                    </>
                  ) : null}
                </>
              )}
            </div>
          ) : null}
        </div>
      ) : null}

      <SelectedTable
        floor={floor}
        table={chosen}
        night={date}
        state={chosen ? states.get(chosen.id) : undefined}
        mayEdit={mayEdit}
        mayExcept={mayExcept}
        waiting={allowed('assign_tables') ? waiting : undefined}
        onEdit={(table) => {
          setDialog({ kind: 'table', table })
        }}
        onDelete={(table) => {
          void confirm({
            message: deleteTableQuestion(table.label),
            confirmLabel: DELETE_TABLE,
            tone: 'danger',
          }).then((sure) => {
            if (!sure) return
            deleteTable.mutate(table.id, {
              onSuccess: () => {
                setSelected(null)
                toast.success(TABLE_DELETED)
              },
              onError: (error) => {
                toast.error(FAILED_TO_DELETE_TABLE, { description: serverMessageOf(error) })
              },
            })
          })
        }}
      />
      {confirmDialog}

      <FloorList
        floor={floor}
        states={states}
        selected={selected}
        onSelect={setSelected}
        onEditArea={
          mayEdit
            ? (area) => {
                setDialog({ kind: 'area', area })
              }
            : undefined
        }
        onDeleteArea={
          mayEdit
            ? (area) => {
                remove(
                  deleteAreaQuestion(area.name),
                  DELETE_AREA,
                  deleteArea,
                  area.id,
                  AREA_DELETED,
                  FAILED_TO_DELETE_AREA,
                )
              }
            : undefined
        }
      />

      {dialog?.kind === 'table' ? (
        <TableDialog
          floor={floor}
          table={dialog.table}
          planId={plan?.id ?? null}
          onClose={() => {
            setDialog(null)
          }}
        />
      ) : null}
      {dialog?.kind === 'area' ? (
        <AreaDialog
          area={dialog.area}
          onClose={() => {
            setDialog(null)
          }}
        />
      ) : null}
      {dialog?.kind === 'plan' ? (
        <PlanDialog
          plan={dialog.plan}
          onClose={() => {
            setDialog(null)
          }}
        />
      ) : null}
    </div>
  )
}

type SelectedTableProps = {
  floor: Floor
  table: FloorTable | null
  night: string
  state: NightTable | undefined
  mayEdit: boolean
  mayExcept: boolean
  // For those who may seat parties: the night's parties without a table.
  waiting?: readonly UnseatedParty[]
  onEdit: (table: FloorTable) => void
  onDelete: (table: FloorTable) => void
}

// The table tapped on the plan or in the list: its seats, that night's minimum spend, the party
// holding it, and (for those who may) the night's exceptions.
function SelectedTable({
  floor,
  table,
  night,
  state,
  mayEdit,
  mayExcept,
  waiting,
  onEdit,
  onDelete,
}: SelectedTableProps) {
  if (!table) return <p className="text-sm text-ink-muted">{NO_TABLE_SELECTED}</p>
  const area = floor.areas.find((candidate) => candidate.id === table.area_id)
  return (
    <section
      aria-label={table.label}
      aria-live="polite"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink">{table.label}</h2>
        <p className="text-sm text-ink-muted">
          {[
            area?.name,
            seatsInWords(table.seats_min, table.seats_max),
            formatMoney(state?.minimum_spend ?? table.minimum_spend, floor.currency),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {state ? (
          <p className="mt-2 text-sm text-ink">
            <span className="font-semibold">{NIGHT_STATES[state.state]}</span>
            {state.party
              ? ` — ${partyOf(state.party.name, state.party.guests, state.party.time)}`
              : ''}
          </p>
        ) : null}
      </div>
      {mayEdit ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON_SECONDARY}
            onClick={() => {
              onEdit(table)
            }}
          >
            {EDIT_TABLE}
          </button>
          <button
            type="button"
            className={BUTTON_SECONDARY}
            onClick={() => {
              onDelete(table)
            }}
          >
            {DELETE_TABLE}
          </button>
        </div>
      ) : null}
      {waiting && state ? <SeatParty table={table} state={state} waiting={waiting} /> : null}
      {mayExcept && state ? (
        <NightForm
          key={`${table.id}-${night}-${String(state.held)}-${String(state.night_minimum_spend)}`}
          table={table}
          night={night}
          state={state}
          currency={floor.currency}
        />
      ) : null}
    </section>
  )
}

type FloorListProps = {
  floor: Floor
  states: ReadonlyMap<string, NightTable>
  selected: string | null
  onSelect: (id: string) => void
  // For those who may edit the floor.
  onEditArea?: (area: FloorArea) => void
  onDeleteArea?: (area: FloorArea) => void
}

// The map as a list, area by area: every table, its seats, minimum spend and the night's party.
function FloorList({
  floor,
  states,
  selected,
  onSelect,
  onEditArea,
  onDeleteArea,
}: FloorListProps) {
  return (
    <div className="space-y-6">
      {byArea(floor).map(({ area, tables }) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id={`area-${area.id}`} className="font-display text-xl font-semibold text-ink">
              {area.name}
            </h2>
            {onEditArea && onDeleteArea ? (
              <div className="flex gap-1">
                <button
                  type="button"
                  aria-label={editAreaLabel(area.name)}
                  title={editAreaLabel(area.name)}
                  className={BUTTON_ICON}
                  onClick={() => {
                    onEditArea(area)
                  }}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={deleteAreaLabel(area.name)}
                  title={deleteAreaLabel(area.name)}
                  className={BUTTON_DANGER_ICON}
                  onClick={() => {
                    onDeleteArea(area)
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
          </div>
          {area.description ? (
            <p className="mb-2 text-sm text-ink-muted">{area.description}</p>
          ) : null}
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wider text-ink-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {COLUMN_TABLE}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {COLUMN_SEATS}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {COLUMN_MINIMUM_SPEND}
                </th>
                <th scope="col" className="py-2">
                  {COLUMN_NIGHT}
                </th>
              </tr>
            </thead>
            <tbody>
              {tables.map((table) => {
                const state = states.get(table.id)
                return (
                  <tr key={table.id} className="border-t border-line">
                    <td className="py-2 pr-3">
                      <button
                        type="button"
                        aria-pressed={selected === table.id}
                        onClick={() => {
                          onSelect(table.id)
                        }}
                        className="font-semibold text-ink underline-offset-4 hover:underline"
                      >
                        {table.label}
                      </button>
                    </td>
                    <td className="py-2 pr-3">{seatsInWords(table.seats_min, table.seats_max)}</td>
                    <td className="py-2 pr-3">
                      {formatMoney(state?.minimum_spend ?? table.minimum_spend, floor.currency)}
                    </td>
                    <td className="py-2">
                      {state
                        ? state.party
                          ? `${NIGHT_STATES[state.state]}: ${state.party.name}`
                          : NIGHT_STATES[state.state]
                        : null}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
