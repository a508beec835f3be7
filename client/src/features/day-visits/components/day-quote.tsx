// The party's price line by line, as GET /api/day-visits prices it (the booking's own quoteDayVisit):
// entrance × heads, infants free, the cottage, the senior/PWD discount lines and the VAT as a room's
// summary shows them, the total, the 30% down payment due now and the balance due on the day.

import type { DayVisitQuoteDto } from '@domain/api-types';
import { formatCentavos, toCentavos } from '@domain/money';
import { BillTotals } from '@/components/bill-totals';
import { DiscountLines } from '@/components/discount-lines';
import { useDayToursText } from '../messages';

const peso = (pesos: string) => formatCentavos(toCentavos(pesos));
const QuoteLines = ({ quote }: { quote: DayVisitQuoteDto }) => {
  const { t } = useDayToursText();
  return (
    <ul className="grid gap-1.5 text-sm" data-testid="quote-lines">
      {quote.lines.map((line) => (
        <li key={line.item} className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block text-foreground">{t(`quote.${line.item}`)}</span>
            <span className="block text-xs text-muted-foreground">
              {t('quote.times', { count: line.quantity, price: peso(line.unitPrice) })}
            </span>
          </span>
          <span className="shrink-0 font-medium tabular-nums">{peso(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
};

export const DayQuote = ({ quote }: { quote: DayVisitQuoteDto }) => {
  const { t } = useDayToursText();
  const discounted = toCentavos(quote.discountAmount) > 0;
  return (
    <div>
      <QuoteLines quote={quote} />
      <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
        {discounted ? (
          <DiscountLines
            bill={{
              regularCentavos: toCentavos(quote.regularAmount),
              vatExemptCentavos: toCentavos(quote.vatExemptAmount),
              discountCentavos: toCentavos(quote.discountAmount),
            }}
          />
        ) : null}
        <BillTotals
          totals={{
            total: toCentavos(quote.totalAmount),
            vatIncluded: toCentavos(quote.vatIncludedAmount),
            downPayment: toCentavos(quote.downPayment),
            balance: toCentavos(quote.balance),
          }}
          words={(word, values) => t(`quote.${word}`, values)}
          testIdPrefix="quote"
        />
      </dl>
    </div>
  );
};
