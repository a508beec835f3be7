// Book Now on the booking page: before the nights are known to be free the button only says what the
// dates still need; a visitor is sent to sign in with their entries kept; a guest's booking is sent
// once (useBookingSubmit), and its answer is the dashboard, the taken-dates panel or a toast.

import type { ReservationDto, RoomDto } from '@domain/api-types';
import { UNAUTHORIZED_REDIRECT_MS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import type { Quote } from '@domain/pricing';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type AddOnChoice, addOnMessage, type ExtrasSummary } from '@/features/add-ons';
import { useUser } from '@/features/auth';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';
import { redirectToLogin } from '@/lib/redirects';
import { useCreateReservation } from '../api/create-reservation';
import { useBookingText } from '../messages';
import { useBookingSubmit } from '../stay/use-booking-submit';
import { clearBookingDraft, saveBookingDraft, sessionStore } from './booking-draft';
import {
  BOOKING_FIELD_ORDER,
  type BookingFormValues,
  firstIssueMessage,
  toReservationPayload,
  validateBooking,
} from './booking-form';
import type { useStayAvailability } from './use-stay-availability';
import { EXTRAS_SECTION_ID } from './with-extras';

type Availability = ReturnType<typeof useStayAvailability>;

/** A booking made: the dashboard with its reference code; refused: what changed is read again, and a toast. */
const useBookingOutcome = (roomId: string, addOns: Parameters<typeof addOnMessage>[1]) => {
  const { t } = useBookingText();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { formatDateTime } = useResortClock();

  const onBooked = (reservation: ReservationDto) => {
    clearBookingDraft(sessionStore(), roomId);
    const code = reservation?.referenceCode;
    toast({
      title: MSG.bookingCreated,
      description: !code
        ? undefined
        : reservation.verifyBy
          ? t('createdVerifyBy', { code, deadline: formatDateTime(reservation.verifyBy) })
          : t('created', { code }),
      variant: 'success',
    });
    navigate('/dashboard');
  };

  const onFailed = (error: unknown) => {
    if (error instanceof ApiError && error.serverMessage === MSG.roomUnavailable)
      queryClient.invalidateQueries({ queryKey: keys.rooms.detail(roomId) });
    // the admin turned the card option off since the page loaded: the form follows the setting
    if (error instanceof ApiError && error.serverMessage === MSG.cardPaymentOff)
      queryClient.invalidateQueries({ queryKey: keys.content.public });
    toast({
      title: MSG.bookingFailed,
      // the extras' refusals (a full day) in the guest's language, with the extra's own name
      description: addOnMessage(errorMessage(error, MSG.bookingFailedDefault), addOns),
      variant: 'destructive',
    });
  };

  return { onBooked, onFailed };
};

export const useGuestBooking = (options: {
  room: RoomDto;
  form: UseFormReturn<BookingFormValues>;
  quote: Quote | null;
  availability: Availability;
  /** The extras picked, sent as the booking's addOns (priced by the server). */
  extras: ExtrasSummary & { addOns: Parameters<typeof addOnMessage>[1]; choices: readonly AddOnChoice[] };
}) => {
  const { room, form, quote, availability, extras } = options;
  const { t: tCommon } = useCommonText();
  const { user, isLoading: userLoading } = useUser();
  const [, navigate] = useLocation();
  const createReservation = useCreateReservation();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const bookingPath = `/booking/${room.id}`;
  const loginHref = `/login?next=${encodeURIComponent(bookingPath)}`;
  const errorToast = (description: string) =>
    toast({ title: tCommon('toast.error'), description, variant: 'destructive' });

  const { onBooked, onFailed } = useBookingOutcome(room.id, extras.addOns);

  const booking = useBookingSubmit({
    send: (payload: ReturnType<typeof toReservationPayload>, idempotencyKey) =>
      createReservation.mutateAsync({ ...payload, idempotencyKey }),
    fields: BOOKING_FIELD_ORDER,
    setError: form.setError,
    onBooked,
    onFailed,
    onUnauthorized: () => {
      saveBookingDraft(sessionStore(), room.id, form.getValues(), { extras: extras.choices });
      redirectToLogin('/login', bookingPath);
    },
    onDatesTaken: (message) => availability.showTaken(message, form.getValues()),
  });

  const onValid = (values: BookingFormValues) => {
    if (!quote) return;
    if (extras.problem) {
      errorToast(addOnMessage(extras.problem));
      document.getElementById(EXTRAS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    availability.clearTaken();
    const totalAmount = toDecimalString(quote.totalCentavos);
    const payload = toReservationPayload(values, { roomId: room.id, totalAmount, idempotencyKey: '' });
    void booking.submit(extras.payload.length ? { ...payload, addOns: extras.payload } : payload);
  };

  const onInvalid: SubmitErrorHandler<BookingFormValues> = (errors) => {
    const first = firstIssueMessage(errors);
    if (first) errorToast(first.message);
  };

  const showDateProblems = async () => {
    await form.trigger(['checkin', 'checkout']);
    const [first] = validateBooking(form.getValues(), { today, room, limits }).filter(
      (issue) => issue.field === 'checkin' || issue.field === 'checkout',
    );
    if (!first) return;
    form.setFocus(first.field);
    errorToast(first.message);
  };

  const goToLogin = () => {
    saveBookingDraft(sessionStore(), room.id, form.getValues(), { extras: extras.choices });
    toast({ title: MSG.loginRequiredTitle, description: MSG.loginRequired });
    setTimeout(() => navigate(loginHref), UNAUTHORIZED_REDIRECT_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { bookable, check } = availability;
    if (check.kind !== 'free') {
      event.preventDefault();
      if (check.kind === 'dates' && bookable) void showDateProblems();
      return;
    }
    if (!user) {
      event.preventDefault();
      if (!userLoading && bookable) goToLogin();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return { onSubmit, pending: booking.pending, user, userLoading, loginHref };
};
