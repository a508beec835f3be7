// The declared weather disruptions, newest first: days, note, who declared (and lifted) it, and each
// affected booking with what its guest chose (waiting, moved, cancelled with a refund due).

import type { WeatherDisruptionDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { WEATHER_CHOICE_LABELS, type WeatherChoice } from '@domain/weather';
import { CloudSun } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadFailed } from '@/components/ui/empty-state';
import { useResortClock } from '@/features/site-config';
import { showActionError, showSuccess } from '@/lib/notify';
import { useLiftDisruption, useWeatherDisruptions } from '../api/weather-disruptions';
import { eventActor } from '../lib/front-desk-view';
import { CardSkeletons } from './reservation-list';

/** What the booking holds: a stay's room and nights, or a day visit's day (and its cottage). */
const bookedText = (booking: WeatherDisruptionDto['affected'][number]) =>
  booking.kind === 'day_visit'
    ? ['Day visit', booking.cottageName, formatDay(booking.checkin)].filter(Boolean).join(' · ')
    : `${booking.roomName ?? ''} · ${formatDay(booking.checkin)} – ${formatDay(booking.checkout)}`;

const CHOICE_BADGE: Record<WeatherChoice, 'warning' | 'success' | 'secondary'> = {
  pending: 'warning',
  moved: 'success',
  cancelled: 'secondary',
};

const days = (d: Pick<WeatherDisruptionDto, 'startDate' | 'endDate'>) =>
  d.startDate === d.endDate
    ? formatDay(d.startDate, 'long')
    : `${formatDay(d.startDate, 'long')} – ${formatDay(d.endDate, 'long')}`;

const DisruptionCard = ({ disruption, onLift }: { disruption: WeatherDisruptionDto; onLift: () => void }) => {
  const { formatDateTime } = useResortClock();
  const titleId = `disruption-${disruption.id}`;
  return (
    <Card className="p-5" data-testid="weather-disruption">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h4 id={titleId} className="font-semibold">
              {days(disruption)}
            </h4>
            <p className="text-sm">{disruption.note}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              Declared by {eventActor({ actor: disruption.declaredBy })} ·{' '}
              {formatDateTime(disruption.declaredAt)}
              {disruption.liftedAt
                ? ` · lifted by ${eventActor({ actor: disruption.liftedBy })} · ${formatDateTime(disruption.liftedAt)}`
                : ''}
            </p>
          </div>
          {disruption.liftedAt ? (
            <Badge variant="outline">Lifted</Badge>
          ) : (
            <Button size="sm" variant="outline" onClick={onLift}>
              Lift
            </Button>
          )}
        </div>
        {disruption.affected.length ? (
          <ul className="grid gap-2" aria-label="Affected bookings">
            {disruption.affected.map((booking) => (
              <li
                key={booking.reservationId}
                className="flex items-start justify-between gap-3 rounded-xl bg-muted/70 px-3 py-2 text-sm"
                data-testid="affected-booking"
              >
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
                  <span className="font-mono font-semibold tracking-wider text-primary">
                    {booking.referenceCode}
                  </span>
                  <span className="font-medium">{booking.guestName}</span>
                  <span className="text-muted-foreground">{bookedText(booking)}</span>
                </div>
                <Badge variant={CHOICE_BADGE[booking.choice]} className="shrink-0">
                  {WEATHER_CHOICE_LABELS[booking.choice]}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No booking had a night or a day visit on these days.
          </p>
        )}
      </article>
    </Card>
  );
};

export const WeatherDisruptionList = () => {
  const disruptions = useWeatherDisruptions();
  const lift = useLiftDisruption();
  const [lifting, setLifting] = useState<WeatherDisruptionDto | null>(null);

  if (disruptions.isLoading) return <CardSkeletons label="Loading weather disruptions…" count={1} />;
  if (disruptions.isError)
    return (
      <LoadFailed message="We couldn't load the weather disruptions." onRetry={() => disruptions.refetch()} />
    );
  if (!disruptions.data?.length)
    return (
      <EmptyState
        compact
        icon={CloudSun}
        title="No weather disruptions declared"
        text="Declared disruptions appear here with the bookings they affect and what each guest chose."
      />
    );

  const onLift = () => {
    if (!lifting) return;
    lift.mutate(lifting.id, {
      onSuccess: () => {
        setLifting(null);
        showSuccess('Disruption lifted');
      },
      onError: (error) => showActionError(error, 'Could not lift the disruption'),
    });
  };

  return (
    <div className="grid gap-4">
      {disruptions.data.map((disruption) => (
        <DisruptionCard key={disruption.id} disruption={disruption} onLift={() => setLifting(disruption)} />
      ))}
      <ConfirmDialog
        open={lifting !== null}
        onOpenChange={(open) => !open && setLifting(null)}
        title="Lift this disruption?"
        description="Guests who have not chosen yet keep their stay as booked; moves and cancellations already made stay."
        details={lifting ? `${days(lifting)} · ${lifting.note}` : undefined}
        confirmLabel="Lift disruption"
        pendingLabel="Lifting..."
        pending={lift.isPending}
        onConfirm={onLift}
      />
    </div>
  );
};
