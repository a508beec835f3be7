// The small count beside an admin tab's label (pending inquiries, FAQ entries…), named for screen readers.

export const TabCount = ({ n, label }: { n: number | undefined; label: string }) =>
  n ? (
    <span
      className="relative min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-semibold tabular-nums text-accent-foreground"
      title={label}
    >
      {n}
      <span className="sr-only"> {label}</span>
    </span>
  ) : null;
