// Weather disruptions at the desk: declaring one (the affected guests emailed once) and lifting it.
import type { ReservationDto, WeatherDisruptionDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { MSG_WEATHER } from '@domain/weather';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, reservations } from '../../db/schema';
import { expectRefusal, weatherTestApp } from './test-weather';

const { app, db, sentMail, desk, guestCookie, eventsOf, call, declare, stayOn, move } =
  await weatherTestApp();

describe('declaring a disruption', () => {
  it('is staff only: 401 for visitors, 403 for customers, nothing stored', async () => {
    const body = { startDate: '2026-06-20', endDate: '2026-06-21', note: 'Signal No. 2' };
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/receptionist/weather-disruptions',
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await call('POST', '/api/receptionist/weather-disruptions', guestCookie, body)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/receptionist/weather-disruptions', guestCookie)).statusCode).toBe(403);
    const list = (await call('GET', '/api/receptionist/weather-disruptions', desk)).json<
      WeatherDisruptionDto[]
    >();
    expect(list.some((d) => d.startDate === '2026-06-20')).toBe(false);
  });

  it.each([
    [{ startDate: '2026-06-20', endDate: '2026-06-19', note: 'x' }, 'endDate', MSG_WEATHER.endBeforeStart],
    [{ startDate: '2026-06-01', endDate: '2026-06-05', note: 'x' }, 'endDate', MSG_WEATHER.inPast],
    [{ startDate: '2026-06-20', endDate: '2026-08-20', note: 'x' }, 'endDate', MSG_WEATHER.tooLong],
    [{ startDate: '2026-06-20', endDate: '9999-12-31', note: 'x' }, 'endDate', MSG_WEATHER.tooLong],
    [{ startDate: '2026-06-20', endDate: '2026-06-21', note: '  ' }, 'note', MSG_WEATHER.noteRequired],
    [
      { startDate: '2026-06-20', endDate: '2026-06-21', note: 'x'.repeat(100_000) },
      'note',
      MSG_WEATHER.noteTooLong,
    ],
    [{ startDate: '2026-06-20', endDate: '2026-06-21', note: 'Signal\u0000' }, 'note', MSG.invalidCharacter],
    [{ startDate: '2026-13-45', endDate: '2026-06-21', note: 'x' }, 'startDate', MSG_WEATHER.datesRequired],
    [{ startDate: 20260620, endDate: null, note: ['x'] }, 'startDate', MSG_WEATHER.datesRequired],
  ])('refuses %j with 400 and the field’s message', async (body, field, message) => {
    const response = await call('POST', '/api/receptionist/weather-disruptions', desk, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field]).toBe(message);
  });

  it('previews the count, marks the touched bookings, emails each guest once, and a retry changes nothing', async () => {
    const touched = await stayOn('2026-07-01', '2026-07-03');
    const arrived = await stayOn('2026-07-02', '2026-07-04');
    await db.update(reservations).set({ status: 'checked_in' }).where(eq(reservations.id, arrived.id));
    const before = await stayOn('2026-06-28', '2026-07-03');
    const leaving = await stayOn('2026-06-30', '2026-07-02');
    const after = await stayOn('2026-07-04', '2026-07-06');
    const body = { startDate: '2026-07-02', endDate: '2026-07-03', note: 'PAGASA TCWS No. 2 for La Union' };

    const preview = await call('POST', '/api/receptionist/weather-disruptions/preview', desk, body);
    expect(preview.json()).toEqual({ affectedCount: 2, overlapsActive: false });

    const first = await declare(body.startDate, body.endDate);
    expect(first.statusCode).toBe(201);
    const declared = first.json<WeatherDisruptionDto>();
    expect(declared.affected.map((b) => b.reservationId).sort()).toEqual([touched.id, before.id].sort());
    expect(declared.affected.every((b) => b.choice === 'pending')).toBe(true);
    expect(
      declared.affected.some((b) => b.reservationId === leaving.id || b.reservationId === after.id),
    ).toBe(false);

    const queued = await db.select().from(jobs).where(eq(jobs.name, 'notify'));
    expect(queued.filter((job) => job.dedupeKey?.startsWith(`weather:${declared.id}:`))).toHaveLength(2);
    const retry = await declare(body.startDate, body.endDate);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(declared.id);
    await app.jobs.runDue();
    const notices = sentMail.filter((mail) => mail.subject.startsWith('Weather notice'));
    expect(notices.filter((mail) => mail.subject.endsWith(touched.referenceCode))).toHaveLength(1);
    expect(notices.find((mail) => mail.subject.endsWith(touched.referenceCode))?.text).toContain(
      'PAGASA TCWS No. 2',
    );

    const events = await eventsOf(touched.id);
    expect(events.filter((e) => e.action === 'weather_affected')).toHaveLength(1);
    const other = await declare('2026-07-03', '2026-07-05', 'Another storm');
    expectRefusal(other, 409, MSG_WEATHER.overlaps);

    const mine = (await call('GET', '/api/user/reservations', guestCookie)).json<ReservationDto[]>();
    expect(mine.find((r) => r.id === touched.id)?.weather).toMatchObject({
      choice: 'pending',
      lifted: false,
    });
    expect(mine.find((r) => r.id === after.id)?.weather).toBeNull();
  });
});

describe('lifting a disruption', () => {
  it('ends the free choices of guests who had not chosen, and keeps the row', async () => {
    const stay = await stayOn('2026-11-05', '2026-11-07');
    const { id } = (await declare('2026-11-05', '2026-11-06')).json<WeatherDisruptionDto>();
    const lifted = await call('POST', `/api/receptionist/weather-disruptions/${id}/lift`, desk);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<WeatherDisruptionDto>().liftedAt).not.toBeNull();
    expect((await call('POST', `/api/receptionist/weather-disruptions/${id}/lift`, desk)).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/receptionist/weather-disruptions/nope/lift', desk)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/receptionist/weather-disruptions/${id}/lift`, guestCookie)).statusCode,
    ).toBe(403);
    const response = await move(stay.id, {
      checkin: '2026-11-20',
      checkout: '2026-11-22',
      roomId: stay.roomId,
    });
    expect(response.statusCode).toBe(409);
  });
});
