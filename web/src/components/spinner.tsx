import { LOADING } from '@/messages'

type SpinnerProps = { className?: string }

export function Spinner({ className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={LOADING}
      className={`flex items-center justify-center ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-2 border-accent/25 border-t-accent motion-reduce:animate-[spin_2.4s_linear_infinite]"
      />
    </div>
  )
}
