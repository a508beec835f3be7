// The report's period: quick choices (this month ... all time) and two typed days for any range. The days
// are checked with the server's own rules (domain/schemas/reports.ts: both or neither, in order, at most
// three years) before the report is asked for; clearing both days means all time.

import { type ReportRange, reportRangeSchema } from '@domain/schemas/reports';
import { CalendarRange } from 'lucide-react';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { presetOf, presetRange, RANGE_PRESETS } from '../lib/report-range';

/** The two date fields as typed ('' when empty), checked as the server checks the query. */
const typedRangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(
    (days): ReportRange => ({
      ...(days.from ? { from: days.from } : {}),
      ...(days.to ? { to: days.to } : {}),
    }),
  )
  .pipe(reportRangeSchema);
type TypedRange = z.input<typeof typedRangeSchema>;

const Field = fieldFor<TypedRange>();

/** One typed day of the custom period; `bounds` keeps it on its side of the other day. */
const DayField = ({
  name,
  label,
  bounds,
}: {
  name: keyof TypedRange;
  label: string;
  bounds: { min?: string; max?: string };
}) => (
  <Field
    name={name}
    label={label}
    render={(field) => <Input {...field} type="date" className="min-w-0 px-2.5 sm:px-3.5" {...bounds} />}
  />
);

export const ReportRangePicker = ({
  range,
  today,
  onChange,
  updating,
}: {
  range: ReportRange;
  today: string;
  onChange: (range: ReportRange) => void;
  updating: boolean;
}) => {
  const form = useZodForm(typedRangeSchema, {
    defaultValues: { from: range.from ?? '', to: range.to ?? '' },
  });
  // a quick choice fills the two fields with its days
  useEffect(() => {
    form.reset({ from: range.from ?? '', to: range.to ?? '' });
  }, [form, range.from, range.to]);
  const active = presetOf(range, today);

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-5 xl:flex-row xl:items-start xl:justify-between">
      <fieldset className="flex flex-wrap items-center gap-2 xl:mt-[1.65rem]">
        <legend className="sr-only">Report period</legend>
        <CalendarRange className="mr-1 size-4 text-muted-foreground" aria-hidden="true" />
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant={active === preset.id ? 'default' : 'outline'}
            aria-pressed={active === preset.id}
            className="h-8 px-3 text-xs"
            onClick={() => onChange(presetRange(preset.id, today))}
          >
            {preset.label}
          </Button>
        ))}
      </fieldset>
      <Form form={form} idPrefix="report-range">
        <form
          noValidate
          className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[11rem_11rem_auto] sm:justify-start"
          onSubmit={form.handleSubmit((days) => onChange(days))}
          aria-label="Custom period"
        >
          <DayField name="from" label="From" bounds={{ max: form.watch('to') || undefined }} />
          <DayField name="to" label="To" bounds={{ min: form.watch('from') || undefined }} />
          <Button
            type="submit"
            variant="outline"
            className="col-span-2 sm:col-span-1 sm:mt-[1.65rem]"
            disabled={updating}
          >
            Show period
          </Button>
        </form>
      </Form>
    </div>
  );
};
