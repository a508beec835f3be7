// Today's day visits at the gate: those expected (booked online, pending or confirmed) with the move that
// lets them in (confirm, then check in: the desk's own moves), and those arrived (checked in).

import type { ReservationDto } from '@domain/api-types';
import { formatPesos, toCentavos } from '@domain/money';
import { DoorOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { showSuccess } from '@/lib/notify';
import { useChangeReservationStatus } from '../api/change-reservation-status';
import { guestName } from '../lib/front-desk-view';
import { type GateT, showGateError, useGateText } from '../lib/gate-text';

const VisitFacts = ({ visit, t }: { visit: ReservationDto; t: GateT }) => {
  const owed = toCentavos(visit.amountDue) > 0;
  return (
    <div className="min-w-0">
      <p className="font-medium">
        {guestName(visit.user)} <span className="text-sm text-muted-foreground">· {visit.referenceCode}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {t('visits.heads', { adults: visit.adults, kids: visit.kids, infants: visit.infants })} ·{' '}
        {visit.cottage?.name ?? t('visits.noCottage')}
      </p>
      <p className={owed ? 'text-sm font-medium text-warning' : 'text-sm text-success'}>
        {owed ? t('visits.due', { amount: formatPesos(visit.amountDue) }) : t('visits.paid')}
      </p>
    </div>
  );
};

const LetInButton = ({ visit, t }: { visit: ReservationDto; t: GateT }) => {
  const change = useChangeReservationStatus();
  const move = visit.status === 'pending' ? 'confirm' : 'checkin';
  const name = guestName(visit.user);
  const onClick = () =>
    change.mutate(
      { id: visit.id, move },
      {
        onSuccess: () =>
          showSuccess(t(move === 'confirm' ? 'visits.confirmed' : 'visits.checkedIn', { name })),
        onError: (error) => showGateError(t, error, t('visits.moveFailed')),
      },
    );
  return (
    <Button
      type="button"
      size="sm"
      variant={move === 'confirm' ? 'outline' : 'default'}
      disabled={change.isPending}
      onClick={onClick}
      aria-label={t(move === 'confirm' ? 'visits.confirmLabel' : 'visits.checkInLabel', {
        name,
        code: visit.referenceCode,
      })}
    >
      {t(move === 'confirm' ? 'visits.confirm' : 'visits.checkIn')}
    </Button>
  );
};

const VisitList = ({
  title,
  empty,
  visits,
  arrived,
  t,
}: {
  title: string;
  empty: string;
  visits: ReservationDto[];
  arrived: boolean;
  t: GateT;
}) => (
  <section aria-label={title} className="grid gap-2">
    <h4 className="flex items-center gap-2 text-sm font-semibold">
      {title} <Badge variant="secondary">{visits.length}</Badge>
    </h4>
    {visits.length === 0 ? (
      <p className="text-sm text-muted-foreground">{empty}</p>
    ) : (
      <ul className="grid gap-2">
        {visits.map((visit) => (
          <li
            key={visit.id}
            data-testid="gate-visit"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border/70 p-3"
          >
            <VisitFacts visit={visit} t={t} />
            {arrived ? (
              <Badge variant="success">{t('visits.arrived')}</Badge>
            ) : (
              <LetInButton visit={visit} t={t} />
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
);

export const GateVisits = ({ visits }: { visits: ReservationDto[] }) => {
  const { t } = useGateText();
  const arrived = visits.filter((visit) => visit.status === 'checked_in');
  const expected = visits.filter((visit) => visit.status !== 'checked_in');
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <DoorOpen className="size-5 text-primary" aria-hidden="true" /> {t('title')}
      </h3>
      <VisitList
        title={t('visits.expected')}
        empty={t('visits.noneExpected')}
        visits={expected}
        arrived={false}
        t={t}
      />
      <VisitList title={t('visits.arrived')} empty={t('visits.noneArrived')} visits={arrived} arrived t={t} />
    </Card>
  );
};
