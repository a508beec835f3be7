// The extras a guest picks on a form (the booking page, a room of a group, the dashboard's dialog): one
// choice per extra, its amount by the domain's priceAddOn (display only: the server prices every line)
// and what is wrong with it, in the domain's words (addOnQuantityProblem, addOnDayProblem).
import {
  ADD_ON_MESSAGES,
  addOnDayProblem,
  addOnQuantityProblem,
  isOnADay,
  isPerPerson,
  priceAddOn,
} from '@domain/add-ons';
import type { AddOnDto } from '@domain/api/add-ons';
import { addDays, eachNight, nightsBetween } from '@domain/dates';
import { toCentavos } from '@domain/money';
import type { AddOnLineInput } from '@domain/schemas/add-ons';

/** One extra picked: how many (NaN while its box is empty) and, for a trip, its day ('' until chosen). */
export type AddOnChoice = { addOnId: string; quantity: number; day: string };

/** The stay the extras are for: its dates and how many persons (adults + kids). */
export type ExtrasStay = { checkin: string; checkout: string; persons: number };

export type ExtraLine = {
  addOn: AddOnDto;
  choice: AddOnChoice;
  nights: number;
  amountCentavos: number;
  problem: { field: 'quantity' | 'day'; message: string } | null;
};

/** A new choice: a per-person extra for the whole party, anything else one. */
export const newChoice = (addOn: AddOnDto, stay: ExtrasStay): AddOnChoice => ({
  addOnId: addOn.id,
  quantity: isPerPerson(addOn.unit) ? Math.max(1, stay.persons) : 1,
  day: '',
});

/** The most a line may hold: the party for a per-person extra. */
export const quantityMax = (addOn: Pick<AddOnDto, 'unit'>, stay: ExtrasStay, limit: number) =>
  isPerPerson(addOn.unit) ? Math.min(limit, Math.max(1, stay.persons)) : limit;

const stayNights = (stay: ExtrasStay) =>
  stay.checkin && stay.checkout ? Math.max(0, nightsBetween(stay.checkin, stay.checkout)) : 0;

export const lineProblem = (addOn: AddOnDto, choice: AddOnChoice, stay: ExtrasStay): ExtraLine['problem'] => {
  const use = { quantity: choice.quantity, nights: stayNights(stay), persons: stay.persons };
  const quantity = addOnQuantityProblem(addOn.unit, use);
  if (quantity) return { field: 'quantity', message: quantity };
  if (!isOnADay(addOn.unit)) return null;
  if (!choice.day) return { field: 'day', message: ADD_ON_MESSAGES.dayRequired };
  const day = addOnDayProblem(addOn.unit, stay, choice.day);
  return day ? { field: 'day', message: day } : null;
};

/** The lines of the choices whose extra is still offered, in the extras' order. */
export const extraLines = (
  addOns: readonly AddOnDto[],
  choices: readonly AddOnChoice[],
  stay: ExtrasStay,
): ExtraLine[] =>
  addOns.flatMap((addOn) => {
    const choice = choices.find((one) => one.addOnId === addOn.id);
    if (!choice) return [];
    const nights = stayNights(stay);
    const quantity = Number.isFinite(choice.quantity) ? choice.quantity : 0;
    const amountCentavos = priceAddOn(
      { unit: addOn.unit, priceCentavos: toCentavos(addOn.price) },
      { quantity, nights, persons: stay.persons },
    );
    return [{ addOn, choice, nights, amountCentavos, problem: lineProblem(addOn, choice, stay) }];
  });

export const extrasTotal = (lines: readonly ExtraLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCentavos, 0);

/** The lines as the API takes them: the extra, how many and a trip's day; never a price. */
export const toAddOnLines = (lines: readonly ExtraLine[]): AddOnLineInput[] =>
  lines.map(({ addOn, choice }) => ({
    addOnId: addOn.id,
    quantity: choice.quantity,
    ...(isOnADay(addOn.unit) && choice.day ? { day: choice.day } : {}),
  }));

/** The days a trip may be on: check-in to check-out, both included. */
export const stayDays = (stay: Pick<ExtrasStay, 'checkin' | 'checkout'>): string[] => {
  const nights = stay.checkin && stay.checkout ? eachNight(stay.checkin, stay.checkout) : [];
  return nights.length > 0 ? [...nights, addDays(stay.checkin, nights.length)] : [];
};
