// The booking page's form: its first values (a draft kept while the visitor signed in wins, then the
// URL's stay, then the defaults), its rules for today, the room, the stay limits and the card setting,
// and the stay it shows. A restored draft is forgotten once the guest is signed in.

import type { RoomDto } from '@domain/api-types';
import { cardPaymentsOn } from '@domain/content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import { useUser } from '@/features/auth';
import { useContent } from '@/features/content';
import { useResortClock, useStayLimits } from '@/features/site-config';
import { clearBookingDraft, readBookingDraft, sessionStore } from './booking-draft';
import { type BookingFormValues, bookingFormSchema, initialBookingValues } from './booking-form';

/** What a visitor entered before logging in fills the form once, then is forgotten. */
const useRestoredDraft = (roomId: string) => {
  const { user } = useUser();
  const [draft] = useState(() => readBookingDraft(sessionStore(), roomId));
  const [showRestored, setShowRestored] = useState(false);
  useEffect(() => {
    if (!user || !draft) return;
    clearBookingDraft(sessionStore(), roomId);
    setShowRestored(true);
  }, [user, draft, roomId]);
  return { draft, showRestored, dismissRestored: () => setShowRestored(false) };
};

export const useBookingForm = (room: RoomDto) => {
  const search = useSearch();
  const { today } = useResortClock();
  const limits = useStayLimits();
  const { content } = useContent();
  const cardPayments = cardPaymentsOn({ card_payments: content('card_payments') });
  const restored = useRestoredDraft(room.id);
  const schema = useMemo(
    () => bookingFormSchema({ today, room, limits, cardPayments }),
    [today, room, limits, cardPayments],
  );
  const form = useForm<BookingFormValues>({
    defaultValues: initialBookingValues({ search, room, draft: restored.draft }),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [checkin, checkout, adults, kids, discountGuests, method] = useWatch({
    control: form.control,
    name: ['checkin', 'checkout', 'adults', 'kids', 'discountGuests', 'paymentMethod'],
  });

  // A draft's card choice when the admin has since turned the card option off.
  useEffect(() => {
    if (!cardPayments && method === 'Card') form.setValue('paymentMethod', '');
  }, [cardPayments, method, form]);

  return {
    form,
    stay: { checkin, checkout, adults, kids, discountGuests },
    today,
    limits,
    cardPayments,
    restored,
  };
};
