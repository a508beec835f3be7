// The party's price line by line, as GET /api/day-visits prices it (the booking's own quoteDayVisit):
// entrance × heads, infants free, the cottage, the senior/PWD discount lines and the VAT as a room's
// summary shows them, the total, the 30% down payment due now and the balance due on the day.

import type { DayVisitQuoteDto } from '@domain/api-types';
import { formatCentavos, toCentavos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, VAT_PERCENT } from '@domain/pricing';
import { DiscountLines } from '@/components/discount-lines';
import { useDayToursText } from '../messages';

const peso = (pesos: string) => formatCentavos(toCentavos(pesos));
const cents = (pesos: string) => formatCentavos(toCentavos(pesos), { cents: true });

/** One term of the bill: a <dl>'s direct child holds exactly its <dt> and <dd> (axe's definition-list rule). */
const Row = ({
  label,
  value,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  testId?: string;
  className?: string;
}) => (
  <div className={`flex items-baseline justify-between gap-3 ${className}`}>
    <dt>{label}</dt>
    <dd className="tabular-nums" data-testid={testId}>
      {value}
    </dd>
  </div>
);

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
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold">{t('quote.total')}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="quote-total">
            {peso(quote.totalAmount)}
          </dd>
        </div>
        <Row
          className="-mt-1 text-xs text-muted-foreground"
          label={t('quote.vatIncluded', { percent: VAT_PERCENT })}
          value={cents(quote.vatIncludedAmount)}
        />
        <div className="flex items-baseline justify-between gap-3 rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
          <dt className="font-medium">
            {t('quote.downPayment', { percent: DOWN_PAYMENT_PERCENT })}
            <span className="block text-xs font-normal">{t('quote.dueNow')}</span>
          </dt>
          <dd className="font-semibold tabular-nums" data-testid="quote-down-payment">
            {peso(quote.downPayment)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 px-3">
          <dt className="text-muted-foreground">
            {t('quote.balance', { percent: 100 - DOWN_PAYMENT_PERCENT })}
          </dt>
          <dd className="font-medium tabular-nums">{peso(quote.balance)}</dd>
        </div>
      </dl>
    </div>
  );
};
