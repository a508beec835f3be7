// A reservation's money at the front desk: total, paid and balance, the derived payment status, how it
// was booked, and the guest-recorded payments still waiting for the desk to verify them.

import type { ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatPesos, toCentavos } from '@domain/money';
import { CALLED_OFF_STATUSES } from '@domain/reservation-status';
import { Hourglass, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const peso = (amount: string) => formatPesos(amount, { cents: true });

// Darker than the shared badge tones: these sit on the muted money box and must keep 4.5:1 contrast.
const PAYMENT_BADGE: Record<ReservationDto['paymentStatus'], string> = {
  Paid: 'border-transparent bg-success/12 text-[#116632]',
  'Partially Paid': 'border-transparent bg-warning/12 text-[#8a3c0a]',
  Unpaid: 'border-border bg-white text-foreground',
};

export const ReservationMoney = ({ reservation }: { reservation: ReservationDto }) => (
  <div className="rounded-xl bg-muted/70 p-3">
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Total</dt>
        <dd className="font-semibold tabular-nums" data-testid="total">
          {peso(reservation.totalAmount)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Paid</dt>
        <dd className="font-semibold tabular-nums text-success">{peso(reservation.paidAmount)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Balance</dt>
        <dd
          className={cn(
            'font-semibold tabular-nums',
            toCentavos(reservation.balance) > 0 &&
              !CALLED_OFF_STATUSES.includes(reservation.status) &&
              'text-destructive',
          )}
        >
          {peso(reservation.balance)}
        </dd>
      </div>
    </dl>
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge className={PAYMENT_BADGE[reservation.paymentStatus]} data-testid="payment-status">
        <Wallet className="size-3" aria-hidden="true" />
        {reservation.paymentStatus}
      </Badge>
      {reservation.paymentMethod ? (
        <span>Booked with {paymentMethodLabel(reservation.paymentMethod)}</span>
      ) : null}
    </div>
  </div>
);

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
