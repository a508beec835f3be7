// What the chosen day is: its type (a holiday by name, priced as a weekend), the entrance fees that day,
// the opening hours, who counts as a child (in Filipino when the admin wrote it), and the places left.

import type { DayVisitDayDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
// Ruler for the child rule, not Baby: the landing's room card has Baby, and an icon both share becomes a
// chunk of its own on the landing
import { CalendarDays, Clock, Ruler, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useDayToursText } from '../messages';

const Fact = ({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: ReactNode;
}) => (
  // the icon sits in the term, so the <dl>'s group holds only its <dt> and <dd> (axe's definition-list rule)
  <div className="relative min-w-0 pl-6.5">
    <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
      <Icon className="absolute top-0.5 left-0 size-4 text-primary" aria-hidden="true" />
      {label}
    </dt>
    <dd className="text-sm text-foreground">{children}</dd>
  </div>
);

/** The child rule in the page's language: the admin's Filipino when written, else the English. */
export const childRuleIn = (day: Pick<DayVisitDayDto, 'childRule' | 'childRuleFil'>, language: string) =>
  language === 'fil' && day.childRuleFil.trim() ? day.childRuleFil : day.childRule;

export const DayFacts = ({ day, stale }: { day: DayVisitDayDto; stale: boolean }) => {
  const { t, language } = useDayToursText();
  const childRule = childRuleIn(day, language);
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-background p-4 transition-opacity',
        stale && 'opacity-60',
      )}
      data-testid="day-facts"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CalendarDays className="size-4 text-primary" aria-hidden="true" />
        <Badge variant={day.dayType === 'weekday' ? 'secondary' : 'accent'}>
          {t(`facts.${day.dayType}`)}
        </Badge>
        {day.holidayName ? (
          <span className="text-sm font-medium text-foreground">
            {t('facts.holidayRate', { name: day.holidayName })}
          </span>
        ) : null}
        <span className="ms-auto">
          {day.capacityLeft > 0 ? (
            <Badge variant="success">{t('facts.placesLeft', { count: day.capacityLeft })}</Badge>
          ) : (
            <Badge variant="destructive">{t('facts.full')}</Badge>
          )}
        </span>
      </div>
      <dl aria-label={t('facts.label')} className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact icon={Ticket} label={t('facts.entrance')}>
          {t('facts.adultFee', { price: formatPesos(day.prices.adult) })}
          {' · '}
          {t('facts.childFee', { price: formatPesos(day.prices.child) })}
        </Fact>
        {day.openingHours ? (
          <Fact icon={Clock} label={t('facts.hours')}>
            {day.openingHours}
          </Fact>
        ) : null}
        {childRule ? (
          <Fact icon={Ruler} label={t('facts.childRule')}>
            {childRule}
          </Fact>
        ) : null}
        <Fact icon={Users} label={t('day.infants')}>
          {t('day.infantsHelp')}
        </Fact>
      </dl>
    </div>
  );
};
