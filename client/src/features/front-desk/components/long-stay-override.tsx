// The explicit override for a stay longer than MAX_STAY_NIGHTS (see lib/long-stay.ts), inside the walk-in
// and extend-stay forms (fields `allowLongStay` and `longStayReason`): shown only when the chosen dates
// need it, so no long stay is ever booked by accident.
import { CalendarClock } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

export type LongStayFields = { allowLongStay: boolean; longStayReason: string };

const Field = fieldFor<LongStayFields>();

export const LongStayOverride = ({ nights, maxNights }: { nights: number; maxNights: number }) => {
  const { control } = useFormContext<LongStayFields>();
  const allowed = useWatch({ control, name: 'allowLongStay' });
  if (!(nights > maxNights)) return null;
  return (
    <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This stay is <strong>{nights} nights</strong>, longer than the {maxNights}-night limit guests can
          book.
        </span>
      </p>
      <FormField
        control={control}
        name="allowLongStay"
        render={({ field }) => (
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            Allow this longer stay
          </label>
        )}
      />
      {allowed ? (
        <Field
          name="longStayReason"
          label="Reason (kept in the booking's history)"
          render={(field) => <Input {...field} maxLength={200} autoComplete="off" />}
        />
      ) : null}
    </div>
  );
};
