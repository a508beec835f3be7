// GET /api/booking-groups/{code}: a group booking with its rooms (their history too, for staff), and
// POST /api/receptionist/booking-groups/{code}/cancel: every room still pending or confirmed cancelled.
import { bookingGroupSchema } from '@domain/api/reservations';
import type { BookingGroupDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fetchParsed } from '@/lib/api';
import { deskChangeKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const bookingGroupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keys.groups.detail(code),
    queryFn: fetchParsed(bookingGroupSchema),
    retry: false,
  });

export const useBookingGroup = (code: string, enabled: boolean) =>
  useQuery({ ...bookingGroupQueryOptions(code), enabled });

export const cancelBookingGroup = ({ code, reason }: { code: string; reason?: string }) =>
  apiRequest<BookingGroupDto>('POST', `/api/receptionist/booking-groups/${encodeURIComponent(code)}/cancel`, {
    reason: reason ?? '',
  });

export const useCancelBookingGroup = () =>
  useRefreshingMutation(cancelBookingGroup, deskChangeKeys, { evenOnError: true });
