import { Check, RefreshCw } from 'lucide-react'
import { useState } from 'react'

import { ClubScreenNote } from '@/components/club-screen-note'
import { Spinner } from '@/components/spinner'
import { useConfirm } from '@/components/use-confirm'
import { useToast } from '@/components/use-toast'
import { ApiError } from '@/lib/api-client'
import { ROLES } from '@/lib/api/rules'
import type { UserPublic } from '@/lib/api/types'
import { useAuth, useAuthStore } from '@/lib/auth'
import type { Role } from '@/lib/roles'
import { TRY_AGAIN } from '@/messages'
import { ADMIN_NAV_USERS } from '@/messages-admin'
import {
  TWO_FACTOR_ON_CLUB_SCREEN,
  FAILED_TO_CHANGE_ROLE,
  FAILED_TO_RESET_TWO_FACTOR,
  FAILED_TO_LOAD_USERS,
  FAILED_TO_UPDATE_USER,
  ROLE_CHANGE_TITLE,
  ROLE_LABELS,
  USERS_ACTIONS,
  USERS_APPROVE,
  USERS_APPROVED,
  USERS_CONFIRMED,
  USERS_CREATED,
  USERS_EMAIL,
  USERS_EMPTY,
  USERS_INTRO,
  USERS_NOT_YET,
  USERS_REVOKE,
  USERS_ROLE,
  USERS_AWAITING_CONFIRMATION,
  USERS_RESET_TWO_FACTOR,
  RESET_TWO_FACTOR_CONFIRM,
  RESET_TWO_FACTOR_TITLE,
  USERS_YOU,
  makeRole,
  ownRoleQuestion,
  resetTwoFactorLabel,
  roleGrantQuestion,
  resetTwoFactorQuestion,
  twoFactorResetDone,
  userRoleChanged,
  userRoleLabel,
} from '../messages'

import { AdminPanel } from '@/components/ui/admin-panel'
import { useUsers } from '../api/get-users'
import { useResetTwoFactor, useSetUserApproval, useSetUserRole } from '../api/set-user-approval'
import { FOCUS_RING } from '@/components/ui/focus-ring'

const ALERT =
  'rounded-xl border border-red-600/40 bg-red-600/10 px-4 py-3 text-sm text-red-800 dark:text-red-200'
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })
// On a phone each row is a card, and each cell says which column it is (the table's head is not
// shown there).
const CELL =
  'px-4 py-3 max-md:p-0 max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:tracking-widest max-md:before:text-ink-muted max-md:before:uppercase max-md:before:content-[attr(data-label)]'
const HEAD = 'px-4 py-3 font-semibold'

// The date over its time, so the three date columns stay narrow.
function DateTime({ value }: { value: string }) {
  const date = new Date(value)
  return (
    <time dateTime={value} className="inline-flex flex-col">
      <span className="whitespace-nowrap">{dateFormat.format(date)}</span>
      <span className="text-xs whitespace-nowrap text-ink-muted">{timeFormat.format(date)}</span>
    </time>
  )
}

function failureMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.fromServer ? error.message : fallback
}

function newestFirst(users: readonly UserPublic[]) {
  return [...users].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
}

function DateCell({ value }: { value: string | null }) {
  if (value === null) return <span className="text-ink-muted">{USERS_NOT_YET}</span>
  return (
    <span className="inline-flex items-start gap-1.5">
      <Check
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
      />
      <DateTime value={value} />
    </span>
  )
}

// Whether `next` gives more than `current` (the roles run from the most allowed down).
function grants(current: Role, next: Role) {
  return ROLES.indexOf(next) < ROLES.indexOf(current)
}

type RoleSelectProps = {
  email: string
  role: Role
  disabled: boolean
  onChange: (role: Role) => void
}

function RoleSelect({ email, role, disabled, onChange }: RoleSelectProps) {
  return (
    <select
      aria-label={userRoleLabel(email)}
      value={role}
      disabled={disabled}
      onChange={(event) => {
        const next = ROLES.find((value) => value === event.target.value)
        if (next) onChange(next)
      }}
      className={`rounded-lg border border-line bg-canvas px-2.5 py-1.5 text-sm text-ink disabled:opacity-60 ${FOCUS_RING}`}
    >
      {ROLES.map((value) => (
        <option key={value} value={value}>
          {ROLE_LABELS[value]}
        </option>
      ))}
    </select>
  )
}

