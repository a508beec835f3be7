// The senior citizen / PWD discount at check-in (docs/pricing.md):
// POST /api/receptionist/reservations/{id}/discount-ids {idType, idNumber, fullName} records a guest's ID;
// POST /api/receptionist/reservations/{id}/remove-discount {discountIdId?, reason} removes an unverified one
// (the server prices the stay again). Both answer the reservation as the desk shows it.

import type { ReservationDto } from '@domain/api-types';
import type { DiscountIdInput, RemoveDiscountInput } from '@domain/schemas/staff';
import { apiRequest } from '@/lib/api';
import { deskChangeKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const reservationUrl = (id: string, action: string) =>
  `/api/receptionist/reservations/${encodeURIComponent(id)}/${action}`;

export const recordDiscountId = ({ reservationId, ...body }: DiscountIdInput & { reservationId: string }) =>
  apiRequest<ReservationDto>('POST', reservationUrl(reservationId, 'discount-ids'), body);

export const removeDiscount = ({ reservationId, ...body }: RemoveDiscountInput & { reservationId: string }) =>
  apiRequest<ReservationDto>('POST', reservationUrl(reservationId, 'remove-discount'), body);

export const useRecordDiscountId = () =>
  useRefreshingMutation(recordDiscountId, deskChangeKeys, { evenOnError: true });

export const useRemoveDiscount = () =>
  useRefreshingMutation(removeDiscount, deskChangeKeys, { evenOnError: true });
