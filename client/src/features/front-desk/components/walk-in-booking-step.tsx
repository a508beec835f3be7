// Walk-in step 2, 'Create Booking' (spec sections 2 and 5): room (GET /api/rooms), dates, adults (min 1,
// default 1) and kids (min 0, default 0) within the room's limits, the total prefilled with the computed
// price (the receptionist may change it; the senior / PWD discount of the eligible guests is taken off it,
// shown line by line), payment method including cash, transaction id and optional
// special requests. Missing fields: 'Please fill in all required fields'.

import type { ReservationDto, RoomDto, WalkInCustomerDto } from '@domain/api-types';
import { addDays, isIsoDate, nightsBetween } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos, toDecimalString } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, discountStay, downPaymentOf } from '@domain/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Calculator, UserRound } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DayField } from '@/components/day-field';
import { DiscountLines } from '@/components/discount-lines';
import { TransactionIdField } from '@/components/payment-fields';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  fieldFor,
  toastFirstError,
} from '@/components/ui/form';
import { FormDialogBody } from '@/components/ui/form-dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { roomsQueryOptions } from '@/features/rooms';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { showActionError, showSuccess } from '@/lib/notify';
import { useBookForCustomer } from '../api/book-for-customer';
import { WALK_IN_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import {
  countOptions,
  toBookingPayload,
  type WalkInBookingOutput,
  type WalkInBookingValues,
  walkInBookingDefaults,
  walkInBookingSchema,
  walkInQuote,
} from '../lib/walk-in-form';
import { DeskPaymentMethodField } from './desk-payment-method-field';
import { LongStayOverride } from './long-stay-override';

const Field = fieldFor<WalkInBookingValues>();

const peso = (centavos: number) => formatCentavos(centavos, { cents: true });
const TAKEN = 'This room is already booked for some of those nights';

const roomLabel = (room: RoomDto, taken: boolean) => {
  const guests = `up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}${
    room.maxKids ? `, ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}` : ''
  }`;
  const note = room.status !== 'available' ? ` (${room.status})` : taken ? ' (booked for these dates)' : '';
  return `${room.name} · ${formatPesos(room.basePrice)}/night · ${guests}${note}`;
};

type WalkInSchema = ReturnType<typeof walkInBookingSchema>;

/** Errors in the order the fields appear, for the toast. */
const FIELD_ORDER = [
  'roomId',
  'checkin',
  'checkout',
  'longStayReason',
  'adults',
  'kids',
  'discountGuests',
  'totalAmount',
  'paymentMethod',
  'transactionId',
  'specialRequests',
] as const;

