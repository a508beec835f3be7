// A reservation's payments at the front desk: a 'Payments (n)' toggle that opens every line, money in
// and refunds (shown negative), with its status; a rejected payment shows why.

import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatPesos } from '@domain/money';
import { PAYMENT_RECORD_STATUS_LABELS } from '@domain/payment-status';
import { Receipt } from 'lucide-react';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { Disclosure } from './disclosure';

const KIND_LABELS: Record<PaymentDto['kind'], string> = {
  down_payment: 'Down payment',
  guest: 'Paid by guest',
  desk: 'Received at desk',
  refund: 'Refund',
};

const amountText = (payment: PaymentDto) =>
  `${payment.kind === 'refund' ? '−' : ''}${formatPesos(payment.amount, { cents: true })}`;

export const PaymentLines = ({ payments }: { payments: readonly PaymentDto[] }) => {
  const { formatDateTime } = useResortClock();
  if (!payments.length) return null;
  return (
    <Disclosure icon={Receipt} label={`Payments (${payments.length})`}>
      {(listId) => (
        <ul id={listId} className="mt-2 grid gap-2" data-testid="payment-lines">
          {payments.map((payment) => {
            const rejected = payment.status === 'rejected';
            const refund = payment.kind === 'refund';
            return (
              <li
                key={payment.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 rounded-lg border border-border px-3 py-2 text-sm"
                data-testid="payment-line"
                data-kind={payment.kind}
                data-status={payment.status}
              >
                <p className="font-medium">
                  {KIND_LABELS[payment.kind] ?? payment.kind}
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {paymentMethodLabel(payment.paymentMethod)}
                  </span>
                </p>
                <p
                  className={cn(
                    'text-right font-semibold tabular-nums',
                    refund && 'text-destructive',
                    rejected && 'text-muted-foreground line-through',
                  )}
                >
                  {amountText(payment)}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={payment.paymentDate}>{formatDateTime(payment.paymentDate)}</time> · ref{' '}
                  <span className="font-mono">{payment.transactionId}</span>
                </p>
                <p
                  className={cn(
                    'text-right text-xs',
                    rejected ? 'font-medium text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {PAYMENT_RECORD_STATUS_LABELS[payment.status]}
                </p>
                {payment.reason ? (
                  <p className="col-span-2 mt-1 text-xs">
                    <span className="font-medium">{rejected ? 'Why rejected: ' : 'Reason: '}</span>
                    {payment.reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Disclosure>
  );
};
