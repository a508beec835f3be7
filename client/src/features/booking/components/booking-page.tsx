// /booking/{roomId} (spec section 2, Booking): 'Book Your Stay' form and the Booking Summary.
// Anyone may look and fill in the form; booking needs a signed-in guest. A visitor's entries wait in
// sessionStorage while they log in. As soon as the dates are known (and whenever they change) the form
// asks the server whether the nights are free, and shows the payment step and Book Now only when they
// are: taken nights get the nearest free dates and other free rooms instead, so nobody pays for nights
// that are gone. One idempotency key per filled form keeps double clicks and retries from making a
// second reservation; a 409 (taken between the check and Book Now) keeps the form and asks for other
// dates.

import type { ReservationDto, RoomDto } from '@domain/api-types';
import { UNAUTHORIZED_REDIRECT_MS } from '@domain/constants';
import { cardPaymentsOn } from '@domain/content';
import { isIsoDate } from '@domain/dates';
import { TOO_MANY_PENDING_MESSAGE } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { formatPesos, toDecimalString } from '@domain/money';
import { quoteStay } from '@domain/pricing';
import { checkStayDates } from '@domain/schemas/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type SubmitErrorHandler, useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Form } from '@/components/ui/form';
import { useUser } from '@/features/auth';
import { useContent } from '@/features/content';
import { useResortClock, useStayLimits, useUnverifiedHoldHours } from '@/features/site-config';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage, isUnauthorized } from '@/lib/api';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';
import { redirectToLogin } from '@/lib/redirects';
import { useCreateReservation } from '../api/create-reservation';
import { useBookingRoom } from '../api/get-booking-room';
import { type AvailabilityQuery, useRoomAvailability } from '../api/get-room-availability';
import { clearBookingDraft, readBookingDraft, saveBookingDraft, sessionStore } from '../lib/booking-draft';
import {
  BOOKING_FIELD_ORDER,
  type BookingField,
  type BookingFormValues,
  bookingFormSchema,
  firstIssueMessage,
  initialBookingValues,
  toReservationPayload,
  validateBooking,
} from '../lib/booking-form';
import { stayCheckOf } from '../lib/stay-check';
import { useBookingText } from '../messages';
import { AvailabilityNotice, type StayRange } from './availability-notice';
import {
  BookingPageSkeleton,
  RestoredNotice,
  RoomLoadError,
  RoomNotFound,
  RoomUnavailableNotice,
  VisitorNotice,
} from './booking-notices';
import { BookingSummary, type SubmitMode } from './booking-summary';
import { PaymentSection, PaymentWaiting } from './payment-section';
import { StayDetailsSection } from './stay-details-section';

const FORM_ID = 'booking-form';

