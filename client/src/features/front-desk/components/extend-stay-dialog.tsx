// Extend Stay (spec sections 4 and 5): a later checkout for a checked-in guest. The date must be after
// the current checkout ('Please select a new checkout date' when empty); before confirming, the clerk sees
// the extra nights and what they add at the room's price (seasonal rates apply), as the server will charge.

import type { ReservationDto } from '@domain/api-types';
import { addDays, formatDay, isIsoDate, nightsBetween } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatPeso, toCentavos } from '@domain/money';
import { extendStaySchema } from '@domain/schemas/staff';
import type { StayLimits } from '@domain/stay-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus, Moon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { useRoom } from '@/features/rooms/api/get-room';
import { useStayLimits } from '@/features/site-config/api/get-site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { useExtendStay } from '../api/extend-stay';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';
import { extensionQuote, guestName } from '../lib/front-desk-view';
import { refineLongStay } from '../lib/long-stay';
import { LongStayOverride } from './long-stay-override';

const peso = (centavos: number) => formatPeso(centavos, { cents: true, fromCentavos: true });

/** The shared schema plus what only the form knows: the stay, the limits and the override's tick. */
const schemaFor = (options: {
  stay: Pick<ReservationDto, 'checkin' | 'checkout'>;
  limits: StayLimits;
  allowLongStay: boolean;
}) =>
  extendStaySchema.superRefine((value, ctx) => {
    const { checkin, checkout } = options.stay;
    if (value.newCheckout <= checkout) {
      ctx.addIssue({
        code: 'custom',
        path: ['newCheckout'],
        message: `The new checkout must be after the current checkout (${formatDay(checkout, 'long')})`,
      });
      return;
    }
    refineLongStay(ctx, {
      nights: nightsBetween(checkin, value.newCheckout),
      limits: options.limits,
      allowed: options.allowLongStay,
      reason: value.longStayReason,
      datesField: 'newCheckout',
    });
  });

type ExtendValues = z.input<typeof extendStaySchema>;

export const ExtendStayDialog = ({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: ReservationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    {open ? <ExtendStayForm reservation={reservation} onDone={() => onOpenChange(false)} /> : null}
  </Dialog>
);

const ExtendStayForm = ({ reservation, onDone }: { reservation: ReservationDto; onDone: () => void }) => {
  const extend = useExtendStay();
  const room = useRoom(reservation.roomId);
  const limits = useStayLimits();
  const [allowLongStay, setAllowLongStay] = useState(false);
  const form = useForm<ExtendValues>({
    resolver: zodResolver(schemaFor({ stay: reservation, limits, allowLongStay })),
    defaultValues: { newCheckout: '', longStayReason: '' },
  });
  const newCheckout = useWatch({ control: form.control, name: 'newCheckout' });
  const stayNights = isIsoDate(newCheckout) ? nightsBetween(reservation.checkin, newCheckout) : 0;
  const reasonError = form.formState.errors.longStayReason?.message;
  const quote = extensionQuote({ room: room.data, checkout: reservation.checkout, newCheckout });
  const error = form.formState.errors.newCheckout?.message;
  const minDate = addDays(reservation.checkout, 1);

  const onValid = async (values: ExtendValues) => {
    if (extend.isPending) return;
    try {
      await extend.mutateAsync({
        id: reservation.id,
        newCheckout: values.newCheckout,
        longStayReason: allowLongStay ? (values.longStayReason ?? '') : '',
      });
      showSuccess(ACTION_SUCCESS.extend);
      onDone();
    } catch (failure) {
      showActionError(failure, ACTION_ERROR.extend);
    }
  };

  return (
    <DialogContent
      onInteractOutside={(event) => extend.isPending && event.preventDefault()}
      onEscapeKeyDown={(event) => extend.isPending && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>Extend Stay</DialogTitle>
        <DialogDescription>
          {guestName(reservation.user)} · {reservation.room.name} · Ref {reservation.referenceCode}
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted/70 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Checked in</dt>
          <dd className="font-medium">{formatDay(reservation.checkin, 'long')}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Current checkout</dt>
          <dd className="font-medium">{formatDay(reservation.checkout, 'long')}</dd>
        </div>
      </dl>

      <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
        <Field id="extend-checkout" label="New checkout date" error={error}>
          <Input
            id="extend-checkout"
            type="date"
            min={minDate}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'extend-checkout-error' : undefined}
            {...form.register('newCheckout')}
          />
        </Field>

        {stayNights > limits.maxStayNights ? (
          <LongStayOverride
            id="extend-long-stay"
            nights={stayNights}
            maxNights={limits.maxStayNights}
            allowed={allowLongStay}
            onAllowedChange={setAllowLongStay}
            reasonInput={form.register('longStayReason')}
            reasonError={reasonError}
          />
        ) : null}

        <div
          className="grid gap-1 rounded-xl border border-primary/20 bg-secondary/60 p-3 text-sm"
          aria-live="polite"
          data-testid="extend-preview"
        >
          {quote ? (
            <>
              <p className="flex items-center gap-2 font-medium">
                <Moon className="size-4 text-primary" aria-hidden="true" />
                {quote.nights} extra {quote.nights === 1 ? 'night' : 'nights'} · new checkout{' '}
                {formatDay(newCheckout, 'long')}
              </p>
              {quote.addedCentavos === null ? (
                <p className="text-muted-foreground">
                  {room.isError
                    ? 'The added cost will be worked out at the room’s nightly rate.'
                    : 'Working out the added cost…'}
                </p>
              ) : (
                <dl className="mt-1 grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-xs text-muted-foreground">Added cost</dt>
                    <dd className="font-semibold tabular-nums text-primary">+{peso(quote.addedCentavos)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">New total</dt>
                    <dd className="font-semibold tabular-nums">
                      {peso(toCentavos(reservation.totalAmount) + quote.addedCentavos)}
                    </dd>
                  </div>
                </dl>
              )}
            </>
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground">
              <CalendarPlus className="size-4" aria-hidden="true" />
              {error === MSG.newCheckoutRequired || !newCheckout
                ? `Pick a date from ${formatDay(minDate, 'long')} to see the extra nights and their cost.`
                : 'Pick a date after the current checkout.'}
            </p>
          )}
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={extend.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={extend.isPending}>
            {extend.isPending ? (
              <>
                <Spinner className="size-4" label="Extending stay" /> Extending...
              </>
            ) : (
              'Extend Stay'
            )}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
};
