// To the guest about a weather disruption: the notice with its two free choices, and the
// confirmation of the one they made (moved: the new dates; cancelled: the refund due).
import type { Speaker } from '../../../lib/i18n';
import { RefundNote } from './booking-cancelled';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, refundDueFact, stayFacts } from './stay';

type DisruptedProps = BookingMailProps & { disruption: { startDate: string; endDate: string; note: string } };

const daysText = (days: { startDate: string; endDate: string }, { t, day }: Speaker) =>
  days.startDate === days.endDate
    ? day(days.startDate, 'long')
    : t('weather.dayRange', { from: day(days.startDate, 'long'), to: day(days.endDate, 'long') });

export const WeatherDisruptedEmail = (props: DisruptedProps) => {
  const { reservation: r, content, disruption, lang } = props;
  const { t } = lang;
  return (
    <GuestEmail {...props} preview={t('weather.disrupted.preview', { code: r.referenceCode })}>
      <Paragraph>
        {t('weather.disrupted.intro', { days: daysText(disruption, lang), note: disruption.note })}
      </Paragraph>
      <Paragraph>{t('weather.disrupted.choices')}</Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
    </GuestEmail>
  );
};

type MovedProps = BookingMailProps & { previous: { checkin: string; checkout: string; roomName: string } };

export const WeatherMovedEmail = (props: MovedProps) => {
  const { reservation: r, content, previous, lang } = props;
  const { t, day } = lang;
  const checkin = day(r.checkin, 'long');
  return (
    <GuestEmail {...props} preview={t('weather.moved.preview', { day: checkin })}>
      <Paragraph>{t('weather.moved.intro', { checkin, previous: day(previous.checkin, 'long') })}</Paragraph>
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

export const weatherDisruptedMail = guestMail(WeatherDisruptedEmail, 'weather.disrupted.subject');
export const weatherMovedMail = guestMail(WeatherMovedEmail, 'weather.moved.subject');
export const weatherCancelledMail = guestMail(WeatherCancelledEmail, 'weather.cancelled.subject');
