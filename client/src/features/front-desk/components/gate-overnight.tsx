// The overnight guests whose stay covers today: they enter the beach free and take none of its places.

import type { OvernightGuestDto } from '@domain/api/gate';
import { BedDouble } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useGateText } from '../lib/gate-text';
import { GateCard } from './gate-card';

export const GateOvernight = ({ overnight }: { overnight: OvernightGuestDto[] }) => {
  const { t } = useGateText();
  return (
    <GateCard icon={BedDouble} title={t('overnight.title')} intro={t('overnight.intro')}>
      {overnight.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('overnight.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={t('overnight.title')}>
          {overnight.map((stay) => (
            <li
              key={stay.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border/70 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {stay.guestName}{' '}
                  <span className="text-sm text-muted-foreground">· {stay.referenceCode}</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('overnight.line', { room: stay.roomName, adults: stay.adults, kids: stay.kids })} ·{' '}
                  {t(`overnight.status.${stay.status}`)}
                </p>
              </div>
              <Badge variant="success">{t('overnight.free')}</Badge>
            </li>
          ))}
        </ul>
      )}
    </GateCard>
  );
};
