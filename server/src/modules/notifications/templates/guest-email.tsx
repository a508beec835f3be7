// What every email to a booking's guest shares: the frame (greeting by first name, the resort's contact
// footer, the sign-off) in the guest's language, and the draft addressed to the guest, its subject
// ending with the reference code.
import type { ReactElement, ReactNode } from 'react';
import { type Draft, EmailLayout, Greeting, SignOff } from './layout';
import { type BookingMailProps, contactOf } from './stay';

/** Takes the template's own props as they are (`<GuestEmail {...props} preview=…>`): the guest, the
 * resort's contact details and the language come from them. */
export const GuestEmail = (props: BookingMailProps & { preview: string; children: ReactNode }) => (
  <EmailLayout preview={props.preview} contact={contactOf(props.content)} lang={props.lang}>
    <Greeting name={props.reservation.user.firstName} lang={props.lang} />
    {props.children}
    <SignOff lang={props.lang} />
  </EmailLayout>
);

/** The mail function of a guest template: `subject – K7QH3MZP` to the booking's guest; `subject` is a message key. */
export const guestMail =
  <P extends BookingMailProps>(Email: (props: P) => ReactElement, subject: string | ((props: P) => string)) =>
  (props: P): Draft => ({
    to: props.reservation.user.email,
    subject: `${props.lang.t(typeof subject === 'string' ? subject : subject(props))} – ${props.reservation.referenceCode}`,
    element: <Email {...props} />,
  });
