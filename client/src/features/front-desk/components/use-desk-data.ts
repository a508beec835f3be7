// The front desk's two reads (reservations, payments to verify) and what the search box narrows them to.

import { useDeferredValue, useMemo, useState } from 'react';
import { usePaymentsToVerify } from '../api/get-payments-to-verify';
import { useStaffReservations } from '../api/get-staff-reservations';
import {
  currentGuests,
  frontDeskStats,
  holdsExpiringSoon,
  matchesSearch,
  paymentMatchesSearch,
  todaysActivity,
} from '../lib/front-desk-view';
import type { DeskCounts } from './desk-tabs-list';

/** The desk's two reads and what the search box narrows them to. */
export const useDeskData = (today: string) => {
  const reservations = useStaffReservations();
  const payments = usePaymentsToVerify();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);

  const all = reservations.data;
  const overallActivity = all ? todaysActivity(all, today) : undefined;
  const filtered = useMemo(() => (all ?? []).filter((r) => matchesSearch(r, search)), [all, search]);
  const activity = todaysActivity(filtered, today);
  const expiring = holdsExpiringSoon(filtered, new Date());
  const guests = currentGuests(filtered);
  const paymentsShown = (payments.data ?? []).filter((p) => paymentMatchesSearch(p, search));
  const counts: DeskCounts = {
    today: all ? activity.arriving.length + activity.leaving.length : undefined,
    guests: all ? guests.length : undefined,
    all: all ? filtered.length : undefined,
    payments: payments.data ? paymentsShown.length : undefined,
  };
  return {
    reservations,
    payments,
    query,
    setQuery,
    search,
    searching: search.trim().length > 0,
    all,
    stats: all ? frontDeskStats(all, today) : undefined,
    arrivingLeaving: overallActivity
      ? { arriving: overallActivity.arriving.length, leaving: overallActivity.leaving.length }
      : undefined,
    filtered,
    activity,
    expiring,
    guests,
    paymentsShown,
    counts,
  };
};

export type DeskData = ReturnType<typeof useDeskData>;
