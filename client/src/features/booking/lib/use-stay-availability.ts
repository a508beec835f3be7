// Whether the nights on screen are free: valid dates are asked about at once (invalid ones say why
// beside the fields once both are filled in), and a 409 at Book Now shows its panel until the guest
// changes the dates. A suggested stay replaces the dates and moves focus to the answer about them.

import type { RoomDto } from '@domain/api-types';
import { checkStayDates } from '@domain/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { keys } from '@/lib/query-keys';
import { type AvailabilityQuery, useRoomAvailability } from '../api/get-room-availability';
import { partyOf, type StayValues } from '../stay/stay-values';
import type { BookingFormValues } from './booking-form';
import { stayCheckOf } from './stay-check';

type Taken = { message: string; checkin: string; checkout: string };

export const useStayAvailability = (
  room: RoomDto,
  form: UseFormReturn<BookingFormValues>,
  stay: StayValues,
) => {
  const { today } = useResortClock();
  const limits = useStayLimits();
  const queryClient = useQueryClient();
  const { checkin, checkout } = stay;
  const bookable = room.status === 'available';
  const validStay = useMemo(
    () => (checkStayDates({ checkin, checkout }, today, { limits }) ? null : { checkin, checkout }),
    [checkin, checkout, today, limits],
  );
  const party = partyOf(stay);
  const query: AvailabilityQuery | null =
    validStay && bookable ? { ...validStay, adults: party.adults, kids: party.kids } : null;
  const availability = useRoomAvailability(room.id, query);
  const { trigger, getFieldState } = form;
  useEffect(() => {
    const shown = getFieldState('checkin').error || getFieldState('checkout').error;
    if ((checkin && checkout) || shown) void trigger(['checkin', 'checkout']);
  }, [checkin, checkout, trigger, getFieldState]);

  const [datesTaken, setDatesTaken] = useState<Taken | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const check = stayCheckOf({ stay: query, query: availability, justTaken: datesTaken });

  /** Book Now found the nights taken: the panel, and a new check that brings the nearest free dates and other rooms. */
  const showTaken = (message: string, dates: { checkin: string; checkout: string }) => {
    setDatesTaken({ message, ...dates });
    queryClient.invalidateQueries({ queryKey: keys.rooms.availability(room.id) });
    requestAnimationFrame(() => {
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      panelRef.current?.focus({ preventScroll: true });
    });
  };

  const applyDates = (dates: { checkin: string; checkout: string }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('checkin', dates.checkin, options);
    form.setValue('checkout', dates.checkout, options);
    requestAnimationFrame(() => panelRef.current?.focus({ preventScroll: true }));
  };

  return {
    bookable,
    validStay,
    check,
    panelRef,
    retry: () => void availability.refetch(),
    showTaken,
    clearTaken: () => setDatesTaken(null),
    applyDates,
  };
};
