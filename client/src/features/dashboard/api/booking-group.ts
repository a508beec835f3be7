// The guest's own group booking (several rooms under one code, docs/adr/0065):
// GET /api/booking-groups/{code} (parsed with the route's answer schema), POST …/{code}/payments (a
// payment toward the group's balance, shared over its rooms by the server) and PATCH …/{code}
// {status: 'cancelled'} (every room cancelled at once).
import type { BookingGroupDto } from '@domain/api-types';
import type { GroupPaymentInput } from '@domain/schemas/booking-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, fetchParsed } from '@/lib/api';
import { showActionError } from '@/lib/notify';
import { guestMoneyKeys, keys } from '@/lib/query-keys';
import { refreshQueries, useRefreshingMutation } from '@/lib/refreshing-mutation';
import { dashboardText } from '../messages';

export const guestGroupQueryOptions = (code: string) =>
  queryOptions({ queryKey: keys.groups.detail(code), queryFn: fetchParsed((s) => s.bookingGroupSchema) });

export const useGuestGroup = (code: string) => useQuery(guestGroupQueryOptions(code));

const groupPath = (code: string) => `/api/booking-groups/${encodeURIComponent(code)}`;

/** The amount as the API reads it: pesos (the form's centavos turned back by the caller). */
export const payTowardGroup = ({ code, ...payment }: GroupPaymentInput & { code: string }) =>
  apiRequest<BookingGroupDto>('POST', `${groupPath(code)}/payments`, payment);

export const usePayTowardGroup = () => useRefreshingMutation(payTowardGroup, guestMoneyKeys);

export const cancelGroup = (code: string) =>
  apiRequest<BookingGroupDto>('PATCH', groupPath(code), { status: 'cancelled' });

// the toasts live here: a cancelled group moves to the past bookings and its card unmounts
export const useCancelGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelGroup,
    onError: (error) => showActionError(error, dashboardText('groupCard.cancelFailed')),
    onSuccess: async (group) => {
      toast({
        title: dashboardText('groupCard.cancelled'),
        description: dashboardText('groupCard.cancelledText', { code: group.referenceCode }),
        variant: 'success',
      });
      await refreshQueries(queryClient, guestMoneyKeys);
    },
  });
};
