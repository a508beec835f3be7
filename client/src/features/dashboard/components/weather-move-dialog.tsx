// "Move my stay for free": new dates (from today to 6 months after the original check-in, any
// length within the stay limits, clear of the disruption), then a room free for them at the booking's
// total or less, priced by the server. Payments stay on the booking; the server checks everything again.
// A day visit moves by its day instead (./weather-move-day-form.tsx).

import type { ReservationDto, WeatherMoveOptionDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { formatPesos } from '@domain/money';
import { weatherMoveSchema } from '@domain/schemas/weather';
import { checkMoveDates, moveWindow, type WeatherNotice } from '@domain/weather';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DayField } from '@/components/day-field';
import { fieldFor } from '@/components/ui/form';
import { DialogFacts, type DialogState, FormDialog, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDay } from '@/lib/i18n/format-day';
import { showSuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useMoveForWeather } from '../api/move-for-weather';
import { useWeatherMoveOptions } from '../api/weather-move-options';
import { useDashboardText } from '../messages';
import { MoveDayForm } from './weather-move-day-form';

const Field = fieldFor<z.input<ReturnType<typeof weatherMoveSchema>>>();

type Props = DialogState & { reservation: ReservationDto; notice: WeatherNotice };

const peso = (amount: string) => formatPesos(amount, { cents: true });

const RoomChoice = (props: {
  options: WeatherMoveOptionDto[];
  value: string;
  onChange: (roomId: string) => void;
  nights: number;
}) => {
  const { t } = useDashboardText();
  return (
    <div className="grid gap-2" role="radiogroup" aria-label={t('weatherMove.room')}>
      {props.options.map((option) => (
        <label
          key={option.roomId}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm transition-colors',
            props.value === option.roomId
              ? 'border-primary bg-secondary/60'
              : 'border-border hover:bg-muted/60',
          )}
        >
          <input
            type="radio"
            name="weather-room"
            className="size-4 accent-primary"
            checked={props.value === option.roomId}
            onChange={() => props.onChange(option.roomId)}
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{option.roomName}</span>
            <span className="text-xs text-muted-foreground">
              {option.current ? `${t('weatherMove.yourRoom')} · ` : ''}
              {t('weatherMove.nights', { count: props.nights })}
            </span>
          </span>
          <span className="font-semibold tabular-nums">{peso(option.totalAmount)}</span>
        </label>
      ))}
    </div>
  );
};

/** The stay being moved: its current dates and total. */
const CurrentStayFacts = ({ reservation }: { reservation: Props['reservation'] }) => {
  const { t } = useDashboardText();
  return (
    <DialogFacts
      className="grid-cols-2"
      facts={[
        {
          label: t('weatherMove.current'),
          value: `${formatDay(reservation.checkin)} – ${formatDay(reservation.checkout)}`,
          valueClassName: 'font-medium',
        },
        {
          label: t('weatherMove.total'),
          value: peso(reservation.totalAmount),
          valueClassName: 'font-medium',
        },
      ]}
    />
  );
};

const MoveForm = ({ reservation, notice, ...dialog }: Props) => {
  const { t } = useDashboardText();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const rules = { originalCheckin: reservation.checkin, today, limits, disruptions: [notice] };
  const form = useZodForm(weatherMoveSchema(rules), {
    defaultValues: { checkin: '', checkout: '', roomId: '' },
  });
  const move = useMoveForWeather();
  const [checkin = '', checkout = '', roomId = ''] = useWatch({
    control: form.control,
    name: ['checkin', 'checkout', 'roomId'],
  });
  const datesOk = checkMoveDates({ checkin, checkout }, rules) === null;
  const options = useWeatherMoveOptions(reservation.id, { checkin, checkout }, datesOk);
  const latest = moveWindow(reservation.checkin, today).latest;

  return (
    <FormDialog
      {...dialog}
      form={form}
      send={(values) => move.mutateAsync({ id: reservation.id, ...values })}
      onSent={() => showSuccess(t('weatherMove.done'))}
      failure={t('weatherMove.failed')}
      idPrefix="weather-move"
      cancelLabel={t('dialogCancel')}
      title={t('weatherMove.title')}
      description={t('weatherMove.description')}
      summary={<CurrentStayFacts reservation={reservation} />}
      submitLabel={t('weatherMove.submit')}
      pendingLabel={t('weatherMove.pending')}
      pending={move.isPending}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <DayField name="checkin" label={t('weatherMove.checkin')} min={today} max={latest} />
        <DayField name="checkout" label={t('weatherMove.checkout')} min={checkin || today} />
      </div>
      <p className="-mt-1 text-xs text-muted-foreground">
        {t('weatherMove.window', { latest: formatDay(latest, 'long') })}
      </p>
      <Field
        name="roomId"
        label={t('weatherMove.room')}
        render={(field) =>
          !datesOk ? (
            <p className="text-sm text-muted-foreground">{t('weatherMove.pickDates')}</p>
          ) : options.isPending ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('weatherMove.loading')}
            </p>
          ) : options.data?.length ? (
            <RoomChoice
              options={options.data}
              value={roomId || field.value}
              onChange={(id) => form.setValue('roomId', id, { shouldValidate: true })}
              nights={nightsBetween(checkin, checkout)}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('weatherMove.none')}</p>
          )
        }
      />
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with empty dates; a day visit picks a new day. */
export const WeatherMoveDialog = mountedWhileOpen((props: Props) =>
  props.reservation.kind === 'day_visit' ? <MoveDayForm {...props} /> : <MoveForm {...props} />,
);
