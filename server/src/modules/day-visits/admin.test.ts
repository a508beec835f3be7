// The admin's day-visit offer: who may change it, the messages of a bad entry, the pass written whole,
// holidays within the booking window, cottages (never deleted once a booking held one).
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { PASS_NOT_SET } from '@domain/schemas/day-visits';
import { beyondHorizonMessage } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import { reservationCottages } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { createSignedInUser, createStayOfNewGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { COTTAGE_WAS_BOOKED } from './admin.service';

const { app, db } = await createTestApp();
const admin = await createSignedInUser(app, { role: 'admin' });
const today = todayIn(DEFAULT_RESORT_TZ, app.deps.now());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  app.inject({ method, url, payload, headers: { cookie } });

// the demo's prices written the ways a form or an API client sends them
const PASS = {
  ...DEMO_DAY_PASS,
  adultWeekdayPrice: '150',
  adultWeekendPrice: 200,
  childWeekendPrice: '150',
  dailyCapacity: '300',
};

describe('who may change the offer', () => {
  it.each([
    ['GET', '/api/admin/day-visits/pass'],
    ['PUT', '/api/admin/day-visits/pass'],
    ['GET', '/api/admin/day-visits/holidays'],
    ['POST', '/api/admin/day-visits/holidays'],
    ['DELETE', '/api/admin/day-visits/holidays/2030-01-01'],
    ['GET', '/api/admin/day-visits/cottages'],
    ['POST', '/api/admin/day-visits/cottages'],
    ['PATCH', '/api/admin/day-visits/cottages/x'],
    ['DELETE', '/api/admin/day-visits/cottages/x'],
  ] as const)('%s %s: 401 to visitors, 403 to guests and the front desk', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    for (const role of ['customer', 'receptionist'] as const) {
      const user = await createSignedInUser(app, { role });
      expect((await call(method, url, payload, user.cookie)).statusCode).toBe(403);
    }
  });
});