// /admin/users: who may open the admin area, and what each account may do there (its role).
export function UsersPage() {
  const auth = useAuth()
  const store = useAuthStore()
  const toast = useToast()
  const users = useUsers()
  const approval = useSetUserApproval()
  const roleChange = useSetUserRole()
  const twoFactorReset = useResetTwoFactor()
  const [confirmDialog, confirm] = useConfirm()
  // The role a select shows while its change is asked about.
  const [asked, setAsked] = useState<{ userId: string; role: Role } | null>(null)
  const currentUserId = auth.status === 'signed-in' ? auth.user.id : null
  // One failure on screen at a time: acting again clears the last one.
  const failure = approval.isError
    ? failureMessage(approval.error, FAILED_TO_UPDATE_USER)
    : roleChange.isError
      ? failureMessage(roleChange.error, FAILED_TO_CHANGE_ROLE)
      : twoFactorReset.isError
        ? failureMessage(twoFactorReset.error, FAILED_TO_RESET_TWO_FACTOR)
        : null

  async function resetTwoFactor(user: UserPublic) {
    const confirmed = await confirm({
      title: RESET_TWO_FACTOR_TITLE,
      message: resetTwoFactorQuestion(user.email),
      confirmLabel: RESET_TWO_FACTOR_CONFIRM,
      tone: 'danger',
    })
    if (!confirmed) return
    approval.reset()
    roleChange.reset()
    twoFactorReset.mutate(user.id, {
      onSuccess: (saved) => {
        toast.success(twoFactorResetDone(saved.email))
      },
    })
  }

  // A change that gives an account more than it had (making an owner is one tap away from any
  // other choice), or that takes your own role down, is applied once confirmed; taking someone
  // else's down is applied at once. Either way the server signs the account out everywhere.
  async function changeRole(user: UserPublic, role: Role) {
    const own = user.id === currentUserId
    if (own || grants(user.role, role)) {
      setAsked({ userId: user.id, role })
      const confirmed = await confirm({
        title: ROLE_CHANGE_TITLE,
        message: own ? ownRoleQuestion(role) : roleGrantQuestion(user.email, role),
        confirmLabel: makeRole(role),
        tone: own ? 'danger' : 'accent',
      })
      setAsked(null)
      if (!confirmed) return
    }
    approval.reset()
    roleChange.mutate(
      { userId: user.id, role },
      {
        onSuccess: (saved) => {
          toast.success(userRoleChanged(saved.email, ROLE_LABELS[saved.role]))
          // Your own role changed: the side navigation and the screens follow it at once.
          if (saved.id === currentUserId) store.setUser(saved)
        },
      },
    )
  }

  let body
  if (users.isPending) {
    body = <Spinner className="py-16" />
  } else if (users.isError) {
    body = (
      <div role="alert" className={`flex flex-wrap items-center gap-4 ${ALERT}`}>
        <span>{FAILED_TO_LOAD_USERS}</span>
        <button
          type="button"
          onClick={() => {
            void users.refetch()
          }}
          className={`inline-flex items-center gap-2 rounded-full border border-current px-4 py-1.5 font-medium ${FOCUS_RING}`}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {TRY_AGAIN}
        </button>
      </div>
    )
  } else if (users.data.data.length === 0) {
    body = <p className="text-ink-muted">{USERS_EMPTY}</p>
  } else {
    body = (
      // Beside the side navigation the table fits the screen; narrower, it scrolls under its
      // email column; on a phone every account is a card.
      <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">{ADMIN_NAV_USERS}</caption>
          <thead className="border-b border-line text-xs tracking-widest text-ink-muted uppercase max-md:hidden">
            <tr>
              <th scope="col" className={`${HEAD} sticky left-0 bg-surface`}>
                {USERS_EMAIL}
              </th>
              <th scope="col" className={HEAD}>
                {USERS_ROLE}
              </th>
              <th scope="col" className={HEAD}>
                {USERS_CONFIRMED}
              </th>
              <th scope="col" className={HEAD}>
                {USERS_APPROVED}
              </th>
              <th scope="col" className={HEAD}>
                {USERS_CREATED}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {USERS_ACTIONS}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-md:block">
            {newestFirst(users.data.data).map((user) => {
              const busy = approval.isPending && approval.variables.userId === user.id
              const approved = user.approved_at !== null
              const roleBusy = roleChange.isPending && roleChange.variables.userId === user.id
              return (
                <tr
                  key={user.id}
                  className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4"
                >
                  <th
                    scope="row"
                    className="sticky left-0 bg-surface px-4 py-3 font-medium [overflow-wrap:anywhere] text-ink max-md:static max-md:col-span-2 max-md:p-0 max-md:text-base"
                  >
                    {user.email}
                  </th>
                  <td data-label={USERS_ROLE} className={CELL}>
                    <RoleSelect
                      email={user.email}
                      // While the change is asked about or on its way, the role asked for.
                      role={
                        roleBusy
                          ? roleChange.variables.role
                          : asked?.userId === user.id
                            ? asked.role
                            : user.role
                      }
                      disabled={roleChange.isPending || asked !== null}
                      onChange={(role) => {
                        void changeRole(user, role)
                      }}
                    />
                  </td>
                  <td data-label={USERS_CONFIRMED} className={CELL}>
                    <DateCell value={user.email_confirmed_at} />
                  </td>
                  <td data-label={USERS_APPROVED} className={CELL}>
                    <DateCell value={user.approved_at} />
                  </td>
                  <td data-label={USERS_CREATED} className={`${CELL} text-ink-muted`}>
                    <DateTime value={user.created_at} />
                  </td>
                  <td className="px-4 py-3 text-right max-md:col-span-2 max-md:p-0 max-md:text-left">
                    {user.id === currentUserId ? (
                      <span className="text-xs tracking-widest text-ink-muted uppercase">
                        {USERS_YOU}
                      </span>
                    ) : !approved && user.email_confirmed_at === null ? (
                      <span className="text-xs tracking-widest text-ink-muted uppercase">
                        {USERS_AWAITING_CONFIRMATION}
                      </span>
                    ) : (
                      <span className="inline-flex flex-wrap justify-end gap-2 max-md:justify-start">
                        {user.two_factor_enabled ? (
                          <button
                            type="button"
                            disabled={twoFactorReset.isPending}
                            aria-label={resetTwoFactorLabel(user.email)}
                            onClick={() => {
                              void resetTwoFactor(user)
                            }}
                            className={`rounded-full border border-line px-4 py-1.5 text-xs font-semibold tracking-widest whitespace-nowrap text-ink uppercase transition hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`}
                          >
                            {USERS_RESET_TWO_FACTOR}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          disabled={approval.isPending}
                          aria-label={`${approved ? USERS_REVOKE : USERS_APPROVE} ${user.email}`}
                          onClick={() => {
                            roleChange.reset()
                            approval.mutate({ userId: user.id, approved: !approved })
                          }}
                          className={`rounded-full px-4 py-1.5 text-xs font-semibold tracking-widest whitespace-nowrap uppercase transition disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING} ${
                            approved
                              ? 'border border-red-700/50 text-red-800 hover:bg-red-600/10 dark:border-red-400/50 dark:text-red-300'
                              : 'bg-accent-solid text-on-accent hover:bg-gold-300'
                          }`}
                        >
                          {busy ? '…' : approved ? USERS_REVOKE : USERS_APPROVE}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    )
  }

  return (
    <AdminPanel title={ADMIN_NAV_USERS} description={USERS_INTRO}>
      {failure ? (
        <div role="alert" className={`mb-6 ${ALERT}`}>
          {failure}
        </div>
      ) : null}
      {body}
      {confirmDialog}
      <ClubScreenNote text={TWO_FACTOR_ON_CLUB_SCREEN} className="mt-8" />
    </AdminPanel>
  )
}
