// A WebSocket stand-in the test opens, closes and feeds frames to, as a server (going away and
// coming back) would. For the realtime client, which takes a createSocket function.
export class FakeSocket {
  readyState = 0
  sent: unknown[] = []
  onopen: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
    this.onclose?.({} as CloseEvent)
  }
  open() {
    this.readyState = 1
    this.onopen?.({} as Event)
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent)
  }
}

// The realtime client's address and socket factory for a test: every socket it opens is a
// FakeSocket, kept in `sockets` in the order they were opened.
export function fakeSockets() {
  const sockets: FakeSocket[] = []
  return {
    sockets,
    url: () => 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
  }
}
