// The receipt itself, laid out like a printed bill: the resort and how to reach it, the guest and the
// stay, each night and its rate (and any adjustment by the front desk), the payments and refunds, and
// the totals. The same markup prints on A4/Letter through receipt-print.css.

import type { ReceiptDto } from '@domain/api-types';
import { guestComboLabel, paymentMethodLabel } from '@domain/constants';
import { formatDay, nightsBetween } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { STATUS_LABELS, statusBadgeVariant } from '@domain/reservation-status';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand';
import { SITE_NAME } from '@/components/layout/use-document-title';
import { Badge } from '@/components/ui/badge';
import { useContent } from '@/features/content';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { PAYMENT_LINE_LABELS, paymentDay, rateLabel, receiptTotals } from '../lib/receipt-view';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const SectionTitle = ({ children }: { children: ReactNode }) => (
  <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
    {children}
  </h2>
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
}) => (
  <table className="w-full text-sm">
    <thead className="border-b border-border text-left">
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className={HEAD}>
            {heading}
          </th>
        ))}
        <th scope="col" className={cn(HEAD, 'text-right')}>
          Amount
        </th>
      </tr>
    </thead>
    <tbody className="divide-y divide-border/70">{children}</tbody>
  </table>
);

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 sm:block">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-right font-medium sm:text-left">{children}</dd>
  </div>
);

export const ReceiptSheet = ({ receipt }: { receipt: ReceiptDto }) => {
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
            Receipt
          </h1>
          <p className="mt-1 font-mono text-lg font-semibold tracking-[0.18em] text-primary">
            {reservation.referenceCode}
          </p>
          <p className="text-xs text-muted-foreground">Issued {formatDay(today, 'long')}</p>
        </div>
      </header>

      <div className="grid gap-8 p-6 sm:p-8">
        <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <section aria-labelledby="receipt-guest">
            <SectionTitle>
              <span id="receipt-guest">Guest</span>
            </SectionTitle>
            <p className="font-medium">
              {reservation.guest.firstName} {reservation.guest.lastName}
            </p>
            <p className="text-sm break-all text-muted-foreground">{reservation.guest.email}</p>
          </section>
          <section aria-labelledby="receipt-stay">
            <SectionTitle>
              <span id="receipt-stay">Stay</span>
            </SectionTitle>
            <dl className="grid gap-2 text-sm sm:grid-cols-3 sm:gap-x-4">
              <Detail label="Room">{reservation.room.name}</Detail>
              <Detail label="Check-in">{formatDay(reservation.checkin, 'long')}</Detail>
              <Detail label="Check-out">{formatDay(reservation.checkout, 'long')}</Detail>
              <Detail label="Nights">{nights}</Detail>
              <Detail label="Guests">{guestComboLabel(reservation)}</Detail>
              <Detail label="Status">
                <Badge variant={statusBadgeVariant(reservation.status)} data-testid="receipt-status">
                  {STATUS_LABELS[reservation.status]}
                </Badge>
              </Detail>
            </dl>
          </section>
        </div>

        <section aria-labelledby="receipt-nights">
          <SectionTitle>
            <span id="receipt-nights">Nights</span>
          </SectionTitle>
          <AmountTable headings={['Night of', 'Rate']}>
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
        </section>

        <section aria-labelledby="receipt-payments">
          <SectionTitle>
            <span id="receipt-payments">Payments and refunds</span>
          </SectionTitle>
          {receipt.payments.length ? (
            <AmountTable headings={['Date', 'Description']}>
              {receipt.payments.map((payment) => (
                <tr key={payment.id} data-testid="receipt-payment">
                  <td className={cn(CELL, 'whitespace-nowrap')}>
                    {formatDay(paymentDay(payment.date, timeZone))}
                  </td>
                  <td className={CELL}>
                    <span className="font-medium">{PAYMENT_LINE_LABELS[payment.kind]}</span>
                    <span className="block text-xs break-all text-muted-foreground">
                      {paymentMethodLabel(payment.method)}
                      {payment.transactionId ? ` · ref ${payment.transactionId}` : ''}
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
            <p className="text-sm text-muted-foreground">No verified payments yet.</p>
          )}
        </section>

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
      </div>

      <footer className="border-t border-border/70 px-6 py-4 text-center text-xs text-muted-foreground sm:px-8">
        Thank you for choosing Casa Alon. Questions about this receipt? Write to {content('contact_email')}{' '}
        and quote {reservation.referenceCode}.
      </footer>
    </article>
  );
};
