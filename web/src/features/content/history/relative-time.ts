import { JUST_NOW } from '../messages'

// English, as the sentences around it are ('Deleted 5 minutes ago'); the date beside it follows
// the browser's own format.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

const STEPS: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number, below: number][] = [
  ['minute', 60, 60],
  ['hour', 3600, 24],
  ['day', 86_400, 7],
  ['week', 604_800, 5],
  ['month', 2_629_800, 12],
  ['year', 31_557_600, Infinity],
]

// '5 minutes ago', 'yesterday', 'in 3 weeks'; 'just now' within a minute either way.
export function relativeTime(at: string, now: Date = new Date()): string {
  const then = new Date(at).getTime()
  if (Number.isNaN(then)) return at
  const seconds = (then - now.getTime()) / 1000
  if (Math.abs(seconds) < 60) return JUST_NOW
  for (const [unit, size, below] of STEPS) {
    const amount = Math.round(seconds / size)
    if (Math.abs(amount) < below) return relative.format(amount, unit)
  }
  return relative.format(Math.round(seconds / 31_557_600), 'year')
}
