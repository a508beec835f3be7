// The admin's extras (ADR 0066, docs/pricing.md "Add-ons"): GET/POST /api/admin/add-ons and PUT/DELETE
// /api/admin/add-ons/{id}. Every change refreshes the admin list and the site's list of active extras.

import type { AdminAddOnDto } from '@domain/api/add-ons';
import { adminAddOnSchema } from '@domain/api/add-ons';
import type { addOnInputSchema } from '@domain/schemas/add-ons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const BASE = '/api/admin/add-ons';

/** The body as the server reads it (addOnInputSchema's input): the price as a decimal string of pesos. */
export type AddOnBody = Omit<z.input<typeof addOnInputSchema>, 'price'> & { price: string };

export const useAdminAddOns = () =>
  useQuery(queryOptions({ queryKey: keys.admin.addOns, queryFn: fetchParsed(z.array(adminAddOnSchema)) }));

const createAddOn = (body: AddOnBody) => apiRequest<AdminAddOnDto>('POST', BASE, body);
const updateAddOn = ({ id, body }: { id: string; body: AddOnBody }) =>
  apiRequest<AdminAddOnDto>('PUT', `${BASE}/${encodeURIComponent(id)}`, body);
const deleteAddOn = (id: string) => apiRequest<void>('DELETE', `${BASE}/${encodeURIComponent(id)}`);

const REFRESHED = [keys.admin.addOns, keys.addOns.public];

export const useCreateAddOn = () => useRefreshingMutation(createAddOn, REFRESHED);
export const useUpdateAddOn = () => useRefreshingMutation(updateAddOn, REFRESHED);
/** A refused delete (409: on a booking already) also refreshes: the list's `used` may be out of date. */
export const useDeleteAddOn = () => useRefreshingMutation(deleteAddOn, REFRESHED, { evenOnError: true });

/** A saved extra as the body that saves it again, e.g. with `active` flipped. */
export const addOnBodyOf = (addOn: AdminAddOnDto): AddOnBody => ({
  nameEn: addOn.nameEn,
  nameFil: addOn.nameFil,
  descriptionEn: addOn.descriptionEn,
  descriptionFil: addOn.descriptionFil,
  imagePath: addOn.imagePath,
  unit: addOn.unit,
  price: addOn.price,
  dailyLimit: addOn.dailyLimit,
  active: addOn.active,
  sort: addOn.sort,
});
