// The extras in a summary: each line's name, "4 × 2 nights" (or a trip's day) and its amount.
import { formatCentavos } from '@domain/money';
import { formatDay } from '@/lib/i18n/format-day';
import { cn } from '@/lib/utils';
import type { ExtraLine } from '../lib/extras';
import { type AddOnsT, addOnName, useAddOnsText } from '../messages';

const detail = (t: AddOnsT, line: ExtraLine) => {
  const quantity = Number.isFinite(line.choice.quantity) ? line.choice.quantity : 0;
  const { unit } = line.addOn;
  if (unit === 'trip')
    return t('line.trip', { quantity, day: line.choice.day ? formatDay(line.choice.day) : '—' });
  if (unit === 'stay') return t('line.stay', { quantity });
  return t(`line.${unit}`, { quantity, count: line.nights });
};

export const ExtrasSummaryLines = ({
  lines,
  className,
  heading = true,
  cents = false,
}: {
  lines: readonly ExtraLine[];
  className?: string;
  /** The "Extras" heading above the lines. */
  heading?: boolean;
  /** Amounts with their centavos, as a bill (the group summary) prints them. */
  cents?: boolean;
}) => {
  const { t, language } = useAddOnsText();
  if (lines.length === 0) return null;
  return (
    <div className={cn('grid gap-1.5', className)} data-testid="summary-extras">
      {heading ? <h3 className="font-sans text-sm font-semibold">{t('summary')}</h3> : null}
      <ul className="grid gap-1.5 text-sm" aria-label={t('summary')}>
        {lines.map((line) => (
          <li key={line.addOn.id} className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span className="block text-foreground">{addOnName(line.addOn, language)}</span>
              <span className="block text-xs text-muted-foreground">{detail(t, line)}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatCentavos(line.amountCentavos, { cents })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
