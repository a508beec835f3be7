// 'Your stay': dates, guests within the room's limits, and special requests.

import type { RoomDto } from '@domain/api-types';
import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/input';
import {
  type BookingFormValues,
  checkoutAfterCheckinChange,
  checkoutMaxFor,
  checkoutMinFor,
} from '../lib/booking-form';

const describedBy = (id: string, error: string | undefined, hint?: boolean) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export const StayDetailsSection = ({
  room,
  today,
  limits,
  notice,
}: {
  room: RoomDto;
  today: string;
  limits: StayLimits;
  /** The 'dates were just taken' panel, shown above the dates. */
  notice?: ReactNode;
}) => {
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useFormContext<BookingFormValues>();
  const checkin = watch('checkin');
  const adultChoices = Array.from({ length: room.maxAdults }, (_, i) => i + 1);
  const kidChoices = Array.from({ length: room.maxKids + 1 }, (_, i) => i);

  const checkinField = register('checkin', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = checkoutAfterCheckinChange(event.target.value, getValues('checkout'));
      if (next !== getValues('checkout'))
        setValue('checkout', next, { shouldValidate: isSubmitted, shouldDirty: true });
    },
  });

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
          <CalendarDays className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-xl font-semibold">Your stay</h2>
          <p className="text-sm text-muted-foreground">Nights run from check-in day to check-out day.</p>
        </div>
      </div>

      {notice}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field id="checkin" label="Check-in" error={errors.checkin?.message}>
          <Input
            id="checkin"
            type="date"
            min={today}
            max={lastBookableCheckin(today, limits)}
            aria-invalid={Boolean(errors.checkin)}
            aria-describedby={describedBy('checkin', errors.checkin?.message)}
            {...checkinField}
          />
        </Field>
        <Field id="checkout" label="Check-out" error={errors.checkout?.message}>
          <Input
            id="checkout"
            type="date"
            min={checkoutMinFor(checkin, today)}
            max={checkoutMaxFor(checkin, today, limits)}
            aria-invalid={Boolean(errors.checkout)}
            aria-describedby={describedBy('checkout', errors.checkout?.message)}
            {...register('checkout')}
          />
        </Field>
        <Field
          id="adults"
          label="Adults"
          error={errors.adults?.message}
          hint={`This room takes up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}`}
        >
          <NativeSelect
            id="adults"
            aria-invalid={Boolean(errors.adults)}
            aria-describedby={describedBy('adults', errors.adults?.message, true)}
            {...register('adults')}
          >
            {adultChoices.map((n) => (
              <option key={n} value={String(n)}>
                {n} {n === 1 ? 'Adult' : 'Adults'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="kids"
          label="Kids"
          error={errors.kids?.message}
          hint={
            room.maxKids
              ? `Up to ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}`
              : 'This room does not take kids'
          }
        >
          <NativeSelect
            id="kids"
            aria-invalid={Boolean(errors.kids)}
            aria-describedby={describedBy('kids', errors.kids?.message, true)}
            {...register('kids')}
          >
            {kidChoices.map((n) => (
              <option key={n} value={String(n)}>
                {n} {n === 1 ? 'Kid' : 'Kids'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="specialRequests"
          label="Special requests (optional)"
          error={errors.specialRequests?.message}
          hint="Early arrival, a baby cot, dietary needs, a celebration… we'll do our best."
          className="sm:col-span-2"
        >
          <Textarea
            id="specialRequests"
            rows={3}
            maxLength={2000}
            aria-invalid={Boolean(errors.specialRequests)}
            aria-describedby={describedBy('specialRequests', errors.specialRequests?.message, true)}
            {...register('specialRequests')}
          />
        </Field>
      </div>
    </Card>
  );
};
