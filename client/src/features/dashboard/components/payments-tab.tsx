// Payments: every payment with amount, method, transaction id, date, status, booking reference and
// room; refunds as negative amounts with their reason, and why a rejected payment was turned down.
// A table on wide screens, cards on phones.

import type { PaymentDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { DAY_VISIT_WORDS } from '@domain/day-visits';
import { formatCentavos } from '@domain/money';
import { PAYMENT_RECORD_STATUS_LABELS, signedCentavos } from '@domain/payment-status';
import { Receipt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { type Column, HeaderRow } from '@/components/ui/table';
import { useResortClock } from '@/features/site-config';
import { currentLanguage } from '@/lib/i18n';
import { formatDay } from '@/lib/i18n/format-day';
import { BADGE_TONE_TEXT, paymentRecordVariant, resortDay } from '../lib/booking-view';
import { dashboardText, useDashboardText } from '../messages';
import { Fact } from './fact';
import { TabData, type TabQuery } from './tab-data';

const kindText = (payment: PaymentDto) => dashboardText(`payments.kind.${payment.kind}`);

const StatusBadge = ({ payment }: { payment: PaymentDto }) => (
  <Badge
    variant={paymentRecordVariant(payment.status)}
    className={BADGE_TONE_TEXT[paymentRecordVariant(payment.status)]}
  >
    {PAYMENT_RECORD_STATUS_LABELS[payment.status]
      ? dashboardText(`payments.record.${payment.status}`)
      : payment.status}
  </Badge>
);

/** Money in, or (a refund) money going back to the guest: a negative amount. */
const Amount = ({ payment }: { payment: PaymentDto }) => (
  <span className={payment.kind === 'refund' ? 'text-destructive' : undefined} data-testid="payment-amount">
    {formatCentavos(signedCentavos(payment), { cents: true })}
  </span>
);

/** Why the desk made a refund or turned a payment down; null when it gave no reason. */
const reasonOf = (payment: PaymentDto) => {
  const text = payment.reason.trim();
  if (!text) return null;
  if (payment.kind === 'refund') return { label: dashboardText('payments.reason'), text };
  return payment.status === 'rejected' ? { label: dashboardText('payments.notVerified'), text } : null;
};

const Reason = ({ payment }: { payment: PaymentDto }) => {
  const reason = reasonOf(payment);
  return reason ? (
    <span className="block max-w-64 text-xs text-muted-foreground" data-testid="payment-reason">
      {reason.label}: {reason.text}
    </span>
  ) : null;
};

const ReasonFact = ({ payment }: { payment: PaymentDto }) => {
  const reason = reasonOf(payment);
  return reason ? (
    <Fact label={reason.label} className="col-span-2" valueClassName="break-words">
      {reason.text}
    </Fact>
  ) : null;
};

/** Both layouts' cells for the payment's day on the resort's calendar. */
const paymentDate = (payment: PaymentDto, timeZone: string) =>
  formatDay(resortDay(payment.paymentDate, timeZone));

const HEADER = 'px-5 py-3 font-semibold';
const COLUMNS: readonly Column[] = [
  ['payments.date', HEADER],
  ['payments.booking', HEADER],
  ['payments.method', HEADER],
  ['payments.transactionId', HEADER],
  ['payments.amount', 'px-5 py-3 text-right font-semibold'],
  ['payments.status', HEADER],
];

/** Wider screens: a table of the payments. */
const PaymentsTable = ({ payments }: { payments: readonly PaymentDto[] }) => {
  const { timeZone } = useResortClock();
  const { t } = useDashboardText();
  return (
    <Card className="hidden overflow-hidden md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('payments.caption')}</caption>
        <thead className="bg-muted/70 text-xs tracking-wide text-muted-foreground uppercase">
          <HeaderRow columns={COLUMNS.map(([key, className]) => [t(key), className] as const)} />
        </thead>
        <tbody className="divide-y divide-border">
          {payments.map((payment) => (
            <tr key={payment.id} className="align-top">
              <td className="px-5 py-4 whitespace-nowrap">{paymentDate(payment, timeZone)}</td>
              <td className="px-5 py-4">
                <span className="block font-mono font-semibold tracking-wider text-primary">
                  {payment.referenceCode ?? '—'}
                </span>
                <span className="text-muted-foreground">{payment.roomName}</span>
              </td>
              <td className="px-5 py-4">
                {paymentMethodLabel(payment.paymentMethod)}
                <span className="block text-xs text-muted-foreground">{kindText(payment)}</span>
                <Reason payment={payment} />
              </td>
              <td className="max-w-48 px-5 py-4 break-all">{payment.transactionId || '—'}</td>
              <td className="px-5 py-4 text-right font-semibold whitespace-nowrap tabular-nums">
                <Amount payment={payment} />
              </td>
              <td className="px-5 py-4">
                <StatusBadge payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
};

/** Phones: a card per payment. */
const PaymentCards = ({ payments }: { payments: readonly PaymentDto[] }) => {
  const { timeZone } = useResortClock();
  const { t } = useDashboardText();
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Your payments">
      {payments.map((payment) => (
        <li key={payment.id}>
          <Card className="grid gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-lg font-semibold tabular-nums">
                  <Amount payment={payment} />
                </p>
                <p className="text-xs text-muted-foreground">
                  {kindText(payment)} · {paymentDate(payment, timeZone)}
                </p>
              </div>
              <StatusBadge payment={payment} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-border pt-3 text-sm">
              <Fact
                label={t('payments.booking')}
                valueClassName="font-mono font-semibold tracking-wider text-primary"
              >
                {payment.referenceCode ?? '—'}
              </Fact>
              <Fact label={t('payments.method')}>{paymentMethodLabel(payment.paymentMethod)}</Fact>
              <Fact label={t('payments.room')} className="col-span-2">
                {/* null: a day visit's payment (it has no room) */}
                {payment.roomName === null ? DAY_VISIT_WORDS[currentLanguage()] : (payment.roomName ?? '—')}
              </Fact>
              <Fact label={t('payments.transactionId')} className="col-span-2" valueClassName="break-all">
                {payment.transactionId || '—'}
              </Fact>
              <ReasonFact payment={payment} />
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
};

export const PaymentsTab = ({ query }: { query: TabQuery<PaymentDto> }) => {
  const { t } = useDashboardText();
  return (
    <TabData
      query={query}
      what="payments"
      loading={
        <Card>
          <LoadingPlaceholders label={t('payments.loading')} count={3} className="grid gap-3 p-5">
            <Skeleton className="h-14" />
          </LoadingPlaceholders>
        </Card>
      }
      empty={<EmptyState icon={Receipt} title={t('payments.emptyTitle')} text={t('payments.emptyText')} />}
    >
      {(payments) => (
        <>
          <PaymentsTable payments={payments} />
          <PaymentCards payments={payments} />
        </>
      )}
    </TabData>
  );
};
