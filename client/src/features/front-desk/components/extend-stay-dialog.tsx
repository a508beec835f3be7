// Extend Stay (spec sections 4 and 5): a later checkout for a checked-in guest. The date must be after
// the current checkout ('Please select a new checkout date' when empty); before confirming, the clerk sees
// the extra nights and what they add at the room's price (seasonal rates apply) with the booking's nightly
// extras (breakfast) for the added nights, as the server will charge.

import type { ReservationDto } from '@domain/api-types';
import { addDays, formatDay, isIsoDate, nightsBetween } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatCentavos, toCentavos } from '@domain/money';
import { extendStaySchema } from '@domain/schemas/staff';
import type { StayLimits } from '@domain/stay-limits';
import { CalendarPlus, Moon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DayField } from '@/components/day-field';
import { DialogFacts, type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useReservationAddOns } from '@/features/add-ons';
import { useRoom } from '@/features/rooms';
import { useStayLimits } from '@/features/site-config';
import { useZodForm } from '@/hooks/use-zod-form';
import { showSuccess } from '@/lib/notify';
import { useExtendStay } from '../api/extend-stay';
import { ACTION_ERROR, ACTION_SUCCESS } from '../lib/action-messages';
import { extensionQuote, guestName } from '../lib/front-desk-view';
import { refineLongStay } from '../lib/long-stay';
import { LongStayOverride } from './long-stay-override';

const peso = (centavos: number) => formatCentavos(centavos, { cents: true });

/** The shared schema plus what only the form knows: the stay, the limits and the override's tick. */
const schemaFor = (options: { stay: Pick<ReservationDto, 'checkin' | 'checkout'>; limits: StayLimits }) =>
  extendStaySchema.extend({ allowLongStay: z.boolean() }).superRefine((value, ctx) => {
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
      allowed: value.allowLongStay,
      reason: value.longStayReason,
      datesField: 'newCheckout',
    });
  });

type ExtendSchema = ReturnType<typeof schemaFor>;
type ExtendOutput = z.output<ExtendSchema>;
/** A stay and its room: a day visit has no room and no nights to add (it is never extended). */
type DialogProps = DialogState & { reservation: ReservationDto; room: { id: string; name: string } };

type ExtensionPreviewProps = {
  quote: ReturnType<typeof extensionQuote>;
  newCheckout: string;
  minDate: string;
  totalAmount: string;
  roomFailed: boolean;
  error: string | undefined;
};

/** The extra nights and what they add, or what date to pick to see them. */
const ExtensionPreview = ({
  quote,
  newCheckout,
  minDate,
  totalAmount,
  roomFailed,
  error,
}: ExtensionPreviewProps) => (
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
            {roomFailed
              ? 'The added cost will be worked out at the room’s nightly rate.'
              : 'Working out the added cost…'}
          </p>
        ) : (
          <dl className="mt-1 grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs text-muted-foreground">Added cost</dt>
              <dd className="font-semibold tabular-nums text-primary">+{peso(quote.addedCentavos)}</dd>
              {quote.extrasCentavos > 0 ? (
                <dd className="text-xs text-muted-foreground">
                  incl. {peso(quote.extrasCentavos)} of nightly extras
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">New total</dt>
              <dd className="font-semibold tabular-nums">
                {peso(toCentavos(totalAmount) + quote.addedCentavos)}
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
);

const ExtendStayForm = ({ reservation, room: stayRoom, ...dialog }: DialogProps) => {
  const extend = useExtendStay();
  const room = useRoom(stayRoom.id);
  const limits = useStayLimits();
  const form = useZodForm(schemaFor({ stay: reservation, limits }), {
    defaultValues: { newCheckout: '', longStayReason: '', allowLongStay: false },
  });
  const newCheckout = useWatch({ control: form.control, name: 'newCheckout' });
  const stayNights = isIsoDate(newCheckout) ? nightsBetween(reservation.checkin, newCheckout) : 0;
  // a booking with extras: its nightly ones (breakfast) repeat for the added nights, as the server adds them
  const hasExtras = toCentavos(reservation.addOnAmount) > 0;
  const addOns = useReservationAddOns(reservation.id, { enabled: hasExtras });
  const quote = extensionQuote({
    room: room.data,
    party: { adults: reservation.adults, kids: reservation.kids },
    checkout: reservation.checkout,
    newCheckout,
    lines: hasExtras
      ? addOns.data?.map((line) => ({
          unit: line.unit,
          quantity: line.quantity,
          unitPriceCentavos: toCentavos(line.unitPrice),
          removed: line.removedAt !== null,
        }))
      : [],
  });
  const error = form.formState.errors.newCheckout?.message;
  const minDate = addDays(reservation.checkout, 1);

  const send = (values: ExtendOutput) =>
    extend.mutateAsync({
      id: reservation.id,
      newCheckout: values.newCheckout,
      longStayReason: values.allowLongStay ? values.longStayReason : '',
    });

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={send}
      onSent={() => showSuccess(ACTION_SUCCESS.extend)}
      failure={ACTION_ERROR.extend}
      idPrefix="extend"
      title="Extend Stay"
      description={`${guestName(reservation.user)} · ${stayRoom.name} · Ref ${reservation.referenceCode}`}
      summary={
        <DialogFacts
          className="grid-cols-2"
          facts={[
            {
              label: 'Checked in',
              value: formatDay(reservation.checkin, 'long'),
              valueClassName: 'font-medium',
            },
            {
              label: 'Current checkout',
              value: formatDay(reservation.checkout, 'long'),
              valueClassName: 'font-medium',
            },
          ]}
        />
      }
      submitLabel="Extend Stay"
      pendingLabel="Extending..."
      pending={extend.isPending}
    >
      <DayField name="newCheckout" label="New checkout date" min={minDate} />
      <LongStayOverride nights={stayNights} maxNights={limits.maxStayNights} />
      <ExtensionPreview
        quote={quote}
        newCheckout={newCheckout}
        minDate={minDate}
        totalAmount={reservation.totalAmount}
        roomFailed={room.isError}
        error={error}
      />
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with an empty date. */
export const ExtendStayDialog = mountedWhileOpen(ExtendStayForm);
