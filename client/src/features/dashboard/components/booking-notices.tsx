// The notes a booking card shows under its figures, each for one situation of the ledger: a payment the
// desk turned down (the booking is on hold until a new reference comes), a booking that waits for the
// desk to verify its payment by a deadline ("verify by"), a booking that expired, money the resort owes
// back, and payments still awaiting verification.

import type { ReservationDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatCentavos, formatPesos } from '@domain/money';
import { CALLED_OFF_STATUSES } from '@domain/reservation-status';
import { CircleAlert, Clock, Hourglass, TimerOff, Undo2, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import {
  awaitingVerification,
  isOnHold,
  latestRejectionReason,
  refundDueCentavos,
} from '../lib/booking-view';
import { useDashboardText } from '../messages';

const TONES = {
  warning: { box: 'border-warning/30 bg-warning/8', icon: 'text-warning' },
  danger: { box: 'border-destructive/25 bg-destructive/6', icon: 'text-destructive' },
  info: { box: 'border-primary/20 bg-secondary/60', icon: 'text-primary' },
  muted: { box: 'border-transparent bg-muted/70 text-muted-foreground', icon: '' },
} as const;

const Notice = ({
  icon: Icon,
  tone,
  testId,
  children,
}: {
  icon: typeof Wallet;
  tone: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) => (
  <div
    className={cn('flex gap-2.5 rounded-xl border p-3 text-sm', TONES[tone].box)}
    role="note"
    data-testid={testId}
  >
    <Icon className={cn('mt-0.5 size-4 shrink-0', TONES[tone].icon)} aria-hidden="true" />
    <div className="min-w-0">{children}</div>
  </div>
);

/** The rejected payment's reason and the moment the booking lets go of its nights (resort time). */
const HoldNotice = ({ reservation, expiresAt }: { reservation: ReservationDto; expiresAt: string }) => {
  const { formatDateTime } = useResortClock();
  const { t } = useDashboardText();
  const reason = latestRejectionReason(reservation.payments ?? []);
  return (
    <Notice icon={CircleAlert} tone="danger" testId="hold-notice">
      <p className="font-medium">
        {t('notices.notVerified')}
        {reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}.
      </p>
      <p className="mt-0.5 text-muted-foreground">
        {t('notices.recordBy')}{' '}
        <strong className="font-semibold text-foreground">{formatDateTime(expiresAt)}</strong>{' '}
        {t('notices.recordByEnd')}
      </p>
    </Notice>
  );
};

/** An online booking whose payment nobody verified yet: it lets its nights go at `verifyBy` (resort time). */
export const VerifyByNotice = ({ verifyBy }: { verifyBy: string }) => {
  const { formatDateTime } = useResortClock();
  const { t } = useDashboardText();
  return (
    <Notice icon={Clock} tone="warning" testId="verify-by">
      <p>
        <span className="font-medium">{t('notices.verifyBy')}</span>{' '}
        <strong className="font-semibold text-foreground">{formatDateTime(verifyBy)}</strong>{' '}
        <span className="text-muted-foreground">{t('notices.verifyByText')}</span>
      </p>
    </Notice>
  );
};

const peso = (amount: string) => formatPesos(amount, { cents: true });

export const BookingNotices = ({ reservation }: { reservation: ReservationDto }) => {
  const pending = awaitingVerification(reservation.payments ?? []);
  const refundDue = refundDueCentavos(reservation);
  const calledOff = CALLED_OFF_STATUSES.includes(reservation.status);
  const notices: ReactNode[] = [];
  const { t } = useDashboardText();

  if (isOnHold(reservation) && reservation.holdExpiresAt)
    notices.push(<HoldNotice key="hold" reservation={reservation} expiresAt={reservation.holdExpiresAt} />);

  if (reservation.status === 'pending' && reservation.verifyBy)
    notices.push(<VerifyByNotice key="verify-by" verifyBy={reservation.verifyBy} />);

  if (reservation.status === 'expired')
    notices.push(
      <Notice key="expired" icon={TimerOff} tone="muted" testId="expired-notice">
        {t('notices.expired')}
      </Notice>,
    );

  if (refundDue > 0 && calledOff)
    notices.push(
      <Notice key="refund" icon={Undo2} tone="info" testId="refund-due">
        <p className="font-semibold">
          {t('notices.refundDue', { amount: formatCentavos(refundDue, { cents: true }) })}
        </p>
        <p className="mt-0.5 text-muted-foreground">{t('notices.refundHow')}</p>
      </Notice>,
    );

  if (pending.payments.length && calledOff)
    notices.push(
      <Notice key="sent" icon={Wallet} tone="muted" testId="sent-before-cancel">
        {t('notices.sentBeforeCancel', { amount: formatCentavos(pending.totalCentavos, { cents: true }) })}
      </Notice>,
    );
  else if (pending.payments.length)
    notices.push(
      <Notice key="pending" icon={Hourglass} tone="warning" testId="awaiting-verification">
        <p className="font-medium">
          {t('notices.awaiting', { amount: formatCentavos(pending.totalCentavos, { cents: true }) })}
        </p>
        <ul className="text-xs text-muted-foreground">
          {pending.payments.map((payment) => (
            <li key={payment.id}>
              {peso(payment.amount)} · {paymentMethodLabel(payment.paymentMethod)} · ref{' '}
              {payment.transactionId}
            </li>
          ))}
        </ul>
      </Notice>,
    );

  return notices.length ? <div className="grid gap-2">{notices}</div> : null;
};
