// To the guest when the front desk extends the stay: the new dates, the new total (the added nights at
// the room's rates), what was paid and the new balance.
import { formatDay } from '@domain/dates';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, SignOff } from './layout';
import { type BookingMailProps, contactOf, moneyFacts, stayFacts } from './stay';

export type StayExtendedProps = BookingMailProps & { previousCheckout: string };

export const StayExtendedEmail = (props: StayExtendedProps) => {
  const { reservation: r, content } = props;
  return (
    <EmailLayout
      preview={`Your stay now ends on ${formatDay(r.checkout, 'long')}.`}
      contact={contactOf(content)}
    >
      <Greeting name={r.user.firstName} />
      <Paragraph>
        Your stay is extended: you now check out on {formatDay(r.checkout, 'long')} instead of{' '}
        {formatDay(props.previousCheckout, 'long')}.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
      <SignOff />
    </EmailLayout>
  );
};

export const stayExtendedMail = (props: StayExtendedProps): Draft => ({
  to: props.reservation.user.email,
  subject: `Stay extended – ${props.reservation.referenceCode}`,
  element: <StayExtendedEmail {...props} />,
});
