// The Edit Room dialog's Seasonal Rates: each rate replaces the base price for the nights it covers
// (valid from and to, both included). List with delete, and a small form to add one.

import type { RoomDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatPeso, toCentavos, toDecimalString } from '@domain/money';
import { CalendarRange, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { useAddRoomRate, useDeleteRoomRate } from '../api/room-rates';
import { emptyRateForm, type RateFormValues, rateFormProblem } from './admin-view';

export const SeasonalRates = ({ room }: { room: RoomDto }) => {
  const id = useId();
  const [values, setValues] = useState<RateFormValues>(emptyRateForm);
  const [problem, setProblem] = useState<string | null>(null);
  const addRate = useAddRoomRate();
  const deleteRate = useDeleteRoomRate();
  const set = (key: keyof RateFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblem(null);
  };

  const onAdd = async () => {
    const found = rateFormProblem(values);
    setProblem(found);
    if (found) {
      toast({ title: 'Error', description: found, variant: 'destructive' });
      return;
    }
    try {
      await addRate.mutateAsync({
        roomId: room.id,
        rateType: values.rateType.trim(),
        price: toDecimalString(toCentavos(values.price)),
        validFrom: values.validFrom,
        validTo: values.validTo,
        description: values.description.trim(),
      });
      setValues(emptyRateForm());
      showSuccess('Seasonal rate added');
    } catch (error) {
      showActionError(error, 'Failed to add rate');
    }
  };

  const onDelete = async (rateId: string) => {
    try {
      await deleteRate.mutateAsync({ roomId: room.id, rateId });
      showSuccess('Seasonal rate deleted');
    } catch (error) {
      showActionError(error, 'Failed to delete rate');
    }
  };

  const rates = [...room.rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));

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
          A rate replaces the base price of {formatPeso(room.basePrice)} for every night from its first to its
          last day. Saved at once.
        </p>
      </div>

      {rates.length ? (
        <ul className="grid gap-2">
          {rates.map((rate) => (
            <li
              key={rate.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-card px-3 py-2.5 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {rate.rateType}{' '}
                  <span className="font-normal text-muted-foreground">
                    · {formatPeso(rate.price)} / night
                  </span>
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
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-card px-3 py-3 text-sm text-muted-foreground">
          No seasonal rates: every night costs the base price.
        </p>
      )}

      <div className="grid gap-3 rounded-xl bg-card p-3">
        <p className="text-sm font-medium">Add a rate</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-type`} label="Rate type">
            <Input
              id={`${id}-type`}
              value={values.rateType}
              onChange={(e) => set('rateType', e.target.value)}
              placeholder="Peak season"
            />
          </Field>
          <Field id={`${id}-price`} label="Price per night (₱)">
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              placeholder="6500"
            />
          </Field>
          <Field id={`${id}-from`} label="Valid from">
            <Input
              id={`${id}-from`}
              type="date"
              value={values.validFrom}
              onChange={(e) => set('validFrom', e.target.value)}
            />
          </Field>
          <Field id={`${id}-to`} label="Valid to">
            <Input
              id={`${id}-to`}
              type="date"
              min={values.validFrom || undefined}
              value={values.validTo}
              onChange={(e) => set('validTo', e.target.value)}
            />
          </Field>
          <Field id={`${id}-description`} label="Description (optional)" className="sm:col-span-2">
            <Input
              id={`${id}-description`}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              placeholder="Holy Week and summer holidays"
            />
          </Field>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={onAdd}
          disabled={addRate.isPending}
          className="justify-self-start"
        >
          {addRate.isPending ? (
            <Spinner className="size-4" label="Adding rate" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Add Rate
        </Button>
      </div>
    </section>
  );
};
