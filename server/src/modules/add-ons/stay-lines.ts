// The two steps every booking with extras takes (a stay's booking, the guest's and the desk's additions
// later, and a group's booking for each of its rooms): price the asked lines for a stay from the server's
// own add-ons, then attach them inside the booking's transaction, where each day's limit is counted
// behind a lock on that add-on and day, so parallel requests cannot oversell a tour.
import {
  ADD_ON_MESSAGES,
  type AddOnUnit,
  addOnDayProblem,
  addOnFullMessage,
  addOnQuantityProblem,
  extensionLines,
  isOnADay,
  priceAddOn,
} from '@domain/add-ons';
import { nightsBetween } from '@domain/dates';
import { isUuid } from '@domain/ids';
import { toCentavos, toDecimalString } from '@domain/money';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as repo from './repository';

/** A line as priced for a stay: what the database row will hold, and its limit to count. */
export type PricedLine = {
  addOnId: string;
  nameEn: string;
  unit: AddOnUnit;
  dailyLimit: number | null;
  day: string;
  quantity: number;
  unitPriceCentavos: number;
  amountCentavos: number;
};

export type PricedLines = { lines: PricedLine[]; totalCentavos: number };

export type StayOfLines = { checkin: string; checkout: string; persons: number };

const fieldError = (index: number, field: string, message: string) =>
  badRequest(message, { [`addOns.${index}.${field}`]: message });

/**
 * Prices the asked lines for a stay: each names an active add-on, a quantity within its bounds (per
 * person: at most the party) and, for a trip, a day of the stay (check-out day included). Unknown or
 * inactive add-ons are 404 / 409; the price is the add-on's now, kept on the line for good.
 */
export const priceAddOnLines = async (
  db: Database | Tx,
  stay: StayOfLines,
  asked: readonly AddOnLineInput[],
): Promise<PricedLines> => {
  if (asked.length === 0) return { lines: [], totalCentavos: 0 };
  const ids = [...new Set(asked.map((line) => line.addOnId))];
  if (ids.some((id) => !isUuid(id))) throw notFound(ADD_ON_MESSAGES.notFound);
  const byId = new Map((await repo.findAddOnsByIds(db, ids)).map((row) => [row.id, row]));
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const seen = new Set<string>();
  const lines = asked.map((line, index): PricedLine => {
    const addOn = byId.get(line.addOnId);
    if (!addOn) throw notFound(ADD_ON_MESSAGES.notFound);
    if (!addOn.active) throw conflict(ADD_ON_MESSAGES.notOffered);
    if (isOnADay(addOn.unit) && !line.day) throw fieldError(index, 'day', ADD_ON_MESSAGES.dayRequired);
    const day = isOnADay(addOn.unit) ? (line.day as string) : stay.checkin;
    const dayProblem = addOnDayProblem(addOn.unit, stay, line.day);
    if (dayProblem) throw fieldError(index, 'day', dayProblem);
    const use = { quantity: line.quantity, nights, persons: stay.persons };
    const quantityProblem = addOnQuantityProblem(addOn.unit, use);
    if (quantityProblem) throw fieldError(index, 'quantity', quantityProblem);
    const key = `${addOn.id}:${day}`;
    if (seen.has(key)) throw fieldError(index, 'addOnId', ADD_ON_MESSAGES.duplicate);
    seen.add(key);
    const unitPriceCentavos = toCentavos(addOn.price);
    return {
      addOnId: addOn.id,
      nameEn: addOn.nameEn,
      unit: addOn.unit,
      dailyLimit: addOn.dailyLimit,
      day,
      quantity: line.quantity,
      unitPriceCentavos,
      amountCentavos: priceAddOn({ unit: addOn.unit, priceCentavos: unitPriceCentavos }, use),
    };
  });
  return { lines, totalCentavos: lines.reduce((sum, line) => sum + line.amountCentavos, 0) };
};

/** The lock that queues the lines of one add-on on one day (the daily limit's count). */
const dayLockKey = (line: PricedLine) => `add-on:${line.addOnId}:${line.day}`;

/**
 * Writes the priced lines of a reservation inside the caller's transaction. A limited add-on's day is
 * counted behind its lock (taken in sorted order, so two bookings never wait on each other) and refused
 * with 409 when the line would pass it; the caller's transaction then writes nothing.
 */
export const attachAddOnLines = async (
  tx: Tx,
  options: { reservationId: string; lines: readonly PricedLine[]; by: string; at: Date },
) => {
  const limited = options.lines.filter((line) => line.dailyLimit !== null);
  const keys = [...new Set(limited.map(dayLockKey))].sort();
  await repo.lockKeys(tx, keys);
  for (const line of limited) {
    const booked = await repo.sumBookedOnDay(tx, line.addOnId, line.day);
    if (booked + line.quantity > (line.dailyLimit as number))
      throw conflict(addOnFullMessage(line.nameEn, line.day));
  }
  return repo.insertLines(
    tx,
    options.lines.map((line) => ({
      reservationId: options.reservationId,
      addOnId: line.addOnId,
      day: line.day,
      quantity: line.quantity,
      unitPrice: toDecimalString(line.unitPriceCentavos),
      amount: toDecimalString(line.amountCentavos),
      addedBy: options.by,
      addedAt: options.at,
    })),
  );
};

/**
 * A stay made longer keeps its nightly extras for the added nights (breakfast every morning of the stay):
 * one more line for each, at the price it was booked at, due on the first added night. Nothing when the
 * stay has none.
 */
export const extendNightlyLines = async (
  tx: Tx,
  options: { reservationId: string; fromCheckout: string; nights: number; by: string; at: Date },
): Promise<PricedLines> => {
  const booked = (await repo.findLinesOf(tx, [options.reservationId])).map(({ line, addOn }) => ({
    addOn,
    unit: addOn.unit,
    quantity: line.quantity,
    unitPriceCentavos: toCentavos(line.unitPrice),
    removed: line.removedAt !== null,
  }));
  const lines = extensionLines(booked, options.nights).map(
    ({ line, amountCentavos }): PricedLine => ({
      addOnId: line.addOn.id,
      nameEn: line.addOn.nameEn,
      unit: line.unit,
      dailyLimit: null,
      day: options.fromCheckout,
      quantity: line.quantity,
      unitPriceCentavos: line.unitPriceCentavos,
      amountCentavos,
    }),
  );
  const { reservationId, by, at } = options;
  if (lines.length > 0) await attachAddOnLines(tx, { reservationId, lines, by, at });
  return { lines, totalCentavos: lines.reduce((sum, line) => sum + line.amountCentavos, 0) };
};

/** The history note of lines added: "Added extras: Breakfast buffet × 4 (₱3,600.00)". */
export const linesNote = (
  verb: string,
  lines: readonly { nameEn: string; quantity: number; amountCentavos: number }[],
) =>
  `${verb}: ${lines.map((l) => `${l.nameEn} × ${l.quantity} (₱${toDecimalString(l.amountCentavos)})`).join(', ')}`;
