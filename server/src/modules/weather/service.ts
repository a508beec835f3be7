// The desk's weather disruptions: declare (with a preview of the bookings it touches), list,
// lift. Declaring marks the touched bookings and queues each guest's email in the same transaction
// (reservations' markWeatherAffected): a retried declaration of the same days and note answers the
// first one and emails nobody again; another one over active days is refused.
import type { DisruptionPreviewDto, WeatherDisruptionDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import type { DeclareDisruptionInput } from '@domain/schemas/weather';
import { MSG_WEATHER, WEATHER_ACTIONS, type WeatherChoice } from '@domain/weather';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { countWeatherTouched, markWeatherAffected } from '../reservations';
import * as repo from './repository';

type Staff = { id: string };

export const DISRUPTION_NOT_FOUND = 'Weather disruption not found';
export const ALREADY_LIFTED = 'This disruption is already lifted';

/** `days` passed the route's schema of the day (declareDisruptionSchema): dates, order and note are checked. */
export const previewDisruption = async (
  ctx: AppContext,
  days: DeclareDisruptionInput,
): Promise<DisruptionPreviewDto> => {
  const [affectedCount, overlapping] = await Promise.all([
    countWeatherTouched(ctx.deps.db, days),
    repo.findActiveOverlapping(ctx.deps.db, days),
  ]);
  return { affectedCount, overlapsActive: overlapping.length > 0 };
};

/** 201 with the new disruption, or 200 with the same one already declared (a retry). */
export const declareDisruption = async (
  ctx: AppContext,
  staff: Staff,
  input: DeclareDisruptionInput,
): Promise<{ disruption: WeatherDisruptionDto; created: boolean }> => {
  const { db, now } = ctx.deps;
  const result = await db.transaction(async (tx) => {
    await repo.lockDeclarations(tx);
    const overlapping = await repo.findActiveOverlapping(tx, input);
    const same = overlapping.find(
      (row) => row.startDate === input.startDate && row.endDate === input.endDate && row.note === input.note,
    );
    if (same) return { id: same.id, created: false };
    if (overlapping.length) throw conflict(MSG_WEATHER.overlaps);
    const row = await repo.insertDisruption(tx, { ...input, declaredBy: staff.id, declaredAt: now() });
    await markWeatherAffected(tx, { disruption: row, actorId: staff.id, now: now() });
    return { id: row.id, created: true };
  });
  const [disruption] = await listDisruptions(ctx, [result.id]);
  if (!disruption) throw notFound(DISRUPTION_NOT_FOUND);
  return { disruption, created: result.created };
};

export const liftDisruption = async (
  ctx: AppContext,
  staff: Staff,
  id: string,
): Promise<WeatherDisruptionDto> => {
  const row = isUuid(id) ? await repo.findDisruption(ctx.deps.db, id) : null;
  if (!row) throw notFound(DISRUPTION_NOT_FOUND);
  if (!(await repo.liftDisruption(ctx.deps.db, { id, by: staff.id, now: ctx.deps.now() })))
    throw conflict(ALREADY_LIFTED);
  const [disruption] = await listDisruptions(ctx, [id]);
  if (!disruption) throw notFound(DISRUPTION_NOT_FOUND);
  return disruption;
};

const CHOICE_OF: Record<string, WeatherChoice | undefined> = {
  [WEATHER_ACTIONS.moved]: 'moved',
  [WEATHER_ACTIONS.cancelled]: 'cancelled',
};

/** Every disruption (or the ones named), newest first, with the bookings it affected and each guest's choice. */
export const listDisruptions = async (ctx: AppContext, only?: string[]): Promise<WeatherDisruptionDto[]> => {
  const rows = (await repo.selectDisruptions(ctx.deps.db)).filter(
    (row) => !only || only.includes(row.disruption.id),
  );
  const lines = await repo.selectWeatherLines(
    ctx.deps.db,
    rows.map((row) => row.disruption.id),
  );
  return rows.map(({ disruption: d, declaredBy, liftedBy }) => {
    const affected = new Map<string, WeatherDisruptionDto['affected'][number]>();
    for (const line of lines.filter((l) => l.disruptionId === d.id)) {
      const booking = affected.get(line.reservationId) ?? {
        reservationId: line.reservationId,
        referenceCode: line.referenceCode,
        guestName: `${line.firstName} ${line.lastName}`.trim(),
        kind: line.kind,
        roomName: line.roomName,
        cottageName: line.cottageName,
        checkin: line.checkin,
        checkout: line.checkout,
        status: line.status,
        choice: 'pending' as WeatherChoice,
      };
      booking.choice = CHOICE_OF[line.action] ?? booking.choice;
      affected.set(line.reservationId, booking);
    }
    return {
      id: d.id,
      startDate: d.startDate,
      endDate: d.endDate,
      note: d.note,
      declaredAt: d.declaredAt.toISOString(),
      declaredBy: declaredBy?.firstName !== undefined ? declaredBy : null,
      liftedAt: d.liftedAt ? d.liftedAt.toISOString() : null,
      liftedBy: liftedBy?.firstName !== undefined && d.liftedAt ? liftedBy : null,
      affected: [...affected.values()],
    };
  });
};
