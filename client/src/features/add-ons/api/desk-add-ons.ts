// The desk's extras (ADR 0066): what is due today (GET /api/front-desk/add-ons/today), and adding or
// removing a booking's lines (POST / DELETE /api/front-desk/reservations/{id}/add-ons[/{lineId}]), which
// answer the reservation with its new total and balance. A booking's lines and the extras on offer are
// read as the guest's pages read them (reservation-add-ons.ts, get-add-ons.ts).

import type { ReservationDto } from '@domain/api-types';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fetchParsed } from '@/lib/api';
import { deskChangeKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const useDueToday = () =>
  useQuery(
    queryOptions({ queryKey: keys.addOns.dueToday, queryFn: fetchParsed((s) => s.dueAddOnSchema.array()) }),
  );

const deskUrl = (reservationId: string) =>
  `/api/front-desk/reservations/${encodeURIComponent(reservationId)}/add-ons`;

const addLines = ({ reservationId, lines }: { reservationId: string; lines: AddOnLineInput[] }) =>
  apiRequest<ReservationDto>('POST', deskUrl(reservationId), { addOns: lines });

const removeLine = ({ reservationId, lineId }: { reservationId: string; lineId: string }) =>
  apiRequest<ReservationDto>('DELETE', `${deskUrl(reservationId)}/${encodeURIComponent(lineId)}`);

/** What a line added or removed changes: the booking (total, balance), its lines and receipt, today's list, the desk's lists. */
const changedBy = (reservationId: string) => [
  ...deskChangeKeys,
  keys.addOns.ofReservation(reservationId),
  keys.guest.receipt(reservationId),
  keys.addOns.dueToday,
];

/** A refused change (a full day, a closed booking) also refreshes: the screen was out of date. */
export const useDeskAddAddOns = (reservationId: string) =>
  useRefreshingMutation(addLines, changedBy(reservationId), { evenOnError: true });

export const useDeskRemoveAddOn = (reservationId: string) =>
  useRefreshingMutation(removeLine, changedBy(reservationId), { evenOnError: true });
