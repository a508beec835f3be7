// The receipt's tables of lines whose last column is an amount in pesos: a booking's nights and payments,
// and a group's rooms and payments, laid out alike so the two receipts read the same.
import { formatPesos } from '@domain/money';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useReceiptText } from '../messages';

export const peso = (amount: string) => formatPesos(amount, { cents: true });

export const CELL = 'px-3 py-2.5 align-top first:pl-0 last:pr-0';
const HEAD = 'px-3 pb-2 text-xs font-semibold text-muted-foreground first:pl-0 last:pr-0';

/** A table whose columns are the given headings and then the amount; `caption` names it to a screen reader. */
export const AmountTable = ({
  headings,
  caption,
  children,
}: {
  headings: readonly [string, string];
  caption?: string;
  children: ReactNode;
}) => {
  const { t } = useReceiptText();
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
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
