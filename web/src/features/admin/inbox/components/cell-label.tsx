// A cell's column name, shown on the small-screen cards only (the column header says it to
// assistive technology).
export function CellLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-1 block text-[0.68rem] font-semibold tracking-widest text-ink-muted uppercase @4xl:hidden"
    >
      {children}
    </span>
  )
}
