// A weather declaration's side in the reservations aggregate: the bookings it touches get an
// "affected" history line (once per disruption: a retried declaration skips them) and their guest's
// email is queued in the same transaction with a dedupe key, so each guest hears once.
import type { DisruptionDays } from '@domain/weather';
import type { Database, Tx } from '../../db/client';
import { queueEmail } from '../notifications';
import * as weatherRepo from './weather.repository';

/** How many bookings a declaration of these days would touch now (the desk's preview). */
export const countWeatherTouched = async (db: Database | Tx, days: DisruptionDays) =>
  (await weatherRepo.selectTouchedBookings(db, days)).length;

/** Marks the touched bookings affected and queues one email each; the ids newly marked. */
export const markWeatherAffected = async (
  tx: Tx,
  options: { disruption: DisruptionDays & { id: string; note: string }; actorId: string; now: Date },
): Promise<string[]> => {
  const { disruption } = options;
  const touched = await weatherRepo.selectTouchedBookings(tx, disruption);
  const marked = await weatherRepo.insertAffectedEvents(
    tx,
    touched.map((row) => ({ reservationId: row.id, status: row.status as 'pending' | 'confirmed' })),
    {
      disruptionId: disruption.id,
      note: `Affected by weather from ${disruption.startDate} to ${disruption.endDate}: ${disruption.note}`,
      actorId: options.actorId,
      at: options.now,
    },
  );
  for (const reservationId of marked) {
    const event = {
      type: 'weather_disrupted' as const,
      reservationId,
      startDate: disruption.startDate,
      endDate: disruption.endDate,
      note: disruption.note,
    };
    await queueEmail(tx, event, { at: options.now, dedupeKey: `weather:${disruption.id}:${reservationId}` });
  }
  return marked;
};
