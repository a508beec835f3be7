// The receipt's amounts: each night and its rate, or a day visit's entrance fees and cottage (and any
// adjustment by the front desk), the payments and
// refunds, and the totals (a cancelled, expired or no-show booking says it owes nothing).

import { isNightly } from '@domain/add-ons';
import type { ReceiptDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { useResortClock } from '@/features/site-config';
import { formatDay } from '@/lib/i18n/format-day';
import { currentLanguage } from '@/lib/i18n/language';
import { cn } from '@/lib/utils';
import { owesNothing, paymentDay, paymentLineLabel, rateLabel, receiptTotals } from '../lib/receipt-view';
import { useReceiptText } from '../messages';
import { AmountTable, CELL, peso } from './amount-table';

/** The adjustment by the front desk and the senior citizen / PWD lines, under the nights or the day's lines. */
const AdjustmentRows = ({ receipt }: { receipt: ReceiptDto }) =>
  receipt.adjustments.map((adjustment) => (
    <tr key={adjustment.label} data-testid="receipt-adjustment">
      <td className={CELL} colSpan={2}>
        {adjustment.label}
      </td>
      <td className={cn(CELL, 'text-right tabular-nums')}>{peso(adjustment.amount)}</td>
    </tr>
  ));

/** A day visit's lines: the entrance fee times the heads of each kind, and the cottage for the day. */
export const ReceiptDayVisit = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  return (
    <AmountTable headings={[t('item'), '']}>
      {receipt.dayVisit.map((line) => (
        <tr key={line.item} data-testid="receipt-day-line">
          <td className={CELL}>
            {line.item === 'cottage' && receipt.reservation.cottage
              ? `${t('line.cottage')}: ${receipt.reservation.cottage.name}`
              : t(`line.${line.item}`)}
          </td>
          <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground tabular-nums')}>
            {t('quantity', { quantity: line.quantity, unit: peso(line.unitPrice) })}
          </td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(line.amount)}</td>
        </tr>
      ))}
      <AdjustmentRows receipt={receipt} />
    </AmountTable>
  );
};

export const ReceiptNights = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  return (
    <AmountTable headings={[t('nightOf'), t('rate')]}>
      {receipt.nights.map((night) => (
        <tr key={night.date} data-testid="receipt-night">
          <td className={cn(CELL, 'whitespace-nowrap')}>{formatDay(night.date, 'long')}</td>
          <td className={cn(CELL, 'text-muted-foreground')}>{rateLabel(night.rateName)}</td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(night.amount)}</td>
        </tr>
      ))}
      {receipt.extraGuests.map((line) => (
        <tr key={line.item} data-testid="receipt-extra-guests">
          <td className={CELL}>{t(`extra.${line.item}`)}</td>
          <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground tabular-nums')}>
            {line.unitPrice === null
              ? ''
              : t('extra.times', { heads: line.quantity, count: line.nights, unit: peso(line.unitPrice) })}
          </td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(line.amount)}</td>
        </tr>
      ))}
      {receipt.addOns.map((line) => (
        <tr key={`${line.nameEn}-${line.day}`} data-testid="receipt-add-on">
          <td className={CELL}>{currentLanguage() === 'fil' && line.nameFil ? line.nameFil : line.nameEn}</td>
          <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground tabular-nums')}>
            {isNightly(line.unit)
              ? t('extra.times', {
                  heads: line.quantity,
                  count: receipt.nights.length,
                  unit: peso(line.unitPrice),
                })
              : t('quantity', { quantity: line.quantity, unit: peso(line.unitPrice) })}
            {line.unit === 'trip' ? ` · ${formatDay(line.day)}` : ''}
          </td>
          <td className={cn(CELL, 'text-right tabular-nums')}>{peso(line.amount)}</td>
        </tr>
      ))}
      <AdjustmentRows receipt={receipt} />
    </AmountTable>
  );
};

export const ReceiptPayments = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  const { timeZone } = useResortClock();
  if (!receipt.payments.length) return <p className="text-sm text-muted-foreground">{t('noPayments')}</p>;
  return (
    <AmountTable headings={[t('date'), t('description')]}>
      {receipt.payments.map((payment) => (
        <tr key={payment.id} data-testid="receipt-payment">
          <td className={cn(CELL, 'whitespace-nowrap')}>{formatDay(paymentDay(payment.date, timeZone))}</td>
          <td className={CELL}>
            <span className="font-medium">{paymentLineLabel(payment.kind)}</span>
            <span className="block text-xs break-all text-muted-foreground">
              {paymentMethodLabel(payment.method)}
              {payment.transactionId ? t('reference', { id: payment.transactionId }) : ''}
            </span>
          </td>
          <td
            className={cn(
              CELL,
              'text-right whitespace-nowrap tabular-nums',
              payment.kind === 'refund' && 'text-destructive',
            )}
          >
            {peso(payment.amount)}
          </td>
        </tr>
      ))}
    </AmountTable>
  );
};

export const ReceiptTotals = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  const { reservation } = receipt;
  return (
    <>
      <dl className="ml-auto grid w-full max-w-xs gap-1.5 border-t border-border pt-4 text-sm">
        {receiptTotals(receipt.totals, reservation.status).map((row) => (
          <div
            key={row.label}
            className={cn('flex justify-between gap-4', row.strong && 'font-semibold')}
            data-testid={row.testId}
          >
            <dt className={row.strong ? '' : 'text-muted-foreground'}>{row.label}</dt>
            <dd className="tabular-nums">{peso(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {owesNothing(reservation.status) ? (
        <p
          className="-mt-4 ml-auto w-full max-w-xs text-right text-xs text-muted-foreground"
          data-testid="receipt-nothing-owed"
        >
          {t('totals.nothingOwed')}
        </p>
      ) : null}
    </>
  );
};
