// What is left today at the gate: the places (the day's capacity less its day visitors), the day type's
// fees, and the cottages open and not held today.

import type { DayVisitDayDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useGateText } from '../lib/gate-text';

export const GateLeftToday = ({ offer }: { offer: DayVisitDayDto }) => {
  const { t } = useGateText();
  const full = offer.capacityLeft === 0;
  return (
    <Card className="p-5 sm:p-6" data-testid="gate-left">
      <h3 className="text-lg font-semibold">{t('left.title')}</h3>
      <p className={full ? 'mt-2 font-semibold text-destructive' : 'mt-2 font-semibold'}>
        <Users className="mr-2 inline size-4 align-[-2px] text-primary" aria-hidden="true" />
        {t('left.places', { count: offer.capacityLeft, capacity: offer.dailyCapacity })}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`left.dayType.${offer.dayType}`)}
        {offer.holidayName ? ` (${offer.holidayName})` : ''}:{' '}
        {t('left.fees', { adult: formatPesos(offer.prices.adult), child: formatPesos(offer.prices.child) })}
      </p>
      <h4 className="mt-4 text-sm font-semibold">{t('left.cottages')}</h4>
      {offer.cottages.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('left.noCottage')}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm">
          {offer.cottages.map((cottage) => (
            <li key={cottage.id}>
              {t('left.cottage', {
                name: cottage.name,
                price: formatPesos(cottage.price),
                capacity: cottage.capacity,
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
