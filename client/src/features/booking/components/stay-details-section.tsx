// 'Your stay': dates (with whether their nights are free right under them), guests within the room's limits, how many of them are senior citizens or PWDs
// (their discount shows in the summary at once), and special requests.

import type { RoomDto } from '@domain/api-types';
import { lastBookableCheckin, type StayLimits } from '@domain/stay-limits';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { fieldFor } from '@/components/ui/form';
import { IconHeading } from '@/components/ui/icon-badge';
import { Textarea } from '@/components/ui/input';
import type { BookingFormValues } from '../lib/booking-form';
import { type Translate, useBookingText } from '../messages';
import { StayFields, type StayFieldsText } from '../stay/stay-fields';
import { checkoutMaxFor, checkoutMinFor } from '../stay/stay-values';

const Field = fieldFor<BookingFormValues>();

const stayText = (t: Translate, room: RoomDto): StayFieldsText => ({
  checkIn: t('stay.checkIn'),
  checkOut: t('stay.checkOut'),
  adults: t('stay.adults'),
  kids: t('stay.kids'),
  discountGuests: t('stay.seniors'),
  adultsHelp: t('stay.adultsLimit', { count: room.maxAdults }),
  kidsHelp: room.maxKids ? t('stay.kidsLimit', { count: room.maxKids }) : t('stay.noKids'),
  discountGuestsHelp: t('stay.seniorsHelp'),
  adultChoice: (count) => t('stay.adultChoice', { count }),
  kidChoice: (count) => t('stay.kidChoice', { count }),
  guestChoice: (count) => t('stay.guestChoice', { count }),
});

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
  const { control } = useFormContext<BookingFormValues>();
  const checkin = useWatch({ control, name: 'checkin' });
  const { t } = useBookingText();

  return (
    <Card className="p-5 sm:p-6">
      <IconHeading icon={CalendarDays} title={t('stay.title')} text={t('stay.text')} />
      <div className="mt-5">
        <StayFields
          text={stayText(t, room)}
          maxAdults={room.maxAdults}
          maxKids={room.maxKids}
          checkinBounds={{ min: today, max: lastBookableCheckin(today, limits) }}
          checkoutBounds={{
            min: checkoutMinFor(checkin, today),
            max: checkoutMaxFor(checkin, today, limits),
          }}
          afterDates={notice}
        >
          <Field
            name="specialRequests"
            label={t('stay.requests')}
            description={t('stay.requestsHelp')}
            className="sm:col-span-2"
            render={(field) => <Textarea rows={3} maxLength={2000} {...field} />}
          />
        </StayFields>
      </div>
    </Card>
  );
};
