// Walk-in step 2, 'Create Booking' (spec sections 2 and 5): room (GET /api/rooms), dates, adults (min 1,
// default 1) and kids (min 0, default 0) within the room's limits, the total prefilled with the computed
// price (the receptionist may change it; the senior / PWD discount of the eligible guests is taken off it,
// shown line by line), payment method including cash, transaction id and optional
// special requests. Missing fields: 'Please fill in all required fields'.

import type { ReservationDto, WalkInCustomerDto } from '@domain/api-types';
import { addDays, nightsBetween } from '@domain/dates';
import { toDecimalString } from '@domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { TransactionIdField } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { FormDialogBody } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/input';
import {
  hasNights,
  StayFields,
  type StayFieldsText,
  useBookingSubmit,
  useStayQuote,
} from '@/features/booking';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { useWalkInBooking } from '../api/walk-in-booking';
import { WALK_IN_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import {
  toBookingPayload,
  WALK_IN_FIELD_ORDER,
  type WalkInBookingOutput,
  type WalkInBookingValues,
  walkInBookingDefaults,
  walkInBookingSchema,
} from '../lib/walk-in-form';
import { DeskPaymentMethodField } from './desk-payment-method-field';
import { LongStayOverride } from './long-stay-override';
import { useWalkInRooms, WalkInRoomField } from './walk-in-room-field';
import { WalkInTotalField } from './walk-in-total-field';

const Field = fieldFor<WalkInBookingValues>();
const TAKEN = 'This room is already booked for some of those nights';

type WalkInSchema = ReturnType<typeof walkInBookingSchema>;

const stayText = (kidsTaken: boolean): StayFieldsText => ({
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  adults: 'Adults',
  kids: 'Kids',
  discountGuests: 'Senior citizens or PWDs',
  kidsHelp: kidsTaken ? undefined : 'This room does not take kids.',
  discountGuestsHelp: '20% off and no VAT on their share; record their IDs at check-in.',
});

/**
 * The form, whose schema depends on what is chosen in it (rooms, dates, the override): the resolver
 * reads the latest one; the form's values are the selects' strings, the schema coerces them.
 */
const useWalkInForm = (customerId: string, today: string) => {
  // set on every render, before any validation can run
  const schemaRef = useRef<WalkInSchema | null>(null);
  const form = useForm<WalkInBookingValues, unknown, WalkInBookingOutput>({
    defaultValues: walkInBookingDefaults(customerId, today, addDays(today, 1)),
    resolver: (values, context, options) =>
      (
        zodResolver(schemaRef.current!) as unknown as Resolver<
          WalkInBookingValues,
          unknown,
          WalkInBookingOutput
        >
      )(values, context, options),
  });
  const [roomId, checkin, checkout, adults, kids, discountGuests, allowLongStay] = useWatch({
    control: form.control,
    name: ['roomId', 'checkin', 'checkout', 'adults', 'kids', 'discountGuests', 'allowLongStay'],
  });
  return {
    form,
    schemaRef,
    roomId,
    allowLongStay,
    stay: { checkin, checkout, adults, kids, discountGuests },
  };
};

/** Who the booking is for, with the way back to step 1. */
const CustomerBanner = ({
  customer,
  onChange,
  disabled,
}: {
  customer: WalkInCustomerDto;
  onChange: () => void;
  disabled: boolean;
}) => (
  <div className="flex items-center gap-3 rounded-xl border border-primary/20 bg-secondary/60 p-3">
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-primary">
      <UserRound className="size-4" aria-hidden="true" />
    </span>
    <div className="min-w-0 flex-1 text-sm">
      <p className="font-semibold">{guestName(customer)}</p>
      <p className="truncate text-muted-foreground">{customer.email}</p>
    </div>
    <Button size="sm" variant="ghost" onClick={onChange} disabled={disabled}>
      <ArrowLeft aria-hidden="true" /> Change
    </Button>
  </div>
);

/**
 * What the choices in the form bring: the rooms (which are booked for the dates), the chosen room's
 * computed price (the total follows it until the receptionist types their own), its guest limits, and
 * the schema the resolver reads.
 */
const useWalkInChoices = ({
  form,
  schemaRef,
  stay,
  roomId,
  allowLongStay,
  totalEdited,
}: ReturnType<typeof useWalkInForm> & { totalEdited: boolean }) => {
  const { today } = useResortClock();
  const limits = useStayLimits();
  const { checkin, checkout, adults, kids } = stay;
  const { rooms, takenIds } = useWalkInRooms(checkin, checkout);
  const room = rooms.data?.find((r) => r.id === roomId);
  const quote = useStayQuote(room, stay);
  const computed = quote
    ? {
        centavos: quote.bill.regularCentavos,
        total: toDecimalString(quote.bill.regularCentavos),
        nights: quote.nights.length,
        extraCentavos: quote.extraGuests.totalCentavos,
      }
    : null;
  const computedTotal = computed?.total ?? '';

  // The domain's booking schema plus what only the desk knows (today, rooms, limits, the override).
  const schema = useMemo(
    () =>
      walkInBookingSchema({ today, rooms: rooms.data ?? [], limits, allowLongStay }).superRefine(
        (booking, ctx) => {
          if (takenIds.has(booking.roomId))
            ctx.addIssue({ code: 'custom', path: ['roomId'], message: TAKEN });
        },
      ),
    [today, rooms.data, takenIds, limits, allowLongStay],
  );
  schemaRef.current = schema;

  // The total follows the computed price until the receptionist types their own; after a submit
  // it is checked again, so a 'required' message goes once the price is there.
  useEffect(() => {
    if (totalEdited) return;
    form.setValue('totalAmount', computedTotal, { shouldValidate: form.formState.isSubmitted });
  }, [computedTotal, totalEdited, form]);

  // A smaller room: keep the party within its limits.
  useEffect(() => {
    if (!room) return;
    if (Number(adults) > room.maxAdults) form.setValue('adults', String(room.maxAdults));
    if (Number(kids) > room.maxKids) form.setValue('kids', String(room.maxKids));
  }, [room, adults, kids, form]);

  return { rooms, takenIds, room, computed };
};

/** Sends the walk-in booking; the server's messages for the form's fields show beside them. */
const useWalkInSubmit = (
  setError: UseFormSetError<WalkInBookingValues>,
  onBooked: (reservation: ReservationDto) => void,
) => {
  const book = useWalkInBooking();
  return useBookingSubmit({
    send: (payload: ReturnType<typeof toBookingPayload>, idempotencyKey) =>
      book.mutateAsync({ payload, idempotencyKey }),
    fields: WALK_IN_FIELD_ORDER,
    setError,
    onBooked: (reservation) => {
      showSuccess(WALK_IN_TEXT.booked);
      onBooked(reservation);
    },
    onFailed: (error) => showActionError(error, WALK_IN_TEXT.bookFailed),
  });
};

export const WalkInBookingStep = ({
  steps,
  customer,
  onBack,
  onBooked,
}: {
  /** The dialog's step indicator. */
  steps: ReactNode;
  customer: WalkInCustomerDto;
  onBack: () => void;
  onBooked: (reservation: ReservationDto) => void;
}) => {
  const { today } = useResortClock();
  const limits = useStayLimits();
  const [totalEdited, setTotalEdited] = useState(false);
  const walkIn = useWalkInForm(customer.id, today);
  const { form, allowLongStay, stay } = walkIn;
  const { checkin, checkout } = stay;
  const { rooms, takenIds, room, computed } = useWalkInChoices({ ...walkIn, totalEdited });

  const booking = useWalkInSubmit(form.setError, onBooked);
  const nights = hasNights(checkin, checkout) ? nightsBetween(checkin, checkout) : 0;

  return (
    <FormDialogBody
      form={form}
      onValid={(values) => booking.submit(toBookingPayload(values, { allowLongStay }))}
      onInvalid={toastFirstError<WalkInBookingValues>(WALK_IN_FIELD_ORDER)}
      idPrefix="walk-in"
      aside={steps}
      title="Create Booking"
      description="Step 2 of 2: choose the room and dates and take the payment."
      formClassName="gap-5 grid-cols-[minmax(0,1fr)]"
      submitLabel="Create Booking"
      pendingLabel="Creating..."
      pending={booking.pending}
      cancelLabel={
        <>
          <ArrowLeft aria-hidden="true" /> Back
        </>
      }
      onCancel={onBack}
    >
      <CustomerBanner customer={customer} onChange={onBack} disabled={booking.pending} />

      <WalkInRoomField rooms={rooms} takenIds={takenIds} />

      <StayFields
        text={stayText(!room || room.maxKids > 0)}
        maxAdults={room?.maxAdults ?? 6}
        maxKids={room ? room.maxKids : 4}
        checkinBounds={{ min: today }}
        checkoutBounds={{ min: checkin ? addDays(checkin, 1) : addDays(today, 1) }}
        afterDates={<LongStayOverride nights={nights} maxNights={limits.maxStayNights} />}
      />

      <WalkInTotalField computed={computed} edited={totalEdited} onEdited={setTotalEdited} />

      <div className="grid gap-4 sm:grid-cols-2">
        <DeskPaymentMethodField />
        <TransactionIdField label="Transaction ID / Receipt number" />
      </div>

      <Field
        name="specialRequests"
        label="Special requests (optional)"
        render={(field) => <Textarea {...field} rows={3} maxLength={2000} />}
      />
    </FormDialogBody>
  );
};
