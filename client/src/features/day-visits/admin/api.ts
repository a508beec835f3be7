// The admin's day-visit offer (docs/admin.md, "Day visits"): GET/PUT the entrance pass, GET/POST/DELETE
// the holidays, GET/POST/PATCH/DELETE the cottages. Every change refreshes its list and the public day
// read, whose fees, holidays and cottages it changed.

import { cottageSchema, holidaySchema, passSettingsSchema } from '@domain/api/day-visits';
import type { CottageDto, HolidayDto, PassSettingsDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, fetchParsed, getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const BASE = '/api/admin/day-visits';

/** The entrance pass, or null while none was ever saved (404 PASS_NOT_SET: the form starts empty). */
const readPass = async (): Promise<PassSettingsDto | null> => {
  try {
    return await getParsed(`${BASE}/pass`, passSettingsSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const usePassSettings = () =>
  useQuery(queryOptions({ queryKey: keys.admin.dayVisitPass, queryFn: readPass }));

export const useHolidays = () =>
  useQuery(queryOptions({ queryKey: keys.admin.holidays, queryFn: fetchParsed(z.array(holidaySchema)) }));

export const useCottages = () =>
  useQuery(queryOptions({ queryKey: keys.admin.cottages, queryFn: fetchParsed(z.array(cottageSchema)) }));

/** The bodies as the server reads them: prices as decimal strings of pesos ("150.00"). */
export type PassBody = PassSettingsDto;
export type HolidayBody = HolidayDto;
export type CottageBody = Omit<CottageDto, 'id' | 'imagePath'>;

const savePass = (body: PassBody) => apiRequest<PassSettingsDto>('PUT', `${BASE}/pass`, body);
const addHoliday = (body: HolidayBody) => apiRequest<HolidayDto>('POST', `${BASE}/holidays`, body);
const removeHoliday = (date: string) =>
  apiRequest<void>('DELETE', `${BASE}/holidays/${encodeURIComponent(date)}`);
const createCottage = (body: CottageBody) => apiRequest<CottageDto>('POST', `${BASE}/cottages`, body);
const updateCottage = ({ id, body }: { id: string; body: Partial<CottageBody> }) =>
  apiRequest<CottageDto>('PATCH', `${BASE}/cottages/${encodeURIComponent(id)}`, body);
const deleteCottage = (id: string) =>
  apiRequest<void>('DELETE', `${BASE}/cottages/${encodeURIComponent(id)}`);

const refreshed = (key: readonly string[]) => [key, keys.dayVisits.all];

export const useSavePass = () => useRefreshingMutation(savePass, refreshed(keys.admin.dayVisitPass));
export const useAddHoliday = () => useRefreshingMutation(addHoliday, refreshed(keys.admin.holidays));
export const useRemoveHoliday = () => useRefreshingMutation(removeHoliday, refreshed(keys.admin.holidays));
export const useCreateCottage = () => useRefreshingMutation(createCottage, refreshed(keys.admin.cottages));
export const useUpdateCottage = () => useRefreshingMutation(updateCottage, refreshed(keys.admin.cottages));
/** A refused delete (409: it was booked) also refreshes: the list may be out of date. */
export const useDeleteCottage = () =>
  useRefreshingMutation(deleteCottage, refreshed(keys.admin.cottages), { evenOnError: true });
