// The add-ons as the booking page, the dashboard and the desk read them.
import type { AddOnDto, DueAddOnDto, ReservationAddOnDto } from '@domain/api/add-ons';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { toAddOnDto, toDueDto, toLineDto } from './dto';
import * as repo from './repository';

/** GET /api/add-ons: the active extras in both languages. */
export const listActiveAddOns = async (ctx: AppContext): Promise<AddOnDto[]> =>
  (await repo.findActiveAddOns(ctx.deps.db)).map(toAddOnDto);

/** Each reservation's lines, removed ones included (a receipt and the history show them). */
export const findReservationLines = async (
  db: Database | Tx,
  reservationIds: string[],
): Promise<Map<string, ReservationAddOnDto[]>> => {
  const lines = new Map<string, ReservationAddOnDto[]>();
  for (const { line, addOn } of await repo.findLinesOf(db, reservationIds)) {
    const list = lines.get(line.reservationId) ?? [];
    list.push(toLineDto(line, addOn));
    lines.set(line.reservationId, list);
  }
  return lines;
};

/** GET /api/front-desk/add-ons/today: what is due on the resort's day. */
export const listDueOn = async (ctx: AppContext, day: string): Promise<DueAddOnDto[]> =>
  (await repo.findDueOn(ctx.deps.db, day)).map(toDueDto);

export { countLinesOf, markLineRemoved, shiftLineDays } from './repository';
