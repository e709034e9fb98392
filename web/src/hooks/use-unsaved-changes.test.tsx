import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LEAVE, STAY, UNSAVED_CHANGES_QUESTION } from '@/messages-admin'
import { buildSession } from '@/testing/factories'
import { jsonResponse, noContent, stubFetch } from '@/testing/fetch'
import { renderRoutes } from '@/testing/render'

import { useUnsavedChanges } from './use-unsaved-changes'

// A form whose text counts as unsaved until Save is pressed.
function Editor() {
  const [saved, setSaved] = useState('')
  const [text, setText] = useState('')
  const dialog = useUnsavedChanges(text !== saved)
  return (
    <>
      <label>
        Title
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value)
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => {
          setSaved(text)
        }}
      >
        Save
      </button>
      <Link to="/admin/events">Events</Link>
      <Link to="/admin/hero?tab=2">Other tab</Link>
      {dialog}
    </>
  )
}

async function renderEditor() {
  stubFetch((call) =>
    call.url === '/api/auth/logout' ? noContent() : jsonResponse(buildSession()),
  )
  const rendered = renderRoutes(
    [
      { path: '/admin/hero', element: <Editor /> },
      { path: '/admin/events', element: <h1>Events screen</h1> },
    ],
    { path: '/admin/hero' },
  )
  await rendered.authStore.restore()
  return rendered
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useUnsavedChanges', () => {
  it('lets a form with nothing unsaved go without asking, and leaves closing the tab alone', async () => {
    await renderEditor()
    expect(beforeUnloadPrevented()).toBe(false)
    await userEvent.click(screen.getByRole('link', { name: 'Events' }))
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes', async () => {
    const { router } = await renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'Late nights')
    await userEvent.click(screen.getByRole('link', { name: 'Events' }))

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_QUESTION)
    // Stay is focused first, so Enter never throws the changes away.
    expect(screen.getByRole('button', { name: STAY })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: STAY }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/hero')
    expect(screen.getByLabelText('Title')).toHaveValue('Late nights')

    await userEvent.click(screen.getByRole('link', { name: 'Events' }))
    await userEvent.click(await screen.findByRole('button', { name: LEAVE }))
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument()
  })

  it('asks before another tab of the same screen too', async () => {
    await renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'x')
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('goes on with a move held back while the save was on its way, once the changes are saved', async () => {
    const { router } = await renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'Late nights')
    await userEvent.click(screen.getByRole('link', { name: 'Events' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/hero')

    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('arms the browser question on closing or reloading the tab only while something is unsaved', async () => {
    await renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'Late nights')
    expect(beforeUnloadPrevented()).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(beforeUnloadPrevented()).toBe(false)
    await userEvent.click(screen.getByRole('link', { name: 'Events' }))
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument()
  })

  it('never holds back a session that has ended (signing out reaches the sign-in page)', async () => {
    const { authStore, router } = await renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'Late nights')
    await act(async () => {
      await authStore.signOut()
    })
    await act(async () => {
      await router.navigate('/admin/events')
    })
    expect(router.state.location.pathname).toBe('/admin/events')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
