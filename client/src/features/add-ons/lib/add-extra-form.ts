// The desk's Add extra form: the domain's line schema (addOnLineInputSchema, the server's own) over what
// the fields hold (an extra chosen, a quantity, a trip's day), and the domain's checks of the chosen
// extra's quantity and day against the stay.

import {
  ADD_ON_MESSAGES,
  addOnDayProblem,
  addOnQuantityProblem,
  isNightly,
  isOnADay,
  priceAddOn,
} from '@domain/add-ons';
import type { AddOnDto } from '@domain/api/add-ons';
import { addDays, nightsBetween } from '@domain/dates';
import { toCentavos } from '@domain/money';
import { addOnLineInputSchema } from '@domain/schemas/add-ons';
import { z } from 'zod';

const blankIsMissing = (value: unknown) => (typeof value === 'string' && value === '' ? undefined : value);

export const addExtraFormSchema = addOnLineInputSchema.extend({
  addOnId: z.string().min(1, 'Choose an extra').max(64),
  day: z.preprocess(blankIsMissing, addOnLineInputSchema.shape.day),
});
export type AddExtraValues = { addOnId: string; quantity: string; day: string };
export type AddExtraOutput = z.output<typeof addExtraFormSchema>;

export type Stay = { checkin: string; checkout: string; adults: number; kids: number };

/** The days a trip can be on: check-in to check-out, from today on while the stay is under way. */
export const tripDays = (stay: Stay, today: string): string[] => {
  const days: string[] = [];
  for (let day = stay.checkin; day <= stay.checkout; day = addDays(day, 1)) days.push(day);
  const ahead = days.filter((day) => day >= today);
  return ahead.length ? ahead : days;
};

const useOf = (stay: Stay, quantity: number) => ({
  quantity,
  nights: nightsBetween(stay.checkin, stay.checkout),
  persons: stay.adults + stay.kids,
});

/** What is wrong with the line for this stay (field and message), in the domain's words; null: nothing. */
export const lineProblem = (
  addOn: AddOnDto,
  stay: Stay,
  line: AddExtraOutput,
): { field: 'quantity' | 'day'; message: string } | null => {
  const quantity = addOnQuantityProblem(addOn.unit, useOf(stay, line.quantity));
  if (quantity) return { field: 'quantity', message: quantity };
  if (isOnADay(addOn.unit) && !line.day) return { field: 'day', message: ADD_ON_MESSAGES.dayRequired };
  const day = addOnDayProblem(addOn.unit, stay, line.day);
  return day ? { field: 'day', message: day } : null;
};

/** The line's price as the domain prices it (the server prices it again and its answer is the word). */
export const linePrice = (addOn: AddOnDto, stay: Stay, quantity: number) =>
  priceAddOn({ unit: addOn.unit, priceCentavos: toCentavos(addOn.price) }, useOf(stay, quantity));

/** "× 2 persons × 3 nights": how the price is reached. */
export const priceReason = (addOn: AddOnDto, stay: Stay, quantity: number) => {
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const per = addOn.unit === 'person_night' ? (quantity === 1 ? 'person' : 'persons') : '';
  const times = `× ${quantity}${per ? ` ${per}` : ''}`;
  return isNightly(addOn.unit) ? `${times} × ${nights} ${nights === 1 ? 'night' : 'nights'}` : times;
};
