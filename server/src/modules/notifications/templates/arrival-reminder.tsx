// To the guest three days before arrival: the stay, the check-in time and the balance to bring.
import { REMINDER_DAYS_BEFORE_CHECKIN } from '@domain/ledger';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, stayFacts } from './stay';

export const ArrivalReminderEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail
      preview={`Your stay starts in ${REMINDER_DAYS_BEFORE_CHECKIN} days.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        Your stay with us starts in {REMINDER_DAYS_BEFORE_CHECKIN} days. Here is everything you need for your
        arrival.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
      <Paragraph>Please quote your reference code {r.referenceCode} at the front desk.</Paragraph>
    </GuestEmail>
  );
};

export const arrivalReminderMail = guestMail(ArrivalReminderEmail, 'See you soon');
