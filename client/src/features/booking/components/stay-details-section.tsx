// 'Your stay': dates, guests within the room's limits, how many of them are senior citizens or PWDs
// (their discount shows in the summary at once), and special requests.

import type { RoomDto } from '@domain/api-types';
import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { fieldFor } from '@/components/ui/form';
import { IconHeading } from '@/components/ui/icon-badge';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { adjustCheckout } from '@/features/rooms';
import { type BookingFormValues, checkoutMaxFor, checkoutMinFor } from '../lib/booking-form';

const Field = fieldFor<BookingFormValues>();

/** '1 Adult', '2 Adults'…: the choices of a guest count from `from` to `to`. */
const countChoices = (from: number, to: number, [one, many]: readonly [string, string]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => ({
    value: String(n),
    label: `${n} ${n === 1 ? one : many}`,
  }));

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
    watch,
    setValue,
    getValues,
    formState: { isSubmitted },
  } = useFormContext<BookingFormValues>();
  const [checkin, adults, kids] = watch(['checkin', 'adults', 'kids']);
  const guestCount = (Number(adults) || 1) + (Number(kids) || 0);
  const guestFields = [
    {
      name: 'adults',
      label: 'Adults',
      choices: countChoices(1, room.maxAdults, ['Adult', 'Adults']),
      description: `This room takes up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}`,
    },
    {
      name: 'kids',
      label: 'Kids',
      choices: countChoices(0, room.maxKids, ['Kid', 'Kids']),
      description: room.maxKids
        ? `Up to ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}`
        : 'This room does not take kids',
    },
  ] as const;

  /** A new check-in moves a check-out that no longer follows it. */
  const followCheckin = (checkinValue: string) => {
    const next = adjustCheckout(checkinValue, getValues('checkout'));
    if (next !== getValues('checkout'))
      setValue('checkout', next, { shouldValidate: isSubmitted, shouldDirty: true });
  };

  return (
    <Card className="p-5 sm:p-6">
      <IconHeading
        icon={CalendarDays}
        title="Your stay"
        text="Nights run from check-in day to check-out day."
      />

      {notice}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field
          name="checkin"
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
        <Field
          name="checkout"
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
          <Field
            key={guests.name}
            name={guests.name}
            label={guests.label}
            description={guests.description}
            render={(field) => <NativeSelect {...field} options={guests.choices} />}
          />
        ))}
        <Field
          name="discountGuests"
          label="Senior citizens or PWDs"
          description="20% off and no VAT on their share of the room (RA 9994, RA 10754). Bring each one's OSCA or PWD ID to check-in."
          className="sm:col-span-2"
          render={(field) => (
            <NativeSelect
              {...field}
              options={countChoices(0, Math.max(guestCount, Number(field.value) || 0), ['guest', 'guests'])}
            />
          )}
        />
        <Field
          name="specialRequests"
          label="Special requests (optional)"
          description="Early arrival, a baby cot, dietary needs, a celebration… we'll do our best."
          className="sm:col-span-2"
          render={(field) => <Textarea rows={3} maxLength={2000} {...field} />}
        />
      </div>
    </Card>
  );
};
