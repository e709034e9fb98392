// When the app replaces the first screen the server painted, the landing page renders its
// sections one task at a time (the runtime renders a tree in one go, and one long task would keep
// a phone from answering a tap meanwhile). Every later render of the page is whole at once.
let staged = false

export function stageTheFirstRender() {
  staged = true
}

// Asked once by the landing page as it mounts: true only the first time after stageTheFirstRender.
export function takeStagedRender(): boolean {
  const answer = staged
  staged = false
  return answer
}
