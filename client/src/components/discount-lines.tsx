// The senior citizen / PWD discount, line by line (RA 9994, RA 10754; docs/pricing.md): the regular
// price, the VAT the eligible share no longer carries and the 20% off. Rows of a <dl> whose next row is
// the total, so the parts visibly add up. The booking summary and the front desk's card show it.

import { formatCentavos } from '@domain/money';
import { type DiscountedBill, SENIOR_PWD_DISCOUNT_PERCENT, VAT_PERCENT } from '@domain/pricing';
import { useCommonText } from '@/lib/i18n/common';

const cents = (centavos: number) => formatCentavos(centavos, { cents: true });

export const DiscountLines = ({
  bill,
}: {
  bill: Pick<DiscountedBill, 'regularCentavos' | 'vatExemptCentavos' | 'discountCentavos'>;
}) => {
  const { t } = useCommonText();
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <dt>{t('discount.regular')}</dt>
        <dd className="tabular-nums" data-testid="summary-regular">
          {cents(bill.regularCentavos)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt>
          {t('discount.vatExemption', { percent: VAT_PERCENT })}
          <span className="block text-xs text-muted-foreground">{t('discount.share')}</span>
        </dt>
        <dd className="whitespace-nowrap tabular-nums text-success" data-testid="summary-vat-exempt">
          −{cents(bill.vatExemptCentavos)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt>{t('discount.discount', { percent: SENIOR_PWD_DISCOUNT_PERCENT })}</dt>
        <dd className="whitespace-nowrap tabular-nums text-success" data-testid="summary-discount">
          −{cents(bill.discountCentavos)}
        </dd>
      </div>
    </>
  );
};
