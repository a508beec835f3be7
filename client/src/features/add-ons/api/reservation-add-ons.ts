// A booking's extras after it was made (the guest's, before check-in): GET, POST and DELETE under
// /api/reservations/{id}/add-ons. A change answers the reservation with its new total; the guest's
// bookings, payments, groups, this booking's lines and its receipt are read again.
import type { ReservationDto } from '@domain/api-types';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fetchParsed } from '@/lib/api';
import { guestMoneyKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const reservationAddOnsQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: keys.addOns.ofReservation(reservationId),
    queryFn: fetchParsed((s) => s.reservationAddOnSchema.array()),
  });

/** `enabled: false` for a booking known to hold no extras (its addOnAmount is 0): no request. */
export const useReservationAddOns = (reservationId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...reservationAddOnsQueryOptions(reservationId), enabled });

const path = (reservationId: string) => `/api/reservations/${encodeURIComponent(reservationId)}/add-ons`;

/** What a change of a booking's extras refreshes. */
const changedKeys = (reservationId: string) => [
  ...guestMoneyKeys,
  keys.addOns.ofReservation(reservationId),
  keys.guest.receipt(reservationId),
];

export const useAddReservationAddOns = (reservationId: string) =>
  useRefreshingMutation(
    (addOns: AddOnLineInput[]) => apiRequest<ReservationDto>('POST', path(reservationId), { addOns }),
    changedKeys(reservationId),
    { evenOnError: true },
  );

export const useRemoveReservationAddOn = (reservationId: string) =>
  useRefreshingMutation(
    (lineId: string) =>
      apiRequest<ReservationDto>('DELETE', `${path(reservationId)}/${encodeURIComponent(lineId)}`),
    changedKeys(reservationId),
    { evenOnError: true },
  );
