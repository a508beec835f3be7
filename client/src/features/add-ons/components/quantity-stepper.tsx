// How many of an extra: − and + buttons named for the extra, and the number itself in a labelled box
// (typed, or ↑/↓ on the keyboard). − stops at 1 (Remove takes the extra away) and + at `max`.
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const QuantityStepper = ({
  id,
  value,
  max,
  label,
  lessLabel,
  moreLabel,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  /** NaN while the box is empty. */
  value: number;
  max: number;
  label: string;
  lessLabel: string;
  moreLabel: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}) => {
  const known = Number.isFinite(value);
  return (
    <div className="flex items-center gap-1">
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={lessLabel}
        disabled={!known || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        className={cn(
          'h-9 w-14 rounded-lg border border-input bg-white text-center text-base font-semibold tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:outline-ring sm:text-sm [&::-webkit-inner-spin-button]:appearance-none',
          invalid && 'border-destructive',
        )}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={moreLabel}
        disabled={known && value >= max}
        onClick={() => onChange(known ? Math.min(max, value + 1) : 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
};
