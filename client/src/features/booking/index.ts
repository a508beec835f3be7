// What the booking feature offers other features: the room photo its summary shows (the guest's booking
// cards show the same, or a day visit's cottage: BookedPhoto), the stay form the walk-in dialog shares with
// the booking page, and the payment step (its fields, rules and sending) the day tour's booking shares. The
// booking page itself is loaded by the router.
export { BookedPhoto, bookedPhotoPath } from './components/booked-photo';
export type { PaymentTexts } from './components/payment-details';
export { PaymentSection, ResortPaymentSection } from './components/payment-section';
export { RoomPhoto } from './components/room-photo';
export { EMPTY_PAYMENT_VALUES, type PaymentValues, paymentIssues } from './lib/booking-form';
export { StayFields, type StayFieldsText } from './stay/stay-fields';
export {
  countChoices,
  hasNights,
  partyOf,
  STAY_DATE_FIELDS,
  STAY_GUEST_FIELDS,
  type StayValues,
} from './stay/stay-values';
export { useBookingSubmit } from './stay/use-booking-submit';
export { useStayQuote } from './stay/use-stay-quote';
