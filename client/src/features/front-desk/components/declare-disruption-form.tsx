// Declare a weather disruption: the days (both included) and a note such as "PAGASA TCWS
// No. 2 for La Union". "Preview" asks the server how many bookings it touches; "Declare" then marks them
// and emails each guest once. The shared schema (domain/schemas/weather.ts) gives the messages.

import type { DisruptionPreviewDto } from '@domain/api-types';
import { type DeclareDisruptionInput, declareDisruptionSchema } from '@domain/schemas/weather';
import { DISRUPTION_NOTE_MAX, MAX_DISRUPTION_DAYS } from '@domain/weather';
import { CloudLightning, Eye } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DayField } from '@/components/day-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, fieldFor, toastFirstError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useResortClock } from '@/features/site-config';
import { useZodForm } from '@/hooks/use-zod-form';
import { showActionError, showSuccess } from '@/lib/notify';
import { previewDisruption, useDeclareDisruption } from '../api/weather-disruptions';

type Values = z.input<ReturnType<typeof declareDisruptionSchema>>;
const Field = fieldFor<Values>();
const ORDER = ['startDate', 'endDate', 'note'] as const;

const previewText = (preview: DisruptionPreviewDto) =>
  preview.affectedCount === 0
    ? 'No pending or confirmed booking has a night or a day visit on these days.'
    : `${preview.affectedCount} ${preview.affectedCount === 1 ? 'booking has' : 'bookings have'} a night or a day visit on these days. Each guest will be emailed once and offered a free move or a full refund.`;

/** Preview first, then declare exactly what was previewed: any edit after a preview asks for a new one. */
const useDisruptionDeclaration = () => {
  const { today } = useResortClock();
  const form = useZodForm(declareDisruptionSchema(today), {
    defaultValues: { startDate: '', endDate: '', note: '' },
  });
  const declare = useDeclareDisruption();
  const [preview, setPreview] = useState<{
    input: DeclareDisruptionInput;
    answer: DisruptionPreviewDto;
  } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  // any edit after a preview asks for a new one: the count shown is always the count declared
  const values = useWatch({ control: form.control });
  const stale =
    preview &&
    JSON.stringify(preview.input) !== JSON.stringify(declareDisruptionSchema(today).safeParse(values).data);

  const onPreview = async (input: DeclareDisruptionInput) => {
    setPreviewing(true);
    try {
      setPreview({ input, answer: await previewDisruption(input) });
    } catch (error) {
      showActionError(error, 'Could not preview the disruption');
    } finally {
      setPreviewing(false);
    }
  };

  const onDeclare = () => {
    if (!preview) return;
    declare.mutate(preview.input, {
      onSuccess: (disruption) => {
        showSuccess(
          `Disruption declared: ${disruption.affected.length} ${disruption.affected.length === 1 ? 'guest' : 'guests'} notified.`,
        );
        form.reset();
        setPreview(null);
      },
      onError: (error) => showActionError(error, 'Could not declare the disruption'),
    });
  };

  return { today, form, declare, preview, setPreview, previewing, startDate, stale, onPreview, onDeclare };
};

const PreviewPanel = ({
  answer,
  declaring,
  onDeclare,
  onChange,
}: {
  answer: DisruptionPreviewDto;
  declaring: boolean;
  onDeclare: () => void;
  onChange: () => void;
}) => (
  <div
    className="grid gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm"
    aria-live="polite"
    data-testid="weather-preview"
  >
    <p className="font-medium">{previewText(answer)}</p>
    {answer.overlapsActive ? (
      <p className="text-destructive">
        A disruption already covers some of these days: lift it first or choose other days.
      </p>
    ) : (
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onDeclare} disabled={declaring}>
          {declaring ? 'Declaring...' : 'Declare disruption'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onChange}>
          Change
        </Button>
      </div>
    )}
  </div>
);

export const DeclareDisruptionForm = () => {
  const { today, form, declare, preview, setPreview, previewing, startDate, stale, onPreview, onDeclare } =
    useDisruptionDeclaration();

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <CloudLightning className="size-5 text-primary" aria-hidden="true" /> Declare a weather disruption
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        For example PAGASA Tropical Cyclone Wind Signal No. 2 or higher for La Union. Up to{' '}
        {MAX_DISRUPTION_DAYS} days; guests with a night or a day visit on those days may move for free or
        cancel with a full refund.
      </p>
      <Form form={form} idPrefix="weather" sharedMessagesOnce>
        <form
          noValidate
          onSubmit={form.handleSubmit(onPreview, toastFirstError(ORDER))}
          className="mt-4 grid gap-3"
          aria-label="Declare a weather disruption"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <DayField name="startDate" label="First day" min={today} />
            <DayField name="endDate" label="Last day" min={startDate || today} />
          </div>
          <Field
            name="note"
            label="Note for the guests"
            render={(field) => (
              <Input
                {...field}
                maxLength={DISRUPTION_NOTE_MAX}
                placeholder="PAGASA TCWS No. 2 for La Union"
              />
            )}
          />
          {preview && !stale ? (
            <PreviewPanel
              answer={preview.answer}
              declaring={declare.isPending}
              onDeclare={onDeclare}
              onChange={() => setPreview(null)}
            />
          ) : (
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="justify-self-start"
              disabled={previewing}
            >
              <Eye aria-hidden="true" /> {previewing ? 'Counting...' : 'Preview affected bookings'}
            </Button>
          )}
        </form>
      </Form>
    </Card>
  );
};
