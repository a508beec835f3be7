// "Move my day visit for free": a new day (from today to 6 months after the visit, clear of the
// disruption), then what that day has for the visit: places for the whole group, its cottage free, and
// the price that day at the booking's total or less (the shared rule, dayMoveProblem). The server checks
// it all again behind the day's lock; payments stay on the booking.

import type { ReservationDto, WeatherMoveDayDto } from '@domain/api-types';
import { formatPesos, toCentavos } from '@domain/money';
import { weatherMoveDaySchema } from '@domain/schemas/weather';
import {
  checkMoveDay,
  type DayMoveProblem,
  dayMoveProblem,
  moveWindow,
  type WeatherNotice,
} from '@domain/weather';
import { useWatch } from 'react-hook-form';
import { DayField } from '@/components/day-field';
import { DialogFacts, type DialogState, FormDialog } from '@/components/ui/form-dialog';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDay } from '@/lib/i18n/format-day';
import { showSuccess } from '@/lib/notify';
import { useMoveDayForWeather } from '../api/move-day-for-weather';
import { useWeatherMoveDay } from '../api/weather-move-day';
import { useDashboardText } from '../messages';

type Props = DialogState & { reservation: ReservationDto; notice: WeatherNotice };

const peso = (amount: string) => formatPesos(amount, { cents: true });

const PROBLEM_TEXT = {
  cottageTaken: 'weatherMoveDay.problems.cottageTaken',
  full: 'weatherMoveDay.problems.full',
  tooExpensive: 'weatherMoveDay.problems.tooExpensive',
} as const satisfies Record<DayMoveProblem, string>;

/** The visit against the day's answer: infants count among the heads, as the day's capacity counts them. */
const problemOf = (reservation: ReservationDto, day: WeatherMoveDayDto) =>
  dayMoveProblem({
    heads: reservation.adults + reservation.kids + reservation.infants,
    capacityLeft: day.capacityLeft,
    cottageFree: day.cottageFree,
    totalCentavos: toCentavos(day.totalAmount),
    currentTotalCentavos: toCentavos(reservation.totalAmount),
  });

/** What the new day has for the visit, or why it cannot take it. */
const DayAnswer = ({ reservation, day }: { reservation: ReservationDto; day: WeatherMoveDayDto }) => {
  const { t } = useDashboardText();
  const cottage = reservation.cottage?.name ?? '';
  const problem = problemOf(reservation, day);
  if (problem)
    return (
      <p className="text-sm text-destructive" role="alert" data-testid="weather-day-problem">
        {t(PROBLEM_TEXT[problem], { cottage })}
      </p>
    );
  return (
    <ul className="grid gap-1 rounded-xl border border-primary/40 bg-secondary/60 p-3 text-sm">
      <li>{t('weatherMoveDay.placesLeft', { count: day.capacityLeft })}</li>
      {cottage ? <li>{t('weatherMoveDay.cottageFree', { cottage })}</li> : null}
      <li className="font-semibold">{t('weatherMoveDay.price', { amount: peso(day.totalAmount) })}</li>
    </ul>
  );
};

export const MoveDayForm = ({ reservation, notice, ...dialog }: Props) => {
  const { t } = useDashboardText();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const rules = { originalCheckin: reservation.checkin, today, limits, disruptions: [notice] };
  const form = useZodForm(weatherMoveDaySchema(rules), { defaultValues: { date: '' } });
  const move = useMoveDayForWeather();
  const date = useWatch({ control: form.control, name: 'date' }) ?? '';
  const dayOk = checkMoveDay(date, rules) === null;
  const day = useWeatherMoveDay(reservation.id, date, dayOk);
  const latest = moveWindow(reservation.checkin, today).latest;
  const fits = !!day.data && problemOf(reservation, day.data) === null;

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) => move.mutateAsync({ id: reservation.id, date: values.date })}
      onSent={() => showSuccess(t('weatherMoveDay.done'))}
      failure={t('weatherMoveDay.failed')}
      idPrefix="weather-move-day"
      testId="weather-move-day"
      cancelLabel={t('dialogCancel')}
      title={t('weatherMoveDay.title')}
      description={t('weatherMoveDay.description')}
      summary={
        <DialogFacts
          className="grid-cols-2"
          facts={[
            {
              label: t('weatherMoveDay.current'),
              value: formatDay(reservation.checkin),
              valueClassName: 'font-medium',
            },
            {
              label: t('weatherMoveDay.total'),
              value: peso(reservation.totalAmount),
              valueClassName: 'font-medium',
            },
          ]}
        />
      }
      submitLabel={t('weatherMoveDay.submit')}
      pendingLabel={t('weatherMoveDay.pending')}
      pending={move.isPending}
      submitDisabled={dayOk && !fits}
    >
      <DayField name="date" label={t('weatherMoveDay.day')} min={today} max={latest} />
      <p className="-mt-1 text-xs text-muted-foreground">
        {t('weatherMoveDay.window', { latest: formatDay(latest, 'long') })}
      </p>
      <div aria-live="polite">
        {!dayOk ? (
          <p className="text-sm text-muted-foreground">{t('weatherMoveDay.pickDay')}</p>
        ) : day.isPending ? (
          <p className="text-sm text-muted-foreground">{t('weatherMoveDay.loading')}</p>
        ) : day.data ? (
          <DayAnswer reservation={reservation} day={day.data} />
        ) : (
          <p className="text-sm text-destructive">{t('weatherMoveDay.checkFailed')}</p>
        )}
      </div>
    </FormDialog>
  );
};
