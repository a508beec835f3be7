// Payments: every payment with amount, method, transaction id, date, status, booking reference and
// room. A table on wide screens, cards on phones.

import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatDay } from '@domain/dates';
import { formatPeso } from '@domain/money';
import { PAYMENT_RECORD_STATUS_LABELS } from '@domain/payment-status';
import { Receipt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BADGE_TONE_TEXT, paymentRecordVariant, resortDay } from '../lib/booking-view';
import { EmptyState, LoadError } from './empty-state';

const KIND_LABELS: Record<PaymentDto['kind'], string> = {
  down_payment: 'Down payment',
  guest: 'Payment',
  desk: 'Paid at the front desk',
};

const StatusBadge = ({ payment }: { payment: PaymentDto }) => (
  <Badge
    variant={paymentRecordVariant(payment.status)}
    className={BADGE_TONE_TEXT[paymentRecordVariant(payment.status)]}
  >
    {PAYMENT_RECORD_STATUS_LABELS[payment.status] ?? payment.status}
  </Badge>
);

const paymentDate = (payment: PaymentDto) => formatDay(resortDay(payment.paymentDate));

export const PaymentsTab = ({
  payments,
  isLoading,
  isError,
  onRetry,
}: {
  payments: PaymentDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) => {
  if (isLoading)
    return (
      <Card className="grid gap-3 p-5" aria-busy="true">
        <span role="status" className="sr-only">
          Loading your payments…
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </Card>
    );
  if (isError) return <LoadError what="payments" onRetry={onRetry} />;
  if (!payments?.length)
    return (
      <EmptyState
        icon={Receipt}
        title="No payments yet"
        text="Down payments you send when booking and payments you record later will show here."
      />
    );

  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your payments</caption>
          <thead className="bg-muted/70 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Booking
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Method
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Transaction ID
              </th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {payments.map((payment) => (
              <tr key={payment.id} className="align-top">
                <td className="px-5 py-4 whitespace-nowrap">{paymentDate(payment)}</td>
                <td className="px-5 py-4">
                  <span className="block font-mono font-semibold tracking-wider text-primary">
                    {payment.referenceCode ?? '—'}
                  </span>
                  <span className="text-muted-foreground">{payment.roomName}</span>
                </td>
                <td className="px-5 py-4">
                  {paymentMethodLabel(payment.paymentMethod)}
                  <span className="block text-xs text-muted-foreground">{KIND_LABELS[payment.kind]}</span>
                </td>
                <td className="max-w-48 px-5 py-4 break-all">{payment.transactionId || '—'}</td>
                <td className="px-5 py-4 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatPeso(payment.amount, { cents: true })}
                </td>
                <td className="px-5 py-4">
                  <StatusBadge payment={payment} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="grid gap-3 md:hidden" aria-label="Your payments">
        {payments.map((payment) => (
          <li key={payment.id}>
            <Card className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="text-lg font-semibold tabular-nums">
                    {formatPeso(payment.amount, { cents: true })}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {KIND_LABELS[payment.kind]} · {paymentDate(payment)}
                  </p>
                </div>
                <StatusBadge payment={payment} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-border pt-3 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">Booking</dt>
                  <dd className="font-mono font-semibold tracking-wider text-primary">
                    {payment.referenceCode ?? '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Method</dt>
                  <dd>{paymentMethodLabel(payment.paymentMethod)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-muted-foreground">Room</dt>
                  <dd>{payment.roomName ?? '—'}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-muted-foreground">Transaction ID</dt>
                  <dd className="break-all">{payment.transactionId || '—'}</dd>
                </div>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
};
