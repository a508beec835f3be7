// The walk-in's total: prefilled with the computed price until the receptionist types their own (then
// 'Use computed' brings it back), the senior / PWD discount taken off the entered price line by line,
// and the down payment recorded as received now.

import { formatCentavos, toCentavos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, discountStay, downPaymentOf } from '@domain/pricing';
import { Calculator } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DiscountLines } from '@/components/discount-lines';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { partyOf } from '@/features/booking';
import type { WalkInBookingValues } from '../lib/walk-in-form';

const peso = (centavos: number) => formatCentavos(centavos, { cents: true });

/** What the server will charge for the entered total: the price less the senior / PWD discount. */
const useEnteredBill = () => {
  const { control } = useFormContext<WalkInBookingValues>();
  const [totalAmount, adults, kids, discountGuests] = useWatch({
    control,
    name: ['totalAmount', 'adults', 'kids', 'discountGuests'],
  });
  const party = partyOf({ adults, kids, discountGuests });
  const regularCentavos = toCentavos(totalAmount);
  const bill =
    Number.isFinite(regularCentavos) && regularCentavos > 0
      ? discountStay({ regularCentavos, guests: party.guests, eligibleGuests: party.discountGuests })
      : null;
  return { totalAmount, bill, downPayment: bill ? downPaymentOf(bill.totalCentavos) : null };
};

/** The computed regular price; `extraCentavos` is the extra guests' part of it (the room's charges). */
type Computed = { centavos: number; total: string; nights: number; extraCentavos: number };

const extraHint = (computed: Computed) =>
  computed.extraCentavos > 0 ? `, ${peso(computed.extraCentavos)} of it for extra guests` : '';

const computedHint = (computed: Computed | null, changed: boolean) =>
  computed
    ? `Computed: ${peso(computed.centavos)} for ${computed.nights} ${computed.nights === 1 ? 'night' : 'nights'}${extraHint(computed)}${changed ? ' (changed by you)' : ''}.`
    : 'Choose a room and dates to compute the price.';

export const WalkInTotalField = ({
  computed,
  edited,
  onEdited,
}: {
  /** The room's price for the dates (before any discount), or null until room and dates are chosen. */
  computed: Computed | null;
  edited: boolean;
  onEdited: (edited: boolean) => void;
}) => {
  const form = useFormContext<WalkInBookingValues>();
  const { totalAmount, bill, downPayment } = useEnteredBill();
  const hint = computedHint(computed, edited && totalAmount !== computed?.total);

  const restoreComputed = () => {
    onEdited(false);
    form.setValue('totalAmount', computed?.total ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  return (
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
                    onEdited(true);
                    field.onChange(event);
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                  className="bg-white"
                />
              </FormControl>
              {computed && edited ? (
                <Button variant="outline" className="shrink-0" onClick={restoreComputed}>
                  <Calculator aria-hidden="true" /> Use computed
                </Button>
              ) : null}
            </div>
            <FormDescription>{hint}</FormDescription>
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
  );
};
