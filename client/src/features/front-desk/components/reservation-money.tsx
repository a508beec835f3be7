// A reservation's money at the front desk: total, paid and balance, the derived payment status, how it
// was booked, and the guest-recorded payments still waiting for the desk to verify them. A cancelled,
// expired or no-show booking owes nothing (domain/ledger.ts bookingMoney): it shows what was paid,
// refunded and kept, and "Nothing owed" instead of a balance and "Unpaid".

import type { ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { bookingMoney } from '@domain/ledger';
import { formatCentavos, formatPesos } from '@domain/money';
import { CircleSlash, Hourglass, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const peso = (amount: string) => formatPesos(amount, { cents: true });

// Darker than the shared badge tones: these sit on the muted money box and must keep 4.5:1 contrast.
const PAYMENT_BADGE: Record<ReservationDto['paymentStatus'], string> = {
  Paid: 'border-transparent bg-success/12 text-[#116632]',
  'Partially Paid': 'border-transparent bg-warning/12 text-[#8a3c0a]',
  Unpaid: 'border-border bg-white text-foreground',
};

const pesoCents = (centavos: number) => formatCentavos(centavos, { cents: true });

const Figure = (props: { label: string; value: string; className?: string; testId?: string }) => (
  <div>
    <dt className="text-xs text-muted-foreground">{props.label}</dt>
    <dd className={cn('font-semibold tabular-nums', props.className)} data-testid={props.testId}>
      {props.value}
    </dd>
  </div>
);

export const ReservationMoney = ({ reservation }: { reservation: ReservationDto }) => {
  const money = bookingMoney(reservation);
  return (
    <div className="rounded-xl bg-muted/70 p-3" data-testid="reservation-money">
      {money.closed ? (
        <dl className="grid grid-cols-2 gap-2 text-sm min-[480px]:grid-cols-4">
          <Figure label="Total" value={pesoCents(money.totalCentavos)} testId="total" />
          <Figure label="Paid" value={pesoCents(money.receivedCentavos)} testId="money-received" />
          <Figure label="Refunded" value={pesoCents(money.refundedCentavos)} testId="money-refunded" />
          <Figure label="Kept" value={pesoCents(money.keptCentavos)} testId="money-kept" />
        </dl>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure label="Total" value={pesoCents(money.totalCentavos)} testId="total" />
          <Figure label="Paid" value={pesoCents(money.paidCentavos)} className="text-success" />
          <Figure
            label="Balance"
            value={pesoCents(money.balanceCentavos)}
            className={cn(money.amountDueCentavos > 0 && 'text-destructive')}
            testId="balance"
          />
        </dl>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {money.closed ? (
          <Badge className="border-border bg-white text-foreground" data-testid="payment-status">
            <CircleSlash className="size-3" aria-hidden="true" />
            Nothing owed
          </Badge>
        ) : (
          <Badge className={PAYMENT_BADGE[reservation.paymentStatus]} data-testid="payment-status">
            <Wallet className="size-3" aria-hidden="true" />
            {reservation.paymentStatus}
          </Badge>
        )}
        {reservation.paymentMethod ? (
          <span>Booked with {paymentMethodLabel(reservation.paymentMethod)}</span>
        ) : null}
      </div>
    </div>
  );
};

export const PendingPaymentsNote = ({ payments }: { payments: ReservationDto['payments'] }) => {
  const pending = payments.filter((p) => p.status === 'pending');
  if (!pending.length) return null;
  return (
    <p className="flex gap-2 rounded-xl border border-warning/25 bg-warning/8 p-2.5 text-sm" role="note">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>
        {pending.length === 1 ? '1 payment' : `${pending.length} payments`} awaiting verification:{' '}
        {pending
          .map((p) => `${peso(p.amount)} (${paymentMethodLabel(p.paymentMethod)}, ref ${p.transactionId})`)
          .join('; ')}
      </span>
    </p>
  );
};
