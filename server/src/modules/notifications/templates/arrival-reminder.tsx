// To the guest three days before arrival: the stay, the check-in time and the balance to bring.
import { REMINDER_DAYS_BEFORE_CHECKIN } from '@domain/ledger';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, stayFacts } from './stay';

export const ArrivalReminderEmail = (props: BookingMailProps) => {
  const { reservation: r, content, lang } = props;
  const { t } = lang;
  const days = REMINDER_DAYS_BEFORE_CHECKIN;
  return (
    <GuestEmail {...props} preview={t('arrivalReminder.preview', { days })}>
      <Paragraph>{t('arrivalReminder.intro', { days })}</Paragraph>
      <Facts rows={stayFacts(r, content, lang, props.openingHours)} />
      <Facts rows={moneyFacts(r, lang)} />
      <Paragraph>{t('quoteCode', { code: r.referenceCode })}</Paragraph>
    </GuestEmail>
  );
};

export const arrivalReminderMail = guestMail(ArrivalReminderEmail, 'arrivalReminder.subject');
