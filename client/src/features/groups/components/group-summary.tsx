// The group's summary beside the group page's form: each room's total with its extras, the group total,
// its down payment and balance, then the page's action (Book, or sign in).
import { formatCentavos } from '@domain/money';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ExtrasSummaryLines } from '@/features/add-ons';
import type { GroupLine } from '../lib/use-group-quotes';
import { useGroupsText } from '../messages';

/** The group's summary beside the form: each room's total, the group total, its down payment and balance. */
export const GroupSummary = ({
  lines,
  totalCentavos,
  downCentavos,
  action,
}: {
  lines: GroupLine[];
  totalCentavos: number;
  downCentavos: number;
  action: ReactNode;
}) => {
  const { t } = useGroupsText();
  const row = (label: string, centavos: number, className: string) => (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCentavos(centavos, { cents: true })}</dd>
    </div>
  );
  return (
    <aside aria-label={t('page.summary')} className="lg:sticky lg:top-24">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t('page.summary')}</h2>
        <dl className="mt-4 grid gap-2 text-sm">
          {lines.map(({ item, totalCentavos: roomCentavos, extras }) => (
            <div key={item.roomId} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
              <dt className="min-w-0 truncate text-muted-foreground">{item.name}</dt>
              <dd className="tabular-nums">
                {roomCentavos === null ? '…' : formatCentavos(roomCentavos, { cents: true })}
              </dd>
              {extras.lines.length ? (
                <dd className="col-span-2">
                  <ExtrasSummaryLines
                    lines={extras.lines}
                    heading={false}
                    cents
                    className="border-l-2 border-border pl-3 text-muted-foreground"
                  />
                </dd>
              ) : null}
            </div>
          ))}
          {row(t('page.total'), totalCentavos, 'mt-2 border-t border-border pt-3 text-base font-semibold')}
          {row(t('page.downPayment'), downCentavos, 'font-medium text-primary')}
          {row(t('page.balance'), totalCentavos - downCentavos, 'text-muted-foreground')}
        </dl>
        {action}
      </Card>
    </aside>
  );
};
