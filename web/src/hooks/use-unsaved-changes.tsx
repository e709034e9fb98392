import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { useAuthStore } from '@/lib/auth'
import { LEAVE, STAY, UNSAVED_CHANGES_QUESTION, UNSAVED_CHANGES_TITLE } from '@/messages-admin'

// While `dirty`, leaving the page asks first: a move inside the app (a link, Back, another tab or
// section of the screen) opens the app's dialog, Leave or Stay; closing or reloading the browser
// tab gets the browser's own question. A move held back while a save was still on its way goes on
// once the form is saved. Render the returned dialog once.
//
// A session that has ended is never held back: signing out (or an expired session) sends the
// screen to the sign-in page, and a question there would leave staff on a page that can no
// longer save.
export function useUnsavedChanges(dirty: boolean): ReactNode {
  const store = useAuthStore()
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  })

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      store.getState().status === 'signed-in' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [store],
  )
  const blocker = useBlocker(shouldBlock)

  // Save pressed and another tab clicked before the server answered: once the save lands there is
  // nothing left to ask about, so the move goes on by itself.
  useEffect(() => {
    if (!dirty && blocker.state === 'blocked') blocker.proceed()
  }, [dirty, blocker])

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', ask)
    return () => {
      window.removeEventListener('beforeunload', ask)
    }
  }, [dirty])

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_QUESTION}
      confirmLabel={LEAVE}
      cancelLabel={STAY}
      onConfirm={() => {
        blocker.proceed?.()
      }}
      onCancel={() => {
        blocker.reset?.()
      }}
    />
  )
}
