// The Booking Summary's prices once the nights are known: each night's price (a seasonal rate named
// where it applies), the extra guests' and the extras' lines, the discount lines, the total with its VAT, the down payment due now and the balance.

import type { RoomDto } from '@domain/api-types';
import { formatCentavos, formatPesos } from '@domain/money';
import { extraGuestLines, type Quote } from '@domain/pricing';
import { CalendarX } from 'lucide-react';
import { BillTotals } from '@/components/bill-totals';
import { DiscountLines } from '@/components/discount-lines';
import { Badge } from '@/components/ui/badge';
import { type ExtraLine, ExtrasSummaryLines } from '@/features/add-ons';
import { summaryLines } from '../lib/summary-lines';
import { useBookingText } from '../messages';

const peso = (centavos: number) => formatCentavos(centavos);

const NightLines = ({ quote, basePrice }: { quote: Quote; basePrice: RoomDto['basePrice'] }) => {
  const { t } = useBookingText();
  const lines = summaryLines(quote.nights);
  return (
    <>
      <h3 className="font-sans text-sm font-semibold">
        {t('summary.nights', { count: quote.nights.length })}
      </h3>
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
          {t('summary.seasonalNote', { price: formatPesos(basePrice) })}
        </p>
      ) : null}
    </>
  );
};

/** "Extra adults · 1 × 2 nights × ₱500 · ₱1,000", and the same for children, when the party has them. */
const ExtraGuestLines = ({ quote, baseOccupancy }: { quote: Quote; baseOccupancy: number }) => {
  const { t } = useBookingText();
  const lines = extraGuestLines(quote.extraGuests, quote.nights.length);
  if (lines.length === 0) return null;
  return (
    <>
      <ul
        className="mt-3 grid gap-1.5 border-t border-border pt-3 text-sm"
        data-testid="summary-extra-guests"
      >
        {lines.map((line) => (
          <li key={line.kind} className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span className="block text-foreground">
                {t(line.kind === 'adult' ? 'summary.extraAdults' : 'summary.extraChildren')}
              </span>
              <span className="block text-xs text-muted-foreground">
                {t('summary.extraTimes', {
                  heads: line.heads,
                  count: line.nights,
                  price: peso(line.perNightCentavos),
                })}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{peso(line.amountCentavos)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">{t('summary.extraNote', { count: baseOccupancy })}</p>
    </>
  );
};

const Totals = ({ quote }: { quote: Quote }) => {
  const { t } = useBookingText();
  return (
    <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
      {quote.bill.discountCentavos > 0 ? <DiscountLines bill={quote.bill} /> : null}
      <BillTotals
        totals={{
          total: quote.totalCentavos,
          vatIncluded: quote.bill.vatIncludedCentavos,
          downPayment: quote.downPaymentCentavos,
          balance: quote.balanceCentavos,
        }}
        words={(word, values) => t(`summary.${word}`, values)}
        testIdPrefix="summary"
      />
    </dl>
  );
};

/** The nights and totals of `quote`, or (no nights yet) the room's price per night and a nudge to pick dates. */
export const SummaryPrices = ({
  quote,
  room,
  extras = [],
}: {
  quote: Quote | null;
  room: RoomDto;
  extras?: readonly ExtraLine[];
}) => {
  const { t } = useBookingText();
  if (quote && quote.nights.length > 0)
    return (
      <div>
        <NightLines quote={quote} basePrice={room.basePrice} />
        <ExtraGuestLines quote={quote} baseOccupancy={room.baseOccupancy} />
        <ExtrasSummaryLines lines={extras} className="mt-3 border-t border-border pt-3" />
        <Totals quote={quote} />
      </div>
    );
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-border p-4 text-sm">
      <CalendarX className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="text-muted-foreground">
        {t('summary.pickDates')}{' '}
        <span className="font-semibold text-foreground">{formatPesos(room.basePrice)}</span>{' '}
        {t('summary.perNightEnd')}
      </p>
    </div>
  );
};
