// Under the receipt of a room of a group booking (docs/adr/0065): the group's receipt, each room with its
// lines in short (nights, extra guests, extras, adjustments) and its total, the group's payments and
// refunds (a group payment as the one line the guest paid, shared over its rooms) and the group's totals.
import type { GroupReceiptDto, ReceiptDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { formatCentavos, toCentavos } from '@domain/money';
import { LoadFailed } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { formatDay } from '@/lib/i18n/format-day';
import { cn } from '@/lib/utils';
import { useGroupReceipt } from '../api/get-group-receipt';
import { paymentDay, paymentLineLabel } from '../lib/receipt-view';
import { useReceiptText } from '../messages';
import { AmountTable, CELL, peso } from './amount-table';

const sum = (amounts: readonly { amount: string }[]) => amounts.reduce((s, a) => s + toCentavos(a.amount), 0);

/** A room's lines in short: '2 nights · extras ₱1,200.00 · adjustments −₱500.00'. */
const roomLines = (room: ReceiptDto, t: ReturnType<typeof useReceiptText>['t']) => {
  const extraGuests = sum(room.extraGuests);
  const extras = sum(room.addOns);
  const adjusted = sum(room.adjustments);
  return [
    room.nights.length ? t('group.nights', { count: room.nights.length }) : '',
    extraGuests ? t('group.extraGuests', { amount: formatCentavos(extraGuests, { cents: true }) }) : '',
    extras ? t('group.extras', { amount: formatCentavos(extras, { cents: true }) }) : '',
    adjusted ? t('group.adjusted', { amount: formatCentavos(adjusted, { cents: true }) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
};

const GroupRooms = ({ receipt }: { receipt: GroupReceiptDto }) => {
  const { t } = useReceiptText();
  return (
    <AmountTable caption={t('group.rooms')} headings={[t('group.room'), t('group.lines')]}>
      {receipt.rooms.map((room) => (
        <tr key={room.reservation.id} data-testid="group-receipt-room">
          <td className={CELL}>
            <span className="font-medium">{room.reservation.room?.name}</span>
            <span className="block font-mono text-xs text-muted-foreground">
              {room.reservation.referenceCode}
            </span>
          </td>
          <td className={cn(CELL, 'text-muted-foreground')}>{roomLines(room, t)}</td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(room.totals.total)}</td>
        </tr>
      ))}
    </AmountTable>
  );
};

const GroupPayments = ({ receipt }: { receipt: GroupReceiptDto }) => {
  const { t } = useReceiptText();
  const { timeZone } = useResortClock();
  if (!receipt.payments.length) return <p className="text-sm text-muted-foreground">{t('noPayments')}</p>;
  return (
    <AmountTable caption={t('group.payments')} headings={[t('date'), t('description')]}>
      {receipt.payments.map((payment) => (
        <tr
          key={`${payment.date}-${payment.transactionId}-${payment.kind}`}
          data-testid="group-receipt-payment"
        >
          <td className={cn(CELL, 'whitespace-nowrap')}>{formatDay(paymentDay(payment.date, timeZone))}</td>
          <td className={CELL}>
            <span className="font-medium">{paymentLineLabel(payment.kind)}</span>
            <span className="text-muted-foreground">
              {' '}
              · {paymentMethodLabel(payment.method)}
              {payment.transactionId ? t('reference', { id: payment.transactionId }) : ''}
              {payment.rooms > 1 ? ` · ${t('group.shared', { count: payment.rooms })}` : ''}
            </span>
          </td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(payment.amount)}</td>
        </tr>
      ))}
    </AmountTable>
  );
};

const GroupTotals = ({ receipt }: { receipt: GroupReceiptDto }) => {
  const { t } = useReceiptText();
  const { totals } = receipt;
  const rows = [
    { label: t('group.total'), amount: totals.total, strong: true },
    { label: t('group.downPayment'), amount: totals.downPayment },
    { label: t('group.paid'), amount: totals.paid },
    { label: t('group.amountDue'), amount: totals.amountDue, strong: true },
    ...(toCentavos(totals.refundDue) > 0 ? [{ label: t('group.refundDue'), amount: totals.refundDue }] : []),
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm" data-testid="group-receipt-totals">
      {rows.map((row) => (
        <div key={row.label} className={cn('flex justify-between gap-4', row.strong && 'font-semibold')}>
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{peso(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
};

export const GroupReceipt = ({ code }: { code: string }) => {
  const { t } = useReceiptText();
  const receipt = useGroupReceipt(code);
  return (
    <section
      className="receipt-sheet mt-6 rounded-2xl border border-border/70 bg-card p-6 shadow-soft sm:p-8"
      aria-labelledby="group-receipt-title"
      data-testid="group-receipt"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="group-receipt-title" className="text-xl font-semibold">
          {t('group.title')}
        </h2>
        <p className="font-mono text-lg font-semibold tracking-[0.18em] text-primary">{code}</p>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('group.intro', { code })}</p>
      {receipt.isLoading ? (
        <div className="mt-4 grid gap-2" aria-busy="true">
          <span role="status" className="sr-only">
            {t('group.loading')}
          </span>
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : receipt.data ? (
        <div className="mt-6 grid gap-8">
          <GroupRooms receipt={receipt.data} />
          <div>
            <h3 className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
              {t('group.payments')}
            </h3>
            <GroupPayments receipt={receipt.data} />
          </div>
          <GroupTotals receipt={receipt.data} />
        </div>
      ) : (
        <LoadFailed message={t('group.loadFailed')} onRetry={() => receipt.refetch()} />
      )}
    </section>
  );
};
