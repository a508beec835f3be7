// A booking a declared weather disruption touched: the desk's note and the guest's two free
// choices (move the stay or the day visit, or cancel with everything paid due back); once chosen, what
// was chosen.

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { canChooseForWeather } from '@domain/weather';
import { CalendarClock, CloudLightning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/i18n/format-day';
import { showActionError, showSuccess } from '@/lib/notify';
import { useCancelForWeather } from '../api/cancel-for-weather';
import { useDashboardText } from '../messages';
import { WeatherMoveDialog } from './weather-move-dialog';

const dayText = (day: string) => formatDay(day, 'long');

export const WeatherNotice = ({ reservation }: { reservation: ReservationDto }) => {
  const { t } = useDashboardText();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelForWeather();
  const notice = reservation.weather;
  if (!notice) return null;
  const dayVisit = reservation.kind === 'day_visit';

  if (!canChooseForWeather(notice, reservation.status))
    return notice.choice === 'pending' ? null : (
      <p
        className="flex items-center gap-2 rounded-xl bg-secondary/60 px-3 py-2 text-sm font-medium text-primary"
        data-testid="weather-outcome"
      >
        <CloudLightning className="size-4 shrink-0" aria-hidden="true" />
        {notice.choice === 'moved' ? t('weather.moved') : t('weather.cancelledBadge')}
      </p>
    );

  const onCancel = () =>
    cancel.mutate(reservation.id, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(t('weather.cancelled'));
      },
      onError: (error) => showActionError(error, t('weather.cancelFailed')),
    });

  return (
    <section
      className="grid gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm"
      aria-labelledby={`weather-${reservation.id}`}
      data-testid="weather-notice"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning/20 text-warning">
          <CloudLightning className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h5 id={`weather-${reservation.id}`} className="font-semibold text-foreground">
            {t(dayVisit ? 'weather.titleDayVisit' : 'weather.title')}
          </h5>
          <p className="mt-0.5 font-medium">
            {notice.startDate === notice.endDate
              ? t('weather.onDay', { day: dayText(notice.startDate) })
              : t('weather.fromTo', { from: dayText(notice.startDate), to: dayText(notice.endDate) })}
            : {notice.note}
          </p>
          <p className="mt-1 text-muted-foreground">
            {t(dayVisit ? 'weather.chooseDayVisit' : 'weather.choose')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setMoving(true)}>
          <CalendarClock aria-hidden="true" /> {t(dayVisit ? 'weather.moveDayVisit' : 'weather.move')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          <X aria-hidden="true" /> {t('weather.cancel')}
        </Button>
      </div>
      <WeatherMoveDialog reservation={reservation} notice={notice} open={moving} onOpenChange={setMoving} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('weather.confirmTitle')}
        description={t('weather.confirmText', { paid: formatPesos(reservation.paidAmount, { cents: true }) })}
        confirmLabel={t('weather.confirm')}
        pendingLabel={t('weather.cancelling')}
        cancelLabel={t('weather.keep')}
        tone="destructive"
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </section>
  );
};
