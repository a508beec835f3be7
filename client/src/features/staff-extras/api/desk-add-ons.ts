// The desk's extras (ADR 0066): what is due today (GET /api/front-desk/add-ons/today), one booking's
// lines (GET /api/reservations/{id}/add-ons), the extras on offer to pick from (GET /api/add-ons), and
// adding or removing lines (POST / DELETE /api/front-desk/reservations/{id}/add-ons[/{lineId}]), which
// answer the reservation with its new total and balance.

import { addOnSchema, dueAddOnSchema, reservationAddOnSchema } from '@domain/api/add-ons';
import type { ReservationDto } from '@domain/api-types';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { deskChangeKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const useDueToday = () =>
  useQuery(queryOptions({ queryKey: keys.addOns.dueToday, queryFn: fetchParsed(z.array(dueAddOnSchema)) }));

/** The booking's lines, read only when `enabled` (a booking with extras, or the dialog open). */
export const useReservationAddOns = (reservationId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: keys.addOns.ofReservation(reservationId),
      queryFn: fetchParsed(z.array(reservationAddOnSchema)),
      enabled,
    }),
  );

export const useOfferedAddOns = (enabled: boolean) =>
  useQuery(
    queryOptions({ queryKey: keys.addOns.public, queryFn: fetchParsed(z.array(addOnSchema)), enabled }),
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
export const useAddReservationAddOns = (reservationId: string) =>
  useRefreshingMutation(addLines, changedBy(reservationId), { evenOnError: true });

export const useRemoveReservationAddOn = (reservationId: string) =>
  useRefreshingMutation(removeLine, changedBy(reservationId), { evenOnError: true });
