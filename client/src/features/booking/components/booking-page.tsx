// /booking/{roomId} (spec section 2, Booking): 'Book Your Stay' form and the Booking Summary.
// Anyone may look and fill in the form; booking needs a signed-in guest. A visitor's entries wait in
// sessionStorage while they log in. As soon as the dates are known (and whenever they change) the form
// asks the server whether the nights are free, and shows the payment step and Book Now only when they
// are: taken nights get the nearest free dates and other free rooms instead, so nobody pays for nights
// that are gone. One idempotency key per filled form keeps double clicks and retries from making a
// second reservation; a 409 (taken between the check and Book Now) keeps the form and asks for other
// dates.

import type { RoomDto } from '@domain/api-types';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Form } from '@/components/ui/form';
import { useExtras } from '@/features/add-ons';
import { useContent } from '@/features/content';
import { ApiError } from '@/lib/api';
import { useBookingRoom } from '../api/get-booking-room';
import { readDraftExtras, sessionStore } from '../lib/booking-draft';
import { submitModeOf } from '../lib/stay-check';
import { useBookingForm } from '../lib/use-booking-form';
import { useGuestBooking } from '../lib/use-guest-booking';
import { useStayAvailability } from '../lib/use-stay-availability';
import { withExtras } from '../lib/with-extras';
import { useBookingText } from '../messages';
import { partyOf } from '../stay/stay-values';
import { useStayQuote } from '../stay/use-stay-quote';
import { AvailabilityNotice } from './availability-notice';
import { BookingHeader } from './booking-header';
import {
  BookingPageSkeleton,
  RestoredNotice,
  RoomLoadError,
  RoomNotFound,
  RoomUnavailableNotice,
  VisitorNotice,
} from './booking-notices';
import { BookingSummary } from './booking-summary';
import { ExtrasSection } from './extras-section';
import { PaymentWaiting, ResortPaymentSection } from './payment-section';
import { StayDetailsSection } from './stay-details-section';

const FORM_ID = 'booking-form';

/** The payment step once the nights are known to be free; until then, why not yet. */
const PaymentStep = ({
  free,
  downPaymentCentavos,
  cardPayments,
}: {
  free: boolean;
  downPaymentCentavos: number | null;
  cardPayments: boolean;
}) => {
  if (!free) return <PaymentWaiting />;
  return <ResortPaymentSection downPaymentCentavos={downPaymentCentavos} cardPayments={cardPayments} />;
};

export default function BookingPage({ roomId }: { roomId: string }) {
  const room = useBookingRoom(roomId);
  if (room.isLoading) return <BookingPageSkeleton />;
  if (room.error) {
    const status = room.error instanceof ApiError ? room.error.status : 0;
    if (status === 404 || status === 400) return <RoomNotFound />;
    return <RoomLoadError onRetry={() => room.refetch()} />;
  }
  if (!room.data) return <RoomNotFound />;
  // A new room is a new form (its own draft, limits and idempotency key).
  return <BookingView key={room.data.id} room={room.data} />;
}

const BookingView = ({ room }: { room: RoomDto }) => {
  const { t } = useBookingText();
  useDocumentTitle(t('documentTitle', { name: room.name }));
  const { content } = useContent();
  const { form, stay, today, limits, cardPayments, restored } = useBookingForm(room);
  // what the server will charge: the same quoteStay, with the senior / PWD discount of the guests who claim it
  const quote = useStayQuote(room, stay);
  const party = partyOf(stay);
  const extrasStay = { checkin: stay.checkin, checkout: stay.checkout, persons: party.adults + party.kids };
  // the extras' lines by priceAddOn: in the total and the down payment shown (the server prices them again)
  const extras = useExtras(extrasStay, () => readDraftExtras(sessionStore(), room.id));
  const priced = withExtras(quote, extras.totalCentavos);
  const availability = useStayAvailability(room, form, stay);
  const { bookable, check } = availability;
  const booking = useGuestBooking({ room, form, quote: priced, availability, extras });
  const { user, userLoading } = booking;

  const pickOtherDates = () => {
    form.setFocus('checkin');
    document.getElementById('checkin')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const { checkin, checkout, adults, kids } = stay;
  const otherRoomHref = (roomId: string) =>
    `/booking/${roomId}?${new URLSearchParams({ checkin, checkout, adults, kids }).toString()}`;

  const notice = bookable ? (
    <AvailabilityNotice
      check={check}
      stay={availability.validStay}
      onApplyDates={availability.applyDates}
      otherRoomHref={otherRoomHref}
      onRetry={availability.retry}
      onPickOtherDates={pickOtherDates}
      panelRef={availability.panelRef}
    />
  ) : null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BookingHeader room={room} />

      <div className="mt-6 grid gap-4 empty:hidden">
        {!bookable ? <RoomUnavailableNotice /> : null}
        {bookable && !userLoading && !user ? <VisitorNotice loginHref={booking.loginHref} /> : null}
        {restored.showRestored ? <RestoredNotice onDismiss={restored.dismissRestored} /> : null}
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_420px]">
        {/* each control's id is its field name: the page scrolls to #checkin */}
        <Form form={form} namesAsIds>
          <form id={FORM_ID} noValidate onSubmit={booking.onSubmit} aria-label={t('title')}>
            <fieldset disabled={!bookable || booking.pending} className="grid min-w-0 gap-6">
              <StayDetailsSection room={room} today={today} limits={limits} notice={notice} />
              <ExtrasSection extras={extras} stay={extrasStay} />
              <PaymentStep
                free={check.kind === 'free'}
                downPaymentCentavos={priced?.downPaymentCentavos ?? null}
                cardPayments={cardPayments}
              />
            </fieldset>
          </form>
        </Form>

        <aside aria-label={t('summary.label')} className="lg:sticky lg:top-24">
          <BookingSummary
            room={room}
            stay={{ checkin, checkout, adults: party.adults, kids: party.kids }}
            quote={priced}
            extras={extras.lines}
            checkInTime={content('check_in_time')}
            checkOutTime={content('check_out_time')}
            formId={FORM_ID}
            mode={submitModeOf({ bookable, check, userLoading, signedIn: Boolean(user) })}
            pending={booking.pending}
            onRetry={availability.retry}
          />
        </aside>
      </div>
    </div>
  );
};
