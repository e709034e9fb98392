import type { Listener } from '@/lib/realtime'

// Stands in for the change feed in component tests: it records what is followed and lets a test
// announce a change, as the server would.
export function createFakeRealtime() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    tokenProvider: null as (() => string | null) | null,
    subscribe(table: string, listener: Listener) {
      const set = listeners.get(table) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(table, set)
      return () => {
        set.delete(listener)
      }
    },
    useToken(provider: (() => string | null) | null) {
      this.tokenProvider = provider
    },
    followed(): string[] {
      return [...listeners.entries()].filter(([, set]) => set.size > 0).map(([table]) => table)
    },
    emit(table: string) {
      for (const listener of listeners.get(table) ?? []) {
        listener({ kind: 'change', change: { table, event: 'INSERT', id: null } })
      }
    },
  }
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>
