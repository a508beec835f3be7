// 'Your stay': dates, guests within the room's limits, and special requests.

import type { RoomDto } from '@domain/api-types';
import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { FormFieldItem } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import {
  type BookingFormValues,
  checkoutAfterCheckinChange,
  checkoutMaxFor,
  checkoutMinFor,
} from '../lib/booking-form';

// Each control's id is its field name ('checkin', …): the page scrolls to #checkin.
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
    control,
    watch,
    setValue,
    getValues,
    formState: { isSubmitted },
  } = useFormContext<BookingFormValues>();
  const checkin = watch('checkin');
  const guestFields = [
    {
      name: 'adults',
      label: 'Adults',
      one: 'Adult',
      choices: Array.from({ length: room.maxAdults }, (_, i) => i + 1),
      description: `This room takes up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}`,
    },
    {
      name: 'kids',
      label: 'Kids',
      one: 'Kid',
      choices: Array.from({ length: room.maxKids + 1 }, (_, i) => i),
      description: room.maxKids
        ? `Up to ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}`
        : 'This room does not take kids',
    },
  ] as const;

  /** A new check-in moves a check-out that no longer follows it. */
  const followCheckin = (checkinValue: string) => {
    const next = checkoutAfterCheckinChange(checkinValue, getValues('checkout'));
    if (next !== getValues('checkout'))
      setValue('checkout', next, { shouldValidate: isSubmitted, shouldDirty: true });
  };

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
        <FormFieldItem
          control={control}
          name="checkin"
          id="checkin"
          label="Check-in"
          render={(field) => (
            <Input
              type="date"
              min={today}
              max={lastBookableCheckin(today, limits)}
              {...field}
              onChange={(event) => {
                field.onChange(event);
                followCheckin(event.target.value);
              }}
            />
          )}
        />
        <FormFieldItem
          control={control}
          name="checkout"
          id="checkout"
          label="Check-out"
          render={(field) => (
            <Input
              type="date"
              min={checkoutMinFor(checkin, today)}
              max={checkoutMaxFor(checkin, today, limits)}
              {...field}
            />
          )}
        />
        {guestFields.map((guests) => (
          <FormFieldItem
            key={guests.name}
            control={control}
            name={guests.name}
            id={guests.name}
            label={guests.label}
            description={guests.description}
            render={(field) => (
              <NativeSelect {...field}>
                {guests.choices.map((n) => (
                  <option key={n} value={String(n)}>
                    {n} {n === 1 ? guests.one : guests.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        ))}
        <FormFieldItem
          control={control}
          name="specialRequests"
          id="specialRequests"
          label="Special requests (optional)"
          description="Early arrival, a baby cot, dietary needs, a celebration… we'll do our best."
          className="sm:col-span-2"
          render={(field) => <Textarea rows={3} maxLength={2000} {...field} />}
        />
      </div>
    </Card>
  );
};
