// GET /api/receptionist/calendar-blocks?from&to: the nights travel sites hold on our rooms (room, channel,
// dates, the channel's summary), for the desk's All Reservations. `calendarFeedUrl` is the whole-property
// feed with reference codes and guest names, behind the staff session: a plain download link. Parsed
// with the route's answer schema, like every calendar read.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { type BlockRange, keys } from '@/lib/query-keys';

const rangeQuery = ({ from, to }: BlockRange) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `?${query}` : '';
};

export const calendarBlocksQueryOptions = (range: BlockRange) =>
  queryOptions({
    queryKey: keys.calendar.blocksIn(range),
    queryFn: () =>
      getParsed(`/api/receptionist/calendar-blocks${rangeQuery(range)}`, (s) =>
        s.calendarBlockSchema.array(),
      ),
    retry: false,
  });

export const useCalendarBlocks = (range: BlockRange, { enabled = true } = {}) =>
  useQuery({ ...calendarBlocksQueryOptions(range), enabled });

export const STAFF_CALENDAR_URL = '/api/receptionist/calendar.ics';
