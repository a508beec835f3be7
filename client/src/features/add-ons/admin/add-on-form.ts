// The admin's extra form: the domain's rules (addOnInputSchema, the server's own) over what the fields
// hold, with an empty daily limit read as none; a saved extra as field values; the valid values as the
// body (the price as a decimal string of pesos).

import type { AddOnUnit } from '@domain/add-ons';
import type { AdminAddOnDto } from '@domain/api/add-ons';
import { toDecimalString } from '@domain/money';
import { addOnInputSchema } from '@domain/schemas/add-ons';
import { z } from 'zod';
import type { AddOnBody } from '../api/admin-add-ons';

const blankIsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const addOnFormSchema = addOnInputSchema.extend({
  dailyLimit: z.preprocess(blankIsNone, addOnInputSchema.shape.dailyLimit),
});
export type AddOnFormOutput = z.output<typeof addOnFormSchema>;

export type AddOnFormValues = {
  nameEn: string;
  nameFil: string;
  descriptionEn: string;
  descriptionFil: string;
  imagePath: string | null;
  unit: AddOnUnit | '';
  price: string;
  dailyLimit: string;
  sort: string;
  active: boolean;
};

/** The fields in the order the form shows them: the first failing one is the toast's. */
export const ADD_ON_FIELDS = [
  'nameEn',
  'nameFil',
  'descriptionEn',
  'descriptionFil',
  'unit',
  'price',
  'dailyLimit',
  'sort',
  'imagePath',
  'active',
] as const satisfies readonly (keyof AddOnFormValues)[];

const pesos = (price: string) => price.replace(/\.00$/, '');

/** `next sort`: where a new extra goes (after the others). */
export const addOnToForm = (addOn: AdminAddOnDto | null, nextSort = 0): AddOnFormValues => ({
  nameEn: addOn?.nameEn ?? '',
  nameFil: addOn?.nameFil ?? '',
  descriptionEn: addOn?.descriptionEn ?? '',
  descriptionFil: addOn?.descriptionFil ?? '',
  imagePath: addOn?.imagePath ?? null,
  unit: addOn?.unit ?? '',
  price: addOn ? pesos(addOn.price) : '',
  dailyLimit: addOn?.dailyLimit == null ? '' : String(addOn.dailyLimit),
  sort: String(addOn?.sort ?? nextSort),
  active: addOn?.active ?? true,
});

export const addOnBody = (values: AddOnFormOutput): AddOnBody => ({
  ...values,
  imagePath: values.imagePath ?? null,
  price: toDecimalString(values.price),
});
