// The walk-in pass's live price: the public day read priced for the party as the form stands
// (GET /api/day-visits, the booking's own pricing), line by line, with what to collect.

import type { DayVisitQuoteDto } from '@domain/api-types';
import { formatPesos, toCentavos } from '@domain/money';
import { ApiError } from '@/lib/api';
import { gateMessage, useGateText } from '../lib/gate-text';

export const GateSalePrice = ({
  quote,
  loading,
  error,
}: {
  quote: DayVisitQuoteDto | null | undefined;
  loading: boolean;
  error: unknown;
}) => {
  const { t } = useGateText();
  const problem = error instanceof ApiError ? error.serverMessage : null;
  return (
    <div
      className="grid gap-1 rounded-xl border border-border/70 bg-muted/40 p-3 text-sm"
      aria-live="polite"
      data-testid="gate-price"
    >
      <p className="font-semibold">{t('sale.price')}</p>
      {problem ? <p className="text-destructive">{gateMessage(t, problem)}</p> : null}
      {!problem && quote ? (
        <>
          <ul className="grid gap-0.5">
            {quote.lines.map((line) => (
              <li key={line.item} className="flex justify-between gap-2">
                <span>
                  {t(`sale.line.${line.item}`)} × {line.quantity}
                </span>
                <span>{formatPesos(line.amount)}</span>
              </li>
            ))}
            {toCentavos(quote.discountAmount) > 0 ? (
              <li className="flex justify-between gap-2">
                <span>{t('sale.discount')}</span>
                <span>−{formatPesos(quote.discountAmount)}</span>
              </li>
            ) : null}
          </ul>
          <p className="mt-1 flex justify-between gap-2 border-t border-border/70 pt-1 font-semibold">
            <span>{t('sale.total')}</span>
            <span data-testid="gate-total">{formatPesos(quote.totalAmount, { cents: true })}</span>
          </p>
        </>
      ) : null}
      {!problem && !quote && loading ? <p className="text-muted-foreground">{t('sale.pricing')}</p> : null}
    </div>
  );
};
