// To the guest three days before arrival: the stay, the check-in time and the balance to bring.
import { REMINDER_DAYS_BEFORE_CHECKIN } from '@domain/ledger';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, SignOff } from './layout';
import { type BookingMailProps, contactOf, moneyFacts, stayFacts } from './stay';

export const ArrivalReminderEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  return (
    <EmailLayout
      preview={`Your stay starts in ${REMINDER_DAYS_BEFORE_CHECKIN} days.`}
      contact={contactOf(content)}
    >
      <Greeting name={r.user.firstName} />
      <Paragraph>
        Your stay with us starts in {REMINDER_DAYS_BEFORE_CHECKIN} days. Here is everything you need for your
        arrival.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
      <Paragraph>Please quote your reference code {r.referenceCode} at the front desk.</Paragraph>
      <SignOff />
    </EmailLayout>
  );
};

export const arrivalReminderMail = (props: BookingMailProps): Draft => ({
  to: props.reservation.user.email,
  subject: `See you soon – ${props.reservation.referenceCode}`,
  element: <ArrivalReminderEmail {...props} />,
});
