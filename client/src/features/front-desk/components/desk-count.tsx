import { cn } from '@/lib/utils';

/** A tab's or section's count; `accent` turns red while something waits (payments to verify). */
export const DeskCount = ({ n, tone = 'muted' }: { n: number | undefined; tone?: 'muted' | 'accent' }) =>
  n === undefined ? null : (
    <span
      className={cn(
        'min-w-5 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
        tone === 'accent' && n > 0
          ? 'bg-destructive text-destructive-foreground'
          : 'bg-primary/10 text-primary',
      )}
    >
      {n}
    </span>
  );
