// The Edit Room dialog's Seasonal Rates: each rate replaces the base price for the nights it covers
// (valid from and to, both included). List with delete, and a small form to add one.

import type { RoomDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatPesos, toDecimalString } from '@domain/money';
import { rateInputSchema } from '@domain/schemas/admin';
import { CalendarRange, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { z } from 'zod';
import { DayField } from '@/components/day-field';
import { Button } from '@/components/ui/button';
import { Form, fieldFor, toastFirstError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { BusyIcon } from '@/components/ui/skeleton';
import { useZodForm } from '@/hooks/use-zod-form';
import { showActionError, showSuccess } from '@/lib/notify';
import { useAddRoomRate, useDeleteRoomRate } from '../api/room-rates';

type RateFormValues = z.input<typeof rateInputSchema>;

const Field = fieldFor<RateFormValues>();
type RateValues = z.output<typeof rateInputSchema>;

const emptyRateForm = (): RateFormValues => ({
  rateType: '',
  price: '',
  validFrom: '',
  validTo: '',
  description: '',
});

const RATE_DAYS = [
  { name: 'validFrom', label: 'Valid from' },
  { name: 'validTo', label: 'Valid to' },
] as const;

const RATE_FIELD_ORDER = ['rateType', 'price', 'validFrom', 'validTo', 'description'] as const;

/** The room's rates, earliest first, each with its delete button (saved at once). */
const RateList = ({ room }: { room: RoomDto }) => {
  const deleteRate = useDeleteRoomRate();
  const onDelete = async (rateId: string) => {
    try {
      await deleteRate.mutateAsync({ roomId: room.id, rateId });
      showSuccess('Seasonal rate deleted');
    } catch (error) {
      showActionError(error, 'Failed to delete rate');
    }
  };

  const rates = [...room.rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));

  if (!rates.length)
    return (
      <p className="rounded-xl border border-dashed border-border bg-card px-3 py-3 text-sm text-muted-foreground">
        No seasonal rates: every night costs the base price.
      </p>
    );
  return (
    <ul className="grid gap-2">
      {rates.map((rate) => (
        <li
          key={rate.id}
          className="flex items-center gap-3 rounded-xl border border-border bg-card px-3 py-2.5 text-sm"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {rate.rateType}{' '}
              <span className="font-normal text-muted-foreground">· {formatPesos(rate.price)} / night</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {formatDay(rate.validFrom)} – {formatDay(rate.validTo)}
              {rate.description ? ` · ${rate.description}` : ''}
            </p>
          </div>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 text-destructive hover:bg-destructive/8"
            onClick={() => onDelete(rate.id)}
            disabled={deleteRate.isPending}
            aria-label={`Delete rate ${rate.rateType}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
};

const AddRateForm = ({ room }: { room: RoomDto }) => {
  const form = useZodForm(rateInputSchema, {
    defaultValues: emptyRateForm(),
  });
  const addRate = useAddRoomRate();
  const validFrom = form.watch('validFrom');

  const onAdd = async (values: RateValues) => {
    if (addRate.isPending) return;
    try {
      await addRate.mutateAsync({
        roomId: room.id,
        rateType: values.rateType,
        price: toDecimalString(values.price),
        validFrom: values.validFrom,
        validTo: values.validTo,
        description: values.description,
      });
      form.reset(emptyRateForm());
      showSuccess('Seasonal rate added');
    } catch (error) {
      showActionError(error, 'Failed to add rate');
    }
  };

  return (
    <Form form={form} sharedMessagesOnce>
      <form
        noValidate
        onSubmit={form.handleSubmit(onAdd, toastFirstError(RATE_FIELD_ORDER))}
        className="grid gap-3 rounded-xl bg-card p-3"
      >
        <p className="text-sm font-medium">Add a rate</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            name="rateType"
            label="Rate type"
            render={(field) => <Input {...field} placeholder="Peak season" />}
          />
          <Field
            name="price"
            label="Price per night (₱)"
            render={(field) => (
              <Input {...field} value={String(field.value)} inputMode="decimal" placeholder="6500" />
            )}
          />
          {RATE_DAYS.map((day) => (
            <DayField
              key={day.name}
              name={day.name}
              label={day.label}
              // the last day cannot come before the first
              min={day.name === 'validTo' ? validFrom || undefined : undefined}
            />
          ))}
          <Field
            name="description"
            label="Description (optional)"
            className="sm:col-span-2"
            render={(field) => <Input {...field} placeholder="Holy Week and summer holidays" />}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={addRate.isPending}
          className="justify-self-start"
        >
          <BusyIcon busy={addRate.isPending} icon={Plus} label="Adding rate" />
          Add Rate
        </Button>
      </form>
    </Form>
  );
};

export const SeasonalRates = ({ room }: { room: RoomDto }) => {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-2xl border border-border bg-muted/40 p-4"
    >
      <div>
        <h3 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold">
          <CalendarRange className="size-4 text-primary" aria-hidden="true" /> Seasonal Rates
        </h3>
        <p className="text-xs text-muted-foreground">
          A rate replaces the base price of {formatPesos(room.basePrice)} for every night from its first to
          its last day. Saved at once.
        </p>
      </div>

      <RateList room={room} />
      <AddRateForm room={room} />
    </section>
  );
};
