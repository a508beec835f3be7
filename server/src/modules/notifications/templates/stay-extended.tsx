// To the guest when the front desk extends the stay: the new dates, the new total (the added nights at
// the room's rates), what was paid and the new balance.
import { formatDay } from '@domain/dates';
import { GuestEmail, guestMail } from './guest-email';
import { Facts, Paragraph } from './layout';
import { type BookingMailProps, moneyFacts, stayFacts } from './stay';

export type StayExtendedProps = BookingMailProps & { previousCheckout: string };

export const StayExtendedEmail = (props: StayExtendedProps) => {
  const { reservation: r, content } = props;
  return (
    <GuestEmail
      preview={`Your stay now ends on ${formatDay(r.checkout, 'long')}.`}
      reservation={r}
      content={content}
    >
      <Paragraph>
        Your stay is extended: you now check out on {formatDay(r.checkout, 'long')} instead of{' '}
        {formatDay(props.previousCheckout, 'long')}.
      </Paragraph>
      <Facts rows={stayFacts(r, content)} />
      <Facts rows={moneyFacts(r)} />
    </GuestEmail>
  );
};

export const stayExtendedMail = guestMail(StayExtendedEmail, 'Stay extended');