/** The 409s that refuse the booking itself, not its dates: a toast, not the taken-dates panel. */
const NOT_ABOUT_THE_DATES: readonly string[] = [
  MSG.roomUnavailable,
  MSG.unverifiedNightsAccount,
  MSG.unverifiedNightsAddress,
  TOO_MANY_PENDING_MESSAGE,
];

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
  const { t: tCommon } = useCommonText();
  useDocumentTitle(t('documentTitle', { name: room.name }));
  const { user, isLoading: userLoading } = useUser();
  const { content } = useContent();
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const createReservation = useCreateReservation();
  const { today, formatDateTime } = useResortClock();
  const holdHours = useUnverifiedHoldHours();
  const bookingPath = `/booking/${room.id}`;
  const loginHref = `/login?next=${encodeURIComponent(bookingPath)}`;

  // What a visitor entered before logging in fills the form once, then is forgotten.
  const [draft] = useState(() => readBookingDraft(sessionStore(), room.id));
  const [showRestored, setShowRestored] = useState(false);
  useEffect(() => {
    if (!user || !draft) return;
    clearBookingDraft(sessionStore(), room.id);
    setShowRestored(true);
  }, [user, draft, room.id]);

  const limits = useStayLimits();
  const cardPayments = cardPaymentsOn({ card_payments: content('card_payments') });
  const schema = useMemo(
    () => bookingFormSchema({ today, room, limits, cardPayments }),
    [today, room, limits, cardPayments],
  );
  const form = useForm<BookingFormValues>({
    defaultValues: initialBookingValues({ search, room, draft }),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [checkin, checkout, adults, kids, discountGuests] = form.watch([
    'checkin',
    'checkout',
    'adults',
    'kids',
    'discountGuests',
  ]);

  // What the server will charge: the same quoteStay, with the senior / PWD discount of the guests who claim it.
  const quote = useMemo(() => {
    if (!isIsoDate(checkin) || !isIsoDate(checkout) || checkout <= checkin) return null;
    return quoteStay({
      basePrice: room.basePrice,
      rates: room.rates,
      checkin,
      checkout,
      guests: (Number(adults) || 1) + (Number(kids) || 0),
      eligibleGuests: Number(discountGuests) || 0,
    });
  }, [room, checkin, checkout, adults, kids, discountGuests]);

  // Valid dates are checked at once; invalid ones say why beside the fields (once both are filled in).
  const bookable = room.status === 'available';
  const validStay = useMemo(
    () => (checkStayDates({ checkin, checkout }, today, { limits }) ? null : { checkin, checkout }),
    [checkin, checkout, today, limits],
  );
  const availabilityQuery: AvailabilityQuery | null =
    validStay && bookable ? { ...validStay, adults: Number(adults) || 1, kids: Number(kids) || 0 } : null;
  const availability = useRoomAvailability(room.id, availabilityQuery);
  const { trigger, getFieldState } = form;
  useEffect(() => {
    const shown = getFieldState('checkin').error || getFieldState('checkout').error;
    if ((checkin && checkout) || shown) void trigger(['checkin', 'checkout']);
  }, [checkin, checkout, trigger, getFieldState]);

  // The 409 panel stays until the guest changes the dates.
  const [datesTaken, setDatesTaken] = useState<{ message: string; checkin: string; checkout: string } | null>(
    null,
  );
  const datesPanelRef = useRef<HTMLDivElement>(null);
  const stayCheck = stayCheckOf({ stay: availabilityQuery, query: availability, justTaken: datesTaken });
  const nightsFree = stayCheck.kind === 'free';

  // A draft's card choice when the admin has since turned the card option off.
  const method = form.watch('paymentMethod');
  useEffect(() => {
    if (!cardPayments && method === 'Card') form.setValue('paymentMethod', '');
  }, [cardPayments, method, form]);

  const idempotencyKeyFor = useIdempotencyKey();
  const sending = useRef(false);

  const goToLogin = () => {
    saveBookingDraft(sessionStore(), room.id, form.getValues());
    toast({ title: MSG.loginRequiredTitle, description: MSG.loginRequired });
    setTimeout(() => navigate(loginHref), UNAUTHORIZED_REDIRECT_MS);
  };

  const onSuccess = (reservation: ReservationDto) => {
    clearBookingDraft(sessionStore(), room.id);
    toast({
      title: MSG.bookingCreated,
      description: reservation?.referenceCode
        ? reservation.verifyBy
          ? t('createdVerifyBy', {
              code: reservation.referenceCode,
              deadline: formatDateTime(reservation.verifyBy),
            })
          : t('created', { code: reservation.referenceCode })
        : undefined,
      variant: 'success',
    });
    navigate('/dashboard');
  };

  const onFailure = (error: unknown, values: BookingFormValues) => {
    sending.current = false;
    if (isUnauthorized(error)) {
      saveBookingDraft(sessionStore(), room.id, values);
      redirectToLogin('/login', bookingPath);
      return;
    }
    if (
      error instanceof ApiError &&
      error.status === 409 &&
      !NOT_ABOUT_THE_DATES.includes(error.serverMessage ?? '')
    ) {
      setDatesTaken({
        message: error.serverMessage ?? MSG.datesTaken,
        checkin: values.checkin,
        checkout: values.checkout,
      });
      // ask again: the answer brings the nearest free dates and other rooms for the panel
      queryClient.invalidateQueries({ queryKey: keys.rooms.availability(room.id) });
      requestAnimationFrame(() => {
        datesPanelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        datesPanelRef.current?.focus({ preventScroll: true });
      });
      return;
    }
    if (error instanceof ApiError) {
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (BOOKING_FIELD_ORDER.includes(field as BookingField))
          form.setError(field as BookingField, { type: 'server', message });
      if (error.serverMessage === MSG.roomUnavailable)
        queryClient.invalidateQueries({ queryKey: keys.rooms.detail(room.id) });
      // the admin turned the card option off since the page loaded: the form follows the setting
      if (error.serverMessage === MSG.cardPaymentOff)
        queryClient.invalidateQueries({ queryKey: keys.content.public });
    }
    toast({
      title: MSG.bookingFailed,
      description: errorMessage(error, MSG.bookingFailedDefault),
      variant: 'destructive',
    });
  };

  const onValid = (values: BookingFormValues) => {
    if (sending.current || !quote) return;
    sending.current = true;
    setDatesTaken(null);
    const base = toReservationPayload(values, {
      roomId: room.id,
      totalAmount: toDecimalString(quote.totalCentavos),
      idempotencyKey: '',
    });
    createReservation.mutate(
      { ...base, idempotencyKey: idempotencyKeyFor(base) },
      { onSuccess, onError: (error) => onFailure(error, values) },
    );
  };

  const onInvalid: SubmitErrorHandler<BookingFormValues> = (errors) => {
    const first = firstIssueMessage(errors);
    if (first) toast({ title: tCommon('toast.error'), description: first.message, variant: 'destructive' });
  };

  /** Before the nights are known to be free, the button only says what the dates still need. */
  const showDateProblems = async () => {
    await trigger(['checkin', 'checkout']);
    const [first] = validateBooking(form.getValues(), { today, room, limits }).filter(
      (issue) => issue.field === 'checkin' || issue.field === 'checkout',
    );
    if (!first) return;
    form.setFocus(first.field);
    toast({ title: tCommon('toast.error'), description: first.message, variant: 'destructive' });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!nightsFree) {
      event.preventDefault();
      if (stayCheck.kind === 'dates' && bookable) void showDateProblems();
      return;
    }
    if (!user) {
      event.preventDefault();
      if (!userLoading && bookable) goToLogin();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  const pickOtherDates = () => {
    form.setFocus('checkin');
    document.getElementById('checkin')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  /** A suggested stay replaces the dates; focus goes to the answer about them (read out as it comes). */
  const applyDates = (dates: StayRange) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('checkin', dates.checkin, options);
    form.setValue('checkout', dates.checkout, options);
    requestAnimationFrame(() => datesPanelRef.current?.focus({ preventScroll: true }));
  };

  const otherRoomHref = (roomId: string) =>
    `/booking/${roomId}?${new URLSearchParams({ checkin, checkout, adults, kids }).toString()}`;

  const mode: SubmitMode = !bookable
    ? 'unavailable'
    : stayCheck.kind === 'dates'
      ? 'dates'
      : stayCheck.kind === 'checking'
        ? 'checking-dates'
        : stayCheck.kind === 'taken'
          ? 'taken'
          : stayCheck.kind === 'failed'
            ? 'check-failed'
            : userLoading
              ? 'checking'
              : user
                ? 'book'
                : 'login';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <nav aria-label={t('breadcrumb.label')} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/rooms" className="rounded hover:text-foreground hover:underline">
              {t('breadcrumb.rooms')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link href={`/rooms/${room.id}`} className="rounded hover:text-foreground hover:underline">
              {room.name}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {t('breadcrumb.book')}
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-muted-foreground">
            {room.name} · {t('intro.from')}{' '}
            <span className="font-semibold text-foreground">{formatPesos(room.basePrice)}</span>{' '}
            {t('intro.perNight')} · {t('intro.upToAdults', { count: room.maxAdults })}
            {room.maxKids ? t('intro.andKids', { count: room.maxKids }) : ''}
          </p>
        </div>
      </header>

      <div className="mt-6 grid gap-4 empty:hidden">
        {!bookable ? <RoomUnavailableNotice /> : null}
        {bookable && !userLoading && !user ? <VisitorNotice loginHref={loginHref} /> : null}
        {showRestored ? <RestoredNotice onDismiss={() => setShowRestored(false)} /> : null}
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_420px]">
        {/* each control's id is its field name: the page scrolls to #checkin */}
        <Form form={form} namesAsIds>
          <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-label={t('title')}>
            <fieldset disabled={!bookable || createReservation.isPending} className="grid min-w-0 gap-6">
              <StayDetailsSection
                room={room}
                today={today}
                limits={limits}
                notice={
                  bookable ? (
                    <AvailabilityNotice
                      check={stayCheck}
                      stay={validStay}
                      onApplyDates={applyDates}
                      otherRoomHref={otherRoomHref}
                      onRetry={() => void availability.refetch()}
                      onPickOtherDates={pickOtherDates}
                      panelRef={datesPanelRef}
                    />
                  ) : null
                }
              />
              {nightsFree ? (
                <PaymentSection
                  downPaymentCentavos={quote?.downPaymentCentavos ?? null}
                  cardPayments={cardPayments}
                  holdHours={holdHours}
                  texts={{
                    gcashNumber: content('gcash_number'),
                    gcashName: content('gcash_name'),
                    bdoAccount: content('bdo_account'),
                    bdoName: content('bdo_name'),
                    paymentPolicy: content('payment_policy'),
                    bookingInstructions: content('booking_instructions'),
                  }}
                />
              ) : (
                <PaymentWaiting />
              )}
            </fieldset>
          </form>
        </Form>

        <aside aria-label={t('summary.label')} className="lg:sticky lg:top-24">
          <BookingSummary
            room={room}
            stay={{ checkin, checkout, adults: Number(adults) || 1, kids: Number(kids) || 0 }}
            quote={quote}
            checkInTime={content('check_in_time')}
            checkOutTime={content('check_out_time')}
            formId={FORM_ID}
            mode={mode}
            pending={createReservation.isPending}
            onRetry={() => void availability.refetch()}
          />
        </aside>
      </div>
    </div>
  );
};
