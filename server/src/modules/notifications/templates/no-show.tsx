// To the guest marked as a no-show: short and polite, saying that the nights are released and that
// what was paid is kept.
import { formatDay } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { pesos } from '../format';
import { type Draft, EmailLayout, Greeting, Paragraph, SignOff } from './layout';
import { type BookingMailProps, contactOf } from './stay';

export const NoShowEmail = (props: BookingMailProps) => {
  const { reservation: r, content } = props;
  const paid = toCentavos(r.paidAmount) > 0;
  return (
    <EmailLayout preview={`We missed you on ${formatDay(r.checkin, 'long')}.`} contact={contactOf(content)}>
      <Greeting name={r.user.firstName} />
      <Paragraph>
        We missed you on {formatDay(r.checkin, 'long')}. As we did not hear from you, booking{' '}
        {r.referenceCode} ({r.room.name}) is now marked as a no-show and its remaining nights are released.
      </Paragraph>
      <Paragraph>
        {paid
          ? `The ${pesos(r.paidAmount)} you paid is kept, as our booking terms say.`
          : 'Nothing was paid for this booking, so nothing is owed.'}
      </Paragraph>
      <Paragraph>
        If something came up, please get in touch: we would be glad to help you plan another stay.
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
};

export const noShowMail = (props: BookingMailProps): Draft => ({
  to: props.reservation.user.email,
  subject: `Missed arrival – ${props.reservation.referenceCode}`,
  element: <NoShowEmail {...props} />,
});
