// To the guest about a weather disruption: the notice with its two free choices, and the
// confirmation of the one they made (moved: the new dates; cancelled: the refund due). A day visit's
// notice and move say so (its own texts, under weather.dayVisit); a cancellation reads the same for both.
import type { Speaker } from '../../../lib/i18n';
import { RefundNote } from './booking-cancelled';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, refundDueFact, stayFacts } from './stay';

/** The message keys of the booking's kind: `weather.disrupted.intro` or `weather.dayVisit.disrupted.intro`. */
const keyOf = (r: BookingMailProps['reservation'], key: string) =>
  r.kind === 'day_visit' ? `weather.dayVisit.${key}` : `weather.${key}`;

type DisruptedProps = BookingMailProps & { disruption: { startDate: string; endDate: string; note: string } };

const daysText = (days: { startDate: string; endDate: string }, { t, day }: Speaker) =>
  days.startDate === days.endDate
    ? day(days.startDate, 'long')
    : t('weather.dayRange', { from: day(days.startDate, 'long'), to: day(days.endDate, 'long') });

export const WeatherDisruptedEmail = (props: DisruptedProps) => {
  const { reservation: r, content, disruption, lang } = props;
  const { t } = lang;
  return (
    <GuestEmail {...props} preview={t(keyOf(r, 'disrupted.preview'), { code: r.referenceCode })}>
      <Paragraph>
        {t(keyOf(r, 'disrupted.intro'), { days: daysText(disruption, lang), note: disruption.note })}
      </Paragraph>
      <Paragraph>{t(keyOf(r, 'disrupted.choices'))}</Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
    </GuestEmail>
  );
};

type MovedProps = BookingMailProps & { previous: { checkin: string; checkout: string } };

export const WeatherMovedEmail = (props: MovedProps) => {
  const { reservation: r, content, previous, lang } = props;
  const { t, day } = lang;
  const checkin = day(r.checkin, 'long');
  return (
    <GuestEmail {...props} preview={t(keyOf(r, 'moved.preview'), { day: checkin })}>
      <Paragraph>
        {t(keyOf(r, 'moved.intro'), { checkin, day: checkin, previous: day(previous.checkin, 'long') })}
      </Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
      <Facts rows={moneyFacts(r, lang)} />
      <RefundNote reservation={r} lang={lang} />
    </GuestEmail>
  );
};

export const WeatherCancelledEmail = (props: BookingMailProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const code = r.referenceCode;
  return (
    <GuestEmail {...props} preview={t('weather.cancelled.preview', { code })}>
      <Paragraph>{t('weather.cancelled.intro', { code })}</Paragraph>
      <Facts rows={[...stayFacts(r, content, lang, props.openingHours), refundDueFact(r, lang)]} />
      <RefundNote reservation={r} lang={lang} />
      <Paragraph>{t('weather.cancelled.closing')}</Paragraph>
    </GuestEmail>
  );
};

export const weatherDisruptedMail = guestMail(WeatherDisruptedEmail, ({ reservation }) =>
  keyOf(reservation, 'disrupted.subject'),
);
export const weatherMovedMail = guestMail(WeatherMovedEmail, ({ reservation }) =>
  keyOf(reservation, 'moved.subject'),
);
export const weatherCancelledMail = guestMail(WeatherCancelledEmail, 'weather.cancelled.subject');
