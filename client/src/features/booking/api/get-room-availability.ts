// GET /api/rooms/{id}/availability: are these nights free in this room, by the booking's own rule? The
// booking form asks as soon as the dates are known and shows the payment step only for free nights; when
// they are taken the answer names the nearest free dates and other free rooms (parsed with the route's
// answer schema). Always asked afresh when the form opens (staleTime 0): the nights may have been taken since.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export type AvailabilityQuery = { checkin: string; checkout: string; adults: number; kids: number };

const queryString = (stay: AvailabilityQuery) =>
  new URLSearchParams({
    checkin: stay.checkin,
    checkout: stay.checkout,
    adults: String(stay.adults),
    kids: String(stay.kids),
  }).toString();

export const roomAvailabilityQueryOptions = (roomId: string, stay: AvailabilityQuery) => {
  const query = queryString(stay);
  return queryOptions({
    queryKey: keys.rooms.availability(roomId, query),
    queryFn: () =>
      getParsed(
        `/api/rooms/${encodeURIComponent(roomId)}/availability?${query}`,
        (s) => s.roomAvailabilitySchema,
      ),
    staleTime: 0,
  });
};

/** `stay` null (dates not chosen or not valid yet): nothing is asked. */
export const useRoomAvailability = (roomId: string, stay: AvailabilityQuery | null) =>
  useQuery({
    ...roomAvailabilityQueryOptions(roomId, stay ?? { checkin: '', checkout: '', adults: 1, kids: 0 }),
    enabled: stay !== null,
  });