describe('the entrance pass', () => {
  it('is 404 until set, then answers what was set', async () => {
    const before = await call('GET', '/api/admin/day-visits/pass');
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(PASS_NOT_SET);
    const put = await call('PUT', '/api/admin/day-visits/pass', PASS);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(DEMO_DAY_PASS);
    expect((await call('GET', '/api/admin/day-visits/pass')).json()).toEqual(DEMO_DAY_PASS);
    const again = await call('PUT', '/api/admin/day-visits/pass', { ...PASS, dailyCapacity: '250' });
    expect(again.json().dailyCapacity).toBe(250);
    await call('PUT', '/api/admin/day-visits/pass', PASS);
  });

  it.each([
    [{ adultWeekdayPrice: undefined }, 'adultWeekdayPrice', 'Please enter a valid price'],
    [{ childWeekendPrice: 0 }, 'childWeekendPrice', 'Please enter a valid price'],
    [{ adultWeekendPrice: '150.005' }, 'adultWeekendPrice', 'Please enter a valid price'],
    [{ adultWeekendPrice: 1e12 }, 'adultWeekendPrice', MSG.amountTooLarge],
    [{ dailyCapacity: 0 }, 'dailyCapacity', 'Daily capacity must be a whole number from 1 to 10000'],
    [{ dailyCapacity: 'many' }, 'dailyCapacity', 'Daily capacity must be a whole number from 1 to 10000'],
    [{ childRule: 'x'.repeat(201) }, 'childRule', undefined],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const response = await call('PUT', '/api/admin/day-visits/pass', { ...PASS, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    if (message) expect(response.json().errors[field]).toBe(message);
  });
});

describe('holidays', () => {
  it('adds, renames, lists by date and removes one', async () => {
    const day = addDays(today, 40);
    const first = await call('POST', '/api/admin/day-visits/holidays', { date: day, name: 'Town fiesta' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ date: day, name: 'Town fiesta' });
    await call('POST', '/api/admin/day-visits/holidays', { date: addDays(day, -1), name: 'Eve' });
    await call('POST', '/api/admin/day-visits/holidays', { date: day, name: 'Fiesta' });
    const list = (await call('GET', '/api/admin/day-visits/holidays')).json();
    expect(list).toEqual([
      { date: addDays(day, -1), name: 'Eve' },
      { date: day, name: 'Fiesta' },
    ]);
    expect((await call('DELETE', `/api/admin/day-visits/holidays/${day}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/day-visits/holidays/${day}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/day-visits/holidays/not-a-day')).statusCode).toBe(404);
  });

  it.each([
    [{ date: '9999-12-31', name: 'Far' }, 'date', beyondHorizonMessage(365)],
    [{ date: addDays(today, -1), name: 'Past' }, 'date', MSG.checkinInPast],
    [{ date: '2030-02-30', name: 'No such day' }, 'date', 'Use a date like 2026-12-24'],
    [{ name: 'No date' }, 'date', 'Use a date like 2026-12-24'],
    [{ date: addDays(today, 3) }, 'name', 'Holiday name is required'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call('POST', '/api/admin/day-visits/holidays', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field]).toBe(message);
  });
});

const COTTAGE = { name: 'Kubo 1', capacity: 10, price: '1500', images: ['/uploads/kubo.webp'] };

describe('cottages', () => {
  it('creates with defaults, edits only the fields given, lists by name', async () => {
    const created = await call('POST', '/api/admin/day-visits/cottages', { ...COTTAGE, name: ' Zz Hut ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Zz Hut',
      description: '',
      imagePath: '/uploads/kubo.webp',
      images: ['/uploads/kubo.webp'],
      capacity: 10,
      price: '1500.00',
      status: 'available',
    });
    const { id } = created.json();
    const edited = await call('PATCH', `/api/admin/day-visits/cottages/${id}`, { status: 'maintenance' });
    expect(edited.json()).toMatchObject({ name: 'Zz Hut', status: 'maintenance', price: '1500.00' });
    const names = (await call('GET', '/api/admin/day-visits/cottages'))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect((await call('PATCH', '/api/admin/day-visits/cottages/nope', { capacity: 4 })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/api/admin/day-visits/cottages/${id}`, {})).statusCode).toBe(400);
  });

  it.each([
    [{ ...COTTAGE, name: undefined }, 'name', 'Cottage name is required'],
    [{ ...COTTAGE, price: undefined }, 'price', 'Price is required'],
    [{ ...COTTAGE, price: 1e12 }, 'price', MSG.amountTooLarge],
    [{ ...COTTAGE, capacity: 51 }, 'capacity', 'Capacity must be a whole number from 1 to 50 persons'],
    [{ ...COTTAGE, capacity: undefined }, 'capacity', 'Capacity must be a whole number from 1 to 50 persons'],
    [{ ...COTTAGE, status: 'closed' }, 'status', undefined],
  ])('refuses %j', async (body, field, message) => {
    const response = await call('POST', '/api/admin/day-visits/cottages', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
    if (message) expect(response.json().errors[field]).toBe(message);
  });

  it('deletes a cottage no booking held; one that was held stays (409)', async () => {
    const free = (await call('POST', '/api/admin/day-visits/cottages', COTTAGE)).json();
    expect((await call('DELETE', `/api/admin/day-visits/cottages/${free.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/day-visits/cottages/${free.id}`)).statusCode).toBe(404);
    const held = (await call('POST', '/api/admin/day-visits/cottages', COTTAGE)).json();
    const stay = await createStayOfNewGuest(db, { checkin: addDays(today, 50), status: 'cancelled' });
    await db
      .insert(reservationCottages)
      .values({ reservationId: stay.id, cottageId: held.id, day: stay.checkin });
    const refused = await call('DELETE', `/api/admin/day-visits/cottages/${held.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COTTAGE_WAS_BOOKED);
  });
});
