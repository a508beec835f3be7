// Walk-in step 2, 'Create Booking' (spec sections 2 and 5): room (GET /api/rooms), dates, adults (min 1,
// default 1) and kids (min 0, default 0) within the room's limits, the total prefilled with the computed
// price (the receptionist may change it), payment method including cash, transaction id and optional
// special requests. Missing fields: 'Please fill in all required fields'.

import type { ReservationDto, RoomDto, WalkInCustomerDto } from '@domain/api-types';
import { addDays, isIsoDate, nightsBetween, todayIn } from '@domain/dates';
import { formatPeso, toCentavos, toDecimalString } from '@domain/money';
import { DOWN_PAYMENT_PERCENT } from '@domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Calculator, UserRound } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { newIdempotencyKey } from '@/features/booking/lib/idempotency';
import { roomsQueryOptions } from '@/features/rooms/api/get-rooms';
import { useStayLimits } from '@/features/site-config/api/get-site-config';
import { toast } from '@/hooks/use-toast';
import { showActionError, showSuccess } from '@/lib/notify';
import { useBookForCustomer } from '../api/book-for-customer';
import { WALK_IN_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import {
  countOptions,
  DESK_PAYMENT_METHODS,
  toBookingPayload,
  type WalkInBookingOutput,
  type WalkInBookingValues,
  walkInBookingDefaults,
  walkInBookingSchema,
  walkInQuote,
} from '../lib/walk-in-form';
import { LongStayOverride } from './long-stay-override';

const peso = (centavos: number) => formatPeso(centavos, { cents: true, fromCentavos: true });
const TAKEN = 'This room is already booked for some of those nights';

const roomLabel = (room: RoomDto, taken: boolean) => {
  const guests = `up to ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'}${
    room.maxKids ? `, ${room.maxKids} ${room.maxKids === 1 ? 'kid' : 'kids'}` : ''
  }`;
  const note = room.status !== 'available' ? ` (${room.status})` : taken ? ' (booked for these dates)' : '';
  return `${room.name} · ${formatPeso(room.basePrice)}/night · ${guests}${note}`;
};

export const WalkInBookingStep = ({
  customer,
  onBack,
  onBooked,
}: {
  customer: WalkInCustomerDto;
  onBack: () => void;
  onBooked: (reservation: ReservationDto) => void;
}) => {
  const today = todayIn();
  const rooms = useQuery(roomsQueryOptions());
  const book = useBookForCustomer();
  // one key per dialog: a retry after a lost answer gets the booking already made, not a second one
  const idempotency = useRef<{ key: string; body: string } | null>(null);
  const [totalEdited, setTotalEdited] = useState(false);

  const form = useForm<WalkInBookingValues>({
    defaultValues: walkInBookingDefaults(customer.id, today, addDays(today, 1)),
  });
  const [roomId, checkin, checkout, adults, kids, allowLongStay] = useWatch({
    control: form.control,
    name: ['roomId', 'checkin', 'checkout', 'adults', 'kids', 'allowLongStay'],
  });
  const limits = useStayLimits();
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? nightsBetween(checkin, checkout) : 0;
  const { errors } = form.formState;

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

  // The total follows the computed price until the receptionist types their own.
  useEffect(() => {
    if (totalEdited) return;
    form.setValue('totalAmount', computedTotal);
  }, [computedTotal, totalEdited, form]);

  // A smaller room: keep the party within its limits.
  useEffect(() => {
    if (!room) return;
    if (Number(adults) > room.maxAdults) form.setValue('adults', String(room.maxAdults));
    if (Number(kids) > room.maxKids) form.setValue('kids', String(room.maxKids));
  }, [room, adults, kids, form]);

  const onSubmit = form.handleSubmit(async (raw) => {
    if (book.isPending) return;
    const parsed = await schema.safeParseAsync(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path[0];
        if (typeof path === 'string' && !form.getFieldState(path as keyof WalkInBookingValues).error)
          form.setError(path as keyof WalkInBookingValues, { message: issue.message });
      }
      toast({ title: 'Error', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    await submit(parsed.data);
  });

  const submit = async (values: WalkInBookingOutput) => {
    const payload = toBookingPayload(values, { allowLongStay: form.getValues('allowLongStay') });
    const body = JSON.stringify(payload);
    if (idempotency.current?.body !== body) idempotency.current = { key: newIdempotencyKey(), body };
    try {
      const reservation = await book.mutateAsync({ payload, idempotencyKey: idempotency.current.key });
      showSuccess(WALK_IN_TEXT.booked);
      onBooked(reservation);
    } catch (error) {
      showActionError(error, WALK_IN_TEXT.bookFailed);
    }
  };

  // Errors are set by onSubmit's own parse (the schema depends on live data), cleared as fields change.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const fieldProps = (name: keyof WalkInBookingValues) => {
    const id = `walk-in-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      error,
      input: {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      },
    };
  };

  const roomField = fieldProps('roomId');
  const checkinField = fieldProps('checkin');
  const checkoutField = fieldProps('checkout');
  const adultsField = fieldProps('adults');
  const kidsField = fieldProps('kids');
  const totalField = fieldProps('totalAmount');
  const methodField = fieldProps('paymentMethod');
  const transactionField = fieldProps('transactionId');
  const requestsField = fieldProps('specialRequests');
  const reasonField = fieldProps('longStayReason');
  const totalCentavos = toCentavos(useWatch({ control: form.control, name: 'totalAmount' }));
  const downPayment =
    Number.isFinite(totalCentavos) && totalCentavos > 0
      ? Math.round((totalCentavos * DOWN_PAYMENT_PERCENT) / 100)
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
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

      <Field id={roomField.id} label="Room" error={roomField.error}>
        <NativeSelect
          {...roomField.input}
          className="min-w-0 truncate"
          disabled={rooms.isLoading}
          {...form.register('roomId')}
        >
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
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={checkinField.id} label="Check-in" error={checkinField.error}>
          <Input type="date" min={today} {...checkinField.input} {...form.register('checkin')} />
        </Field>
        <Field id={checkoutField.id} label="Check-out" error={checkoutField.error}>
          <Input
            type="date"
            min={checkin ? addDays(checkin, 1) : addDays(today, 1)}
            {...checkoutField.input}
            {...form.register('checkout')}
          />
        </Field>
      </div>

      {nights > limits.maxStayNights ? (
        <LongStayOverride
          id="walk-in-long-stay"
          nights={nights}
          maxNights={limits.maxStayNights}
          allowed={allowLongStay}
          onAllowedChange={(allowed) => form.setValue('allowLongStay', allowed)}
          reasonInput={form.register('longStayReason')}
          reasonError={reasonField.error}
        />
      ) : null}

      <div className="grid grid-cols-2 gap-4">
        <Field id={adultsField.id} label="Adults" error={adultsField.error}>
          <NativeSelect {...adultsField.input} {...form.register('adults')}>
            {countOptions(1, room?.maxAdults ?? 6).map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={kidsField.id}
          label="Kids"
          error={kidsField.error}
          hint={room && room.maxKids === 0 ? 'This room does not take kids.' : undefined}
        >
          <NativeSelect {...kidsField.input} {...form.register('kids')}>
            {countOptions(0, room ? room.maxKids : 4).map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <div className="grid gap-3 rounded-xl bg-muted/70 p-4">
        <Field
          id={totalField.id}
          label="Total amount (₱)"
          error={totalField.error}
          hint={
            quote
              ? `Computed: ${peso(quote.totalCentavos)} for ${quote.nights.length} ${quote.nights.length === 1 ? 'night' : 'nights'}${totalEdited && form.getValues('totalAmount') !== computedTotal ? ' (changed by you)' : ''}.`
              : 'Choose a room and dates to compute the price.'
          }
        >
          <div className="flex gap-2">
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="bg-white"
              {...totalField.input}
              {...form.register('totalAmount', { onChange: () => setTotalEdited(true) })}
            />
            {quote && totalEdited ? (
              <Button
                variant="outline"
                className="shrink-0"
                onClick={() => {
                  setTotalEdited(false);
                  form.setValue('totalAmount', computedTotal);
                }}
              >
                <Calculator aria-hidden="true" /> Use computed
              </Button>
            ) : null}
          </div>
        </Field>
        {downPayment !== null ? (
          <p className="text-xs text-muted-foreground">
            A {DOWN_PAYMENT_PERCENT}% down payment of{' '}
            <span className="font-semibold text-foreground">{peso(downPayment)}</span> is recorded as received
            now; the rest is collected with Record Payment.
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={methodField.id} label="Payment method" error={methodField.error}>
          <NativeSelect {...methodField.input} {...form.register('paymentMethod')}>
            {DESK_PAYMENT_METHODS.map((method) => (
              <option key={method.value} value={method.value}>
                {method.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={transactionField.id}
          label="Transaction ID / Receipt number"
          error={transactionField.error}
        >
          <Input
            autoComplete="off"
            maxLength={100}
            {...transactionField.input}
            {...form.register('transactionId')}
          />
        </Field>
      </div>

      <Field id={requestsField.id} label="Special requests (optional)" error={requestsField.error}>
        <Textarea rows={3} maxLength={2000} {...requestsField.input} {...form.register('specialRequests')} />
      </Field>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={book.isPending}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? (
            <>
              <Spinner className="size-4" label="Creating booking" /> Creating...
            </>
          ) : (
            'Create Booking'
          )}
        </Button>
      </div>
    </form>
  );
};
