// A stay's fields, shared by the booking page and the walk-in dialog: check-in and check-out (a new
// check-in moves a check-out that no longer follows it), then whatever the screen shows about the dates
// (`afterDates`: whether the nights are free, the long-stay override), adults and kids within the
// room's limits, and how many guests are senior citizens or PWDs. Each screen brings its own words.

import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldFor } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { adjustCheckout } from '@/features/rooms';
import { countChoices, partyOf, type StayValues } from './stay-values';

const Field = fieldFor<StayValues>();

export type StayFieldsText = {
  checkIn: string;
  checkOut: string;
  adults: string;
  kids: string;
  discountGuests: string;
  adultsHelp?: string;
  kidsHelp?: string;
  discountGuestsHelp: string;
  /** A choice's words ('2 Adults'); the number itself when not given. */
  adultChoice?: (count: number) => string;
  kidChoice?: (count: number) => string;
  guestChoice?: (count: number) => string;
};

/** A new check-in moves a check-out that no longer follows it. */
const useFollowCheckin = () => {
  const { setValue, getValues, formState } = useFormContext<StayValues>();
  return (checkin: string) => {
    const next = adjustCheckout(checkin, getValues('checkout'));
    if (next !== getValues('checkout'))
      setValue('checkout', next, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };
};

export const StayFields = ({
  text,
  maxAdults,
  maxKids,
  checkinBounds,
  checkoutBounds,
  afterDates,
  children,
}: {
  text: StayFieldsText;
  maxAdults: number;
  maxKids: number;
  checkinBounds: { min: string; max?: string };
  checkoutBounds: { min: string; max?: string };
  afterDates?: ReactNode;
  /** Fields after the stay's own (special requests). */
  children?: ReactNode;
}) => {
  const { control } = useFormContext<StayValues>();
  const [adults, kids] = useWatch({ control, name: ['adults', 'kids'] });
  const { guests } = partyOf({ adults, kids, discountGuests: '0' });
  const followCheckin = useFollowCheckin();

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Field
        name="checkin"
        label={text.checkIn}
        render={(field) => (
          <Input
            type="date"
            {...checkinBounds}
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
        label={text.checkOut}
        render={(field) => <Input type="date" {...checkoutBounds} {...field} />}
      />
      {afterDates ? (
        <div className="sm:col-span-2 empty:hidden has-[>:empty]:hidden">{afterDates}</div>
      ) : null}
      <Field
        name="adults"
        label={text.adults}
        description={text.adultsHelp}
        render={(field) => <NativeSelect {...field} options={countChoices(1, maxAdults, text.adultChoice)} />}
      />
      <Field
        name="kids"
        label={text.kids}
        description={text.kidsHelp}
        render={(field) => <NativeSelect {...field} options={countChoices(0, maxKids, text.kidChoice)} />}
      />
      <Field
        name="discountGuests"
        label={text.discountGuests}
        description={text.discountGuestsHelp}
        className="sm:col-span-2"
        render={(field) => (
          <NativeSelect
            {...field}
            options={countChoices(0, Math.max(guests, Number(field.value) || 0), text.guestChoice)}
          />
        )}
      />
      {children}
    </div>
  );
};
