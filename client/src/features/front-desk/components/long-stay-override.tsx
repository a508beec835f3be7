// The explicit override for a stay longer than MAX_STAY_NIGHTS (see lib/long-stay.ts): shown only
// when the chosen dates need it, so no long stay is ever booked by accident.
import { CalendarClock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Field, Input } from '@/components/ui/input';

export const LongStayOverride = ({
  id,
  nights,
  maxNights,
  allowed,
  onAllowedChange,
  reasonInput,
  reasonError,
}: {
  id: string;
  nights: number;
  maxNights: number;
  allowed: boolean;
  onAllowedChange: (allowed: boolean) => void;
  /** The reason field's register() props. */
  reasonInput: ComponentProps<'input'>;
  reasonError?: string;
}) => (
  <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
    <p className="flex items-start gap-2">
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        This stay is <strong>{nights} nights</strong>, longer than the {maxNights}-night limit guests can
        book.
      </span>
    </p>
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={allowed}
        onChange={(event) => onAllowedChange(event.target.checked)}
      />
      Allow this longer stay
    </label>
    {allowed ? (
      <Field id={`${id}-reason`} label="Reason (kept in the booking's history)" error={reasonError}>
        <Input
          id={`${id}-reason`}
          maxLength={200}
          autoComplete="off"
          aria-invalid={Boolean(reasonError)}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          {...reasonInput}
        />
      </Field>
    ) : null}
  </div>
);
