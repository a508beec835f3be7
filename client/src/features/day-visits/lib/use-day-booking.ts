// Book Now on the day tour: a visitor is sent to sign in and back to this day (its party in the URL); a
// guest's booking is sent once (the booking page's useBookingSubmit: one idempotency key per filled form),
// and its answer is the booked panel, a 409's message (the cottage was just taken, the day filled up; the
// day is read again) or a toast.

import type { ReservationDto } from '@domain/api-types';
import { UNAUTHORIZED_REDIRECT_MS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { COTTAGE_NOT_FREE } from '@domain/schemas/day-visits';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth';
import { useBookingSubmit } from '@/features/booking';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { redirectToLogin } from '@/lib/redirects';
import { useBookDayVisit, useRefreshDays } from '../api/book-day-visit';
import { DAY_TOUR_FIELD_ORDER, type DayTourValues, dayTourSearch, toDayVisitPayload } from './day-tour-form';

export const useDayBooking = (form: UseFormReturn<DayTourValues>) => {
  const { user, isLoading: userLoading } = useUser();
  const [, navigate] = useLocation();
  const book = useBookDayVisit();
  const refreshDays = useRefreshDays();
  const [booked, setBooked] = useState<ReservationDto | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const herePath = () => `/day-tours?${dayTourSearch(form.getValues())}`;
  const loginHref = () => `/login?next=${encodeURIComponent(herePath())}`;

  const booking = useBookingSubmit({
    send: (payload: ReturnType<typeof toDayVisitPayload>, idempotencyKey) =>
      book.mutateAsync({ ...payload, idempotencyKey }),
    fields: DAY_TOUR_FIELD_ORDER,
    setError: form.setError,
    onBooked: (reservation) => {
      setBooked(reservation);
      toast({ title: MSG.bookingCreated, description: reservation.referenceCode, variant: 'success' });
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    },
    onFailed: (error) =>
      toast({
        title: MSG.bookingFailed,
        description: errorMessage(error, MSG.bookingFailedDefault),
        variant: 'destructive',
      }),
    onUnauthorized: () => redirectToLogin('/login', herePath()),
    // the cottage was just taken or the day filled up: its message stays on the page, a cottage taken
    // is let go, and the day is read again
    onDatesTaken: (message) => {
      setRefused(message);
      if (message === COTTAGE_NOT_FREE) form.setValue('cottageId', '');
      void refreshDays();
    },
  });

  const onInvalid: SubmitErrorHandler<DayTourValues> = (errors) => {
    const first = DAY_TOUR_FIELD_ORDER.map((field) => errors[field]?.message).find(Boolean);
    if (first) toast({ title: MSG.bookingFailed, description: first, variant: 'destructive' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!user) {
      event.preventDefault();
      if (userLoading) return;
      toast({ title: MSG.loginRequiredTitle, description: MSG.loginRequired });
      const href = loginHref();
      setTimeout(() => navigate(href), UNAUTHORIZED_REDIRECT_MS);
      return;
    }
    setRefused(null);
    void form.handleSubmit((values) => booking.submit(toDayVisitPayload(values)), onInvalid)(event);
  };

  return {
    onSubmit,
    pending: booking.pending,
    user,
    userLoading,
    loginHref,
    booked,
    refused,
    startOver: () => {
      setBooked(null);
      // the booked cottage is this guest's now: the next day starts without it
      form.reset({ ...form.getValues(), cottageId: '', transactionId: '', specialRequests: '' });
      void refreshDays();
    },
  };
};
