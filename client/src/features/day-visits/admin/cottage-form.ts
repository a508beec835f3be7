// The cottage form: the domain's rules (cottageInputSchema, the server's own) over what the fields hold,
// a cottage as field values, and the valid values as the body (the price in pesos with two decimals).

import type { CottageDto } from '@domain/api-types';
import { toDecimalString } from '@domain/money';
import { cottageInputSchema } from '@domain/schemas/day-visits';
import type { z } from 'zod';
import type { CottageBody } from './api';
import { pesosField } from './pass-form';

export const cottageFormSchema = cottageInputSchema;
export type CottageFormOutput = z.output<typeof cottageFormSchema>;

/** The statuses an admin sets (a cottage's day is booked through the bookings, not by a status). */
export const COTTAGE_STATUSES = ['available', 'maintenance'] as const;

export type CottageFormValues = {
  name: string;
  description: string;
  images: string[];
  capacity: string;
  price: string;
  status: CottageDto['status'];
};

export const COTTAGE_FIELDS = [
  'name',
  'description',
  'capacity',
  'price',
  'status',
  'images',
] as const satisfies readonly (keyof CottageFormValues)[];

export const cottageToForm = (cottage: CottageDto | null): CottageFormValues => ({
  name: cottage?.name ?? '',
  description: cottage?.description ?? '',
  images: cottage ? [...cottage.images] : [],
  capacity: cottage ? String(cottage.capacity) : '',
  price: cottage ? pesosField(cottage.price) : '',
  status: cottage?.status ?? 'available',
});

export const cottageBody = (values: CottageFormOutput): CottageBody => ({
  ...values,
  price: toDecimalString(values.price),
});