// FormControl hands its id and aria-* to this component: they go on to the <select>, or the
// label names nothing.
const CountSelect = ({
  field,
  from,
  to,
  ...slotted
}: ComponentProps<'select'> & { field: object; from: number; to: number }) => (
  <NativeSelect {...slotted} {...field} options={countOptions(from, to).map(String)} />
);

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
  const rooms = useQuery(roomsQueryOptions());
  const book = useBookForCustomer();
  // one key per dialog: a retry after a lost answer gets the booking already made, not a second one
  const idempotencyKeyFor = useIdempotencyKey();
  const [totalEdited, setTotalEdited] = useState(false);
  const limits = useStayLimits();

  // The schema depends on what is chosen in the form itself (rooms, dates, the override), so the
  // resolver reads the latest one; the form's values are the selects' strings, the schema coerces them.
  // (it is set below on every render, before any validation can run)
  const schemaRef = useRef<WalkInSchema | null>(null);
  const form = useForm<WalkInBookingValues, unknown, WalkInBookingOutput>({
    defaultValues: walkInBookingDefaults(customer.id, today, addDays(today, 1)),
    resolver: (values, context, options) =>
      (
        zodResolver(schemaRef.current!) as unknown as Resolver<
          WalkInBookingValues,
          unknown,
          WalkInBookingOutput
        >
      )(values, context, options),
  });
  const [roomId, checkin, checkout, adults, kids, discountGuests, allowLongStay, totalAmount] = useWatch({
    control: form.control,
    name: [
      'roomId',
      'checkin',
      'checkout',
      'adults',
      'kids',
      'discountGuests',
      'allowLongStay',
      'totalAmount',
    ],
  });
  const guestCount = (Number(adults) || 1) + (Number(kids) || 0);
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? nightsBetween(checkin, checkout) : 0;

  const room = rooms.data?.find((r) => r.id === roomId);
  const quote = walkInQuote(room, checkin, checkout);
  const computedTotal = quote ? toDecimalString(quote.totalCentavos) : '';

  // Which rooms are free for the chosen dates (the same search the Rooms page makes).
  const datesQuery =
    isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin
      ? new URLSearchParams({ checkin, checkout }).toString()
      : '';
  const free = useQuery({ ...roomsQueryOptions(datesQuery), enabled: Boolean(datesQuery) });
  const takenIds = useMemo(() => {
    if (!datesQuery || !free.data || !rooms.data) return new Set<string>();
    const freeIds = new Set(free.data.map((r) => r.id));
    return new Set(rooms.data.filter((r) => r.status === 'available' && !freeIds.has(r.id)).map((r) => r.id));
  }, [datesQuery, free.data, rooms.data]);

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

  const onValid = async (values: WalkInBookingOutput) => {
    const payload = toBookingPayload(values, { allowLongStay: form.getValues('allowLongStay') });
    try {
      const reservation = await book.mutateAsync({ payload, idempotencyKey: idempotencyKeyFor(payload) });
      showSuccess(WALK_IN_TEXT.booked);
      onBooked(reservation);
    } catch (error) {
      showActionError(error, WALK_IN_TEXT.bookFailed);
    }
  };

  const regularCentavos = toCentavos(totalAmount);
  // what the server will charge: the entered price less the senior / PWD discount
  const bill =
    Number.isFinite(regularCentavos) && regularCentavos > 0
      ? discountStay({ regularCentavos, guests: guestCount, eligibleGuests: Number(discountGuests) || 0 })
      : null;
  const downPayment = bill ? downPaymentOf(bill.totalCentavos) : null;
  const totalHint = quote
    ? `Computed: ${peso(quote.totalCentavos)} for ${quote.nights.length} ${quote.nights.length === 1 ? 'night' : 'nights'}${totalEdited && totalAmount !== computedTotal ? ' (changed by you)' : ''}.`
    : 'Choose a room and dates to compute the price.';

  return (
    <FormDialogBody
      form={form}
      onValid={onValid}
      onInvalid={toastFirstError<WalkInBookingValues>(FIELD_ORDER)}
      idPrefix="walk-in"
      aside={steps}
      title="Create Booking"
      description="Step 2 of 2: choose the room and dates and take the payment."
      formClassName="gap-5 grid-cols-[minmax(0,1fr)]"
      submitLabel="Create Booking"
      pendingLabel="Creating..."
      pending={book.isPending}
      cancelLabel={
        <>
          <ArrowLeft aria-hidden="true" /> Back
        </>
      }
      onCancel={onBack}
    >
      <div className="flex items-center gap-3 rounded-xl border border-primary/20 bg-secondary/60 p-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-primary">
          <UserRound className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{guestName(customer)}</p>
          <p className="truncate text-muted-foreground">{customer.email}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onBack} disabled={book.isPending}>
          <ArrowLeft aria-hidden="true" /> Change
        </Button>
      </div>

      <Field
        name="roomId"
        label="Room"
        render={(field) => (
          <NativeSelect {...field} className="min-w-0 truncate" disabled={rooms.isLoading}>
            <option value="">
              {rooms.isLoading
                ? 'Loading rooms…'
                : rooms.isError
                  ? 'Rooms could not be loaded'
                  : 'Select a room'}
            </option>
            {rooms.data?.map((r) => (
              <option key={r.id} value={r.id} disabled={r.status !== 'available' || takenIds.has(r.id)}>
                {roomLabel(r, takenIds.has(r.id))}
              </option>
            ))}
          </NativeSelect>
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <DayField name="checkin" label="Check-in" min={today} />
        <DayField name="checkout" label="Check-out" min={checkin ? addDays(checkin, 1) : addDays(today, 1)} />
      </div>

      <LongStayOverride nights={nights} maxNights={limits.maxStayNights} />

      <div className="grid grid-cols-2 gap-4">
        <Field
          name="adults"
          label="Adults"
          render={(field) => <CountSelect field={field} from={1} to={room?.maxAdults ?? 6} />}
        />
        <Field
          name="kids"
          label="Kids"
          description={room && room.maxKids === 0 ? 'This room does not take kids.' : undefined}
          render={(field) => <CountSelect field={field} from={0} to={room ? room.maxKids : 4} />}
        />
        <Field
          name="discountGuests"
          label="Senior citizens or PWDs"
          description="20% off and no VAT on their share; record their IDs at check-in."
          className="col-span-2"
          render={(field) => (
            <CountSelect field={field} from={0} to={Math.max(guestCount, Number(field.value) || 0)} />
          )}
        />
      </div>

      <div className="grid gap-3 rounded-xl bg-muted/70 p-4">
        <FormField
          control={form.control}
          name="totalAmount"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Total amount (₱)</FormLabel>
              <div className="flex gap-2">
                <FormControl>
                  <Input
                    {...field}
                    onChange={(event) => {
                      setTotalEdited(true);
                      field.onChange(event);
                    }}
                    inputMode="decimal"
                    autoComplete="off"
                    className="bg-white"
                  />
                </FormControl>
                {quote && totalEdited ? (
                  <Button
                    variant="outline"
                    className="shrink-0"
                    onClick={() => {
                      setTotalEdited(false);
                      form.setValue('totalAmount', computedTotal, {
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }}
                  >
                    <Calculator aria-hidden="true" /> Use computed
                  </Button>
                ) : null}
              </div>
              <FormDescription>{totalHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {bill && bill.discountCentavos > 0 ? (
          <dl className="grid gap-1 text-sm" data-testid="walk-in-discount">
            <DiscountLines bill={bill} />
            <div className="flex items-baseline justify-between gap-3 font-semibold">
              <dt>To pay</dt>
              <dd className="tabular-nums">{peso(bill.totalCentavos)}</dd>
            </div>
          </dl>
        ) : null}
        {downPayment !== null ? (
          <p className="text-xs text-muted-foreground">
            A {DOWN_PAYMENT_PERCENT}% down payment of{' '}
            <span className="font-semibold text-foreground">{peso(downPayment)}</span> is recorded as received
            now; the rest is collected with Record Payment.
          </p>
        ) : null}
      </div>

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
