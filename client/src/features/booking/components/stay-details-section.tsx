// 'Your stay': dates (with whether their nights are free right under them), guests within the room's limits, how many of them are senior citizens or PWDs
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
import { useBookingText } from '../messages';

const Field = fieldFor<BookingFormValues>();

/** '1 Adult', '2 Adults'…: the choices of a guest count from `from` to `to`. */
const countChoices = (from: number, to: number, label: (count: number) => string) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => ({
    value: String(n),
    label: label(n),
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
  /** Whether the chosen nights are free (checking, free, taken with suggestions), shown under the dates. */
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
  const { t } = useBookingText();
  const guestFields = [
    {
      name: 'adults',
      label: t('stay.adults'),
      choices: countChoices(1, room.maxAdults, (count) => t('stay.adultChoice', { count })),
      description: t('stay.adultsLimit', { count: room.maxAdults }),
    },
    {
      name: 'kids',
      label: t('stay.kids'),
      choices: countChoices(0, room.maxKids, (count) => t('stay.kidChoice', { count })),
      description: room.maxKids ? t('stay.kidsLimit', { count: room.maxKids }) : t('stay.noKids'),
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
      <IconHeading icon={CalendarDays} title={t('stay.title')} text={t('stay.text')} />

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field
          name="checkin"
          label={t('stay.checkIn')}
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
          label={t('stay.checkOut')}
          render={(field) => (
            <Input
              type="date"
              min={checkoutMinFor(checkin, today)}
              max={checkoutMaxFor(checkin, today, limits)}
              {...field}
            />
          )}
        />
        {notice ? <div className="sm:col-span-2 has-[>:empty]:hidden">{notice}</div> : null}
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
          label={t('stay.seniors')}
          description={t('stay.seniorsHelp')}
          className="sm:col-span-2"
          render={(field) => (
            <NativeSelect
              {...field}
              options={countChoices(0, Math.max(guestCount, Number(field.value) || 0), (count) =>
                t('stay.guestChoice', { count }),
              )}
            />
          )}
        />
        <Field
          name="specialRequests"
          label={t('stay.requests')}
          description={t('stay.requestsHelp')}
          className="sm:col-span-2"
          render={(field) => <Textarea rows={3} maxLength={2000} {...field} />}
        />
      </div>
    </Card>
  );
};
