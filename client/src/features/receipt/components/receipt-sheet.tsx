// The receipt itself, laid out like a printed bill: the resort and how to reach it, the guest and the
// stay, each night and its rate (and any adjustment by the front desk), the payments and refunds, and
// the totals. The same markup prints on A4/Letter through receipt-print.css.

import type { ReceiptDto } from '@domain/api-types';
import { paymentMethodLabel } from '@domain/constants';
import { nightsBetween } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { statusBadgeVariant } from '@domain/reservation-status';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand';
import { SITE_NAME } from '@/components/layout/use-document-title';
import { Badge } from '@/components/ui/badge';
import { useContent } from '@/features/content';
import { guestsLabel, useRoomsText } from '@/features/rooms';
import { useResortClock } from '@/features/site-config';
import { formatDay } from '@/lib/i18n/format-day';
import { statusText } from '@/lib/i18n/status';
import { cn } from '@/lib/utils';
import { owesNothing, paymentDay, paymentLineLabel, rateLabel, receiptTotals } from '../lib/receipt-view';
import { useReceiptText } from '../messages';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const SectionTitle = ({ children }: { children: ReactNode }) => (
  <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
    {children}
  </h2>
);

/** A titled part of the receipt, named by its title for screen readers. */
const ReceiptSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <SectionTitle>
      <span id={id}>{title}</span>
    </SectionTitle>
    {children}
  </section>
);

const CELL = 'px-3 py-2.5 align-top first:pl-0 last:pr-0';
const HEAD = 'px-3 pb-2 text-xs font-semibold text-muted-foreground first:pl-0 last:pr-0';

/** A table of lines whose last column is an amount in pesos (the nights, the payments). */
const AmountTable = ({
  headings,
  children,
}: {
  headings: readonly [string, string];
  children: ReactNode;
}) => {
  const { t } = useReceiptText();
  return (
    <table className="w-full text-sm">
      <thead className="border-b border-border text-left">
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className={HEAD}>
              {heading}
            </th>
          ))}
          <th scope="col" className={cn(HEAD, 'text-right')}>
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border/70">{children}</tbody>
    </table>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 sm:block">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-right font-medium sm:text-left">{children}</dd>
  </div>
);

export const ReceiptSheet = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  const { t: tRooms } = useRoomsText();
  const { content } = useContent();
  const { timeZone, today } = useResortClock();
  const { reservation } = receipt;
  const nights = nightsBetween(reservation.checkin, reservation.checkout);

  return (
    <article
      className="receipt-sheet rounded-2xl border border-border/70 bg-card shadow-soft"
      aria-labelledby="receipt-title"
      data-testid="receipt"
    >
      <header className="flex flex-col gap-6 border-b border-border/70 p-6 sm:flex-row sm:justify-between sm:p-8">
        <div className="flex gap-3">
          <BrandMark className="size-11 text-primary" />
          <div className="text-sm">
            <p className="font-display text-xl font-semibold tracking-tight">{SITE_NAME}</p>
            <address className="mt-1 grid gap-0.5 text-muted-foreground not-italic">
              <span>{content('resort_address')}</span>
              <span>
                {content('contact_phone')} · {content('contact_email')}
              </span>
            </address>
          </div>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-2xl font-semibold">
            {t('title')}
          </h1>
          <p className="mt-1 font-mono text-lg font-semibold tracking-[0.18em] text-primary">
            {reservation.referenceCode}
          </p>
          <p className="text-xs text-muted-foreground">{t('issued', { day: formatDay(today, 'long') })}</p>
        </div>
      </header>

      <div className="grid gap-8 p-6 sm:p-8">
        <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <ReceiptSection id="receipt-guest" title={t('guest')}>
            <p className="font-medium">
              {reservation.guest.firstName} {reservation.guest.lastName}
            </p>
            <p className="text-sm break-all text-muted-foreground">{reservation.guest.email}</p>
          </ReceiptSection>
          <ReceiptSection id="receipt-stay" title={t('stay')}>
            <dl className="grid gap-2 text-sm sm:grid-cols-3 sm:gap-x-4">
              <Detail label={t('room')}>{reservation.room.name}</Detail>
              <Detail label={t('checkIn')}>{formatDay(reservation.checkin, 'long')}</Detail>
              <Detail label={t('checkOut')}>{formatDay(reservation.checkout, 'long')}</Detail>
              <Detail label={t('nights')}>{nights}</Detail>
              <Detail label={t('guests')}>{guestsLabel(tRooms, reservation)}</Detail>
              <Detail label={t('status')}>
                <Badge variant={statusBadgeVariant(reservation.status)} data-testid="receipt-status">
                  {statusText(reservation.status)}
                </Badge>
              </Detail>
            </dl>
          </ReceiptSection>
        </div>

        <ReceiptSection id="receipt-nights" title={t('nights')}>
          <AmountTable headings={[t('nightOf'), t('rate')]}>
            {receipt.nights.map((night) => (
              <tr key={night.date} data-testid="receipt-night">
                <td className={cn(CELL, 'whitespace-nowrap')}>{formatDay(night.date, 'long')}</td>
                <td className={cn(CELL, 'text-muted-foreground')}>{rateLabel(night.rateName)}</td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{peso(night.amount)}</td>
              </tr>
            ))}
            {receipt.adjustments.map((adjustment) => (
              <tr key={adjustment.label} data-testid="receipt-adjustment">
                <td className={CELL} colSpan={2}>
                  {adjustment.label}
                </td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{peso(adjustment.amount)}</td>
              </tr>
            ))}
          </AmountTable>
        </ReceiptSection>

        <ReceiptSection id="receipt-payments" title={t('payments')}>
          {receipt.payments.length ? (
            <AmountTable headings={[t('date'), t('description')]}>
              {receipt.payments.map((payment) => (
                <tr key={payment.id} data-testid="receipt-payment">
                  <td className={cn(CELL, 'whitespace-nowrap')}>
                    {formatDay(paymentDay(payment.date, timeZone))}
                  </td>
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
          ) : (
            <p className="text-sm text-muted-foreground">{t('noPayments')}</p>
          )}
        </ReceiptSection>

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
      </div>

      <footer className="border-t border-border/70 px-6 py-4 text-center text-xs text-muted-foreground sm:px-8">
        {t('thanks', { email: content('contact_email'), code: reservation.referenceCode })}
      </footer>
    </article>
  );
};
