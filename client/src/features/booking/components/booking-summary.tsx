// The Booking Summary: the room, the stay, each night's price (a seasonal rate named where it applies),
// the senior citizen / PWD discount line by line when a guest claims it, the total with the VAT it includes, the 30% down payment due now and the 70% balance due at check-in. It holds the form's
// submit button, so on a desktop the price and the action stay in view together. Book Now (or Log in to
// book) is there only once the nights are known to be free: before that the button checks the dates.

import type { RoomDto } from '@domain/api-types';
import { formatCentavos, formatPesos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, type Quote, VAT_PERCENT } from '@domain/pricing';
import { CalendarDays, CalendarX, LoaderCircle, LogIn, RefreshCw, ShieldCheck, Users } from 'lucide-react';
import { DiscountLines } from '@/components/discount-lines';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { guestsLabel, useRoomsText } from '@/features/rooms';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatDay } from '@/lib/i18n/format-day';
import type { SubmitMode } from '../lib/stay-check';
import { summaryLines } from '../lib/summary-lines';
import { useBookingText } from '../messages';
import { RoomPhoto } from './room-photo';

const peso = (centavos: number) => formatCentavos(centavos);

export const BookingSummary = ({
  room,
  stay,
  quote,
  checkInTime,
  checkOutTime,
  formId,
  mode,
  pending,
  onRetry,
}: {
  room: RoomDto;
  stay: { checkin: string; checkout: string; adults: number; kids: number };
  quote: Quote | null;
  checkInTime: string;
  checkOutTime: string;
  formId: string;
  mode: SubmitMode;
  pending: boolean;
  /** Asks again after a failed availability check. */
  onRetry: () => void;
}) => {
  const lines = quote ? summaryLines(quote.nights) : [];
  const nightCount = quote?.nights.length ?? 0;
  const balancePercent = 100 - DOWN_PAYMENT_PERCENT;
  const { t } = useBookingText();
  const { t: tRooms } = useRoomsText();
  const hydrated = useHydrated();

  return (
    <Card className="overflow-hidden">
      <div className="relative">
        <RoomPhoto
          src={room.imagePath}
          alt={room.name}
          className="aspect-[16/9] w-full lg:aspect-[5/2]"
          eager
        />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-foreground/80 via-foreground/35 to-transparent px-5 pt-10 pb-4 text-white sm:px-6">
          <p className="text-xs font-semibold tracking-[0.14em] uppercase text-white/85">
            {t('summary.label')}
          </p>
          <h2 id="booking-summary-title" className="mt-1 text-xl leading-tight font-semibold text-white">
            {room.name}
          </h2>
        </div>
      </div>

      <div className="grid gap-4 p-5 sm:gap-5 sm:p-6 lg:gap-4">
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-4 text-sm">
          {[
            { label: t('stay.checkIn'), day: stay.checkin, time: t('summary.from', { time: checkInTime }) },
            {
              label: t('stay.checkOut'),
              day: stay.checkout,
              time: t('summary.until', { time: checkOutTime }),
            },
          ].map(({ label, day, time }) => (
            <div key={label}>
              <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <CalendarDays className="size-3.5" aria-hidden="true" /> {label}
              </dt>
              <dd className="mt-1 font-semibold">{day ? formatDay(day, 'long') : '—'}</dd>
              <dd className="text-xs text-muted-foreground">{time}</dd>
            </div>
          ))}
          <div className="col-span-2 flex items-center justify-between border-t border-border/80 pt-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Users className="size-3.5" aria-hidden="true" /> {t('summary.guests')}
            </dt>
            <dd className="font-semibold">{guestsLabel(tRooms, stay)}</dd>
          </div>
        </dl>

        {quote && nightCount > 0 ? (
          <div>
            <h3 className="font-sans text-sm font-semibold">{t('summary.nights', { count: nightCount })}</h3>
            <ul className="mt-2 grid gap-1.5 text-sm" aria-label={t('summary.pricePerNight')}>
              {lines.map((line) => (
                <li key={line.key} className="flex items-start justify-between gap-3">
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-foreground">
                      {line.label}
                      {line.rateType ? (
                        <Badge
                          variant="outline"
                          className="border-accent/30 bg-accent/10 px-2 py-0 text-[11px] text-[#9a3412]"
                        >
                          {line.rateType}
                        </Badge>
                      ) : null}
                    </span>
                    {line.nights > 1 ? (
                      <span className="block text-xs text-muted-foreground">
                        {t('summary.nightsTimes', { count: line.nights, price: peso(line.nightlyCentavos) })}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">{peso(line.amountCentavos)}</span>
                </li>
              ))}
            </ul>
            {lines.some((line) => line.rateType) ? (
              <p className="mt-2 text-xs text-muted-foreground">
                {t('summary.seasonalNote', { price: formatPesos(room.basePrice) })}
              </p>
            ) : null}

            <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
              {quote.bill.discountCentavos > 0 ? <DiscountLines bill={quote.bill} /> : null}
              <div className="flex items-baseline justify-between gap-3">
                <dt className="font-semibold">{t('summary.total')}</dt>
                <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="summary-total">
                  {peso(quote.totalCentavos)}
                </dd>
              </div>
              <div className="-mt-1 flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
                <dt>{t('summary.vatIncluded', { percent: VAT_PERCENT })}</dt>
                <dd className="tabular-nums">
                  {formatCentavos(quote.bill.vatIncludedCentavos, { cents: true })}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
                <dt className="font-medium">
                  {t('summary.downPayment', { percent: DOWN_PAYMENT_PERCENT })}
                  <span className="block text-xs font-normal">{t('summary.dueNow')}</span>
                </dt>
                <dd className="font-semibold tabular-nums" data-testid="summary-down-payment">
                  {peso(quote.downPaymentCentavos)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 px-3">
                <dt className="text-muted-foreground">{t('summary.balance', { percent: balancePercent })}</dt>
                <dd className="font-medium tabular-nums">{peso(quote.balanceCentavos)}</dd>
              </div>
            </dl>
          </div>
        ) : (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-border p-4 text-sm">
            <CalendarX className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">
              {t('summary.pickDates')}{' '}
              <span className="font-semibold text-foreground">{formatPesos(room.basePrice)}</span>{' '}
              {t('summary.perNightEnd')}
            </p>
          </div>
        )}

        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('summary.freeCancellation')}
        </p>

        {/* these buttons submit the form from outside it: like the form, they wait for the script */}
        <fieldset disabled={!hydrated} className="grid gap-2">
          {mode === 'dates' ? (
            <Button type="submit" form={formId} size="lg" className="w-full">
              {t('summary.checkAvailability')}
            </Button>
          ) : mode === 'checking-dates' ? (
            <Button type="button" size="lg" className="w-full" disabled aria-disabled>
              <LoaderCircle className="animate-spin" aria-hidden="true" /> {t('summary.checkingDates')}
            </Button>
          ) : mode === 'check-failed' ? (
            <Button type="button" size="lg" variant="outline" className="w-full" onClick={onRetry}>
              <RefreshCw aria-hidden="true" /> {t('availability.retry')}
            </Button>
          ) : mode === 'taken' ? (
            <p className="rounded-xl border border-dashed border-destructive/40 px-4 py-3 text-center text-sm font-medium text-foreground">
              {t('summary.pickFreeDates')}
            </p>
          ) : mode === 'login' ? (
            <Button type="submit" form={formId} size="lg" className="w-full">
              <LogIn aria-hidden="true" /> {t('summary.logInToBook')}
            </Button>
          ) : (
            <Button
              type="submit"
              form={formId}
              size="lg"
              className="w-full"
              disabled={pending || mode !== 'book'}
              aria-disabled={pending || mode !== 'book'}
            >
              {pending ? (
                <>
                  <Spinner className="size-4" label={t('summary.booking')} /> {t('summary.bookingNow')}
                </>
              ) : mode === 'unavailable' ? (
                t('summary.unavailable')
              ) : mode === 'checking' ? (
                <>
                  <Spinner className="size-4" label={t('summary.checkingSignIn')} /> {t('summary.bookNow')}
                </>
              ) : (
                t('summary.bookNow')
              )}
            </Button>
          )}
          <p className="text-center text-xs text-muted-foreground">
            {mode === 'login'
              ? t('summary.signInFirst')
              : mode === 'book' || mode === 'unavailable' || mode === 'checking'
                ? t('summary.confirmedOnce')
                : t('summary.checkFirst')}
          </p>
        </fieldset>
      </div>
    </Card>
  );
};
