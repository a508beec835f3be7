// The receipt itself, laid out like a printed bill: the resort and how to reach it, the guest and the
// stay (or the day visit), each night and its rate or the day's entrance fees and cottage (and any
// adjustment by the front desk), the payments and refunds, and
// the totals. The same markup prints on A4/Letter through receipt-print.css.

import type { ReceiptDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { DAY_VISIT_WORDS } from '@domain/day-visits';
import { isLanguage } from '@domain/languages';
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
import { useReceiptText } from '../messages';
import { ReceiptDayVisit, ReceiptNights, ReceiptPayments, ReceiptTotals } from './receipt-amounts';

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

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 sm:block">
    <dt className="text-xs text-muted-foreground">{label}</dt>
    <dd className="text-right font-medium sm:text-left">{children}</dd>
  </div>
);

/** The resort and how to reach it, beside the receipt's title, reference code and day of issue. */
const ReceiptHeader = ({ referenceCode }: { referenceCode: string }) => {
  const { t } = useReceiptText();
  const { content } = useContent();
  const { today } = useResortClock();
  return (
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
        <p className="mt-1 font-mono text-lg font-semibold tracking-[0.18em] text-primary">{referenceCode}</p>
        <p className="text-xs text-muted-foreground">{t('issued', { day: formatDay(today, 'long') })}</p>
      </div>
    </header>
  );
};

/** The stay's room, dates and nights; a day visit's day and cottage instead. */
const StayDetails = ({ reservation }: { reservation: ReceiptDto['reservation'] }) => {
  const { t, language } = useReceiptText();
  if (!reservation.room)
    return (
      <>
        <Detail label={t('booking')}>{DAY_VISIT_WORDS[isLanguage(language) ? language : 'en']}</Detail>
        <Detail label={t('day')}>{formatDay(reservation.checkin, 'long')}</Detail>
        {reservation.cottage ? <Detail label={t('cottage')}>{reservation.cottage.name}</Detail> : null}
      </>
    );
  return (
    <>
      <Detail label={t('room')}>{reservation.room.name}</Detail>
      <Detail label={t('checkIn')}>{formatDay(reservation.checkin, 'long')}</Detail>
      <Detail label={t('checkOut')}>{formatDay(reservation.checkout, 'long')}</Detail>
      <Detail label={t('nights')}>{nightsBetween(reservation.checkin, reservation.checkout)}</Detail>
    </>
  );
};

const ReceiptStay = ({ reservation }: { reservation: ReceiptDto['reservation'] }) => {
  const { t } = useReceiptText();
  const { t: tRooms } = useRoomsText();
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3 sm:gap-x-4">
      <StayDetails reservation={reservation} />
      <Detail label={t('guests')}>{guestsLabel(tRooms, reservation)}</Detail>
      <Detail label={t('status')}>
        <Badge variant={statusBadgeVariant(reservation.status)} data-testid="receipt-status">
          {statusText(reservation.status)}
        </Badge>
      </Detail>
    </dl>
  );
};

export const ReceiptSheet = ({ receipt }: { receipt: ReceiptDto }) => {
  const { t } = useReceiptText();
  const { content } = useContent();
  const { reservation } = receipt;

  return (
    <article
      className="receipt-sheet rounded-2xl border border-border/70 bg-card shadow-soft"
      aria-labelledby="receipt-title"
      data-testid="receipt"
    >
      <ReceiptHeader referenceCode={reservation.referenceCode} />

      <div className="grid gap-8 p-6 sm:p-8">
        <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <ReceiptSection id="receipt-guest" title={t('guest')}>
            <p className="font-medium">
              {reservation.guest.firstName} {reservation.guest.lastName}
            </p>
            <p className="text-sm break-all text-muted-foreground">{reservation.guest.email}</p>
          </ReceiptSection>
          <ReceiptSection id="receipt-stay" title={t('stay')}>
            <ReceiptStay reservation={reservation} />
          </ReceiptSection>
        </div>

        {reservation.room ? (
          <ReceiptSection id="receipt-nights" title={t('nights')}>
            <ReceiptNights receipt={receipt} />
          </ReceiptSection>
        ) : (
          <ReceiptSection id="receipt-day" title={t('dayVisit')}>
            <ReceiptDayVisit receipt={receipt} />
          </ReceiptSection>
        )}

        <ReceiptSection id="receipt-payments" title={t('payments')}>
          <ReceiptPayments receipt={receipt} />
        </ReceiptSection>

        <ReceiptTotals receipt={receipt} />
      </div>

      <footer className="border-t border-border/70 px-6 py-4 text-center text-xs text-muted-foreground sm:px-8">
        {t('thanks', { email: content('contact_email'), code: reservation.referenceCode })}
      </footer>
    </article>
  );
};
