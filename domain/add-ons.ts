// Add-ons (docs/pricing.md, "Add-ons"; ADR 0066): extras sold with a stay, priced by their unit. One rule
// for the booking page's summary, the dashboard, the desk and the server, which prices every line itself.
import { formatCentavos } from './money';

export const ADD_ON_UNITS = ['person_night', 'night', 'stay', 'trip'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** The bounds the admin form, the booking form and the server share. */
export const ADD_ON_LIMITS = {
  /** Persons (per-person units) or pieces (a room's extra bed, a transfer's vans) of one line. */
  quantityMax: 50,
  /** Lines one request may add: bounded work per booking. */
  linesMax: 10,
  /** Lines a reservation may hold, removed ones included (history is kept). */
  linesPerReservationMax: 40,
  nameMax: 80,
  descriptionMax: 600,
  dailyLimitMax: 1000,
} as const;

export type AddOnPrice = { unit: AddOnUnit; priceCentavos: number };
export type AddOnUse = { quantity: number; nights: number; persons: number };

/** Units priced once per night of the stay (the others once: for the stay, or for the trip's day). */
export const isNightly = (unit: AddOnUnit) => unit === 'person_night' || unit === 'night';

/** Units whose quantity counts persons, so never more than the party. */
export const isPerPerson = (unit: AddOnUnit) => unit === 'person_night';

/** Units taken on one day of the stay, which the guest picks (a transfer, a tour). */
export const isOnADay = (unit: AddOnUnit) => unit === 'trip';

/** A line's amount in centavos: price × quantity, × nights for the nightly units. */
export const priceAddOn = (addOn: AddOnPrice, use: AddOnUse): number =>
  addOn.priceCentavos * use.quantity * (isNightly(addOn.unit) ? use.nights : 1);

/** A line as booked: its unit, quantity and the price it keeps. */
export type BookedAddOnLine = {
  unit: AddOnUnit;
  quantity: number;
  unitPriceCentavos: number;
  removed: boolean;
};

/**
 * What a stay made longer repeats: each nightly extra still booked, for the added nights at the price it
 * was booked at (breakfast every morning of the longer stay). The desk's quote and the server share it.
 */
export const extensionLines = <Line extends BookedAddOnLine>(lines: readonly Line[], addedNights: number) =>
  lines
    .filter((line) => !line.removed && isNightly(line.unit))
    .map((line) => ({
      line,
      amountCentavos: priceAddOn(
        { unit: line.unit, priceCentavos: line.unitPriceCentavos },
        { quantity: line.quantity, nights: addedNights, persons: line.quantity },
      ),
    }));

/** What is wrong with a line's quantity (null: nothing), in the words the form and the API show. */
export const addOnQuantityProblem = (unit: AddOnUnit, use: AddOnUse): string | null => {
  if (!Number.isInteger(use.quantity) || use.quantity < 1 || use.quantity > ADD_ON_LIMITS.quantityMax)
    return ADD_ON_MESSAGES.quantity;
  if (isPerPerson(unit) && use.quantity > use.persons) return ADD_ON_MESSAGES.morePersonsThanParty;
  return null;
};

/** The day a line is due: a trip's own day within the stay (check-out day included), else check-in. */
export const addOnDayProblem = (
  unit: AddOnUnit,
  stay: { checkin: string; checkout: string },
  day: string | undefined,
): string | null => {
  if (!isOnADay(unit) || day === undefined) return null;
  return day < stay.checkin || day > stay.checkout ? ADD_ON_MESSAGES.dayOutsideStay : null;
};

export const ADD_ON_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${ADD_ON_LIMITS.quantityMax}`,
  morePersonsThanParty: 'An extra per person cannot be for more persons than the party',
  dayOutsideStay: 'Pick a day of your stay, from check-in to check-out',
  dayRequired: 'Pick the day of the trip',
  notFound: 'Extra not found',
  notOffered: 'This extra is not offered right now',
  tooManyLines: `At most ${ADD_ON_LIMITS.linesMax} extras at a time`,
  tooManyOnBooking: 'This booking holds too many extras already',
  lineNotFound: 'This extra is not on the booking',
  afterCheckin: 'Extras can be changed online until check-in. Please ask the front desk.',
  notInHouse: 'The desk adds extras to a stay that is checked in',
  closedBooking: 'Extras cannot be added to a cancelled or finished booking',
  duplicate: 'That extra is listed twice; change its quantity instead',
} as const;

/** 409 when a day's limit is reached, e.g. "Island hopping is full on 2026-04-11. Please pick another day." */
export const addOnFullMessage = (name: string, day: string) =>
  `${name} is full on ${day}. Please pick another day.`;

/** "₱450.00 per person per night": the admin list's and desk's label (guest screens translate the unit). */
export const ADD_ON_UNIT_LABELS: Record<AddOnUnit, string> = {
  person_night: 'per person per night',
  night: 'per night',
  stay: 'per stay',
  trip: 'per trip',
};

export const addOnPriceLabel = (addOn: AddOnPrice) =>
  `${formatCentavos(addOn.priceCentavos)} ${ADD_ON_UNIT_LABELS[addOn.unit]}`;
