// Payments to verify: the down payments of bookings and the payments guests recorded, with their reference
// numbers. The clerk checks each number against the GCash or bank record and marks it verified (it then
// counts as paid) or rejected.

import type { StaffPaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { DAY_VISIT_WORDS } from '@domain/day-visits';
import { formatPesos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import {
  BadgeCheck,
  BedDouble,
  CalendarClock,
  CircleCheck,
  type LucideIcon,
  Mail,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { BusyIcon } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { toast } from '@/hooks/use-toast';
import { showActionError } from '@/lib/notify';
import { type PaymentVerdict, useVerifyPayment } from '../api/verify-payment';
import { PAYMENT_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import { RejectPaymentDialog } from './reject-payment-dialog';

const KIND_LABELS: Record<StaffPaymentDto['kind'], string> = {
  down_payment: 'Booking down payment',
  guest: 'Recorded by guest',
  desk: 'Received at desk',
  refund: 'Refund',
};

const peso = (amount: string) => formatPesos(amount, { cents: true });

/** One fact about the payment: its term for screen readers only, an icon, then the value. */
const Fact = ({
  term,
  icon: Icon,
  className,
  children,
}: {
  term: string;
  icon?: LucideIcon;
  className: string;
  children: ReactNode;
}) => (
  <div>
    <dt className="sr-only">{term}</dt>
    <dd className={className}>
      {Icon ? <Icon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      {children}
    </dd>
  </div>
);

/** The amount, how it was paid, and the payment's reference number to copy. */
const PaymentAmount = ({
  payment,
  titleId,
  name,
}: {
  payment: StaffPaymentDto;
  titleId: string;
  name: string;
}) => (
  <div>
    <h3 id={titleId} className="font-sans text-2xl font-semibold tracking-normal tabular-nums">
      {peso(payment.amount)}
      <span className="sr-only"> from {name}</span>
    </h3>
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
      <Badge variant="secondary">{paymentMethodLabel(payment.paymentMethod)}</Badge>
      <span className="text-xs text-muted-foreground">{KIND_LABELS[payment.kind] ?? payment.kind}</span>
    </p>
    <div className="mt-2 flex items-center gap-1 rounded-lg border border-dashed border-primary/30 bg-secondary/50 py-1 pr-1 pl-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">Reference no.</p>
        <p className="truncate font-mono text-sm font-semibold" data-testid="transaction-id">
          {payment.transactionId}
        </p>
      </div>
      <CopyButton value={payment.transactionId} label="Copy payment reference number" />
    </div>
  </div>
);

/** Who paid, for which booking, and when. */
const PaymentFacts = ({ payment, name }: { payment: StaffPaymentDto; name: string }) => {
  const { formatDateTime } = useResortClock();
  return (
    <dl className="grid content-start gap-1.5 text-sm">
      <Fact term="Guest" className="font-semibold">
        {name}
      </Fact>
      <Fact term="Email" icon={Mail} className="flex items-center gap-1.5 text-muted-foreground">
        <span className="truncate">{payment.guest.email}</span>
      </Fact>
      <Fact
        term="Booking"
        icon={BedDouble}
        className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground"
      >
        {/* a day visit's payment has no room */}
        <span>{payment.roomName ?? DAY_VISIT_WORDS.en}</span>
        <span aria-hidden="true">·</span>
        <span>
          Ref <span className="font-mono font-semibold text-primary">{payment.referenceCode}</span>
        </span>
        <Badge variant={statusBadgeVariant(payment.reservationStatus)}>
          {STATUS_LABELS[payment.reservationStatus] ?? payment.reservationStatus}
        </Badge>
      </Fact>
      <Fact term="Paid on" icon={CalendarClock} className="flex items-center gap-1.5 text-muted-foreground">
        <time dateTime={payment.paymentDate}>{formatDateTime(payment.paymentDate)}</time>
      </Fact>
    </dl>
  );
};

/** Verify or reject one payment; a rejection asks for the reason first (RejectPaymentDialog). */
const usePaymentVerdict = (payment: StaffPaymentDto) => {
  const verify = useVerifyPayment();
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = verify.isPending ? verify.variables?.status : undefined;

  const settle = async (status: PaymentVerdict, reason?: string) => {
    if (verify.isPending) return;
    try {
      await verify.mutateAsync({ id: payment.id, status, reason });
      toast({
        title: status === 'success' ? 'Payment Verified' : 'Payment Rejected',
        description:
          status === 'success'
            ? `${peso(payment.amount)} for ${payment.referenceCode} now counts as paid.`
            : `${peso(payment.amount)} for ${payment.referenceCode} was rejected and does not count as paid.`,
        variant: status === 'success' ? 'success' : 'default',
      });
    } catch (error) {
      showActionError(error, PAYMENT_TEXT.verifyFailed);
    } finally {
      setConfirmReject(false);
    }
  };

  return { busy, confirmReject, setConfirmReject, settle };
};

const PaymentRow = ({ payment }: { payment: StaffPaymentDto }) => {
  const { busy, confirmReject, setConfirmReject, settle } = usePaymentVerdict(payment);
  const titleId = useId();
  const name = guestName(payment.guest);

  return (
    <Card data-testid="payment-to-verify">
      <article
        aria-labelledby={titleId}
        className="grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
      >
        <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-6">
          <PaymentAmount payment={payment} titleId={titleId} name={name} />
          <PaymentFacts payment={payment} name={name} />
        </div>

        <div className="flex gap-2 md:flex-col">
          <Button
            size="sm"
            className="flex-1 bg-success hover:bg-success/90 md:w-32 md:flex-none"
            onClick={() => settle('success')}
            disabled={Boolean(busy)}
          >
            <BusyIcon busy={busy === 'success'} icon={CircleCheck} label="Verifying" />
            Verify
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="flex-1 text-destructive hover:bg-destructive/8 md:w-32 md:flex-none"
            onClick={() => setConfirmReject(true)}
            disabled={Boolean(busy)}
          >
            <XCircle aria-hidden="true" /> Reject
          </Button>
        </div>
      </article>

      <RejectPaymentDialog
        open={confirmReject}
        onOpenChange={setConfirmReject}
        payment={payment}
        pending={busy === 'rejected'}
        onReject={(reason) => settle('rejected', reason)}
      />
    </Card>
  );
};

export const PaymentsToVerify = ({
  payments,
  searching,
}: {
  payments: readonly StaffPaymentDto[];
  searching: boolean;
}) => {
  if (!payments.length)
    return (
      <EmptyState
        compact
        titleAs="p"
        icon={BadgeCheck}
        {...(searching
          ? {
              title: 'No payments match your search',
              text: "Try a guest's name, email, room, reference code or the payment's reference number.",
            }
          : {
              title: 'All payments are checked',
              text: 'Payments guests send with their bookings appear here until you verify or reject them.',
            })}
      />
    );
  return (
    <ul className="grid gap-3" aria-label="Payments to verify">
      {payments.map((payment) => (
        <li key={payment.id}>
          <PaymentRow payment={payment} />
        </li>
      ))}
    </ul>
  );
};
