// GET /api/config: the stay limits (and the resort's day) the server enforces, so forms refuse the same way.
import type { SiteConfigDto } from '@domain/api-types';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '@domain/stay-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const siteConfigQueryOptions = () => queryOptions<SiteConfigDto>({ queryKey: ['/api/config'] });

/** The server's stay limits; the defaults until the answer arrives (the server checks again anyway). */
export const useStayLimits = (): StayLimits => {
  const { data } = useQuery(siteConfigQueryOptions());
  return data
    ? { maxStayNights: data.maxStayNights, bookingHorizonDays: data.bookingHorizonDays }
    : DEFAULT_STAY_LIMITS;
};
