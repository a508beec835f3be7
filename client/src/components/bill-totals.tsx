// The foot of a price before booking, under the discount lines: the total, the VAT it includes, the down
// payment due now and the balance. The booking summary and the day tour's quote both end with it, each in
// its own words (a stay's balance is due at check-in, a day's on the day). Rows of the <dl> around it.

import { formatCentavos } from '@domain/money';
import { DOWN_PAYMENT_PERCENT, VAT_PERCENT } from '@domain/pricing';

type Word = 'total' | 'vatIncluded' | 'downPayment' | 'dueNow' | 'balance';

export const BillTotals = ({
  totals,
  words,
  testIdPrefix,
}: {
  /** In centavos. */
  totals: { total: number; vatIncluded: number; downPayment: number; balance: number };
  words: (word: Word, values?: { percent: number }) => string;
  /** `summary` or `quote`: the total is `<prefix>-total`, the down payment `<prefix>-down-payment`. */
  testIdPrefix: string;
}) => (
  <>
    <div className="flex items-baseline justify-between gap-3">
      <dt className="font-semibold">{words('total')}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums" data-testid={`${testIdPrefix}-total`}>
        {formatCentavos(totals.total)}
      </dd>
    </div>
    <div className="-mt-1 flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
      <dt>{words('vatIncluded', { percent: VAT_PERCENT })}</dt>
      <dd className="tabular-nums">{formatCentavos(totals.vatIncluded, { cents: true })}</dd>
    </div>
    <div className="flex items-baseline justify-between gap-3 rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
      <dt className="font-medium">
        {words('downPayment', { percent: DOWN_PAYMENT_PERCENT })}
        <span className="block text-xs font-normal">{words('dueNow')}</span>
      </dt>
      <dd className="font-semibold tabular-nums" data-testid={`${testIdPrefix}-down-payment`}>
        {formatCentavos(totals.downPayment)}
      </dd>
    </div>
    <div className="flex items-baseline justify-between gap-3 px-3">
      <dt className="text-muted-foreground">{words('balance', { percent: 100 - DOWN_PAYMENT_PERCENT })}</dt>
      <dd className="font-medium tabular-nums">{formatCentavos(totals.balance)}</dd>
    </div>
  </>
);
