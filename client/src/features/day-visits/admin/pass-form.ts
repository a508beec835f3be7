// The entrance pass form: the domain's rules (passSettingsInputSchema, the server's own) over what the
// fields hold, the saved pass as field values, and the valid values as the PUT body (pesos, 2 decimals).

import type { PassSettingsDto } from '@domain/api-types';
import { toDecimalString } from '@domain/money';
import { passSettingsInputSchema } from '@domain/schemas/day-visits';
import type { z } from 'zod';
import type { PassBody } from './api';

export const passFormSchema = passSettingsInputSchema;
export type PassFormOutput = z.output<typeof passFormSchema>;

export type PassFormValues = {
  adultWeekdayPrice: string;
  adultWeekendPrice: string;
  childWeekdayPrice: string;
  childWeekendPrice: string;
  childRule: string;
  childRuleFil: string;
  openingHours: string;
  dailyCapacity: string;
};

export const PASS_FIELDS = [
  'adultWeekdayPrice',
  'adultWeekendPrice',
  'childWeekdayPrice',
  'childWeekendPrice',
  'childRule',
  'childRuleFil',
  'openingHours',
  'dailyCapacity',
] as const satisfies readonly (keyof PassFormValues)[];

/** "150.00" is shown as "150"; centavos stay ("99.50"). */
export const pesosField = (price: string) => price.replace(/\.00$/, '');

/** The saved pass as the form's values; no pass yet (null) is the empty form. */
export const passToForm = (pass: PassSettingsDto | null): PassFormValues => ({
  adultWeekdayPrice: pass ? pesosField(pass.adultWeekdayPrice) : '',
  adultWeekendPrice: pass ? pesosField(pass.adultWeekendPrice) : '',
  childWeekdayPrice: pass ? pesosField(pass.childWeekdayPrice) : '',
  childWeekendPrice: pass ? pesosField(pass.childWeekendPrice) : '',
  childRule: pass?.childRule ?? '',
  childRuleFil: pass?.childRuleFil ?? '',
  openingHours: pass?.openingHours ?? '',
  dailyCapacity: pass ? String(pass.dailyCapacity) : '',
});

/** The PUT body: the checked centavos written back as pesos with two decimals. */
export const passBody = (values: PassFormOutput): PassBody => ({
  ...values,
  adultWeekdayPrice: toDecimalString(values.adultWeekdayPrice),
  adultWeekendPrice: toDecimalString(values.adultWeekendPrice),
  childWeekdayPrice: toDecimalString(values.childWeekdayPrice),
  childWeekendPrice: toDecimalString(values.childWeekendPrice),
});
